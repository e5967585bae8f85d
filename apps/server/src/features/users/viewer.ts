/**
 * The signed-in person a request acts for: loaded once per request by `loadViewer` (after
 * `app.authenticate`), so services receive who asks, from which tab and at which moment
 * instead of re-loading the user. Only active accounts are viewers.
 */
import { SERVER_MESSAGE, SOCKET_ID_HEADER } from '@iskra/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { socketIdOf } from '../../platform/realtime.ts';
import { findUser } from './users.repo.ts';
import type { UserRow } from './users.view.ts';

export interface Viewer {
  user: UserRow;
  /** The tab the request came from, skipped by the pushes it causes (see socketIdOf). */
  socketId: string | undefined;
  /** The request's moment: every rule of one request sees the same "now". */
  now: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    /** preHandler of signed-in routes (after `onRequest: app.authenticate`): sets request.viewer. */
    loadViewer: (request: FastifyRequest) => Promise<void>;
  }
}

/** The viewer of a user id, or null when the account is not active. */
export async function viewerOf(db: AppDb, userId: string, socketId?: string, now = new Date()) {
  const user = await findUser(db, userId);
  return user?.status === 'active' ? { user, socketId, now } : null;
}

/**
 * A preHandler for routes behind `app.authenticate`: sets request.viewer from the user's row the
 * session check read (no statement of its own), or answers 401.
 */
export function viewerLoader() {
  return async function loadViewer(request: FastifyRequest): Promise<void> {
    const user = request.auth?.user;
    if (user?.status !== 'active') throw new AppError(401, SERVER_MESSAGE.unauthorized);
    request.viewer = { user, socketId: socketIdOf(request.headers[SOCKET_ID_HEADER]), now: new Date() };
  };
}

/** The viewer of a route guarded by `app.signedIn`. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError(401, SERVER_MESSAGE.unauthorized);
  return request.viewer;
}
