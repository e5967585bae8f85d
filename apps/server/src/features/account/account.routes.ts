/**
 * Data subject requests from account settings: `POST /api/user/delete` and
 * `POST /api/user/consent/withdraw`, both confirmed with the password. Also registers the
 * jobs that send the confirmation letter and destroy the account.
 */
import { ACCOUNT_DELETION_REASON, accountPasswordSchema, successSchema } from '@iskra/contract';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import type { App } from '../../platform/types.ts';
import { ACCOUNT_DESTROY_JOB, ACCOUNT_NOTICE_JOB, type AccountService } from './account.service.ts';

const requestPayload = z.object({ requestId: z.uuid() });

export async function accountRoutes(app: App, { account: service }: { account: AccountService }) {
  app.letters.register(ACCOUNT_NOTICE_JOB, requestPayload, ({ requestId }) =>
    service.deletionNotice(requestId),
  );
  app.jobs.register(ACCOUNT_DESTROY_JOB, requestPayload, async ({ requestId }) => {
    await service.destroy(requestId);
  });

  const tags = ['accounts'];

  app.post(
    '/api/user/delete',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Deletes the account: hidden at once, its data destroyed within 3 working days',
        body: accountPasswordSchema,
        response: { 200: successSchema },
        errors: [404, 429],
      },
    },
    async (request) => {
      await service.requestDeletion(requireAuth(request).userId, ACCOUNT_DELETION_REASON.user, {
        password: request.body.password,
      });
      return { success: true as const };
    },
  );

  app.post(
    '/api/user/consent/withdraw',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Withdraws the consent to personal data processing; the account is deleted',
        body: accountPasswordSchema,
        response: { 200: successSchema },
        errors: [404, 429],
      },
    },
    async (request) => {
      await service.requestDeletion(requireAuth(request).userId, ACCOUNT_DELETION_REASON.consentWithdrawal, {
        password: request.body.password,
      });
      return { success: true as const };
    },
  );
}
