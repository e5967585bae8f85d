/**
 * Facts about pairs, published on the domain event bus (platform/events.ts) by the feature
 * that made them happen; the chat, sympathies and later features subscribe.
 */
export interface PairFact {
  a: string;
  b: string;
}

/** A mutual sympathy was made by `by`'s like; its dialog is open for both. */
export type MatchCreated = PairFact & { matchId: string; dialogId: string; by: string; at: Date };
/** The pair's match ended (`by` disliked or blocked the other). */
export type MatchRemoved = PairFact & { matchId: string; by: string };
/** `blockerId` blocked `blockedId`, who was not blocked either way before. */
export interface PairBlocked {
  blockerId: string;
  blockedId: string;
}

declare module '../../platform/events.ts' {
  interface DomainEvents {
    'match.created': MatchCreated;
    'match.removed': MatchRemoved;
    'pair.blocked': PairBlocked;
  }
}
