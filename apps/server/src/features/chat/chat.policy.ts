/**
 * The chat's pure rules (no database, no sockets), unit-tested in chat.policy.test.ts.
 *
 * - Whoever has Premium's features writes to anyone. Others write where there is a match, or
 *   answer in a dialog the partner opened with Premium; and send FREE_TIER.messagesPerDay
 *   messages per Moscow day that are not replies. A reply (the dialog's newest message is the
 *   partner's: their last message is newer than the writer's previous one) is always free, so
 *   the allowance never keeps anyone from answering a person who wrote to them.
 * - CLIENT:TYPING is forwarded at most once per CHAT.typingThrottleMs per person and dialog.
 */
import { CHAT, FREE_TIER } from '@iskra/contract';

/** Why someone may not write in a dialog now. */
export type Refusal = 'notAllowed' | 'freeLimit';

/** What the rules need to know of a dialog (or of a pair without one yet). */
export interface DialogStanding {
  matched: boolean;
  /** The Premium user whose first message opened the dialog; null for a match's dialog. */
  openedBy: string | null;
  partnerId: string;
  /** The author of the dialog's newest message; null when nobody wrote yet (or no dialog). */
  lastAuthorId: string | null;
}

/**
 * A message is a reply when the dialog's newest message is the partner's, i.e. their last
 * message is newer than the writer's previous one (or the writer has none). A first message
 * in a dialog, or one more after the writer's own, is not.
 */
export function isReply(dialog: Pick<DialogStanding, 'partnerId' | 'lastAuthorId'>): boolean {
  return dialog.lastAuthorId !== null && dialog.lastAuthorId === dialog.partnerId;
}

/** The free allowance a stream row records, counted only when it is for the current day. */
export function sentTodayOf(
  stream: { sentDayStart: Date | null; sentToday: number } | undefined,
  dayStart: Date,
): number {
  return stream && stream.sentDayStart?.getTime() === dayStart.getTime() ? stream.sentToday : 0;
}

/** Messages left today that are not replies; `premium`: the writer has Premium's features. */
export function freeMessagesLeft(premium: boolean, sentToday: number): number {
  if (premium) return FREE_TIER.messagesPerDay;
  return Math.max(0, FREE_TIER.messagesPerDay - sentToday);
}

/**
 * Whether a message spends the free allowance: not with Premium's features, not an opener
 * sent by the smart-messages service, not a reply.
 */
export function countsAgainstAllowance(
  premium: boolean,
  opener: boolean,
  dialog: Pick<DialogStanding, 'partnerId' | 'lastAuthorId'>,
): boolean {
  return !premium && !opener && !isReply(dialog);
}

/**
 * Why the writer may not send in this dialog now; null when they may. `premium`: the writer
 * has Premium's features.
 */
export function refusal(premium: boolean, sentToday: number, dialog: DialogStanding): Refusal | null {
  if (premium) return null;
  if (!dialog.matched && dialog.openedBy !== dialog.partnerId) return 'notAllowed';
  if (!isReply(dialog) && sentToday >= FREE_TIER.messagesPerDay) return 'freeLimit';
  return null;
}

/** Most entries kept by the typing throttle before old ones are swept. */
const TYPING_ENTRIES_SWEEP = 10_000;

/**
 * Per-instance throttle of typing notices: `shouldForward(key, now)` is true at most once per
 * CHAT.typingThrottleMs for a key (`${userId}:${dialogId}`). Memory stays bounded: past
 * TYPING_ENTRIES_SWEEP entries, expired ones are dropped.
 */
export function createTypingThrottle(throttleMs: number = CHAT.typingThrottleMs) {
  const forwarded = new Map<string, number>();
  return {
    shouldForward(key: string, now: number): boolean {
      const last = forwarded.get(key);
      if (last !== undefined && now - last < throttleMs) return false;
      forwarded.set(key, now);
      if (forwarded.size > TYPING_ENTRIES_SWEEP) {
        for (const [k, at] of forwarded) if (now - at >= throttleMs) forwarded.delete(k);
      }
      return true;
    },
    get size(): number {
      return forwarded.size;
    },
  };
}

/**
 * A catch-up page of a stream: `entries` are the ones after the client's number (at most
 * limit + 1 were read, to know whether more wait), `position` the stream's number read before
 * them. The page covers up to its last entry when more wait, else up to the position.
 */
export function catchUpPage<T extends { seq: number }>(
  entries: readonly T[],
  position: number,
  limit: number,
): { page: T[]; more: boolean; covered: number } {
  const more = entries.length > limit;
  const page = entries.slice(0, limit);
  const last = page.at(-1)?.seq;
  const covered = more && last !== undefined ? last : Math.max(position, last ?? 0);
  return { page, more, covered };
}
