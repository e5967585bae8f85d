import type {
  DiscoverResponse,
  LikedYouPage,
  LikeRequest,
  LikeResponse,
  MatchesPage,
  VisitsPage,
} from '@iskra/contract';
import { api, getToken, tokenClears } from '../../../shared/api/index.ts';
import { announceMatch } from '../../push/index.ts';

/** Where a rating was given (stored with it on the server). */
export type LikePlace = 'discover' | 'liked-you' | 'visitors' | 'profile' | 'chat';

/*
 * Opening a list marks its new entries seen, and a rating may move counters. This tab adjusts
 * from the answer; the API client names the tab's socket, so the server's push for it skips
 * this tab (the user's other tabs still get it).
 */

export function fetchLikedYou(offset: number) {
  return api.get<LikedYouPage>('/like', { query: { offset } }).then((page) => page.likes);
}

export function fetchVisits(offset: number) {
  return api.get<VisitsPage>('/visits', { query: { offset } }).then((page) => page.visits);
}

export function fetchMatches(offset: number) {
  return api.get<MatchesPage>('/matches', { query: { offset } }).then((page) => page.matches);
}

function requestDiscover() {
  return api.get<DiscoverResponse>('/matches/discover');
}

/** A prefetched answer is taken only this soon after the start, and only in the same session. */
const PREFETCH_FRESH_MS = 15_000;
let prefetched: { clears: number; at: number; answer: ReturnType<typeof requestDiscover> } | null = null;

/**
 * At start on /discover with a stored token: asks for the cards beside the session check instead
 * of after it (the page takes the answer when it mounts). A failure is left for the page's own
 * call to meet again.
 */
export function prefetchDiscover(): void {
  if (!getToken()) return;
  const answer = requestDiscover();
  const clears = tokenClears();
  // The top card's photo is the page's largest paint: it is asked for with the answer, not once
  // the page has rendered the card (a viewer without free ratings is shown no card, and the
  // answer of a session that has ended since is not shown).
  answer.then(
    ({ users, freeLikes }) => {
      const photo = users[0]?.images[0]?.uri;
      if (freeLikes && photo && clears === tokenClears()) preloadImage(photo);
    },
    () => undefined,
  );
  prefetched = { clears, at: Date.now(), answer };
}

function preloadImage(href: string): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href, fetchpriority: 'high' }))
    link.setAttribute(name, value);
  document.head.append(link);
}

export function fetchDiscover() {
  const early = prefetched;
  prefetched = null;
  // The session check renews the token, so the same session is "no token dropped since".
  if (early && early.clears === tokenClears() && Date.now() - early.at < PREFETCH_FRESH_MS) {
    return early.answer.catch(() => requestDiscover());
  }
  return requestDiscover();
}

/** The tab that asks learns a spent free allowance from the answer, so it names its socket too. */
export async function sendLike(request: LikeRequest & { place: LikePlace }) {
  const answer = await api.post<LikeResponse>('/like', request);
  // The like made a match: the moment to offer push on this device.
  if (answer.match) announceMatch();
  return answer;
}
