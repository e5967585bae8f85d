import {
  discoverResponseSchema,
  type LikeRequest,
  likedYouPageSchema,
  likeResponseSchema,
  matchesPageSchema,
  visitsPageSchema,
} from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';
import { announceMatch } from '../../push/index.ts';

/** Where a rating was given (stored with it on the server). */
export type LikePlace = 'discover' | 'liked-you' | 'visitors' | 'profile' | 'chat';

/*
 * Opening a list marks its new entries seen, and a rating may move counters. This tab adjusts
 * from the answer; the API client names the tab's socket, so the server's push for it skips
 * this tab (the user's other tabs still get it).
 */

export function fetchLikedYou(offset: number) {
  return api.get('/like', { query: { offset }, schema: likedYouPageSchema }).then((page) => page.likes);
}

export function fetchVisits(offset: number) {
  return api.get('/visits', { query: { offset }, schema: visitsPageSchema }).then((page) => page.visits);
}

export function fetchMatches(offset: number) {
  return api.get('/matches', { query: { offset }, schema: matchesPageSchema }).then((page) => page.matches);
}

export function fetchDiscover() {
  return api.get('/matches/discover', { schema: discoverResponseSchema });
}

/** The tab that asks learns a spent free allowance from the answer, so it names its socket too. */
export async function sendLike(request: LikeRequest & { place: LikePlace }) {
  const answer = await api.post('/like', request, { schema: likeResponseSchema });
  // The like made a match: the moment to offer push on this device.
  if (answer.match) announceMatch();
  return answer;
}
