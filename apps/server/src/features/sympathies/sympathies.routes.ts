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
  sympathyPageQuerySchema,
} from '@iskra/contract';
import { registerAccountCleanup } from '../../platform/account-cleanup.ts';
import type { App } from '../../platform/types.ts';
import { deleteBlocksOf } from '../pairs/blocks.repo.ts';
import { deleteMatchesOf } from '../pairs/matches.repo.ts';
import { requireViewer } from '../users/viewer.ts';
import { deleteLikesOf } from './likes.repo.ts';
import type { SympathiesService } from './sympathies.service.ts';

export async function sympathiesRoutes(app: App, { sympathies: service }: { sympathies: SympathiesService }) {
  // Only a category that had rows goes into the destruction record. The pair floor's matches
  // and blocks are the sympathies' categories; the dialogs go with the chat (or the user row).
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
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'The next people to rate, nearest and most recently active first',
        response: { 200: discoverResponseSchema },
      },
    },
    async (request) => service.discover(requireViewer(request)),
  );

  app.post(
    '/api/like',
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'Likes, dislikes or blocks someone; a mutual like makes a match and its dialog',
        body: likeRequestSchema,
        response: { 200: likeResponseSchema },
        errors: [404],
      },
    },
    async (request) => service.like(requireViewer(request), request.body),
  );

  app.get(
    '/api/like',
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'A page of the people who like me and wait for my answer; marks the page seen',
        querystring: sympathyPageQuerySchema,
        response: { 200: likedYouPageSchema },
      },
    },
    async (request) => service.likedYou(requireViewer(request), request.query.offset),
  );

  app.get(
    '/api/matches',
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'A page of my mutual sympathies, newest first; marks the page seen',
        querystring: sympathyPageQuerySchema,
        response: { 200: matchesPageSchema },
      },
    },
    async (request) => service.matches(requireViewer(request), request.query.offset),
  );
}
