/**
 * The chat's pure rules (no database, no sockets), unit-tested in chat.policy.test.ts.
 *
 * - Premium writes to anyone. Others write where there is a match, or answer in a dialog the
 *   partner opened with Premium; and send FREE_TIER.messagesPerDay messages per Moscow day.
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
}

/** The free allowance a stream row records, counted only when it is for the current day. */
export function sentTodayOf(
  stream: { sentDayStart: Date | null; sentToday: number } | undefined,
  dayStart: Date,
): number {
  return stream && stream.sentDayStart?.getTime() === dayStart.getTime() ? stream.sentToday : 0;
}

export function freeMessagesLeft(premium: boolean, sentToday: number): number {
  if (premium) return FREE_TIER.messagesPerDay;
  return Math.max(0, FREE_TIER.messagesPerDay - sentToday);
}

/** Why the writer may not send in this dialog now; null when they may. */
export function refusal(premium: boolean, sentToday: number, dialog: DialogStanding): Refusal | null {
  if (premium) return null;
  if (!dialog.matched && dialog.openedBy !== dialog.partnerId) return 'notAllowed';
  if (sentToday >= FREE_TIER.messagesPerDay) return 'freeLimit';
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
