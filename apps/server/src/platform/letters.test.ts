/**
 * Letters through the job queue against real SMTP servers started here: one that is down, then
 * refuses, then accepts (smtp-server), and one that accepts connections and never answers.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { CitySuggestion } from '@iskra/contract';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moscowSuggestion } from '../../test/fixtures.ts';
import { createTestUser, useTestApp } from '../../test/test-app.ts';
import { AUTH_LETTERS } from '../features/auth/auth.service.ts';
import { jobs } from './db/schema.ts';
import { createMailer, MailError } from './mail.ts';

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A mail server that answers RCPT with 451 while `refusing`, and keeps what it accepts. */
function startSmtp(port: number) {
  const received: string[] = [];
  const state = { refusing: true };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refusing) return callback();
      const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
      return callback(error);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  const listening = new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    state,
    listening,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A TCP server that accepts connections and never says a word (a hung mail server). */
async function startSilentServer() {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Until `check` holds (polling every 20 ms), at most `timeoutMs`. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Quoted-printable soft breaks removed, so links read whole. */
function unfolded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
}

describe('a letter while the mail server is down, then refusing, then accepting', () => {
  let port = 0;
  const logLines: string[] = [];
  // Before the app's own beforeAll, which reads the port.
  beforeAll(async () => {
    port = await freePort();
  });
  const app = useTestApp(() => ({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_TIMEOUT_MS: '2000', LOG_LEVEL: 'info' },
    deps: { logStream: { write: (line: string) => void logLines.push(line) } },
  }));
  let smtp: ReturnType<typeof startSmtp> | undefined;
  afterAll(async () => {
    await smtp?.close();
  });

  async function restoreJob() {
    const [row] = await app.db.select().from(jobs).where(eq(jobs.kind, AUTH_LETTERS.restore));
    if (!row) throw new Error('no restore job');
    return row;
  }

  async function makeDue(id: number) {
    await app.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, id));
  }

  it('is retried with backoff and arrives once the server takes it', async () => {
    const anna = await createTestUser(app, { email: 'anna.outage@mail.example' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/pass-restore',
      payload: { email: anna.user.email },
    });
    expect(res.statusCode).toBe(200);

    // Down: nothing listens on the port.
    expect(await app.letters.runDue()).toBe(1);
    let job = await restoreJob();
    expect(job).toMatchObject({ attempts: 1, doneAt: null, payload: { email: anna.user.email } });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 5000);
    expect(job.lastError).toContain('mail not sent: ESOCKET');
    expect(await app.letters.runDue()).toBe(0);

    // Up, but refusing the recipient for now.
    smtp = startSmtp(port);
    await smtp.listening;
    await makeDue(job.id);
    expect(await app.letters.runDue()).toBe(1);
    job = await restoreJob();
    expect(job).toMatchObject({ attempts: 2, doneAt: null });
    expect(job.lastError).toContain('451');
    expect(smtp.received).toEqual([]);

    // Accepting: the retry delivers the letter, with a working restore link.
    smtp.state.refusing = false;
    await makeDue(job.id);
    expect(await app.letters.runDue()).toBe(1);
    job = await restoreJob();
    expect(job).toMatchObject({ attempts: 3, failedAt: null, lastError: null, payload: {} });
    expect(job.doneAt).toBeInstanceOf(Date);
    expect(smtp.received).toHaveLength(1);
    const letter = unfolded(smtp.received[0] ?? '');
    expect(letter).toContain(`To: ${anna.user.email}`);
    const secret = /\/app\/restore-pass\/([\w-]+)/.exec(letter)?.[1];
    expect(secret).toBeTruthy();
    const check = await app.inject({
      method: 'POST',
      url: '/api/user/check-restore-link/',
      payload: { link: secret },
    });
    expect(check.statusCode).toBe(200);

    // The failures were logged, without the address.
    const failures = logLines.filter((line) => line.includes('job failed'));
    expect(failures).toHaveLength(2);
    expect(logLines.join('\n')).not.toContain(anna.user.email);
    expect(job.lastError ?? '').not.toContain(anna.user.email);
  });
});

describe('a mail server that accepts connections and never answers', () => {
  let silent: Awaited<ReturnType<typeof startSilentServer>> | undefined;
  beforeAll(async () => {
    silent = await startSilentServer();
  });
  const app = useTestApp(() => ({
    env: { SMTP_URL: `smtp://127.0.0.1:${silent?.port}`, SMTP_TIMEOUT_MS: '4000' },
    deps: { jobsPollMs: 50 },
  }));
  let moscow: CitySuggestion;

  beforeAll(async () => {
    moscow = await moscowSuggestion(app);
  });
  afterAll(async () => {
    // Cutting the hung connections ends the attempt in hand, so the worker stops at once.
    await silent?.close();
  });

  async function timed(url: string, payload: Record<string, unknown>, ip: string) {
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url, payload, remoteAddress: ip });
    return { res, ms: performance.now() - started };
  }

  it('does not hold up registration or restore: they answer while the worker waits on SMTP', async () => {
    app.jobs.start();
    const email = `hung.${Date.now()}@mail.example`;
    const registration = await timed(
      '/api/user/registration',
      {
        name: 'Анна',
        email,
        password: 'Zvezdopad-1987',
        birthday: '1995-05-17',
        gender: 2,
        looking: 1,
        agreement: true,
        goal: 3,
        lat: moscow.lat,
        lng: moscow.lng,
        city: moscow.name,
        country: moscow.country,
      },
      '10.9.0.1',
    );
    expect(registration.res.statusCode, registration.res.body).toBe(200);
    // The worker picked the confirmation letter up and hangs on the silent server…
    await until(() => (silent?.connections() ?? 0) >= 1);
    // …while a restore request is answered right away.
    const restore = await timed('/api/user/pass-restore', { email }, '10.9.0.2');
    expect(restore.res.statusCode).toBe(200);
    // Well under the SMTP timeout: neither answer waited for the mail server.
    expect(registration.ms).toBeLessThan(2000);
    expect(restore.ms).toBeLessThan(2000);
    const [confirmation] = await app.db.select().from(jobs).where(eq(jobs.kind, AUTH_LETTERS.confirmation));
    expect(confirmation?.doneAt).toBeNull();
  });
});

describe('SMTP timeouts', () => {
  it('end an attempt on a hung server after SMTP_TIMEOUT_MS, with an error naming no address', async () => {
    const hung = await startSilentServer();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${hung.port}`,
      smtpTimeoutMs: 300,
      mailFrom: 'Искра <no-reply@iskra.example>',
      dataDir: '/nonexistent',
      logger: pino({ level: 'silent' }),
    });
    const started = performance.now();
    const error = await mailer
      .send({ to: 'someone@mail.example', subject: 'x', html: '<p>x</p>', text: 'x' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    const ms = performance.now() - started;
    mailer.close();
    await hung.close();
    expect(error).toBeInstanceOf(MailError);
    expect(String(error)).toContain('ETIMEDOUT');
    expect(JSON.stringify(error)).not.toContain('someone@mail.example');
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(3000);
  });
});
