/**
 * Sympathy lists (core-application §7 `/api/like`, `/api/visits`, `/api/matches`): pages of
 * PAGE_SIZE.sympathies, newest first, asked for by `offset`.
 */
import { z } from 'zod';
import { likedYouItemSchema, matchSchema, visitItemSchema } from './entities.ts';

export const sympathyPageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** `GET /api/like?offset=`: people who liked the viewer. */
export const likedYouPageSchema = z.object({ likes: z.array(likedYouItemSchema) });
export type LikedYouPage = z.infer<typeof likedYouPageSchema>;

/** `GET /api/visits?offset=`: people who opened the viewer's profile. */
export const visitsPageSchema = z.object({ visits: z.array(visitItemSchema) });
export type VisitsPage = z.infer<typeof visitsPageSchema>;

/** `GET /api/matches?offset=`: mutual sympathies. */
export const matchesPageSchema = z.object({ matches: z.array(matchSchema) });
export type MatchesPage = z.infer<typeof matchesPageSchema>;
