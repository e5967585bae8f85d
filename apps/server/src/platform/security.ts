/**
 * Security headers, computed once at start. The CSP fits the Vite-built SPA: scripts only from our origin,
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

/** API answers are data, never rendered: their policy allows nothing (OWASP's advice for APIs). */
const API_POLICY = "default-src 'none';frame-ancestors 'none'";
/** The API viewer (Swagger UI, platform/docs.ts) is a document under /api. */
const API_VIEWER = '/api/docs';

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
  // Every header set is built once here, not per request: a document gets the page policy and
  // the browser hardening headers; an API answer (JSON, never rendered) a short policy that
  // allows nothing, and `no-store` — it carries personal data and tokens, so no browser or proxy
  // keeps it unless its route says otherwise (a later `reply.header` replaces this one).
  const hsts = https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {};
  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...hsts,
  };
  const documentHeaders = {
    ...common,
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-frame-options': 'SAMEORIGIN',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
  };
  const pageHeaders = { ...documentHeaders, 'content-security-policy': policy };
  const checkoutHeaders = { ...documentHeaders, 'content-security-policy': checkoutPolicy };
  const apiHeaders = {
    ...common,
    'content-security-policy': API_POLICY,
    'cache-control': 'no-store',
  };
  app.addHook('onRequest', async (request, reply) => {
    const { url } = request;
    if (url.startsWith('/api/') && !url.startsWith(API_VIEWER)) reply.headers(apiHeaders);
    else reply.headers(CHECKOUT_DOCUMENTS.test(url) ? checkoutHeaders : pageHeaders);
  });
}
