/**
 * Static content: the built SPA under /app/ (history fallback to index.html) and uploaded
 * media under /media/. Hashed Vite assets and media never change, so they are cached for a
 * year; index.html is revalidated every time so a deploy reaches users at once.
 */
import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { APP_BASE_PATH, PLATFORM_MESSAGE } from '@iskra/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE_CACHE, MEDIA_PREFIX } from './storage.ts';
import type { App } from './types.ts';

/** Files at the top of dist (favicon, robots.txt…) are not hashed: cache them briefly. */
const PLAIN_FILE_CACHE = 'public, max-age=3600';

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

export async function registerWeb(app: App, options: { webDistDir: string; uploadsDir: string }) {
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

  // `/?activated` must arrive as `/app/?activated`: keep the query string.
  const toApp = (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`${APP_BASE_PATH}/${query}`, 302);
  };
  app.get('/', { schema: { hide: true } }, toApp);
  app.get(APP_BASE_PATH, { schema: { hide: true } }, toApp);

  app.get(`${APP_BASE_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    if (!(await isFile(join(dist, 'index.html')))) {
      return reply.code(503).type('text/plain; charset=utf-8').send(PLATFORM_MESSAGE.webNotBuilt);
    }
    const relative = (request.params as { '*': string })['*'];
    const hidden = relative.split('/').some((segment) => segment.startsWith('.'));
    const file = relative && !hidden ? resolveInside(dist, relative) : null;
    if (file && (await isFile(file))) {
      const cache = relative.startsWith('assets/') ? IMMUTABLE_CACHE : PLAIN_FILE_CACHE;
      return reply.header('cache-control', cache).sendFile(relative, dist, { cacheControl: false });
    }
    // A missing hashed asset is a stale page asking for an old build: HTML would not help it.
    if (relative.startsWith('assets/')) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html', dist, { cacheControl: false });
  });
}
