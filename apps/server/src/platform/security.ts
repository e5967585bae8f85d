/**
 * Security headers (helmet). The CSP fits the Vite-built SPA: scripts only from our origin,
 * inline styles allowed (React style props, cropper), images from us, data:/blob: previews and
 * the photo bucket. Yandex Metrika (tag, pixel and beacons on mc.yandex.ru, helper scripts on
 * yastatic.net) is allowed only when YANDEX_METRIKA_ID is configured, the origin of the
 * browser's error reports only when SENTRY_DSN_WEB is. HSTS and
 * upgrade-insecure-requests only when the site is served over HTTPS, so http://localhost keeps
 * working.
 *
 * The purchase pages (/app/premium, /app/vip) are the only documents whose CSP also allows
 * YooKassa's checkout widget (its script and its frame), and only when YooKassa is configured:
 * the web enters them with a full page load so the document gets that policy.
 */
import helmet from '@fastify/helmet';
import type { Config } from './config.ts';
import type { App } from './types.ts';

/** Where the Yandex Metrika tag loads from and reports to (no Webvisor, so no wss: or frames). */
const METRIKA = 'https://mc.yandex.ru';
const METRIKA_STATIC = 'https://yastatic.net';
/** Where YooKassa's checkout widget script and its payment frame come from. */
export const YOOKASSA_WIDGET_ORIGIN = 'https://yookassa.ru';
/** SPA documents that show the checkout (the router's /premium and /vip, with or without a slash). */
const CHECKOUT_DOCUMENTS = /^\/app\/(premium|vip)\/?(\?.*)?$/;

type Directives = Record<string, string[]>;

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(' '))
    .join(';');
}

export async function registerSecurityHeaders(app: App, config: Config) {
  const https = config.publicUrl.startsWith('https:');
  const bucket = config.s3 ? [new URL(config.s3.publicUrl).origin] : [];
  const metrika = config.yandexMetrikaId ? [METRIKA] : [];
  const metrikaScripts = config.yandexMetrikaId ? [METRIKA, METRIKA_STATIC] : [];
  // The browser posts error reports to the origin of its DSN (SENTRY_DSN_WEB).
  const errorReports = config.errorReporting.webDsn ? [new URL(config.errorReporting.webDsn).origin] : [];
  const directives: Directives = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...metrikaScripts],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...bucket, ...metrika],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'blob:', 'data:', ...metrika, ...errorReports],
    mediaSrc: ["'self'", 'blob:', ...bucket],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
  const policy = serialize(directives);
  const checkoutPolicy = config.payments.yookassa
    ? serialize({
        ...directives,
        scriptSrc: [...(directives.scriptSrc ?? []), YOOKASSA_WIDGET_ORIGIN],
        frameSrc: [YOOKASSA_WIDGET_ORIGIN],
      })
    : policy;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', CHECKOUT_DOCUMENTS.test(request.url) ? checkoutPolicy : policy);
  });
  // API answers carry personal data and tokens: no browser or proxy keeps them, unless a route
  // says otherwise.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
