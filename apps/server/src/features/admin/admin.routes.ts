/**
 * The support API: `POST /api/admin/tiers`, `GET|POST /api/admin/moderation`. It exists only
 * when ADMIN_TOKEN is configured
 * (otherwise the path is unknown, 404 like any other) and answers only to
 * `Authorization: Bearer <ADMIN_TOKEN>`. Kept out of the public OpenAPI document; the README
 * describes it.
 */
import {
  ADMIN_RATE_LIMITS,
  moderationDecisionResponseSchema,
  moderationDecisionSchema,
  moderationQuerySchema,
  moderationQueueResponseSchema,
  SERVER_MESSAGE,
  tierGrantResponseSchema,
  tierGrantSchema,
} from '@iskra/contract';
import type { FastifyRequest } from 'fastify';
import { bearerIs } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/types.ts';
import type { AdminService } from './admin.service.ts';

export async function adminRoutes(app: App, { admin: service }: { admin: AdminService }) {
  const { adminToken } = app.config;
  if (!adminToken) return;

  /** Every support path: one allowance per IP, counted before the token is checked. */
  const onRequest = async (request: FastifyRequest) => {
    // Guesses use up the allowance too.
    const { limit, windowMs } = ADMIN_RATE_LIMITS.perIp;
    await app.rateLimit.enforce(`admin:ip:${request.ip}`, limit, windowMs);
    if (!bearerIs(request, adminToken)) {
      request.log.warn({ ip: request.ip }, 'support API: refused a call without the admin token');
      throw new AppError(401, SERVER_MESSAGE.unauthorized);
    }
  };

  app.post(
    '/api/admin/tiers',
    {
      onRequest,
      schema: {
        hide: true,
        tags: ['support'],
        summary: 'Grants or extends Premium or VIP by hand (support)',
        body: tierGrantSchema,
        response: { 200: tierGrantResponseSchema },
      },
    },
    async (request) => service.grantTier(request.body, { via: 'api', ip: request.ip }),
  );

  app.get(
    '/api/admin/moderation',
    {
      onRequest,
      schema: {
        hide: true,
        tags: ['support'],
        summary: 'The oldest names and descriptions waiting for moderation (support)',
        querystring: moderationQuerySchema,
        response: { 200: moderationQueueResponseSchema },
      },
    },
    async (request) => service.moderationQueue(request.query.limit),
  );

  app.post(
    '/api/admin/moderation',
    {
      onRequest,
      schema: {
        hide: true,
        tags: ['support'],
        summary: 'Confirms or fails a reviewed name and/or description (support)',
        body: moderationDecisionSchema,
        response: { 200: moderationDecisionResponseSchema },
      },
    },
    async (request) => service.decideModeration(request.body, { via: 'api', ip: request.ip }),
  );
}
