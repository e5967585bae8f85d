import {
  CARD_REMOVE_DELAY_MS,
  type Dialog,
  LIKED_YOU_REMOVE_DELAY_MS,
  type LikedYouItem,
  type LikeRequest,
  type Match,
  type UserCard,
  type VisitItem,
} from '@iskra/contract';
import { type ReactNode, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useErrorHandler } from '../../../shared/api/index.ts';
import { useRealtime, useSocketEvent } from '../../../shared/realtime/index.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { createStore } from '../../../shared/store.ts';
import { fetchDiscover, fetchLikedYou, fetchMatches, fetchVisits, sendLike } from '../api/sympathies-api.ts';
import { preloadSympathyPopups, useSympathyPopups } from '../hooks/use-sympathy-popups.tsx';
import { useUpsell } from '../hooks/use-upsell.tsx';
import { type LikeOutcome, likeOutcome } from './like-outcome.ts';
import { applyPage, emptyList, type ListState, moveToFront, needsReload, removeWhere } from './lists.ts';
import { popupPerson } from './people.ts';
import {
  COUNTER_OF,
  type DiscoverState,
  initialState,
  isNew,
  type ListItems,
  type ListKey,
  personOfLike,
  personOfMatch,
  personOfVisit,
  type SympathiesState,
} from './store.ts';
import {
  SympathiesContext,
  type SympathiesContextValue,
  type SympathyActions,
} from './sympathies-context.ts';

const FETCH: { [K in ListKey]: (offset: number) => Promise<ListItems[K][]> } = {
  likedYou: fetchLikedYou,
  visits: fetchVisits,
  matches: fetchMatches,
};

type RatedOutcome = Extract<LikeOutcome, { kind: 'rated' }>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Holds the sympathy lists and the discover deck for the signed-in user, applies the live
 * events (a new like, visit or match moves that person to the front; a removed match leaves)
 * and runs the like requests of discover, liked-you and visitors.
 */
export function SympathiesProvider({ children }: { children: ReactNode }) {
  const { user, adjustMenuData } = useSession();
  const handleError = useErrorHandler();
  const popups = useSympathyPopups();
  const openUpsell = useUpsell();
  const { socket } = useRealtime();
  const [store] = useState(() => createStore<SympathiesState>(initialState()));

  // The actions are made once; they read what changes through this ref. It follows each commit,
  // not each render: the actions run from clicks and answers, never while rendering.
  const live = useRef({ user, adjustMenuData, handleError, popups, openUpsell, socket });
  useLayoutEffect(() => {
    live.current = { user, adjustMenuData, handleError, popups, openUpsell, socket };
  });

  const viewerId = user?.id ?? null;
  const premium = user?.premiumFeatures ?? false;
  // Another person signs in: nothing of the previous one stays.
  const forgetViewer = useEffectEvent((_viewerId: string | null) => store.setState(() => initialState()));
  useEffect(() => forgetViewer(viewerId), [viewerId]);
  // Premium's features started or ended: the liked-you and visitors entries look different now,
  // and with them the day's ratings are no longer limited.
  const forgetHiddenLists = useEffectEvent((premium: boolean) =>
    store.setState((state) => ({
      ...state,
      likedYou: emptyList(),
      visits: emptyList(),
      discover: premium ? { ...state.discover, freeLikes: true } : state.discover,
    })),
  );
  useEffect(() => forgetHiddenLists(premium), [premium]);

  const actions = useMemo<SympathyActions>(() => {
    function setList<K extends ListKey>(
      key: K,
      update: (list: ListState<ListItems[K]>) => ListState<ListItems[K]>,
    ) {
      store.setState((state) => {
        const next = update(state[key] as ListState<ListItems[K]>);
        return next === state[key] ? state : { ...state, [key]: next };
      });
    }

    function setDiscover(update: (deck: DiscoverState) => DiscoverState) {
      store.setState((state) => ({ ...state, discover: update(state.discover) }));
    }

    /**
     * The lists after a rating of `person`: their like waiting in liked-you is answered (the
     * server drops it from the list), a new or changed match goes to the front, a removed one leaves.
     */
    function applyRated(person: string, outcome: RatedOutcome) {
      const { match, deletedMatch } = outcome;
      setList('likedYou', (list) => removeWhere(list, (item) => personOfLike(item) === person));
      if (deletedMatch) setList('matches', (list) => removeWhere(list, (item) => item.id === deletedMatch));
      if (match) {
        const unseen = isNew('matches', match, live.current.user?.id ?? '');
        setList('matches', (list) => moveToFront(list, match, personOfMatch, unseen));
      }
    }

    function applyOutcome(person: string, outcome: LikeOutcome): boolean {
      if (outcome.kind === 'freeLimit') {
        setDiscover((deck) => ({ ...deck, freeLikes: false }));
        live.current.popups.freeLimit();
        return false;
      }
      if (outcome.kind === 'alreadyRated') {
        live.current.popups.alreadyRated();
        return false;
      }
      applyRated(person, outcome);
      if (outcome.match) live.current.popups.match(popupPerson(outcome.match.user), outcome.dialogId);
      return true;
    }

    function like(request: LikeRequest & { place: 'discover' | 'liked-you' | 'visitors' }) {
      preloadSympathyPopups();
      return sendLike(request).then(likeOutcome);
    }

    /** The card goes back on top of the deck (its rating did not happen). */
    function putBack(card: UserCard) {
      setDiscover((deck) => ({
        ...deck,
        cards: [...deck.cards.filter((other) => other.id !== card.id), card],
        lastLiked: deck.lastLiked?.id === card.id ? null : deck.lastLiked,
        exhausted: false,
      }));
    }

    /** Every entry of a page that was new is seen now: the server marked it, the badge follows. */
    function loadList<K extends ListKey>(key: K, offset: number) {
      const list = store.getState()[key];
      // A later page only while the last one was full; a failed one may be asked for again.
      if (list.loading || (offset > 0 && !(list.loaded && list.loadMore))) return;
      setList(key, (current) => ({ ...current, loading: true, failed: false }));
      FETCH[key](offset)
        .then((page) => {
          setList(key, (current) => applyPage(current, page, offset));
          const viewer = live.current.user?.id ?? '';
          const seen = page.filter((item) => isNew(key, item, viewer)).length;
          if (seen > 0) live.current.adjustMenuData({ [COUNTER_OF[key]]: -seen });
        })
        .catch((error: unknown) => {
          live.current.handleError(error);
          setList(key, (current) => ({ ...current, loading: false, failed: true }));
        });
    }

    return {
      loadList(key, offset) {
        loadList(key, offset);
      },

      open(key) {
        if (needsReload(store.getState()[key])) loadList(key, 0);
      },

      loadDiscover() {
        if (store.getState().discover.loading) return;
        setDiscover((deck) => ({ ...deck, loading: true, failed: false }));
        fetchDiscover()
          .then(({ users, freeLikes, ratingsResetAt }) =>
            setDiscover((deck) => {
              const known = new Set(deck.cards.map((card) => card.id));
              // Whoever undo may still bring back is not dealt twice.
              if (deck.lastLiked) known.add(deck.lastLiked.id);
              // The best candidate comes first and must end up on top (the end of the deck).
              const fresh = users.filter((card) => !known.has(card.id)).reverse();
              return {
                ...deck,
                cards: [...fresh, ...deck.cards],
                loading: false,
                fetched: true,
                exhausted: users.length === 0,
                freeLikes,
                ratingsResetAt,
              };
            }),
          )
          .catch((error: unknown) => {
            live.current.handleError(error);
            setDiscover((deck) => ({ ...deck, loading: false, failed: true }));
          });
      },

      rateTopCard(direction) {
        const deck = store.getState().discover;
        const card = deck.cards.at(-1);
        if (!card || deck.leaving) return;
        setDiscover((current) => ({
          ...current,
          leaving: { id: card.id, direction },
          pending: current.pending + 1,
        }));
        const removed = wait(CARD_REMOVE_DELAY_MS).then(() =>
          setDiscover((current) => ({
            ...current,
            cards: current.cards.filter((other) => other.id !== card.id),
            leaving: null,
            lastLiked: card,
          })),
        );
        const request = like({ love: direction === 'like', liked: card.id, place: 'discover' });
        void request
          .catch(() => undefined)
          .then(() => setDiscover((current) => ({ ...current, pending: current.pending - 1 })));
        Promise.all([request, removed])
          .then(([outcome]) => {
            if (outcome.kind === 'freeLimit') putBack(card);
            applyOutcome(card.id, outcome);
          })
          .catch((error: unknown) => {
            live.current.handleError(error);
            void removed.then(() => putBack(card));
          });
      },

      undo() {
        const { lastLiked, leaving } = store.getState().discover;
        if (!lastLiked || leaving) return;
        putBack(lastLiked);
      },

      rateLikedYou(item, love) {
        const person = personOfLike(item);
        if (!person || store.getState().leavingLikes.includes(item.id)) return;
        const index = store.getState().likedYou.items.findIndex((other) => other.id === item.id);
        store.setState((state) => ({ ...state, leavingLikes: [...state.leavingLikes, item.id] }));
        const removed = wait(LIKED_YOU_REMOVE_DELAY_MS).then(() => {
          setList('likedYou', (list) => removeWhere(list, (other) => other.id === item.id));
          store.setState((state) => ({
            ...state,
            leavingLikes: state.leavingLikes.filter((id) => id !== item.id),
          }));
        });
        Promise.all([like({ love, liked: person, place: 'liked-you' }), removed])
          .then(([outcome]) => applyOutcome(person, outcome))
          .catch((error: unknown) => {
            live.current.handleError(error);
            void removed.then(() =>
              setList('likedYou', (list) => {
                if (list.items.some((other) => other.id === item.id)) return list;
                const items = [...list.items];
                items.splice(Math.max(0, index), 0, item);
                return { ...list, items };
              }),
            );
          });
      },

      async rateVisitor(item, love) {
        const person = personOfVisit(item);
        if (!person) return false;
        try {
          return applyOutcome(person, await like({ love, liked: person, place: 'visitors' }));
        } catch (error) {
          live.current.handleError(error);
          return false;
        }
      },

      ratedElsewhere(person, outcome) {
        if (outcome.kind === 'rated') applyRated(person, outcome);
        // The answer said so; the server's push skips the tab that asked.
        if (outcome.kind === 'freeLimit') setDiscover((deck) => ({ ...deck, freeLikes: false }));
      },

      openUpsell(kind) {
        live.current.openUpsell(kind);
      },
    };
  }, [store]);

  useSocketEvent('SERVER:LIKE', ({ like: item }: { like: LikedYouItem }) =>
    store.setState((state) => ({
      ...state,
      likedYou: moveToFront(state.likedYou, item, personOfLike, item.new),
    })),
  );
  useSocketEvent('SERVER:NEW_VISIT', ({ visit }: { visit: VisitItem }) =>
    store.setState((state) => ({
      ...state,
      visits: moveToFront(state.visits, visit, personOfVisit, visit.new),
    })),
  );
  useSocketEvent('SERVER:NEW_LOVE', ({ match, dialog }: { match: Match; dialog: Dialog | null }) => {
    const unseen = isNew('matches', match, viewerId ?? '');
    store.setState((state) => ({
      ...state,
      matches: moveToFront(state.matches, match, personOfMatch, unseen),
    }));
    popups.match(popupPerson(match.user), dialog?.id ?? match.dialog);
  });
  useSocketEvent('SERVER:REMOVE_MATCH', ({ id }: { id: string }) =>
    store.setState((state) => ({
      ...state,
      matches: removeWhere(state.matches, (item) => item.id === id || item.user.id === id),
    })),
  );
  useSocketEvent('SERVER:FREE_LIKES_LIMIT', () => {
    store.setState((state) => ({ ...state, discover: { ...state.discover, freeLikes: false } }));
    popups.freeLimit();
  });

  const value = useMemo<SympathiesContextValue>(() => ({ store, actions }), [store, actions]);
  return <SympathiesContext.Provider value={value}>{children}</SympathiesContext.Provider>;
}
