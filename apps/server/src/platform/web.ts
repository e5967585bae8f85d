/**
 * Static content: the built SPA under /app/ (history fallback to index.html) and uploaded
 * media under /media/. Hashed Vite assets and media never change, so they are cached for a
 * year; index.html is revalidated every time so a deploy reaches users at once, and so is the
 * service worker (sw.js), whose update the browser would otherwise put off.
 */
import { mkdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { APP_BASE_PATH, PLATFORM_MESSAGE, PUBLIC_PAGES } from '@iskra/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE_CACHE, MEDIA_PREFIX } from './storage.ts';
import type { App } from './types.ts';

/** Files at the top of dist (favicon, robots.txt…) are not hashed: cache them briefly. */
const PLAIN_FILE_CACHE = 'public, max-age=3600';

/** Files that must be asked for again each time: the service worker. */
const REVALIDATED = new Set(['sw.js']);

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file under root that a request path names, or null when it would leave root. */
export function resolveInside(root: string, relative: string): string | null {
  const path = resolve(root, relative);
  return path.startsWith(root + sep) ? path : null;
}

/** robots.txt: the public pages may be indexed; the API, media and signed-in screens not. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /media/',
    ...PUBLIC_PAGES.map((page) => `Allow: ${APP_BASE_PATH}${page === '/' ? '/$' : page}`),
    `Disallow: ${APP_BASE_PATH}/`,
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${publicUrl}${APP_BASE_PATH}${page}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Link previews need absolute addresses: the build has paths, the site's address is ours. */
export function withAbsolutePreviews(html: string, publicUrl: string): string {
  return html.replace(/(<meta (?:property|name)="(?:og|twitter):[^"]+" content=")\//g, `$1${publicUrl}/`);
}

export async function registerWeb(
  app: App,
  options: { webDistDir: string; uploadsDir: string; publicUrl: string },
) {
  const dist = resolve(options.webDistDir);
  const uploads = resolve(options.uploadsDir);
  mkdirSync(uploads, { recursive: true });

  await app.register(fastifyStatic, {
    root: uploads,
    prefix: `${MEDIA_PREFIX}/`,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'deny',
    maxAge: 31_536_000_000,
    immutable: true,
  });

  // Hashed assets never change: cached for a year, and sent as the brotli or gzip copy the build
  // wrote beside each one (apps/web/vite.precompress.ts) when the browser accepts it.
  await app.register(fastifyStatic, {
    root: join(dist, 'assets'),
    prefix: `${APP_BASE_PATH}/assets/`,
    decorateReply: false,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'deny',
    preCompressed: true,
    maxAge: 31_536_000_000,
    immutable: true,
  });

  // `/?activated` must arrive as `/app/?activated`: keep the query string.
  const toApp = (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`${APP_BASE_PATH}/${query}`, 302);
  };
  app.get('/', { schema: { hide: true } }, toApp);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', PLAIN_FILE_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(options.publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', PLAIN_FILE_CACHE)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(options.publicUrl)),
  );

  /** index.html with absolute preview addresses, read again when a build replaces it. */
  let page: { mtimeMs: number; html: string } | null = null;
  async function indexHtml(): Promise<string> {
    const path = join(dist, 'index.html');
    const { mtimeMs } = await stat(path);
    if (page?.mtimeMs !== mtimeMs) {
      page = { mtimeMs, html: withAbsolutePreviews(await readFile(path, 'utf8'), options.publicUrl) };
    }
    return page.html;
  }
  app.get(APP_BASE_PATH, { schema: { hide: true } }, toApp);

  app.get(`${APP_BASE_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    if (!(await isFile(join(dist, 'index.html')))) {
      return reply.code(503).type('text/plain; charset=utf-8').send(PLATFORM_MESSAGE.webNotBuilt);
    }
    const relative = (request.params as { '*': string })['*'];
    const hidden = relative.split('/').some((segment) => segment.startsWith('.'));
    const file = relative && relative !== 'index.html' && !hidden ? resolveInside(dist, relative) : null;
    if (file && (await isFile(file))) {
      const cache = relative.startsWith('assets/')
        ? IMMUTABLE_CACHE
        : REVALIDATED.has(relative)
          ? 'no-cache'
          : PLAIN_FILE_CACHE;
      return reply.header('cache-control', cache).sendFile(relative, dist, { cacheControl: false });
    }
    // A missing hashed asset is a stale page asking for an old build: HTML would not help it.
    if (relative.startsWith('assets/')) return reply.callNotFound();
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await indexHtml());
  });
}
