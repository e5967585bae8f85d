import {
  AUTH_RATE_LIMITS,
  AUTH_TEXT,
  type AuthResponse,
  type CitySuggestion,
  CONSENT_DOCUMENTS,
  ERROR_TEXT,
  REGISTRATION_CONSENT_TEXT,
} from '@iskra/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { moscowSuggestion } from '../../../test/fixtures.ts';
import { connected, openSocket } from '../../../test/sockets.ts';
import { createTestUser, listen, readOutbox, useTestApp } from '../../../test/test-app.ts';
import { authTokens, users } from '../../platform/db/schema.ts';
import { sha256 } from './auth.repo.ts';
import { createAuthService } from './auth.service.ts';
import { consents } from './consents.schema.ts';

const app = useTestApp();
let moscow: CitySuggestion;
let ipCounter = 0;

/** Every test group gets its own client address, so rate limits of one do not touch another. */
function nextIp(): string {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

let emailCounter = 0;
function uniqueEmail(): string {
  emailCounter += 1;
  return `person${emailCounter}.${Date.now()}@mail.example`;
}

function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Анна',
    email: uniqueEmail(),
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
    ...overrides,
  };
}

async function post(url: string, payload: unknown, opts: { ip?: string; token?: string } = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: opts.ip ?? nextIp(),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
}

async function get(url: string, token?: string) {
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function register(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const res = await post('/api/user/registration', body);
  expect(res.statusCode, res.body).toBe(200);
  return { body, answer: res.json<AuthResponse>() };
}

/** The secret at the end of the first link in the last letter to `to` that contains `marker`. */
async function linkFrom(to: string, marker: string): Promise<string> {
  const letters = await readOutbox(app, to);
  const link = letters
    .flatMap((l) => l.links)
    .reverse()
    .find((l) => l.includes(marker));
  if (!link) throw new Error(`no ${marker} link mailed to ${to}`);
  return link;
}

function secretOf(link: string): string {
  return new URL(link).pathname.split('/').at(-1) ?? '';
}

beforeAll(async () => {
  moscow = await moscowSuggestion(app);
});

describe('registration', () => {
  it('creates the account, signs in, records both consents and mails a confirmation link', async () => {
    const { body, answer } = await register({ email: '  Mixed.Case@Mail.Example ' });
    expect(answer.accessToken).toBeTruthy();
    expect(answer.user).toMatchObject({
      name: 'Анна',
      email: 'mixed.case@mail.example',
      isActivated: false,
      gender: 2,
      looking: 1,
      goal: 3,
      city: 'Москва',
      country: 'Россия',
      premium: false,
      vip: false,
    });
    expect(answer.menuData).toEqual({ visits: 0, likes: 0, dialogs: 0, matches: 0 });

    const rows = await app.db.select().from(consents).where(eq(consents.userId, answer.user.id));
    expect(rows.map((r) => r.document).sort()).toEqual(
      [CONSENT_DOCUMENTS.personalData.id, CONSENT_DOCUMENTS.userAgreement.id].sort(),
    );
    for (const row of rows) {
      expect(row.textHash).toBe(sha256(REGISTRATION_CONSENT_TEXT));
      expect(row.ip).toMatch(/^10\.1\./);
      expect(row.userAgent).toBeTruthy();
      expect(row.version).toMatch(/^2022-08-/);
    }

    const letters = await readOutbox(app, 'mixed.case@mail.example');
    expect(letters).toHaveLength(1);
    expect(letters[0]?.subject).toContain('Подтверди email');
    expect(body.password).not.toBe('');
    // The password never reaches the database in clear text.
    const [stored] = await app.db.select().from(users).where(eq(users.id, answer.user.id));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers every bad field with its own error', async () => {
    const res = await post(
      '/api/user/registration',
      registration({
        name: 'A1',
        email: 'not-an-email',
        password: '123',
        birthday: '2015-02-30',
        gender: 0,
        looking: 5,
        agreement: false,
        goal: 6,
      }),
    );
    expect(res.statusCode).toBe(422);
    const params = res.json<{ errors: { param: string; msg: string }[] }>().errors.map((e) => e.param);
    expect(params.sort()).toEqual(
      ['agreement', 'birthday', 'email', 'gender', 'goal', 'looking', 'name', 'password'].sort(),
    );
    const agreement = res
      .json<{ errors: { param: string; msg: string }[] }>()
      .errors.find((e) => e.param === 'agreement');
    expect(agreement?.msg).toBe(ERROR_TEXT.agreementRequired);
  });

  it('refuses under-age and over-age birthdays', async () => {
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    const res = await post('/api/user/registration', registration({ birthday: seventeen }));
    expect(res.json()).toEqual({ errors: [{ param: 'birthday', msg: AUTH_TEXT.ageTooYoung }] });
    const old = await post('/api/user/registration', registration({ birthday: '1930-01-01' }));
    expect(old.json()).toEqual({ errors: [{ param: 'birthday', msg: AUTH_TEXT.ageTooOld }] });
  });

  it('refuses a duplicate e-mail whatever its case', async () => {
    const { body } = await register();
    const res = await post('/api/user/registration', registration({ email: body.email.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ param: 'email', msg: AUTH_TEXT.emailTaken }] });
  });

  it('refuses a common password', async () => {
    const res = await post('/api/user/registration', registration({ password: 'qwertyuiop' }));
    expect(res.json()).toEqual({ errors: [{ param: 'password', msg: AUTH_TEXT.passwordCommon }] });
  });

  it('refuses a city that is not from our list, a moved point and a city equal to its country', async () => {
    for (const place of [
      { city: 'Нарния', country: 'Россия' },
      { city: 'Москва', country: 'Казахстан' },
      { lat: moscow.lat + 3 },
      { city: 'Россия', country: 'Россия' },
    ]) {
      const res = await post('/api/user/registration', registration(place));
      expect(res.statusCode, JSON.stringify(place)).toBe(422);
      expect(res.json()).toEqual({ errors: [{ param: 'city', msg: ERROR_TEXT.pickCityFromList }] });
    }
    const missing = await post('/api/user/registration', registration({ lat: 'x', country: '' }));
    expect(missing.json<{ errors: { param: string; msg: string }[] }>().errors).toEqual(
      expect.arrayContaining([
        { param: 'lat', msg: ERROR_TEXT.pickCityFromList },
        { param: 'country', msg: ERROR_TEXT.pickCityFromList },
      ]),
    );
  });

  it('limits registrations per IP', async () => {
    const ip = nextIp();
    const { limit } = AUTH_RATE_LIMITS.registrationPerIp;
    for (let i = 0; i < limit; i++) {
      // Invalid attempts count too: the limit is on trying.
      await post('/api/user/registration', registration({ password: '1' }), { ip });
    }
    const res = await post('/api/user/registration', registration(), { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json<{ message: string }>().message).toMatch(/[а-я]/);
  });

  it('creates exactly one account when the same address registers twice at once', async () => {
    const email = uniqueEmail();
    const [a, b] = await Promise.all([
      post('/api/user/registration', registration({ email })),
      post('/api/user/registration', registration({ email })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const rows = await app.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });
});

describe('login, refresh and logout', () => {
  it('logs in with the right password and refuses a wrong one on the password field', async () => {
    const { body } = await register();
    const ok = await post('/api/user/login', { email: body.email.toUpperCase(), password: body.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<AuthResponse>().user.email).toBe(body.email);

    const wrong = await post('/api/user/login', { email: body.email, password: 'Wrong-password-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ errors: [{ param: 'password', msg: AUTH_TEXT.wrongCredentials }] });

    const unknown = await post('/api/user/login', { email: 'nobody@mail.example', password: 'Whatever-123' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('limits attempts on one account from one address, and the owner elsewhere still gets in', async () => {
    const ownerIp = nextIp();
    const body = registration();
    expect((await post('/api/user/registration', body, { ip: ownerIp })).statusCode).toBe(200);
    const attacker = nextIp();
    const { limit } = AUTH_RATE_LIMITS.loginPerAccountAndIp;
    for (let i = 0; i < limit; i++) {
      const res = await post(
        '/api/user/login',
        { email: body.email, password: 'Wrong-password-1' },
        { ip: attacker },
      );
      expect(res.statusCode).toBe(422);
    }
    const blocked = await post(
      '/api/user/login',
      { email: body.email, password: body.password },
      { ip: attacker },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeTruthy();
    const owner = await post(
      '/api/user/login',
      { email: body.email, password: body.password },
      { ip: ownerIp },
    );
    expect(owner.statusCode).toBe(200);
  });

  it('slows guesses spread over many addresses, but never locks the owner out of a known one', async () => {
    const ownerIp = nextIp();
    const body = registration();
    expect((await post('/api/user/registration', body, { ip: ownerIp })).statusCode).toBe(200);
    const { limit, windowMs } = AUTH_RATE_LIMITS.loginPerAccountFromNewIps;
    // Two real guesses from new addresses count; the rest of the window is filled directly, as
    // a hundred password checks would only make the test slow.
    for (const i of [1, 2]) {
      const res = await post('/api/user/login', { email: body.email, password: `Wrong-${i}-password` });
      expect(res.statusCode).toBe(422);
    }
    const key = `login:account-new-ip:${body.email}`;
    const filled = await app.rateLimit.hit(key, limit, windowMs);
    expect(filled.remaining).toBe(limit - 3);
    for (let i = 3; i < limit; i++) await app.rateLimit.hit(key, limit, windowMs);
    const newAddress = await post('/api/user/login', { email: body.email, password: body.password });
    expect(newAddress.statusCode).toBe(429);
    const knownAddress = await post(
      '/api/user/login',
      { email: body.email, password: body.password },
      { ip: ownerIp },
    );
    expect(knownAddress.statusCode).toBe(200);
  });

  it('limits login attempts per IP across accounts', async () => {
    const ip = nextIp();
    const { limit } = AUTH_RATE_LIMITS.loginPerIp;
    for (let i = 0; i < limit; i++) {
      await post(
        '/api/user/login',
        { email: `ghost${i}@mail.example`, password: 'Wrong-password-1' },
        { ip },
      );
    }
    const res = await post('/api/user/login', { email: 'ghost-last@mail.example', password: 'x' }, { ip });
    expect(res.statusCode).toBe(429);
  });

  it('refreshes with a new token and keeps the session', async () => {
    const { answer } = await register();
    const res = await get('/api/user/refresh', answer.accessToken);
    expect(res.statusCode).toBe(200);
    const refreshed = res.json<AuthResponse>();
    expect(refreshed.accessToken).not.toBe(answer.accessToken);
    expect(refreshed.user.id).toBe(answer.user.id);
    expect((await get('/api/user/refresh', refreshed.accessToken)).statusCode).toBe(200);
  });

  it('revokes the token at logout: the very next request gets 401 and the socket is disconnected', async () => {
    const { answer } = await register();
    const socket = openSocket(await listen(app), answer.accessToken);
    await connected(socket);
    const disconnected = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));

    const out = await post('/api/user/logout', {}, { token: answer.accessToken });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    await disconnected;
    socket.close();
    expect((await get('/api/user/refresh', answer.accessToken)).statusCode).toBe(401);
    expect((await get('/api/user/check-premium', answer.accessToken)).statusCode).toBe(401);
  });

  it('refuses a blocked account and hides one being deleted', async () => {
    const blocked = await createTestUser(app, { password: 'Blocked-user-77', status: 'blocked' });
    const res = await post('/api/user/login', { email: blocked.user.email, password: 'Blocked-user-77' });
    expect(res.statusCode).toBe(403);
    const deleting = await createTestUser(app, { password: 'Deleting-user-77', status: 'deleting' });
    const gone = await post('/api/user/login', { email: deleting.user.email, password: 'Deleting-user-77' });
    expect(gone.statusCode).toBe(422);
  });

  it('answers check-premium from the subscription end date, and Premium features for women too', async () => {
    const free = await createTestUser(app);
    expect((await get('/api/user/check-premium', free.token)).json()).toEqual({
      premium: false,
      premiumFeatures: false,
    });
    const paid = await createTestUser(app, { premiumUntil: new Date(Date.now() + 86_400_000) });
    expect((await get('/api/user/check-premium', paid.token)).json()).toEqual({
      premium: true,
      premiumFeatures: true,
    });
    const lapsed = await createTestUser(app, { premiumUntil: new Date(Date.now() - 1000) });
    expect((await get('/api/user/check-premium', lapsed.token)).json()).toEqual({
      premium: false,
      premiumFeatures: false,
    });
    // A woman holds no subscription, yet has its features.
    const woman = await createTestUser(app, { gender: 2, looking: 1 });
    expect((await get('/api/user/check-premium', woman.token)).json()).toEqual({
      premium: false,
      premiumFeatures: true,
    });
  });
});

describe('e-mail confirmation', () => {
  it('confirms the address by the mailed link once, then the link is dead', async () => {
    const { body, answer } = await register();
    const link = await linkFrom(body.email, '/api/user/activate/');
    const secret = secretOf(link);
    expect(secret.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits, base64url

    const res = await get(`/api/user/activate/${secret}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/app/?activated');
    const me = await get('/api/user/refresh', answer.accessToken);
    expect(me.json<AuthResponse>().user.isActivated).toBe(true);

    const again = await get(`/api/user/activate/${secret}`);
    expect(again.headers.location).toBe('/app/?activation=invalid');
    // Only the hash of the secret is stored.
    const stored = await app.db.select().from(authTokens).where(eq(authTokens.tokenHash, secret));
    expect(stored).toHaveLength(0);
  });

  it('refuses an expired confirmation link', async () => {
    const { body } = await register();
    const secret = secretOf(await linkFrom(body.email, '/api/user/activate/'));
    await app.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(authTokens.tokenHash, sha256(secret)));
    const res = await get(`/api/user/activate/${secret}`);
    expect(res.headers.location).toBe('/app/?activation=invalid');
  });

  it('resends a fresh link that replaces the old one, and answers a confirmed address as any other', async () => {
    const { body } = await register();
    const first = secretOf(await linkFrom(body.email, '/api/user/activate/'));
    const res = await post('/api/user/resend-activation-link/', { email: body.email });
    expect(res.json()).toEqual({ success: true });
    const second = secretOf(await linkFrom(body.email, '/api/user/activate/'));
    expect(second).not.toBe(first);
    expect((await get(`/api/user/activate/${first}`)).headers.location).toBe('/app/?activation=invalid');
    expect((await get(`/api/user/activate/${second}`)).headers.location).toBe('/app/?activated');

    const letters = (await readOutbox(app, body.email)).length;
    const done = await post('/api/user/resend-activation-link/', { email: body.email });
    const unknown = await post('/api/user/resend-activation-link/', { email: uniqueEmail() });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual(unknown.json());
    expect(await readOutbox(app, body.email)).toHaveLength(letters);
  });

  it('limits resends per address', async () => {
    const { body } = await register();
    const { limit } = AUTH_RATE_LIMITS.resendPerAddress;
    for (let i = 0; i < limit; i++) await post('/api/user/resend-activation-link/', { email: body.email });
    const res = await post('/api/user/resend-activation-link/', { email: body.email });
    expect(res.statusCode).toBe(429);
  });
});

describe('password restore', () => {
  it('mails a one-hour link, sets the new password, revokes old sessions, signs in and mails a notice', async () => {
    const { body, answer } = await register();
    const res = await post('/api/user/pass-restore', { email: body.email });
    expect(res.json()).toEqual({ success: true });
    const link = await linkFrom(body.email, '/app/restore-pass/');
    const secret = secretOf(link);

    const [row] = await app.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(secret)));
    const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 1000);

    expect((await post('/api/user/check-restore-link/', { link: secret })).json()).toEqual({ success: true });

    const weak = await post(`/api/user/pass-restore/${secret}`, { pass: 'short' });
    expect(weak.json()).toEqual({ errors: [{ param: 'pass', msg: AUTH_TEXT.passwordShort }] });

    const done = await post(`/api/user/pass-restore/${secret}`, { pass: 'Novyi-parol-2026' });
    expect(done.statusCode).toBe(200);
    const { userData } = done.json<{ success: true; userData: AuthResponse }>();
    expect(userData.user.id).toBe(answer.user.id);
    expect((await get('/api/user/refresh', userData.accessToken)).statusCode).toBe(200);
    // The token from before the restore is dead at once.
    expect((await get('/api/user/refresh', answer.accessToken)).statusCode).toBe(401);

    const login = await post('/api/user/login', { email: body.email, password: 'Novyi-parol-2026' });
    expect(login.statusCode).toBe(200);
    const old = await post('/api/user/login', { email: body.email, password: body.password });
    expect(old.statusCode).toBe(422);

    const letters = await readOutbox(app, body.email);
    expect(letters.at(-1)?.subject).toBe('Пароль изменён');

    // Used once: both the check and a second use fail.
    const reuse = await post(`/api/user/pass-restore/${secret}`, { pass: 'Eshche-odin-2026' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ message: AUTH_TEXT.restoreLinkInvalid, code: 'linkInvalid' });
    expect((await post('/api/user/check-restore-link/', { link: secret })).statusCode).toBe(400);
  });

  it('gives the same answer for an unknown address and sends nothing', async () => {
    const res = await post('/api/user/pass-restore', { email: 'nobody-here@mail.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await readOutbox(app, 'nobody-here@mail.example')).toHaveLength(0);
  });

  it('refuses an expired restore link', async () => {
    const { body } = await register();
    await post('/api/user/pass-restore', { email: body.email });
    const secret = secretOf(await linkFrom(body.email, '/app/restore-pass/'));
    await app.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(authTokens.tokenHash, sha256(secret)), eq(authTokens.kind, 'pass_restore')));
    expect((await post('/api/user/check-restore-link/', { link: secret })).statusCode).toBe(400);
    expect((await post(`/api/user/pass-restore/${secret}`, { pass: 'Novyi-parol-2026' })).statusCode).toBe(
      400,
    );
  });

  it('limits restore requests per address', async () => {
    const { body } = await register();
    const { limit } = AUTH_RATE_LIMITS.restorePerAddress;
    for (let i = 0; i < limit; i++) await post('/api/user/pass-restore', { email: body.email });
    expect((await post('/api/user/pass-restore', { email: body.email })).statusCode).toBe(429);
  });

  it('limits restore letters asked from one client address, whatever the e-mails', async () => {
    const ip = nextIp();
    const { limit } = AUTH_RATE_LIMITS.restorePerIp;
    for (let i = 0; i < limit; i++) {
      const res = await post(
        '/api/user/pass-restore',
        { email: `target${i}.${Date.now()}@mail.example` },
        { ip },
      );
      expect(res.statusCode).toBe(200);
    }
    const refused = await post('/api/user/pass-restore', { email: uniqueEmail() }, { ip });
    expect(refused.statusCode).toBe(429);
    expect((await post('/api/user/pass-restore', { email: uniqueEmail() })).statusCode).toBe(200);
  });

  it('refuses a malformed address', async () => {
    const res = await post('/api/user/pass-restore', { email: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ param: 'email', msg: AUTH_TEXT.emailInvalid }] });
  });
});

describe('password change', () => {
  it('checks the old password, keeps this session and signs out every other', async () => {
    const { body, answer } = await register();
    const other = await post('/api/user/login', { email: body.email, password: body.password });
    const otherToken = other.json<AuthResponse>().accessToken;

    const wrong = await post(
      '/api/user/password',
      { oldPassword: 'not-it-at-all', newPassword: 'Novyi-parol-2026' },
      { token: answer.accessToken },
    );
    expect(wrong.json()).toEqual({ errors: [{ param: 'oldPassword', msg: AUTH_TEXT.wrongPassword }] });

    const ok = await post(
      '/api/user/password',
      { oldPassword: body.password, newPassword: 'Novyi-parol-2026' },
      { token: answer.accessToken },
    );
    expect(ok.json()).toEqual({ success: true });
    expect((await get('/api/user/refresh', answer.accessToken)).statusCode).toBe(200);
    expect((await get('/api/user/refresh', otherToken)).statusCode).toBe(401);
  });

  it('limits guesses of the old password, so a stolen token cannot find it', async () => {
    const { body, answer } = await register();
    const { limit } = AUTH_RATE_LIMITS.passwordChangePerUser;
    for (let i = 0; i < limit; i++) {
      const res = await post(
        '/api/user/password',
        { oldPassword: `guess-number-${i}`, newPassword: 'Novyi-parol-2026' },
        { token: answer.accessToken },
      );
      expect(res.statusCode).toBe(422);
    }
    const refused = await post(
      '/api/user/password',
      { oldPassword: body.password, newPassword: 'Novyi-parol-2026' },
      { token: answer.accessToken },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
  });
});

describe('landing login', () => {
  function service() {
    return createAuthService({
      db: app.db,
      siteUrl: app.config.publicUrl,
      letters: app.letters,
      sessions: {
        issue: (userId, meta) => app.auth.issueSession(userId, meta),
        renew: (sessionId) => app.auth.renewSession(sessionId),
        revoke: (sessionId) => app.auth.revokeSession(sessionId),
        revokeAll: (userId) => app.auth.revokeAllSessions(userId),
      },
      limit: async () => undefined,
      findCity: async () => null,
      present: async (user, accessToken) => ({
        accessToken,
        user: { id: user.id } as AuthResponse['user'],
        menuData: { visits: 0, likes: 0, dialogs: 0, matches: 0 },
      }),
    });
  }

  it('signs in once with a server-issued link and returns its UTM tags', async () => {
    const person = await createTestUser(app);
    const link = await service().issueLandingLink(person.user.id, 'mail', { utm_source: 'email' });
    const url = new URL(link);
    expect(url.pathname).toBe('/app/auth');
    const uid = url.searchParams.get('uid') ?? '';
    const token = url.searchParams.get('token') ?? '';

    const res = await post('/api/user/landing-login', { uid, token });
    expect(res.statusCode).toBe(200);
    const answer = res.json<AuthResponse & { utm: Record<string, string> | null }>();
    expect(answer.user.id).toBe(person.user.id);
    expect(answer.utm).toEqual({ utm_source: 'email' });

    const again = await post('/api/user/landing-login', { uid, token });
    expect(again.statusCode).toBe(401);
  });

  it('refuses a link presented with another user id, and an expired one', async () => {
    const person = await createTestUser(app);
    const stranger = await createTestUser(app);
    const link = new URL(await service().issueLandingLink(person.user.id, 'mail'));
    const token = link.searchParams.get('token') ?? '';
    expect((await post('/api/user/landing-login', { uid: stranger.user.id, token })).statusCode).toBe(401);

    const fresh = new URL(await service().issueLandingLink(person.user.id, 'mail'));
    const freshToken = fresh.searchParams.get('token') ?? '';
    await app.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.tokenHash, sha256(freshToken)));
    expect(
      (await post('/api/user/landing-login', { uid: person.user.id, token: freshToken })).statusCode,
    ).toBe(401);
  });
});
