/**
 * Web push of new matches and new messages (rules in contract notifications.ts).
 *
 * How a push goes: `match.created` or `message.stored` queues one push job per person when
 * pushes of that kind may go to them (the server has VAPID keys, the account is active, the
 * switch is on, a browser subscribed in a session still signed in, no tab is open). The job asks again when it runs — the
 * match still unseen and the message still unread, nobody blocked either way, the person still
 * away — builds the payload from what is stored, and posts it to each of the user's browsers;
 * a browser the push service calls gone (404/410) is forgotten. The job queue keeps a slow
 * push service off the request, and the sender gives each push at most PUSH.timeoutMs.
 */
import {
  APP_BASE_PATH,
  PUSH,
  PUSH_SETTING,
  PUSH_TEXT,
  type PushKind,
  type PushPayload,
  type PushSubscriptionBody,
} from '@iskra/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDb } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { PushFailed, type PushSender } from '../../platform/push.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { isBlockedEitherWay } from '../pairs/blocks.repo.ts';
import { unseenMatchPartnersSince } from '../pairs/matches.repo.ts';
import { findUser } from '../users/users.repo.ts';
import { premiumFeaturesOf, type UserRow } from '../users/users.view.ts';
import {
  deletePushSubscription,
  deletePushSubscriptionsById,
  hasPushSubscription,
  pushSubscriptionsOf,
  savePushSubscription,
  userWithState,
} from './notifications.repo.ts';

export const PUSH_JOB = 'notifications.push';

export const pushJobSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('match'),
    userId: z.uuid(),
    partnerId: z.uuid(),
    matchId: z.string(),
    dialogId: z.string(),
  }),
  z.object({ kind: z.literal('message'), userId: z.uuid(), messageId: z.string() }),
]);
export type PushJob = z.infer<typeof pushJobSchema>;

/** What the push needs to know of a message (the chat's row). */
export interface PushedMessage {
  dialogId: string;
  authorId: string;
  recipientId: string;
  text: string;
  review: string | null;
  readAt: Date | null;
}

export interface PushDeps {
  db: AppDb;
  bus: EventBus;
  realtime: Pick<Realtime, 'isOnline'>;
  jobs: Pick<Jobs, 'enqueue'>;
  /** Unset: the server has no VAPID keys and sends no push. */
  sender: Pick<PushSender, 'publicKey' | 'allows' | 'send'> | undefined;
  findMessage: (id: string) => Promise<PushedMessage | undefined>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** A person pushes may go to: an active, real account (no e-mail confirmation needed). */
function pushable(user: UserRow | undefined): user is UserRow {
  return user?.status === 'active' && !user.isDemo && !user.isService;
}

/** One line, at most PUSH.previewChars characters. */
export function pushPreview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PUSH.previewChars ? `${line.slice(0, PUSH.previewChars - 1)}…` : line;
}

const chatUrl = (dialogId: string) => `${APP_BASE_PATH}/chat/${dialogId}`;

export type PushService = ReturnType<typeof createPushService>;

export function createPushService(deps: PushDeps) {
  const { db, sender } = deps;

  /** Whether a push of `kind` may go to the user now (before queueing or sending). */
  async function wants(userId: string, kind: PushKind): Promise<UserRow | null> {
    if (!sender) return null;
    const found = await userWithState(db, userId);
    if (!pushable(found?.user) || !found.state[PUSH_SETTING[kind]]) return null;
    const { user } = found;
    if (!(await hasPushSubscription(db, userId))) return null;
    // An open tab shows it in the app already.
    if (await deps.realtime.isOnline(userId)) return null;
    return user;
  }

  async function queue(job: PushJob, key: string): Promise<void> {
    if (!(await wants(job.userId, job.kind))) return;
    await deps.jobs.enqueue(PUSH_JOB, job, { key, maxAttempts: 3 });
  }

  if (sender) {
    deps.bus.on('match.created', async ({ a, b, by, matchId, dialogId }) => {
      // The one whose like made the match saw it in the answer.
      const told = by === a ? b : a;
      await queue(
        { kind: 'match', userId: told, partnerId: by, matchId, dialogId },
        `push:match:${matchId}:${told}`,
      );
    });
    deps.bus.on('message.stored', ({ messageId, recipientId }) =>
      queue({ kind: 'message', userId: recipientId, messageId }, `push:message:${messageId}`),
    );
  }

  /** The payload of a match push; null when the match is gone or seen meanwhile. */
  async function matchPayload(job: Extract<PushJob, { kind: 'match' }>): Promise<PushPayload | null> {
    // Unseen matches with an active partner not blocked either way.
    const partners = await unseenMatchPartnersSince(db, job.userId, null);
    const partner = partners.find((p) => p.id === job.partnerId);
    if (!partner) return null;
    return {
      title: PUSH_TEXT.matchTitle,
      body: PUSH_TEXT.match(partner.name, partner.gender),
      url: chatUrl(job.dialogId),
      tag: `match-${job.matchId}`,
    };
  }

  /** The payload of a message push; null when it was read, held, or its author is out of reach. */
  async function messagePayload(user: UserRow, messageId: string): Promise<PushPayload | null> {
    const message = await deps.findMessage(messageId);
    if (!message || message.recipientId !== user.id) return null;
    if (message.review !== null || message.readAt !== null) return null;
    const author = await findUser(db, message.authorId);
    if (author?.status !== 'active') return null;
    if (await isBlockedEitherWay(db, user.id, author.id)) return null;
    // Free users see who wrote, not what (spec §6); the service account's messages are not private.
    const preview = premiumFeaturesOf(user) || author.isService;
    return {
      title: preview ? author.name : PUSH_TEXT.messageTitle,
      body: preview ? pushPreview(message.text) : PUSH_TEXT.messageHidden(author.name, author.gender),
      url: chatUrl(message.dialogId),
      tag: `dialog-${message.dialogId}`,
    };
  }

  return {
    /** The VAPID public key; null when push is off. */
    publicKey: sender?.publicKey ?? null,

    /** Saves the browser's subscription for the session it comes from. */
    async subscribe(
      owner: { userId: string; sessionId: string },
      subscription: PushSubscriptionBody,
    ): Promise<'saved' | 'off' | 'refused'> {
      if (!sender) return 'off';
      if (!sender.allows(subscription.endpoint)) return 'refused';
      await savePushSubscription(db, owner, subscription);
      return 'saved';
    },

    unsubscribe: (userId: string, endpoint: string) => deletePushSubscription(db, userId, endpoint),

    /** The push job (see the top of this file); safe to run again. */
    async push(job: PushJob): Promise<void> {
      if (!sender) return;
      const user = await wants(job.userId, job.kind);
      if (!user) return;
      const payload =
        job.kind === 'match' ? await matchPayload(job) : await messagePayload(user, job.messageId);
      if (!payload) return;
      const body = JSON.stringify(payload);
      // A burst of messages in one dialog: the push service keeps only the newest undelivered.
      const topic = job.kind === 'message' ? payload.tag.replace(/[^A-Za-z0-9]/g, '').slice(-32) : undefined;
      const gone: string[] = [];
      const failures: unknown[] = [];
      let sent = 0;
      for (const target of await pushSubscriptionsOf(db, user.id)) {
        try {
          const outcome = await sender.send(target, body, {
            ttlSeconds: PUSH.ttlSeconds,
            urgency: 'high',
            ...(topic ? { topic } : {}),
          });
          if (outcome === 'gone') gone.push(target.id);
          else sent += 1;
        } catch (error) {
          if (!(error instanceof PushFailed)) throw error;
          failures.push(error);
          deps.log.warn({ userId: user.id, status: error.status, err: error }, 'push failed');
        }
      }
      await deletePushSubscriptionsById(db, gone);
      // Retry only when no browser got it: a retry must not repeat a push that arrived.
      if (sent === 0 && failures.length > 0) throw failures[0];
      if (sent > 0) deps.log.info({ userId: user.id, kind: job.kind, sent }, 'push sent');
    },
  };
}
