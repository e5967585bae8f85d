import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PLATFORM_MESSAGE } from '@iskra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../web/vite.precompress.ts';
import { useTestApp } from '../../test/test-app.ts';

const INDEX =
  '<!doctype html><html><head><meta property="og:image" content="/app/og-image.png" />' +
  '<meta name="twitter:image" content="/app/og-image.png" /><link rel="icon" href="/app/favicon.svg" />' +
  '</head><body><div id="root"></div></body></html>';
/** The page as served: link previews get the site's address (PUBLIC_URL of the test app). */
const SERVED = INDEX.replaceAll(
  'content="/app/og-image.png"',
  'content="http://localhost:8080/app/og-image.png"',
);
let dist = '';

// The build must exist before the app that serves it starts.
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'iskra-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
  // What the web build writes beside each text asset (apps/web/vite.precompress.ts).
  await precompressDir(join(dist, 'assets'));
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dist, '.secret'), 'nope');
  await writeFile(join(dist, 'sw.js'), "self.addEventListener('push', () => {});");
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

const app = useTestApp(() => ({ env: { WEB_DIST_DIR: dist } }));
// Without a web build; no test here needs a database of its own, so it shares the first's.
const bare = useTestApp({ databaseOf: app });

beforeAll(async () => {
  await app.storage.put('images/abc/full.jpg', Buffer.from('jpeg-bytes'), 'image/jpeg');
});

describe('the SPA under /app/', () => {
  it('redirects / and /app to /app/, keeping the query', async () => {
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/app/');
    const activated = await app.inject({ method: 'GET', url: '/?activated' });
    expect(activated.headers.location).toBe('/app/?activated');
    const app302 = await app.inject({ method: 'GET', url: '/app' });
    expect(app302.statusCode).toBe(302);
    expect(app302.headers.location).toBe('/app/');
  });

  it('serves index.html for the app root and any client route, never cached stale', async () => {
    for (const url of [
      '/app/',
      '/app/index.html',
      '/app/discover',
      '/app/chat/123',
      '/app/@u42',
      '/app/restore-pass/xyz?x=1',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(SERVED);
    }
  });

  it('lets robots index the public pages only, listed in the sitemap', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Allow: /app/terms');
    expect(robots.body).toContain('Allow: /app/$');
    expect(robots.body).toContain('Disallow: /app/\n');
    expect(robots.body).toContain('Sitemap: http://localhost:8080/sitemap.xml');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://localhost:8080/app/privacy-policy</loc>');
    expect(sitemap.body).not.toContain('/app/discover');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/app/assets/index-Ab12Cd34.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log(1)');
  });

  it('sends the precompressed copy of an asset the browser accepts, and the plain file otherwise', async () => {
    const big = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `слово ${i}`))};`;
    await writeFile(join(dist, 'assets', 'words-Zx98.js'), big);
    await precompressDir(join(dist, 'assets'));
    const url = '/app/assets/words-Zx98.js';
    const brotli = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.length).toBeLessThan(Buffer.byteLength(big) / 3);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(big);
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(big);
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
  });

  it('serves other files of the build with a short cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/app/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('has the service worker asked for again every time, so an update is not put off', async () => {
    const res = await app.inject({ method: 'GET', url: '/app/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing asset instead of HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/app/assets/old-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('never serves dotfiles or anything outside the build', async () => {
    for (const url of ['/app/.secret', '/app/..%2f..%2fetc%2fpasswd']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toBe(SERVED);
    }
    // Dot segments are resolved before routing: this one is simply /etc/passwd, unknown here.
    const dots = await app.inject({ method: 'GET', url: '/app/%2e%2e/%2e%2e/etc/passwd' });
    expect(dots.statusCode).toBe(404);
    expect(dots.body).not.toContain('root:');
  });

  it('explains how to build the web app when there is no build', async () => {
    const res = await bare.inject({ method: 'GET', url: '/app/discover' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe(PLATFORM_MESSAGE.webNotBuilt);
    expect(res.body).toContain('npm run build');
  });
});

describe('uploaded media under /media/', () => {
  it('serves a stored file with long cache headers', async () => {
    const res = await app.inject({ method: 'GET', url: app.storage.publicUrl('images/abc/full.jpg') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('jpeg-bytes');
  });

  it('lists no directories and answers 404 for missing files', async () => {
    for (const url of ['/media/', '/media/images/', '/media/images/abc', '/media/images/none/full.jpg']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('full.jpg');
    }
  });

  it('cannot be walked out of the uploads directory', async () => {
    for (const url of [
      '/media/../jwt-secret',
      '/media/..%2fjwt-secret',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/images/..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain('root:');
    }
  });
});
