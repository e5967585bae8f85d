/**
 * Security headers (helmet). The CSP fits the Vite-built SPA: scripts only from our origin,
 * inline styles allowed (React style props, cropper), images from us, data:/blob: previews and
 * the photo bucket. HSTS and upgrade-insecure-requests only when the site is served over HTTPS,
 * so http://localhost keeps working.
 */
import helmet from '@fastify/helmet';
import type { Config } from './config.ts';
import type { App } from './types.ts';

export async function registerSecurityHeaders(app: App, config: Config) {
  const https = config.publicUrl.startsWith('https:');
  const bucket = config.s3 ? [new URL(config.s3.publicUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...bucket],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'blob:', 'data:'],
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
