import type { LikedYouItem, VisitItem } from '@iskra/contract';
import { createContext, useContext } from 'react';
import { type Store, useStore } from '../../../shared/store.ts';
import type { LikeOutcome } from './like-outcome.ts';
import type { ListKey, SwipeDirection, SympathiesState } from './store.ts';

/** Which upsell a free user's press opens. */
export type UpsellKind = 'likedYou' | 'visitorLike' | 'visitorDislike';

export interface SympathyActions {
  /** Loads a page of a list: offset 0 replaces, later offsets append. */
  loadList: (key: ListKey, offset: number) => void;
  /** The list opens: its first load, or a reload when entries arrived live and are unseen. */
  open: (key: ListKey) => void;
  loadDiscover: () => void;
  /** Rates the top card of the deck; it flies out and leaves CARD_REMOVE_DELAY_MS later. */
  rateTopCard: (direction: SwipeDirection) => void;
  /** Puts the last rated card back on top. */
  undo: () => void;
  /** Premium: answers a liked-you entry; it leaves LIKED_YOU_REMOVE_DELAY_MS later. */
  rateLikedYou: (item: LikedYouItem, love: boolean) => void;
  /** Premium: rates a visitor; resolves true when the rating was recorded. */
  rateVisitor: (item: VisitItem, love: boolean) => Promise<boolean>;
  /**
   * A rating sent from another screen (a person's profile), whose popups that screen shows:
   * the lists follow it as they follow the ratings sent here.
   */
  ratedElsewhere: (person: string, outcome: LikeOutcome) => void;
  openUpsell: (kind: UpsellKind) => void;
}

export interface SympathiesContextValue {
  store: Store<SympathiesState>;
  actions: SympathyActions;
}

export const SympathiesContext = createContext<SympathiesContextValue | null>(null);

function useSympathiesContext(): SympathiesContextValue {
  const value = useContext(SympathiesContext);
  if (!value) throw new Error('sympathies hooks used outside <SympathiesProvider>');
  return value;
}

/** A slice of the sympathies state; re-renders only when the slice changes. */
export function useSympathies<T>(select: (state: SympathiesState) => T): T {
  return useStore(useSympathiesContext().store, select);
}

export function useSympathyActions(): SympathyActions {
  return useSympathiesContext().actions;
}
