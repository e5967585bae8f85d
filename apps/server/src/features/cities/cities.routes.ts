/** POST /api/helpers/get-cities — city suggestions for the location picker. */
import { citiesResponseSchema } from '@iskra/contract';
import { z } from 'zod';
import type { App } from '../../platform/types.ts';
import { CITY_INPUT, normaliseCityInput, suggestCities } from './cities.service.ts';

/** The input as the web sends it; the server repeats the web's normalisation. */
export const getCitiesRequestSchema = z.object({
  input: z
    .string()
    .transform(normaliseCityInput)
    .pipe(z.string().min(CITY_INPUT.minLength).max(CITY_INPUT.maxLength)),
});

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
