/**
 * What sympathies tell others: socket pushes of likes and matches to people's tabs, counter
 * changes, `like.received`, and the pair facts (`match.created`, `match.removed`, `pair.blocked`, declared in
 * features/pairs) on the domain event bus.
 */
import type { Dialog, LikedYouItem, Match } from '@iskra/contract';
import type { EventBus } from '../../platform/events.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { MatchCreated, MatchRemoved, PairBlocked } from '../pairs/pairs.events.ts';
import type { MenuDelta } from './sympathies.policy.ts';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** `raterId` liked `ratedId`, who has a new like waiting in their liked-you list. */
    'like.received': { raterId: string; ratedId: string; at: Date };
  }
}

export type SympathyEvents = ReturnType<typeof createSympathyEvents>;

export function createSympathyEvents(realtime: Pick<Realtime, 'toUser'>, bus: EventBus) {
  return {
    /** Someone liked `to` (they appear in `to`'s liked-you list); `f`: a nudge re-sending it. */
    like(to: string, like: LikedYouItem, f = false): void {
      realtime.toUser(to).emit('SERVER:LIKE', f ? { like, f: true } : { like });
    },

    /** A like of someone made a mutual sympathy: the other person hears of it. */
    newLove(to: string, match: Match, dialog: Dialog | null): void {
      realtime.toUser(to).emit('SERVER:NEW_LOVE', { match, dialog });
    },

    removeMatch(to: string, id: string): void {
      realtime.toUser(to).emit('SERVER:REMOVE_MATCH', { id });
    },

    /** The free daily allowance is spent (the sender's tab knows it from the answer). */
    freeLikesLimit(to: string, except?: string): void {
      realtime.toUser(to, { except }).emit('SERVER:FREE_LIKES_LIMIT');
    },

    /**
     * Menu counters of `to` moved. `except` names a tab that adjusts from the answer and is
     * skipped; a change the answer does not carry goes to every tab.
     */
    counters(to: string, delta: MenuDelta, except?: string): Promise<void> {
      return bus.publish('counters.changed', { userId: to, delta, except });
    },

    likeReceived: (fact: { raterId: string; ratedId: string; at: Date }) =>
      bus.publish('like.received', fact),
    matchCreated: (fact: MatchCreated) => bus.publish('match.created', fact),
    matchRemoved: (fact: MatchRemoved) => bus.publish('match.removed', fact),
    pairBlocked: (fact: PairBlocked) => bus.publish('pair.blocked', fact),
  };
}
