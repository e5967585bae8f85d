/**
 * Automatic safety signals (contract SAFETY): they flag an account for the operators' queue
 * and never punish by themselves. They listen to facts of other features on the event bus.
 */
import { SAFETY, type SafetySignalKind } from '@iskra/contract';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { images } from '../../platform/db/schema.ts';
import type { EventBus } from '../../platform/events.ts';
import { PHOTO_FINGERPRINT } from '../../shared/fingerprint.ts';
import { safetySignals } from './safety.schema.ts';

export interface SignalDeps {
  db: AppDb;
  bus: EventBus;
  /** How the author has been writing since `since` (chat). */
  sendingPattern: (
    authorId: string,
    text: string,
    since: Date,
  ) => Promise<{ recipients: number; sameTextRecipients: number }>;
}

/** Opens a signal unless one of this kind is open for the account already. */
async function raise(db: AppDb, userId: string, kind: SafetySignalKind, details: Record<string, unknown>) {
  await db.insert(safetySignals).values({ userId, kind, details }).onConflictDoNothing();
}

export function registerSignals({ db, bus, sendingPattern }: SignalDeps): void {
  // A photo that is the same picture as another account's: a possible fake.
  bus.on('photo.added', async ({ userId, imageId, fingerprint }) => {
    if (fingerprint === null) return;
    const distance = sql<number>`bit_count((${images.fingerprint} # ${fingerprint})::bit(64))::int`;
    const same = await db
      .select({ userId: images.userId, imageId: images.id, distance })
      .from(images)
      .where(
        and(
          ne(images.userId, userId),
          isNotNull(images.fingerprint),
          sql`bit_count((${images.fingerprint} # ${fingerprint})::bit(64)) <= ${PHOTO_FINGERPRINT.nearBits}`,
        ),
      )
      .limit(5);
    if (same.length > 0) await raise(db, userId, 'duplicatePhoto', { imageId, matches: same });
  });

  // The same text to many people, or messages to many people, within the window.
  bus.on('message.stored', async (fact) => {
    const { authorId, text, at } = fact;
    // A send tells its pattern with the fact (read under its locks); else it is read here.
    const pattern =
      fact.pattern ?? (await sendingPattern(authorId, text, new Date(at.getTime() - SAFETY.signalWindowMs)));
    if (pattern.sameTextRecipients > SAFETY.sameTextRecipients) {
      await raise(db, authorId, 'sameText', {
        text: text.slice(0, 300),
        recipients: pattern.sameTextRecipients,
      });
    }
    if (pattern.recipients > SAFETY.recipientsPerWindow) {
      await raise(db, authorId, 'manyRecipients', { recipients: pattern.recipients });
    }
  });
}

/** Open signals of an account (tests, and the console later). */
export function openSignalsOf(db: AppDb, userId: string) {
  return db
    .select()
    .from(safetySignals)
    .where(and(eq(safetySignals.userId, userId), sql`${safetySignals.resolvedAt} is null`));
}
