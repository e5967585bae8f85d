/**
 * Security headers (helmet). The CSP fits the Vite-built SPA: scripts only from our origin,
 * inline styles allowed (React style props, cropper), images from us, data:/blob: previews and
 * the photo bucket. Yandex Metrika (tag, pixel and beacons on mc.yandex.ru, helper scripts on
 * yastatic.net) is allowed only when YANDEX_METRIKA_ID is configured. HSTS and
 * upgrade-insecure-requests only when the site is served over HTTPS, so http://localhost keeps
 * working.
 */
import helmet from '@fastify/helmet';
import type { Config } from './config.ts';
import type { App } from './types.ts';

/** Where the Yandex Metrika tag loads from and reports to (no Webvisor, so no wss: or frames). */
const METRIKA = 'https://mc.yandex.ru';
const METRIKA_STATIC = 'https://yastatic.net';

export async function registerSecurityHeaders(app: App, config: Config) {
  const https = config.publicUrl.startsWith('https:');
  const bucket = config.s3 ? [new URL(config.s3.publicUrl).origin] : [];
  const metrika = config.yandexMetrikaId ? [METRIKA] : [];
  const metrikaScripts = config.yandexMetrikaId ? [METRIKA, METRIKA_STATIC] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...metrikaScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...bucket, ...metrika],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'blob:', 'data:', ...metrika],
        mediaSrc: ["'self'", 'blob:', ...bucket],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
