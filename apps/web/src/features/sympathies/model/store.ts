/**
 * The sympathy lists and the discover deck of core-application §3 "Sympathy lists", kept above
 * the routes so they survive switching between /liked-you, /visitors, /matches and /discover.
 */
import type { LikedYouItem, Match, MenuData, UserCard, VisitItem } from '@iskra/contract';
import { emptyList, type ListState } from './lists.ts';

export type ListKey = 'likedYou' | 'visits' | 'matches';

export interface ListItems {
  likedYou: LikedYouItem;
  visits: VisitItem;
  matches: Match;
}

/** The menu counter each list answers to. */
export const COUNTER_OF: Record<ListKey, keyof MenuData> = {
  likedYou: 'likes',
  visits: 'visits',
  matches: 'matches',
};

export type SwipeDirection = 'like' | 'dislike';

export interface DiscoverState {
  /** The deck; the top card is the last one. */
  cards: UserCard[];
  loading: boolean;
  /** At least one answer arrived. */
  fetched: boolean;
  /** The last answer had nobody in it: the empty card shows until the user asks again. */
  exhausted: boolean;
  failed: boolean;
  /** The viewer may still rate today (always true with Premium's features). */
  freeLikes: boolean;
  /** When the day's free ratings come back (the next Moscow midnight), from the last answer. */
  ratingsResetAt: string | null;
  /** The card just rated, which undo puts back. */
  lastLiked: UserCard | null;
  /** The card flying out, removed CARD_REMOVE_DELAY_MS after the action. */
  leaving: { id: string; direction: SwipeDirection } | null;
  /**
   * Ratings sent and not answered yet. An empty deck waits for them before it asks for more:
   * a page asked for meanwhile could still hold the person just rated.
   */
  pending: number;
}

export interface SympathiesState {
  likedYou: ListState<LikedYouItem>;
  visits: ListState<VisitItem>;
  matches: ListState<Match>;
  discover: DiscoverState;
  /** Liked-you entries on their way out after a rating (removed LIKED_YOU_REMOVE_DELAY_MS later). */
  leavingLikes: string[];
}

export function initialState(): SympathiesState {
  return {
    likedYou: emptyList(),
    visits: emptyList(),
    matches: emptyList(),
    discover: {
      cards: [],
      loading: false,
      fetched: false,
      exhausted: false,
      failed: false,
      freeLikes: true,
      ratingsResetAt: null,
      lastLiked: null,
      leaving: null,
      pending: 0,
    },
    leavingLikes: [],
  };
}

/** Who an entry is about, when the viewer may know (hidden entries carry no id). */
export function personOfLike(item: LikedYouItem): string | null {
  return item.user.id;
}

export function personOfVisit(item: VisitItem): string | null {
  return item.visitor.id;
}

export function personOfMatch(item: Match): string | null {
  return item.user.id;
}

/** Entries the viewer has not seen yet. */
export function isNew<K extends ListKey>(key: K, item: ListItems[K], viewerId: string): boolean {
  if (key === 'matches') return (item as Match).new.includes(viewerId);
  return (item as LikedYouItem | VisitItem).new;
}
