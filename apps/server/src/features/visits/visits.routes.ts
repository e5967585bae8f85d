/** `GET /api/visits?offset=`: who opened the viewer's profile; and visits in account destruction. */
import { SOCKET_ID_HEADER, sympathyPageQuerySchema, visitsPageSchema } from '@iskra/contract';
import { requireAuth } from '../../platform/auth.ts';
import type { App } from '../../platform/types.ts';
import { registerAccountCleanup } from '../account/account.cleanup.ts';
import { deleteVisitsOf } from './visits.repo.ts';
import { createVisitsService } from './visits.service.ts';

export async function visitsRoutes(app: App) {
  const service = createVisitsService(app);
  // Only a category that had rows goes into the destruction record.
  registerAccountCleanup('visits', async (tx, account): Promise<Record<string, number>> => {
    const deleted = await deleteVisitsOf(tx, account.userId);
    return deleted > 0 ? { visits: deleted } : {};
  });

  app.get(
    '/api/visits',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sympathies'],
        summary: 'A page of the people who opened my profile, newest first; marks the page seen',
        querystring: sympathyPageQuerySchema,
        response: { 200: visitsPageSchema },
      },
    },
    async (request) => {
      const socketId = request.headers[SOCKET_ID_HEADER];
      return service.page(
        requireAuth(request).userId,
        request.query.offset,
        typeof socketId === 'string' ? socketId : undefined,
      );
    },
  );
}
