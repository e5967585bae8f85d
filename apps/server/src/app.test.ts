import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, useTestApp } from '../test/test-app.ts';

const logLines: string[] = [];
const app = useTestApp({
  env: { LOG_LEVEL: 'info' },
  deps: { logStream: { write: (line: string) => void logLines.push(line) } },
  routes(app) {
    app.post('/test/echo/:link', { schema: { body: z.object({ password: z.string() }) } }, async () => ({
      ok: true,
    }));
  },
});

describe('app', () => {
  it('answers the health check', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers with every migration applied', async () => {
    // Redis (with REDIS_URL) connects in the background after the start: wait for it.
    const until = Date.now() + 10_000;
    let res = await app.inject({ method: 'GET', url: '/api/ready' });
    while (process.env.REDIS_URL && res.json<{ redis: string }>().redis !== 'up' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      res = await app.inject({ method: 'GET', url: '/api/ready' });
    }
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      database: 'up',
      migrations: 'applied',
      redis: process.env.REDIS_URL ? 'up' : 'none',
      draining: false,
    });
  });

  it('serves an OpenAPI document built from the route schemas', async () => {
    {
      const url = '/api/docs/json';
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.info.title).toBe('Искра API');
      expect(doc.paths['/api/health'].get).toBeDefined();
      const siteInfo = doc.paths['/api/helpers/site-info'].get;
      expect(siteInfo.responses['200'].content['application/json'].schema.properties).toHaveProperty(
        'operator',
      );
      // Infrastructure routes stay out of the API description.
      expect(doc.paths['/app/*']).toBeUndefined();
      expect(doc.paths['/api/docs']).toBeUndefined();
      expect(doc.paths['/api/docs/json']).toBeUndefined();
    }
  });

  it('sends security headers with every answer: the page policy with documents, a closed one with API answers', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['x-frame-options']).toBeUndefined();
    const res = await app.inject({ method: 'GET', url: '/app/' });
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    // Plain-HTTP site: no forced upgrade, no HSTS.
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('gives every request an id, in its log lines and its answer: the proxy’s when plain', async () => {
    logLines.length = 0;
    const given = await app.inject({
      method: 'GET',
      url: '/api/missing',
      headers: { 'x-request-id': 'edge-42.a_b' },
    });
    expect(given.headers['x-request-id']).toBe('edge-42.a_b');
    // One line per request: the method, the route, the status and the time, together.
    const lines = logLines.map((line) => JSON.parse(line)).filter((line) => line.reqId === 'edge-42.a_b');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET' },
      res: { statusCode: 404 },
    });
    expect(typeof lines[0].responseTime).toBe('number');
    const odd = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\u0007' },
    });
    const made = String(odd.headers['x-request-id']);
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(logLines.some((line) => JSON.parse(line).reqId === made)).toBe(true);
    const other = await app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['x-request-id']).not.toBe(made);
  });

  it('never logs tokens, cookies, passwords or query strings', async () => {
    const { token } = await createTestUser(app);
    await app.inject({
      method: 'POST',
      url: '/test/echo/secret-link-123?token=query-secret-456',
      headers: { authorization: `Bearer ${token}`, cookie: 'sid=cookie-secret-789' },
      payload: { password: 'password-secret-000' },
    });
    await app.inject({ method: 'GET', url: '/api/missing?token=query-secret-456' });
    const log = logLines.join('\n');
    expect(log).toContain('/test/echo/:link');
    for (const secret of [
      token,
      'secret-link-123',
      'query-secret-456',
      'cookie-secret-789',
      'password-secret-000',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
