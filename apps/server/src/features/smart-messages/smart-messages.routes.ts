/**
 * Smart messages over HTTP (paths in packages/contract/src/services.ts): the library, switching
 * on and off, the intro's figures; and the job that sends an opener.
 */
import {
  getMessagesResponseSchema,
  SERVICES_PATHS,
  smartLookingParamsSchema,
  smartMessagesSummarySchema,
  switchServicesResponseSchema,
  switchServicesSchema,
} from '@iskra/contract';
import { z } from 'zod';
import { parseFields } from '../../platform/errors.ts';
import type { App } from '../../platform/types.ts';
import { requireViewer } from '../users/viewer.ts';
import { SMART_MESSAGES_JOBS, type SmartMessagesService } from './smart-messages.service.ts';

/**
 * The path as the router takes it. `looking` is checked with the contract's schema inside the
 * handler: the spec answers a wrong one with 422 as a field error, where a path parameter that
 * fails its route schema would be a 400 (platform/errors.ts).
 */
const lookingPathSchema = z.object({
  looking: z.string().max(16).describe('1: openers to men, 2: to women'),
});

export async function smartMessagesRoutes(app: App, { smart }: { smart: SmartMessagesService }) {
  app.jobs.register(
    SMART_MESSAGES_JOBS.send,
    z.object({ senderId: z.uuid(), recipientId: z.uuid(), dialogId: z.uuid(), matchId: z.uuid() }),
    (job) => smart.send(job),
  );

  const tags = ['services'];

  app.get(
    SERVICES_PATHS.messages,
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'The smart-messages library for an addressee gender (1 men, 2 women) and my choice',
        params: lookingPathSchema,
        response: { 200: getMessagesResponseSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { looking } = parseFields(smartLookingParamsSchema, request.params);
      return smart.messages(viewer, looking);
    },
  );

  app.post(
    SERVICES_PATHS.switch,
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'Switches smart messages on (with the chosen openers) or off',
        body: switchServicesSchema,
        response: { 200: switchServicesResponseSchema },
      },
    },
    async (request) => smart.switchServices(requireViewer(request), request.body),
  );

  app.get(
    SERVICES_PATHS.summary,
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary:
          'Real figures for the smart-messages intro: matches waiting for a first message, new this week',
        response: { 200: smartMessagesSummarySchema },
      },
    },
    async (request) => smart.summary(requireViewer(request)),
  );
}
