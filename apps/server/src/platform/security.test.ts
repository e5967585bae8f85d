import fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';
import { registerSecurityHeaders } from './security.ts';

/** The Content-Security-Policy a bare app with these settings sends. */
async function cspFor(env: Record<string, string>, url = '/'): Promise<string> {
  const app = fastify().withTypeProvider<ZodTypeProvider>();
  try {
    await registerSecurityHeaders(app, parseConfig(env));
    app.get('/*', async () => 'ok');
    const res = await app.inject({ method: 'GET', url });
    return String(res.headers['content-security-policy']);
  } finally {
    await app.close();
  }
}

function directive(csp: string, name: string): string {
  return csp.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';
}

describe('Content-Security-Policy and Yandex Metrika', () => {
  it('allows no analytics host without YANDEX_METRIKA_ID', async () => {
    const csp = await cspFor({});
    expect(directive(csp, 'script-src').trim()).toBe("script-src 'self'");
    expect(csp).not.toContain('yandex');
    expect(csp).not.toContain('yastatic');
  });

  it('allows the tag, its pixel and its beacons when the counter is configured', async () => {
    const csp = await cspFor({ YANDEX_METRIKA_ID: '12345678' });
    expect(directive(csp, 'script-src')).toContain('https://mc.yandex.ru');
    expect(directive(csp, 'script-src')).toContain('https://yastatic.net');
    expect(directive(csp, 'img-src')).toContain('https://mc.yandex.ru');
    expect(directive(csp, 'connect-src')).toContain('https://mc.yandex.ru');
    expect(directive(csp, 'default-src').trim()).toBe("default-src 'self'");
  });
});

describe('Content-Security-Policy and browser error reports', () => {
  it('lets the page post to the origin of SENTRY_DSN_WEB only when it is set', async () => {
    expect(directive(await cspFor({}), 'connect-src').trim()).toBe("connect-src 'self' blob: data:");
    const csp = await cspFor({ SENTRY_DSN_WEB: 'https://webkey@o7.errors.example/3' });
    expect(directive(csp, 'connect-src')).toContain('https://o7.errors.example');
    expect(directive(csp, 'connect-src')).not.toContain('webkey');
    expect(directive(csp, 'script-src').trim()).toBe("script-src 'self'");
  });
});

describe('Content-Security-Policy and the YooKassa checkout widget', () => {
  const yookassa = { YOOKASSA_SHOP_ID: '123', YOOKASSA_SECRET_KEY: 'live_key' };

  it('allows the widget on the purchase pages only, and only with YooKassa configured', async () => {
    for (const url of ['/app/premium', '/app/vip/', '/app/premium?from=header']) {
      const csp = await cspFor(yookassa, url);
      expect(directive(csp, 'script-src')).toContain('https://yookassa.ru');
      expect(directive(csp, 'frame-src').trim()).toBe('frame-src https://yookassa.ru');
    }
    for (const url of ['/app/discover', '/app/premium-settings', '/api/subscription', '/']) {
      expect(await cspFor(yookassa, url)).not.toContain('yookassa');
    }
    expect(await cspFor({}, '/app/premium')).not.toContain('yookassa');
  });
});

describe('caching of API answers', () => {
  it('keeps every API answer out of caches, and leaves other documents to their routes', async () => {
    const app = fastify().withTypeProvider<ZodTypeProvider>();
    try {
      await registerSecurityHeaders(app, parseConfig({}));
      app.get('/api/user/refresh', async () => ({ accessToken: 'secret' }));
      app.get('/api/cached', async (_request, reply) =>
        reply.header('cache-control', 'max-age=60').send('ok'),
      );
      app.get('/app/index', async () => 'ok');
      const api = await app.inject({ method: 'GET', url: '/api/user/refresh' });
      expect(api.headers['cache-control']).toBe('no-store');
      const failed = await app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(failed.headers['cache-control']).toBe('no-store');
      expect((await app.inject({ method: 'GET', url: '/api/cached' })).headers['cache-control']).toBe(
        'max-age=60',
      );
      expect(
        (await app.inject({ method: 'GET', url: '/app/index' })).headers['cache-control'],
      ).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
