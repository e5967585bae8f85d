/** `POST /api/helpers/feedback`: the contact form of /help, open to guests. */
import { feedbackBodySchema, successSchema } from '@iskra/contract';
import { z } from 'zod';
import { registerAccountCleanup } from '../../platform/account-cleanup.ts';
import { sessionMeta } from '../../platform/auth.ts';
import type { App } from '../../platform/types.ts';
import { eraseFeedbackOf } from './feedback.repo.ts';
import { FEEDBACK_MAIL_JOB, type FeedbackService } from './feedback.service.ts';

export async function feedbackRoutes(app: App, { feedback: service }: { feedback: FeedbackService }) {
  app.letters.register(FEEDBACK_MAIL_JOB, z.object({ feedbackId: z.uuid() }), ({ feedbackId }) =>
    service.supportLetter(feedbackId),
  );
  registerAccountCleanup('feedback', async (tx, account) => ({
    feedback: await eraseFeedbackOf(tx, account),
  }));

  app.post(
    '/api/helpers/feedback',
    {
      // A valid token names the author; without one (or with a stale one) the author is a guest.
      onRequest: app.auth.identify,
      schema: {
        tags: ['helpers'],
        summary: 'Sends a message to support from the help page',
        body: feedbackBodySchema,
        response: { 200: successSchema },
        errors: [429],
      },
    },
    async (request) => {
      const { ip, userAgent } = sessionMeta(request);
      await service.submit(request.body, { auth: request.auth, ip, userAgent });
      return { success: true as const };
    },
  );
}
