/**
 * The pure rules of smart messages (contract services.ts), unit-tested in
 * smart-messages.policy.test.ts: what a valid choice is, whether an opener may go, which
 * opener goes next, and the keys that make a send happen once.
 */
import { createHash } from 'node:crypto';
import { SMART_MESSAGES } from '@iskra/contract';

export type ChoiceProblem = 'tooFew' | 'foreign';

/** The chosen ids without repeats, in the order given (the rotation's order). */
export function distinctIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** Why a choice may not be saved: fewer than the minimum, or ids outside the user's library. */
export function choiceProblem(ids: readonly number[], library: ReadonlySet<number>): ChoiceProblem | null {
  const distinct = distinctIds(ids);
  if (distinct.length < SMART_MESSAGES.minimum) return 'tooFew';
  if (distinct.some((id) => !library.has(id))) return 'foreign';
  return null;
}

export type OpenerRefusal = 'off' | 'inactive' | 'blocked' | 'alreadySent' | 'dailyCap';

/** What is known of a pending opener when its time comes. */
export interface OpenerFacts {
  /** The sender's smart messages are on. */
  enabled: boolean;
  /** Both accounts are active people (not gone, not banned, not a service account). */
  bothActive: boolean;
  blockedEitherWay: boolean;
  /** The sender already sent an opener to this recipient. */
  alreadySent: boolean;
  /** Openers sent for the sender in this Moscow day. */
  sentToday: number;
}

/**
 * Why the opener may not go; null when it may. (That nobody wrote yet in the dialog is the
 * chat's check, made under its locks when the opener is stored.)
 */
export function openerRefusal(facts: OpenerFacts): OpenerRefusal | null {
  if (!facts.enabled) return 'off';
  if (!facts.bothActive) return 'inactive';
  if (facts.blockedEitherWay) return 'blocked';
  if (facts.alreadySent) return 'alreadySent';
  if (facts.sentToday >= SMART_MESSAGES.perDay) return 'dailyCap';
  return null;
}

/**
 * The next opener of the rotation: the one after the last sent (from the start when that one
 * is no longer chosen), skipping any this recipient already got; null when none is left.
 */
export function nextTemplate(
  choice: readonly number[],
  lastSent: number | null,
  sentToRecipient: ReadonlySet<number> = new Set(),
): number | null {
  if (choice.length === 0) return null;
  const start = lastSent === null ? 0 : choice.indexOf(lastSent) + 1;
  for (let step = 0; step < choice.length; step += 1) {
    const id = choice[(start + step) % choice.length];
    if (id !== undefined && !sentToRecipient.has(id)) return id;
  }
  return null;
}

/** The job key of an opener: one pending send per sender, recipient and match. */
export function sendJobKey(senderId: string, recipientId: string, matchId: string): string {
  return `${sendJobKeyPrefix(senderId)}${recipientId}:${matchId}`;
}

/** What every pending send of a sender's key starts with (switching off cancels them). */
export function sendJobKeyPrefix(senderId: string): string {
  return `smart-messages:${senderId}:`;
}

/**
 * The chat clientId of the opener from `senderId` to `recipientId`: derived from the pair, so
 * every attempt of a retried job names the same message (a version-4-shaped UUID).
 */
export function openerClientId(senderId: string, recipientId: string): string {
  const hex = createHash('sha256').update(`smart-opener:${senderId}:${recipientId}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
