/**
 * Profile routes: `GET /api/user/page/{id}`, `POST /api/user/update`, `POST /api/user/info/update`,
 * the interests (INTERESTS_PATH) and the e-mail change link.
 */
import {
  authLinkParamsSchema,
  EMAIL_CHANGE_LANDING,
  INTERESTS_PATH,
  infoUpdateResponseSchema,
  infoUpdateSchema,
  interestsUpdateResponseSchema,
  interestsUpdateSchema,
  profilePageParamsSchema,
  profilePageResponseSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
} from '@iskra/contract';
import { requireAuth } from '../../platform/auth.ts';
import type { App } from '../../platform/types.ts';
import { createVisitsService } from '../visits/visits.service.ts';
import { createProfileService, EMAIL_CHANGE_CONFIRM_PATH } from './profile.service.ts';

export async function profileRoutes(app: App) {
  const service = createProfileService(app, createVisitsService(app));
  const tags = ['profile'];

  app.get(
    '/api/user/page/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Another person's profile by public number; opening it counts a visit",
        params: profilePageParamsSchema,
        response: { 200: profilePageResponseSchema },
      },
    },
    async (request) => service.page(requireAuth(request).userId, request.params.id),
  );

  app.post(
    '/api/user/update',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Profile settings; a new e-mail is confirmed by a mailed link first',
        body: profileUpdateSchema,
        response: { 200: profileUpdateResponseSchema },
      },
    },
    async (request) => service.update(requireAuth(request).userId, request.body),
  );

  app.get(
    `${EMAIL_CHANGE_CONFIRM_PATH}/:link`,
    {
      schema: {
        tags,
        summary: 'Opens the link mailed to a new address: the address replaces the old one',
        params: authLinkParamsSchema,
      },
    },
    async (request, reply) => {
      const outcome = await service.confirmEmailChange(request.params.link);
      return reply.redirect(EMAIL_CHANGE_LANDING[outcome], 302);
    },
  );

  app.post(
    '/api/user/info/update',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Info fields; null clears a field, an absent one stays',
        body: infoUpdateSchema,
        response: { 200: infoUpdateResponseSchema },
      },
    },
    async (request) => ({ info: await service.updateInfo(requireAuth(request).userId, request.body) }),
  );

  app.post(
    INTERESTS_PATH,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Saves the interests (at most 5)',
        body: interestsUpdateSchema,
        response: { 200: interestsUpdateResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      interests: await service.updateInterests(requireAuth(request).userId, request.body.interests),
    }),
  );
}
