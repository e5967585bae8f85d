/**
 * Error reporting end to end: a local HTTP server plays the Sentry endpoint (the DSN points to
 * it), the app fails on purpose, and the envelopes that arrive are read as text.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/test-app.ts';
import { createErrorReporter, noErrorReporter } from './error-reporting.ts';
import { scrubServerEvent } from './error-reporting-sentry.ts';
import { AppError } from './errors.ts';
import type { App } from './types.ts';

// What a request and a job were given; none of it may reach the endpoint.
const EMAIL = 'marina.secret@mail.example';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLW9mLXRlc3Q';
const PASSWORD = 'very-secret-password-42';
const MESSAGE_TEXT = 'Привет, это личное сообщение';
const COOKIE = 'session=cookie-value-123';
const REQUEST_ID = 'req-sentry-test-1';
/** Searched for without the domain too; built here because envelopes quote source lines. */
const LOCAL_PART = EMAIL.split('@')[0] ?? EMAIL;

/** Polls until `check` returns a value. */
async function eventually<T>(check: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('nothing arrived in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('error reporting to a Sentry-compatible endpoint', () => {
  let endpoint: Server;
  const envelopes: string[] = [];
  const paths: string[] = [];
  let app: App;
  let dsn: string;

  beforeAll(async () => {
    endpoint = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        const gzip = request.headers['content-encoding'] === 'gzip';
        paths.push(request.url ?? '');
        envelopes.push((gzip ? gunzipSync(body) : body).toString('utf8'));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const { port } = endpoint.address() as AddressInfo;
    dsn = `http://publickey@127.0.0.1:${port}/1`;
    app = await createTestApp({
      env: { SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'test-env' },
      routes: (app) => registerFailingRoutes(app),
    });
  });

  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => endpoint?.close(resolve));
  });

  it('reports a 500 with the request id and route pattern, without personal data', async () => {
    const refused = await app.inject({ method: 'POST', url: '/api/test/refuse', payload: {} });
    expect(refused.statusCode).toBe(403);

    const res = await app.inject({
      method: 'POST',
      url: `/api/test/explode/77?token=${TOKEN}&email=${EMAIL}`,
      headers: { authorization: `Bearer ${TOKEN}`, cookie: COOKIE, 'x-request-id': REQUEST_ID },
      payload: { email: EMAIL, password: PASSWORD, text: MESSAGE_TEXT },
    });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe(REQUEST_ID);

    const envelope = await eventually(() => envelopes.find((e) => e.includes(REQUEST_ID)));
    expect(paths[0]?.startsWith('/api/1/envelope/?')).toBe(true);
    expect(envelope).toContain('"route":"/api/test/explode/:id"');
    expect(envelope).toContain('"transaction":"POST /api/test/explode/:id"');
    expect(envelope).toContain('"environment":"test-env"');
    expect(envelope).toContain('"release":"iskra@1.0.0"');
    expect(envelope).toContain('the explosion of a test route');
    for (const secret of [EMAIL, LOCAL_PART, TOKEN, PASSWORD, MESSAGE_TEXT, COOKIE]) {
      expect(envelope).not.toContain(secret);
    }
    // The answered 403 was not reported (it was sent first, so it would be here by now).
    expect(envelopes.some((e) => e.includes('"route":"/api/test/refuse"'))).toBe(false);
    expect(envelopes).toHaveLength(1);
  });

  it('reports a job only when its last attempt failed, without its payload', async () => {
    const before = envelopes.length;
    await app.jobs.enqueue('test.doomed', { email: EMAIL }, { maxAttempts: 2 });
    await app.jobs.runDue(['test.doomed']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(envelopes.slice(before).some((e) => e.includes('test.doomed'))).toBe(false);

    await app.jobs.enqueue('test.doomed', { email: EMAIL }, { maxAttempts: 1 });
    await app.jobs.runDue(['test.doomed']);
    const envelope = await eventually(() => envelopes.slice(before).find((e) => e.includes('test.doomed')));
    expect(envelope).toContain('"job_attempt":"1"');
    expect(envelope).toContain('a doomed test job');
    expect(envelope).not.toContain(EMAIL);
    expect(envelope).not.toContain(LOCAL_PART);
  });

  it('reports an unhandled rejection of a watched process, which still exits', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/crash-child.ts'], {
      cwd: new URL('../..', import.meta.url),
      env: { ...process.env, SENTRY_DSN: dsn },
      stdio: 'ignore',
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    const envelope = await eventually(() => envelopes.find((e) => e.includes('crash test')));
    expect(envelope).toContain('"release":"crash-test"');
    expect(envelope).toContain('auto.node.onunhandledrejection');
  });
});

describe('createErrorReporter', () => {
  it('is the no-op reporter without a DSN (the SDK is not loaded)', async () => {
    const reporter = await createErrorReporter(
      { environment: 'test', release: 'x' },
      pino({ level: 'silent' }),
    );
    expect(reporter).toBe(noErrorReporter);
  });
});

describe('scrubServerEvent', () => {
  it('drops the request and scrubs what remains', () => {
    const event = scrubServerEvent({
      type: undefined,
      request: { url: 'http://localhost/api/x?token=1', headers: { cookie: 'a=b' }, data: { password: 'x' } },
      user: { email: EMAIL, ip_address: '203.0.113.9' },
      exception: { values: [{ type: 'Error', value: `no account ${EMAIL} from 203.0.113.9` }] },
      tags: { request_id: REQUEST_ID, route: '/api/user/pass-restore/:link' },
    });
    expect(event).toEqual({
      type: undefined,
      user: { ip_address: null },
      exception: { values: [{ type: 'Error', value: 'no account [email] from [ip]' }] },
      tags: { request_id: REQUEST_ID, route: '/api/user/pass-restore/:link' },
    });
  });
});

/**
 * Test-only failures, kept far from the secrets above: the SDK sends the source lines around
 * each stack frame.
 */
function registerFailingRoutes(app: App) {
  app.post('/api/test/refuse', async () => {
    throw new AppError(403, 'нельзя');
  });
  app.post('/api/test/explode/:id', async (request) => {
    const { email } = z.object({ email: z.string() }).parse(request.body);
    throw new Error(
      `the explosion of a test route for ${email} with Bearer ${request.headers.authorization}`,
    );
  });
  app.jobs.register('test.doomed', z.object({ email: z.string() }), async ({ email }) => {
    throw new Error(`a doomed test job could not write to ${email}`);
  });
}
