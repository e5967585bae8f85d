/**
 * The safety tools of users (contract safety.ts): the list of people one blocked and
 * unblocking, unmatching, and reports with their evidence. Blocking itself is a rating
 * (`POST /api/like` with `block`), which sympathies own; this feature is handed that and the
 * chat's dialog deletion by compose.ts.
 */
import {
  type BlockedPerson,
  type LikeRequest,
  type LikeResponse,
  type reportRequestSchema,
  SAFETY,
  SAFETY_MESSAGE,
  SERVER_MESSAGE,
} from '@iskra/contract';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '../../platform/db/client.ts';
import { images } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { Storage } from '../../platform/storage.ts';
import { addBlock, blocksBy, isBlockedEitherWay, removeBlock } from '../pairs/blocks.repo.ts';
import { findDialogOfPair } from '../pairs/dialogs.repo.ts';
import { imageKeys } from '../users/image-keys.ts';
import { findUser, imagesOfMany } from '../users/users.repo.ts';
import { type PublicUrl, profileImageOf } from '../users/users.view.ts';
import type { Viewer } from '../users/viewer.ts';
import { type ReportEvidence, reportPhotos, reports } from './safety.schema.ts';

/** A message of a dialog as the chat stores it, as far as reports need it. */
export interface DialogMessage {
  id: string;
  dialogId: string;
  authorId: string;
  text: string;
  createdAt: Date;
  /** Set while the recipient has not got it (a held first message). */
  review: string | null;
}

export interface SafetyDeps {
  db: AppDb;
  storage: Pick<Storage, 'get'>;
  rateLimit: RateLimiter;
  publicUrl: PublicUrl;
  /** Rates a person as `POST /api/like` does (sympathies): a dislike, or a block. */
  rate: (viewer: Viewer, body: LikeRequest) => Promise<LikeResponse>;
  /** Deletes a dialog for both people as `DELETE /api/dialogs/{id}` does (chat). */
  deleteDialog: (viewer: Viewer, dialogId: string) => Promise<unknown>;
  /** The newest messages of a dialog, newest first (chat). */
  recentMessages: (dialogId: string, limit: number) => Promise<DialogMessage[]>;
  /** One message by id (chat). */
  findMessage: (id: string) => Promise<DialogMessage | undefined>;
}

type Report = z.output<typeof reportRequestSchema>;

const JPEG = 'image/jpeg';

export type SafetyService = ReturnType<typeof createSafetyService>;

export function createSafetyService(deps: SafetyDeps) {
  const { db } = deps;

  /** The other person, who must exist and not be the viewer. */
  async function otherPerson(viewer: Viewer, userId: string) {
    if (userId === viewer.user.id) throw new AppError(400, SAFETY_MESSAGE.cannotReportSelf);
    const person = await findUser(db, userId);
    if (!person || person.isService) throw new AppError(404, SERVER_MESSAGE.userNotFound);
    return person;
  }

  /** The evidence of a report, as the reported person is now. */
  async function evidenceOf(reporterId: string, reportedId: string, report: Report) {
    const person = await findUser(db, reportedId);
    if (!person) throw new AppError(404, SERVER_MESSAGE.userNotFound);
    const pictures = await db
      .select()
      .from(images)
      .where(eq(images.userId, reportedId))
      .orderBy(desc(images.profile), images.position);
    const reportedPhoto = report.photoId ? pictures.findIndex((p) => p.id === report.photoId) : null;
    if (reportedPhoto === -1) throw new AppError(404, SAFETY_MESSAGE.photoNotTheirs);

    const dialog = await findDialogOfPair(db, reporterId, reportedId);
    const recent = dialog ? await deps.recentMessages(dialog.id, SAFETY.evidenceMessages) : [];
    let messages = recent;
    if (report.messageId) {
      const reported = await deps.findMessage(report.messageId);
      if (
        !reported ||
        !dialog ||
        reported.dialogId !== dialog.id ||
        reported.authorId !== reportedId ||
        reported.review !== null
      ) {
        throw new AppError(404, SAFETY_MESSAGE.messageNotTheirs);
      }
      if (!recent.some((m) => m.id === reported.id)) messages = [...recent, reported];
    }

    const files = await Promise.all(pictures.map((p) => deps.storage.get(imageKeys(p.fileKey).full)));
    const evidence: ReportEvidence = {
      profile: {
        userNumber: person.userNumber,
        name: person.name,
        description: person.description,
        birthday: person.birthday,
        gender: person.gender,
        city: person.city,
        country: person.country,
        email: person.email,
        registeredAt: person.createdAt.toISOString(),
      },
      reportedPhoto,
      messages: messages.map((m) => ({
        id: m.id,
        fromReported: m.authorId === reportedId,
        text: m.text,
        at: m.createdAt.toISOString(),
      })),
      reportedMessageId: report.messageId ?? null,
    };
    return { evidence, files };
  }

  return {
    /** `GET /api/safety/blocks`. */
    async blocked(viewer: Viewer): Promise<BlockedPerson[]> {
      const rows = await blocksBy(db, viewer.user.id);
      const ids = rows.map((r) => r.blockedId);
      const people = await Promise.all(ids.map((id) => findUser(db, id)));
      const pictures = await imagesOfMany(db, ids);
      return rows.flatMap((row, i) => {
        const person = people[i];
        if (!person || person.status === 'deleted') return [];
        const picture = profileImageOf(pictures.get(person.id) ?? []);
        return [
          {
            id: person.id,
            userNumber: person.userNumber,
            name: person.name,
            gender: person.gender,
            avatar: picture ? deps.publicUrl(imageKeys(picture.fileKey).thumb) : null,
            blockedAt: row.createdAt.toISOString(),
          },
        ];
      });
    },

    /** `DELETE /api/safety/blocks/{userId}`: idempotent. */
    async unblock(viewer: Viewer, userId: string): Promise<void> {
      await removeBlock(db, viewer.user.id, userId);
    },

    /**
     * `POST /api/safety/unmatch`: a dislike ends the match, then the pair's dialog goes for
     * both. Refused for a blocked pair (they do not see each other any more).
     */
    async unmatch(viewer: Viewer, userId: string): Promise<void> {
      const person = await otherPerson(viewer, userId);
      if (await isBlockedEitherWay(db, viewer.user.id, person.id)) {
        throw new AppError(404, SERVER_MESSAGE.userNotFound);
      }
      if (person.status === 'active')
        await deps.rate(viewer, { liked: person.id, love: false, place: 'unmatch' });
      const dialog = await findDialogOfPair(db, viewer.user.id, person.id);
      if (dialog) await deps.deleteDialog(viewer, dialog.id);
    },

    /** `POST /api/safety/reports`: the report with its evidence, then the block if asked. */
    async report(viewer: Viewer, report: Report): Promise<{ blocked: boolean }> {
      const person = await otherPerson(viewer, report.userId);
      const { limit, windowMs } = SAFETY.reportsPerDay;
      await deps.rateLimit.enforce(`report:user:${viewer.user.id}`, limit, windowMs);
      const { evidence, files } = await evidenceOf(viewer.user.id, person.id, report);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reports)
          .values({
            reporterId: viewer.user.id,
            reportedId: person.id,
            category: report.category,
            comment: report.comment,
            evidence,
          })
          .returning({ id: reports.id });
        if (!row) throw new Error('the report was not stored');
        const copies = files.flatMap((bytes, position) =>
          bytes ? [{ reportId: row.id, position, contentType: JPEG, bytes }] : [],
        );
        if (copies.length > 0) await tx.insert(reportPhotos).values(copies);
      });
      if (!report.block) return { blocked: false };
      if (person.status === 'active') {
        await deps.rate(viewer, { liked: person.id, love: false, block: true, place: 'report' });
      } else {
        // Nobody sees an inactive account anyway; the block keeps it hidden if it comes back.
        await addBlock(db, viewer.user.id, person.id);
      }
      return { blocked: true };
    },
  };
}
