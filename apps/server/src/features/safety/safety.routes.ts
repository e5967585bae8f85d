/**
 * The safety tools of users: `GET /api/safety/blocks`, `DELETE /api/safety/blocks/{userId}`,
 * `POST /api/safety/unmatch`, `POST /api/safety/reports` (contract safety.ts); and the
 * reporter's id in account destruction.
 */
import {
  blocksResponseSchema,
  reportRequestSchema,
  reportResponseSchema,
  unblockResponseSchema,
  unmatchRequestSchema,
  unmatchResponseSchema,
  userIdParamsSchema,
} from '@iskra/contract';
import { eq } from 'drizzle-orm';
import { registerAccountCleanup } from '../../platform/account-cleanup.ts';
import type { App } from '../../platform/types.ts';
import { requireViewer } from '../users/viewer.ts';
import { REPORT_OUTCOME_LETTER, reportOutcomeLetter, reportOutcomeLetterSchema } from './safety.outcomes.ts';
import { reports } from './safety.schema.ts';
import type { SafetyService } from './safety.service.ts';

export async function safetyRoutes(app: App, { safety: service }: { safety: SafetyService }) {
  // Reports about others stay with their evidence until staff close them; only the link to
  // the destroyed reporter goes. Reports about the destroyed person are the evidence and stay.
  registerAccountCleanup('safety', async (tx, account): Promise<Record<string, number>> => {
    const cleared = await tx
      .update(reports)
      .set({ reporterId: null })
      .where(eq(reports.reporterId, account.userId))
      .returning({ id: reports.id });
    return cleared.length > 0 ? { reportsMade: cleared.length } : {};
  });

  app.letters.register(REPORT_OUTCOME_LETTER, reportOutcomeLetterSchema, (letter) =>
    reportOutcomeLetter(app.db, app.config.publicUrl, letter),
  );

  const tags = ['safety'];
  const signedIn = { onRequest: app.authenticate, preHandler: app.loadViewer };

  app.get(
    '/api/safety/blocks',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The people I blocked, latest first',
        response: { 200: blocksResponseSchema },
      },
    },
    async (request) => ({ blocked: await service.blocked(requireViewer(request)) }),
  );

  app.delete(
    '/api/safety/blocks/:userId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Lifts my block of a person (my dislike stays)',
        params: userIdParamsSchema,
        response: { 200: unblockResponseSchema },
      },
    },
    async (request) => {
      await service.unblock(requireViewer(request), request.params.userId);
      return { success: true as const };
    },
  );

  app.post(
    '/api/safety/unmatch',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Ends a mutual sympathy: a dislike, and the dialog deleted for both',
        body: unmatchRequestSchema,
        response: { 200: unmatchResponseSchema },
        errors: [404],
      },
    },
    async (request) => {
      await service.unmatch(requireViewer(request), request.body.userId);
      return { success: true as const };
    },
  );

  app.post(
    '/api/safety/reports',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Reports a person, a photo of theirs or a message, keeping the evidence; may block',
        body: reportRequestSchema,
        response: { 200: reportResponseSchema },
        errors: [404, 429],
      },
    },
    async (request) => {
      const { blocked } = await service.report(requireViewer(request), request.body);
      return { success: true as const, blocked };
    },
  );
}
