/** `GET /api/visits?offset=`: who opened the viewer's profile; and visits in account destruction. */
import { sympathyPageQuerySchema, visitsPageSchema } from '@iskra/contract';
import { registerAccountCleanup } from '../../platform/account-cleanup.ts';
import type { App } from '../../platform/types.ts';
import { requireViewer } from '../users/viewer.ts';
import { deleteVisitsOf } from './visits.repo.ts';
import type { VisitsService } from './visits.service.ts';

export async function visitsRoutes(app: App, { visits: service }: { visits: VisitsService }) {
  // Only a category that had rows goes into the destruction record.
  registerAccountCleanup('visits', async (tx, account): Promise<Record<string, number>> => {
    const deleted = await deleteVisitsOf(tx, account.userId);
    return deleted > 0 ? { visits: deleted } : {};
  });

  app.get(
    '/api/visits',
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags: ['sympathies'],
        summary: 'A page of the people who opened my profile, newest first; marks the page seen',
        querystring: sympathyPageQuerySchema,
        response: { 200: visitsPageSchema },
      },
    },
    async (request) => service.page(requireViewer(request), request.query.offset),
  );
}
