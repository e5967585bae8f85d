/** Helper endpoints that belong to no feature: site info. */
import { siteInfoSchema } from '@iskra/contract';
import type { GeoLookup } from '../../platform/geo.ts';
import type { App } from '../../platform/types.ts';
import { geoOf, siteInfo } from './helpers.service.ts';

export interface HelpersOptions {
  /** IP → country code; tests inject their own. */
  lookup: GeoLookup;
}

export async function helpersRoutes(app: App, { lookup }: HelpersOptions) {
  app.get(
    '/api/helpers/site-info',
    {
      schema: {
        tags: ['helpers'],
        summary: 'Geo of the visitor and the operator, support and payment facts for it',
        response: { 200: siteInfoSchema },
      },
    },
    // request.ip already honours TRUST_PROXY (X-Forwarded-For only from trusted proxies).
    async (request) => siteInfo(app.config, geoOf(request.ip, lookup)),
  );
}
