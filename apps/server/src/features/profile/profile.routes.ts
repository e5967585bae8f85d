/**
 * Profile routes: `GET /api/user/page/{id}`, `POST /api/user/update`, `POST /api/user/info/update`,
 * the interests (INTERESTS_PATH) and the e-mail change link.
 */
import {
  authLinkParamsSchema,
  EMAIL_CHANGE_LANDING,
  EMAIL_REVERT_LANDING,
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
import { z } from 'zod';
import type { App } from '../../platform/types.ts';
import { requireViewer } from '../users/viewer.ts';
import {
  EMAIL_CHANGE_CONFIRM_PATH,
  EMAIL_REVERT_PATH,
  PROFILE_LETTERS,
  type ProfileService,
} from './profile.service.ts';

const address = z.string().min(1).max(320);

export async function profileRoutes(app: App, { profile: service }: { profile: ProfileService }) {
  app.letters.register(
    PROFILE_LETTERS.emailChange,
    z.object({ userId: z.uuid(), email: address }),
    service.letters.emailChange,
  );
  app.letters.register(
    PROFILE_LETTERS.emailChanged,
    z.object({ userId: z.uuid(), oldEmail: address, newEmail: address }),
    service.letters.emailChanged,
  );
  app.letters.register(
    PROFILE_LETTERS.emailReverted,
    z.object({ userId: z.uuid(), email: address }),
    service.letters.emailReverted,
  );
  const tags = ['profile'];

  app.get(
    '/api/user/page/:id',
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: "Another person's profile by public number; opening it counts a visit",
        params: profilePageParamsSchema,
        response: { 200: profilePageResponseSchema },
        errors: [404],
      },
    },
    async (request) => service.page(requireViewer(request), request.params.id),
  );

  app.post(
    '/api/user/update',
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'Profile settings; a new e-mail is confirmed by a mailed link first',
        body: profileUpdateSchema,
        response: { 200: profileUpdateResponseSchema },
        errors: [429],
      },
    },
    async (request) => service.update(requireViewer(request), request.body),
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

  app.get(
    `${EMAIL_REVERT_PATH}/:link`,
    {
      schema: {
        tags,
        summary:
          'Opens the undo link mailed to the previous address: the address comes back and every session ends',
        params: authLinkParamsSchema,
      },
    },
    async (request, reply) => {
      const outcome = await service.revertEmailChange(request.params.link);
      return reply.redirect(EMAIL_REVERT_LANDING[outcome], 302);
    },
  );

  app.post(
    '/api/user/info/update',
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'Info fields; null clears a field, an absent one stays',
        body: infoUpdateSchema,
        response: { 200: infoUpdateResponseSchema },
      },
    },
    async (request) => ({ info: await service.updateInfo(requireViewer(request), request.body) }),
  );

  app.post(
    INTERESTS_PATH,
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'Saves the interests (at most 5)',
        body: interestsUpdateSchema,
        response: { 200: interestsUpdateResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      interests: await service.updateInterests(requireViewer(request), request.body.interests),
    }),
  );
}
