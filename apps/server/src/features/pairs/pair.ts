/** Pure rules of a pair of people, stored ordered so one pair is one row. */

/** The two ids of a pair in stored order (`user_a < user_b`). */
export function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

/**
 * The lock name of a pair (platform/db/locks.ts): held by a rating, which may create or end the
 * pair's match, and by a dialog's deletion, so that a match never names a dialog deleted
 * meanwhile.
 */
export function pairLock(a: string, b: string): string {
  const [userA, userB] = orderedPair(a, b);
  return `pair:${userA}:${userB}`;
}

/** A row of an ordered pair (a dialog, a match). */
export interface PairRow {
  userA: string;
  userB: string;
}

/** The other person of a pair row. */
export function partnerIdOf(pair: PairRow, me: string): string {
  return pair.userA === me ? pair.userB : pair.userA;
}

/** Whether `me` is one of the pair. */
export function isMember(pair: PairRow, me: string): boolean {
  return pair.userA === me || pair.userB === me;
}
