import {
  discoverResponseSchema,
  type LikeRequest,
  likedYouPageSchema,
  likeResponseSchema,
  matchesPageSchema,
  SOCKET_ID_HEADER,
  visitsPageSchema,
} from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';

/** Where a rating was given (stored with it on the server). */
export type LikePlace = 'discover' | 'liked-you' | 'visitors' | 'profile';

/**
 * Opening a list marks its new entries seen. This tab lowers its own menu counter from the
 * answer, so it names its socket and the server's push for it skips this tab (SOCKET_ID_HEADER;
 * the user's other tabs still get it).
 */
function fromSocket(socketId: string | undefined) {
  return socketId ? { [SOCKET_ID_HEADER]: socketId } : undefined;
}

export function fetchLikedYou(offset: number, socketId?: string) {
  return api
    .get('/like', { query: { offset }, schema: likedYouPageSchema, headers: fromSocket(socketId) })
    .then((page) => page.likes);
}

export function fetchVisits(offset: number, socketId?: string) {
  return api
    .get('/visits', { query: { offset }, schema: visitsPageSchema, headers: fromSocket(socketId) })
    .then((page) => page.visits);
}

export function fetchMatches(offset: number, socketId?: string) {
  return api
    .get('/matches', { query: { offset }, schema: matchesPageSchema, headers: fromSocket(socketId) })
    .then((page) => page.matches);
}

export function fetchDiscover() {
  return api.get('/matches/discover', { schema: discoverResponseSchema });
}

/** The tab that asks learns a spent free allowance from the answer, so it names its socket too. */
export function sendLike(request: LikeRequest & { place: LikePlace }, socketId?: string) {
  return api.post('/like', request, { schema: likeResponseSchema, headers: fromSocket(socketId) });
}
