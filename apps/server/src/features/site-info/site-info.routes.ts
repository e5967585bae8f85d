/**
 * `GET /api/helpers/site-info`: what the web app needs to know before anyone signs in (the
 * visitor's country, its operator, support and payment facts). It keeps the historical
 * `/api/helpers` path of the spec; the feature is named for what it serves.
 */
import { siteInfoSchema } from '@iskra/contract';
import type { GeoLookup } from '../../platform/geo.ts';
import type { App } from '../../platform/types.ts';
import { geoOf, siteInfo } from './site-info.service.ts';

export interface SiteInfoOptions {
  /** IP → country code; tests inject their own. */
  lookup: GeoLookup;
}

export async function siteInfoRoutes(app: App, { lookup }: SiteInfoOptions) {
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
