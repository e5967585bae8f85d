/**
 * Safety tools of users (ours; the spec's only block is the `block` flag of `POST /api/like`):
 * the list of people one blocked and unblocking, unmatching, and reports.
 *
 * - Blocking goes through `POST /api/like { love: false, block: true }`: a dislike, the block,
 *   the match ended; both people stop seeing each other everywhere and their dialog is hidden
 *   from both. The blocked person is not told.
 * - `GET /api/safety/blocks` lists the people the viewer blocked; `DELETE
 *   /api/safety/blocks/{userId}` unblocks (the dislike stays: they do not come back to discover).
 * - `POST /api/safety/unmatch { userId }` ends a mutual sympathy from a dialog or the matches
 *   list: a dislike, the match removed, the pair's dialog and messages deleted for both (the
 *   other side's dialog disappears live). A kept copy exists only in a report's evidence.
 * - `POST /api/safety/reports` reports a person, one of their photos or a message. The server
 *   keeps an evidence snapshot taken at that moment (the profile texts, copies of the photos,
 *   the reported message and the last SAFETY.evidenceMessages messages of the pair's dialog)
 *   that the reported person's edits or deletion do not change; with `block` it also blocks.
 *   Staff decide on reports in the operator console.
 */
import { z } from 'zod';
import { idSchema } from './entities.ts';

export const SAFETY = {
  /** Longest comment of a report. */
  reportCommentMax: 1000,
  /** Reports one person may send in a day (a report is cheap to send and costly to review). */
  reportsPerDay: { limit: 20, windowMs: 24 * 60 * 60 * 1000 },
  /** Messages of the pair's dialog kept with a report, newest first. */
  evidenceMessages: 20,
  /**
   * A closed report's evidence (the texts, photo copies and messages) is destroyed this long
   * after the decision, time enough for an appeal; the report itself (who, why, the outcome)
   * stays for the account's history. The privacy policy says the same.
   */
  evidenceKeptAfterDecisionMs: 90 * 24 * 60 * 60 * 1000,
  /**
   * Automatic signals put an account into the operators' queue; they never punish by
   * themselves. Within `signalWindowMs`: the same text to more than `sameTextRecipients`
   * people, or messages to more than `recipientsPerWindow` different people.
   */
  signalWindowMs: 60 * 60 * 1000,
  sameTextRecipients: 10,
  recipientsPerWindow: 20,
  /**
   * Held first messages: while an account is younger than `holdAccountAgeMs`, a message it
   * writes in a dialog where the other person has not written yet is held for a moderator
   * instead of delivered when its text has a phone number, a link, a messenger handle or asks
   * for money or card details (HELD_MESSAGE_REASONS). The author sees it marked as being
   * checked (Message.review); the recipient gets it only when a moderator lets it through.
   */
  holdAccountAgeMs: 24 * 60 * 60 * 1000,
} as const;

/** What made a first message wait for a moderator (SAFETY.holdAccountAgeMs). */
export const HELD_MESSAGE_REASONS = ['phone', 'link', 'handle', 'money'] as const;
export type HeldMessageReason = (typeof HELD_MESSAGE_REASONS)[number];

/** Why an account entered the operators' queue without a report. */
export const safetySignalKindSchema = z.enum(['duplicatePhoto', 'sameText', 'manyRecipients']);
export type SafetySignalKind = z.infer<typeof safetySignalKindSchema>;

export const reportCategorySchema = z.enum(
  ['spam', 'scam', 'harassment', 'sexual', 'minor', 'fake', 'other'],
  {
    error: 'Выбери причину жалобы',
  },
);
export type ReportCategory = z.infer<typeof reportCategorySchema>;

/** The categories in the order the report form lists them, with their Russian names. */
export const REPORT_CATEGORY_LABEL: Readonly<Record<ReportCategory, string>> = {
  spam: 'Спам или реклама',
  scam: 'Мошенничество, просьбы о деньгах',
  harassment: 'Оскорбления или домогательства',
  sexual: 'Обнажённость или сексуальный контент',
  minor: 'Пользователю меньше 18 лет',
  fake: 'Чужие фото или фейковая анкета',
  other: 'Другое',
};

export const reportRequestSchema = z.object({
  userId: idSchema,
  category: reportCategorySchema,
  comment: z
    .string()
    .trim()
    .max(SAFETY.reportCommentMax, `Не длиннее ${SAFETY.reportCommentMax} символов`)
    .default(''),
  /** The reported photo (one of the person's). */
  photoId: idSchema.optional(),
  /** The reported message (one the person wrote to the reporter). */
  messageId: idSchema.optional(),
  /** Block the person as well. */
  block: z.boolean().default(false),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;

export const reportResponseSchema = z.object({ success: z.literal(true), blocked: z.boolean() });
export type ReportResponse = z.infer<typeof reportResponseSchema>;

export const blockedPersonSchema = z.object({
  id: idSchema,
  userNumber: z.number().int(),
  name: z.string(),
  gender: z.number().int(),
  /** The person's main photo (thumbnail), if any. */
  avatar: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;

export const blocksResponseSchema = z.object({ blocked: z.array(blockedPersonSchema) });
export type BlocksResponse = z.infer<typeof blocksResponseSchema>;

export const userIdParamsSchema = z.object({ userId: idSchema });

export const unblockResponseSchema = z.object({ success: z.literal(true) });
export type UnblockResponse = z.infer<typeof unblockResponseSchema>;

export const unmatchRequestSchema = z.object({ userId: idSchema });
export const unmatchResponseSchema = z.object({ success: z.literal(true) });
export type UnmatchResponse = z.infer<typeof unmatchResponseSchema>;

/** How staff closed a report: measures were taken, or no breach was found. */
export const reportDecisionKindSchema = z.enum(['actioned', 'dismissed']);
export type ReportDecisionKind = z.infer<typeof reportDecisionKindSchema>;

export const REPORT_OUTCOME_SUBJECT = 'Мы проверили твою жалобу';

/** Server messages of the safety tools. */
export const SAFETY_MESSAGE = {
  photoNotTheirs: 'Это фото уже удалено',
  messageNotTheirs: 'Это сообщение уже удалено',
  cannotReportSelf: 'Нельзя пожаловаться на себя',
} as const;
