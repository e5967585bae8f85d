/** POST /api/helpers/get-cities — city suggestions for the location picker. */
import { citiesResponseSchema, getCitiesRequestSchema } from '@iskra/contract';
import type { App } from '../../platform/types.ts';
import { suggestCities } from './cities.service.ts';

export async function citiesRoutes(app: App) {
  app.post(
    '/api/helpers/get-cities',
    {
      schema: {
        tags: ['helpers'],
        summary: 'City suggestions: Russian names, prefix then fuzzy matches, Russia and Kazakhstan first',
        body: getCitiesRequestSchema,
        response: { 200: citiesResponseSchema },
      },
    },
    async (request) => ({ success: true as const, cities: await suggestCities(app.db, request.body.input) }),
  );
}
