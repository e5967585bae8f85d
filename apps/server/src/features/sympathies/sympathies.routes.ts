/**
 * Discovery and sympathies: `GET /api/matches/discover`, `POST /api/like`, `GET /api/like`,
 * `GET /api/matches`; and likes, matches and blocks in account destruction.
 */
import {
  discoverResponseSchema,
  likedYouPageSchema,
  likeRequestSchema,
  likeResponseSchema,
  matchesPageSchema,
  SOCKET_ID_HEADER,
  sympathyPageQuerySchema,
} from '@iskra/contract';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth.ts';
import type { App } from '../../platform/types.ts';
import { registerAccountCleanup } from '../account/account.cleanup.ts';
import { createChatService } from '../chat/chat.service.ts';
import { deleteBlocksOf } from './blocks.repo.ts';
import { deleteLikesOf } from './likes.repo.ts';
import { deleteMatchesOf } from './matches.repo.ts';
import { createSympathiesService } from './sympathies.service.ts';

function socketIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers[SOCKET_ID_HEADER];
  return typeof value === 'string' ? value : undefined;
}

export async function sympathiesRoutes(app: App) {
  const service = createSympathiesService(app, createChatService(app));
  // Only a category that had rows goes into the destruction record. The dialogs matches
  // opened belong to the chat and go with it (or with the user row).
  registerAccountCleanup('sympathies', async (tx, account): Promise<Record<string, number>> => {
    const counts = {
      likes: await deleteLikesOf(tx, account.userId),
      matches: await deleteMatchesOf(tx, account.userId),
      blocks: await deleteBlocksOf(tx, account.userId),
    };
    return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
  });

  const tags = ['sympathies'];

  app.get(
    '/api/matches/discover',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The next people to rate, nearest and most recently active first',
        response: { 200: discoverResponseSchema },
      },
    },
    async (request) => service.discover(requireAuth(request).userId),
  );

  app.post(
    '/api/like',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Likes, dislikes or blocks someone; a mutual like makes a match and its dialog',
        body: likeRequestSchema,
        response: { 200: likeResponseSchema },
      },
    },
    async (request) => service.like(requireAuth(request).userId, request.body, socketIdOf(request)),
  );

  app.get(
    '/api/like',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A page of the people who like me and wait for my answer; marks the page seen',
        querystring: sympathyPageQuerySchema,
        response: { 200: likedYouPageSchema },
      },
    },
    async (request) =>
      service.likedYou(requireAuth(request).userId, request.query.offset, socketIdOf(request)),
  );

  app.get(
    '/api/matches',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A page of my mutual sympathies, newest first; marks the page seen',
        querystring: sympathyPageQuerySchema,
        response: { 200: matchesPageSchema },
      },
    },
    async (request) =>
      service.matches(requireAuth(request).userId, request.query.offset, socketIdOf(request)),
  );
}
