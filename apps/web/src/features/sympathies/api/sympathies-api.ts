import type {
  DiscoverResponse,
  LikedYouPage,
  LikeRequest,
  LikeResponse,
  MatchesPage,
  VisitsPage,
} from '@iskra/contract';
import { api, EARLY_PATHS } from '../../../shared/api/index.ts';
import { announceMatch } from '../../push/model/push-offer-state.ts';

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

/** The page's cards; at start, the start-up script has usually asked for them already (shared/api/early.ts). */
export function fetchDiscover() {
  return api.get<DiscoverResponse>(EARLY_PATHS.discover);
}

/** The tab that asks learns a spent free allowance from the answer, so it names its socket too. */
export async function sendLike(request: LikeRequest & { place: LikePlace }) {
  const answer = await api.post<LikeResponse>('/like', request);
  // The like made a match: the moment to offer push on this device.
  if (answer.match) announceMatch();
  return answer;
}
