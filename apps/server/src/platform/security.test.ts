import fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';
import { registerSecurityHeaders } from './security.ts';

/** The Content-Security-Policy a bare app with these settings sends. */
async function cspFor(env: Record<string, string>): Promise<string> {
  const app = fastify().withTypeProvider<ZodTypeProvider>();
  try {
    await registerSecurityHeaders(app, parseConfig(env));
    app.get('/', async () => 'ok');
    const res = await app.inject({ method: 'GET', url: '/' });
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
