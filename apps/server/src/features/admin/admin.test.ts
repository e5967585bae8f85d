import { randomBytes, randomUUID } from 'node:crypto';
import {
  ADMIN_TEXT,
  AUTH_TEXT,
  type AuthResponse,
  MODERATION_QUEUE_LIMIT,
  type ModerationDecisionResponse,
  type ModerationQueueResponse,
  type TierGrantResponse,
} from '@iskra/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeSockets, openTab } from '../../../test/sockets.ts';
import { signedInStaff } from '../../../test/staff.ts';
import { createTestUser, type TestUser, useTestApp } from '../../../test/test-app.ts';
import { users } from '../../platform/db/schema.ts';

// The support tools as operators use them: through the console's routes (features/staff),
// tier grants by admins only.

const DAY_MS = 24 * 60 * 60 * 1000;

const logLines: string[] = [];
const app = useTestApp({
  env: { LOG_LEVEL: 'info' },
  deps: { logStream: { write: (line: string) => void logLines.push(line) } },
  listen: true,
});

afterEach(closeSockets);

type Headers = Record<string, string>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  admin = await signedInStaff(app, 'admin');
});

function grant(payload: unknown, headers: Headers = admin.headers) {
  return app.inject({
    method: 'POST',
    url: '/api/staff/tiers',
    headers,
    payload: payload as Record<string, unknown>,
  });
}

async function granted(payload: { email: string; tier: 'premium' | 'vip'; days: number }) {
  const res = await grant(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TierGrantResponse>();
}

async function tiersOf(userId: string) {
  const [row] = await app.db
    .select({ premiumUntil: users.premiumUntil, vipUntil: users.vipUntil })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

describe('the retired support API', () => {
  it('is gone: /api/admin answers as an unknown path, whatever the request carries', async () => {
    for (const url of ['/api/admin/tiers', '/api/admin/moderation']) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: admin.headers,
        payload: { email: 'a@b.example', tier: 'premium', days: 3 },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Такого адреса нет', code: 'notFound' });
    }
  });
});

describe('POST /api/staff/tiers', () => {
  it('refuses anyone but a signed-in admin and changes nothing', async () => {
    const { user } = await createTestUser(app);
    const body = { email: user.email, tier: 'premium', days: 30 };
    // No token and a user's token: the console does not reveal itself.
    const signedIn = await createTestUser(app);
    for (const headers of [{}, signedIn.headers]) expect((await grant(body, headers)).statusCode).toBe(404);
    // A made-up staff token: the session is over.
    const made = { authorization: `Bearer staff.${randomUUID()}.${randomBytes(32).toString('base64url')}` };
    expect((await grant(body, made)).statusCode).toBe(401);
    // A moderator has no tier grants.
    const moderator = await signedInStaff(app, 'moderator');
    const refused = await grant(body, moderator.headers);
    expect(refused.statusCode).toBe(403);
    expect(await tiersOf(user.id)).toEqual({ premiumUntil: null, vipUntil: null });
  });

  it('grants Premium from now; the user then reads premium: true on refresh', async () => {
    const boris = await createTestUser(app, {
      email: `boris-${randomBytes(3).toString('hex')}@test.iskra.example`,
    });
    const refresh = async () => {
      const res = await app.inject({ method: 'GET', url: '/api/user/refresh', headers: boris.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AuthResponse>().user;
    };
    expect(await refresh()).toMatchObject({ premium: false, vip: false });

    const before = Date.now();
    // The address as support may type it: spaces and capitals do not matter.
    const answer = await granted({
      email: `  ${boris.user.email.toUpperCase()} `,
      tier: 'premium',
      days: 30,
    });
    const after = Date.now();
    expect(answer).toMatchObject({ email: boris.user.email, tier: 'premium' });
    const until = Date.parse(answer.until);
    expect(until).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(until).toBeLessThanOrEqual(after + 30 * DAY_MS);
    expect((await tiersOf(boris.user.id))?.premiumUntil?.toISOString()).toBe(answer.until);
    expect(await refresh()).toMatchObject({ premium: true, vip: false });
  });

  it('extends from the current end while it is ahead, and from now once it has ended', async () => {
    const end = new Date(Date.now() + 10 * DAY_MS);
    const active = await createTestUser(app, { premiumUntil: end, vipUntil: end });
    const premium = await granted({ email: active.user.email, tier: 'premium', days: 5 });
    expect(premium.until).toBe(new Date(end.getTime() + 5 * DAY_MS).toISOString());
    // Each tier has its own end: VIP started from its own, untouched by the Premium grant.
    const vip = await granted({ email: active.user.email, tier: 'vip', days: 366 });
    expect(vip).toMatchObject({ tier: 'vip', until: new Date(end.getTime() + 366 * DAY_MS).toISOString() });
    expect(await tiersOf(active.user.id)).toEqual({
      premiumUntil: new Date(end.getTime() + 5 * DAY_MS),
      vipUntil: new Date(end.getTime() + 366 * DAY_MS),
    });

    const lapsed = await createTestUser(app, { vipUntil: new Date(Date.now() - 3 * DAY_MS) });
    const before = Date.now();
    const renewed = await granted({ email: lapsed.user.email, tier: 'vip', days: 1 });
    expect(Date.parse(renewed.until)).toBeGreaterThanOrEqual(before + DAY_MS);
    expect(Date.parse(renewed.until)).toBeLessThanOrEqual(Date.now() + DAY_MS);
  });

  it('counts both of two grants made at once', async () => {
    const end = new Date(Date.now() + DAY_MS);
    const { user } = await createTestUser(app, { premiumUntil: end });
    await Promise.all([
      granted({ email: user.email, tier: 'premium', days: 7 }),
      granted({ email: user.email, tier: 'premium', days: 7 }),
    ]);
    expect((await tiersOf(user.id))?.premiumUntil).toEqual(new Date(end.getTime() + 14 * DAY_MS));
  });

  it('answers 404 for an unknown address or an account waiting for destruction', async () => {
    const unknown = await grant({ email: 'nobody-here@test.iskra.example', tier: 'vip', days: 3 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Пользователь не найден', code: 'notFound' });
    const { user } = await createTestUser(app, { status: 'deleting' });
    expect((await grant({ email: user.email, tier: 'vip', days: 3 })).statusCode).toBe(404);
    expect(await tiersOf(user.id)).toEqual({ premiumUntil: null, vipUntil: null });
  });

  it('answers field errors for a bad body', async () => {
    const { user } = await createTestUser(app);
    const errorsOf = async (payload: unknown) => {
      const res = await grant(payload);
      expect(res.statusCode, res.body).toBe(422);
      return res.json<{ errors: Array<{ param: string; msg: string }> }>().errors;
    };
    expect(await errorsOf({ email: 'not-an-address', tier: 'gold', days: 0 })).toEqual([
      { param: 'email', msg: AUTH_TEXT.emailInvalid },
      { param: 'tier', msg: ADMIN_TEXT.tierInvalid },
      { param: 'days', msg: ADMIN_TEXT.daysInvalid },
    ]);
    for (const days of [367, 1.5, '30', null, -1]) {
      expect(await errorsOf({ email: user.email, tier: 'vip', days }), String(days)).toEqual([
        { param: 'days', msg: ADMIN_TEXT.daysInvalid },
      ]);
    }
    expect((await errorsOf({})).map((e) => e.param)).toEqual(['email', 'tier', 'days']);
    expect(await tiersOf(user.id)).toEqual({ premiumUntil: null, vipUntil: null });
  });

  it('logs which operator granted what, never the token nor the address', async () => {
    const { user } = await createTestUser(app);
    const answer = await granted({ email: user.email, tier: 'vip', days: 2 });
    const records = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const grantRecord = records.find((r) => r.msg === 'tier granted' && r.userId === user.id);
    expect(grantRecord).toMatchObject({
      actor: { via: 'staff', staffId: admin.id },
      userNumber: user.userNumber,
      tier: 'vip',
      days: 2,
      until: answer.until,
    });
    const all = logLines.join('\n');
    expect(all).not.toContain(admin.token);
    expect(all).not.toContain(user.email);
  });
});

describe('moderation', () => {
  function queue(query = '', headers: Headers = admin.headers) {
    return app.inject({ method: 'GET', url: `/api/staff/moderation${query}`, headers });
  }

  function decide(payload: unknown, headers: Headers = admin.headers) {
    return app.inject({
      method: 'POST',
      url: '/api/staff/moderation',
      headers,
      payload: payload as Record<string, unknown>,
    });
  }

  async function stateOf(userId: string) {
    const [row] = await app.db
      .select({ name: users.nameConfirmed, description: users.descriptionConfirmed })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  /** Long ago, so these people are the oldest pending ones whatever else the database holds. */
  const longAgo = (minutes: number) => new Date(Date.UTC(2001, 0, 1, 0, minutes));

  it('lists the oldest pending names and descriptions of active people', async () => {
    const both = await createTestUser(app, {
      name: 'Ольга',
      description: 'Люблю горы',
      updatedAt: longAgo(1),
    });
    const nameOnly = await createTestUser(app, {
      name: 'Пётр',
      description: 'Проверено',
      descriptionConfirmed: 1,
      updatedAt: longAgo(2),
    });
    // An empty description has nothing to check.
    const emptyDescription = await createTestUser(app, { name: 'Ян', updatedAt: longAgo(3) });
    const descriptionOnly = await createTestUser(app, {
      nameConfirmed: 1,
      description: 'Новое о себе',
      updatedAt: longAgo(4),
    });
    const skipped = await Promise.all([
      createTestUser(app, {
        nameConfirmed: 1,
        descriptionConfirmed: 1,
        description: 'x',
        updatedAt: longAgo(0),
      }),
      createTestUser(app, { nameConfirmed: -1, description: '', updatedAt: longAgo(0) }),
      createTestUser(app, {
        nameConfirmed: 1,
        descriptionConfirmed: 0,
        description: '',
        updatedAt: longAgo(0),
      }),
      createTestUser(app, { status: 'deleting', description: 'x', updatedAt: longAgo(0) }),
      createTestUser(app, { status: 'blocked', updatedAt: longAgo(0) }),
      createTestUser(app, { isService: true, updatedAt: longAgo(0) }),
    ]);

    const res = await queue('?limit=4');
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json<ModerationQueueResponse>();
    expect(items).toEqual([
      {
        userId: both.user.id,
        userNumber: both.user.userNumber,
        name: 'Ольга',
        description: 'Люблю горы',
        pending: { name: true, description: true },
        updatedAt: longAgo(1).toISOString(),
      },
      expect.objectContaining({ userId: nameOnly.user.id, pending: { name: true, description: false } }),
      expect.objectContaining({
        userId: emptyDescription.user.id,
        pending: { name: true, description: false },
      }),
      expect.objectContaining({
        userId: descriptionOnly.user.id,
        description: 'Новое о себе',
        pending: { name: false, description: true },
      }),
    ]);
    const all = (await queue(`?limit=${MODERATION_QUEUE_LIMIT.max}`)).json<ModerationQueueResponse>().items;
    for (const s of skipped) expect(all.map((i) => i.userId)).not.toContain(s.user.id);
    expect((await queue()).json<ModerationQueueResponse>().items.length).toBeLessThanOrEqual(
      MODERATION_QUEUE_LIMIT.default,
    );
  });

  it('refuses a bad limit, and answers callers without a staff token as an unknown path', async () => {
    for (const limit of ['0', String(MODERATION_QUEUE_LIMIT.max + 1), '1.5', 'many']) {
      const res = await queue(`?limit=${limit}`);
      expect(res.statusCode, limit).toBe(422);
      expect(res.json()).toEqual({ errors: [{ param: 'limit', msg: ADMIN_TEXT.limitInvalid }] });
    }
    for (const headers of [{}, { authorization: 'Bearer guess' }] as Headers[]) {
      expect((await queue('', headers)).statusCode).toBe(404);
      expect((await decide({}, headers)).statusCode).toBe(404);
    }
  });

  it('approves and rejects the reviewed texts, and tells the user', async () => {
    const anna = await createTestUser(app, { name: 'Анна', description: 'Пишу стихи' });
    const tab = await openTab(app.url, anna);
    const res = await decide({
      userId: anna.user.id,
      name: 'approve',
      nameReviewed: 'Анна',
      description: 'reject',
      descriptionReviewed: 'Пишу стихи',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ModerationDecisionResponse>()).toEqual({
      userId: anna.user.id,
      userNumber: anna.user.userNumber,
      nameConfirmed: 1,
      descriptionConfirmed: -1,
    });
    await tab.next('SERVER:MODERATION_COMPLETE');
    expect(await stateOf(anna.user.id)).toEqual({ name: 1, description: -1 });
    const refresh = await app.inject({ method: 'GET', url: '/api/user/refresh', headers: anna.headers });
    expect(refresh.json<AuthResponse>().user).toMatchObject({ nameConfirmed: 1, descriptionConfirmed: -1 });
    const all = (await queue(`?limit=${MODERATION_QUEUE_LIMIT.max}`)).json<ModerationQueueResponse>().items;
    expect(all.map((i) => i.userId)).not.toContain(anna.user.id);

    // One part alone leaves the other as it is.
    const boris = await createTestUser(app, { name: 'Борис', description: 'Бегаю' });
    expect((await decide({ userId: boris.user.id, name: 'reject', nameReviewed: 'Борис' })).statusCode).toBe(
      200,
    );
    expect(await stateOf(boris.user.id)).toEqual({ name: -1, description: 0 });
    const later = (await queue(`?limit=${MODERATION_QUEUE_LIMIT.max}`)).json<ModerationQueueResponse>().items;
    expect(later.find((i) => i.userId === boris.user.id)?.pending).toEqual({
      name: false,
      description: true,
    });
  });

  it('writes nothing when the user changed a reviewed text meanwhile (409)', async () => {
    const vera = await createTestUser(app, { name: 'Вера', description: 'Рисую' });
    const tab = await openTab(app.url, vera);
    const edit = await app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: vera.headers,
      payload: { description: 'Рисую и пою' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const res = await decide({
      userId: vera.user.id,
      name: 'approve',
      nameReviewed: 'Вера',
      description: 'approve',
      descriptionReviewed: 'Рисую',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ADMIN_TEXT.changedSinceReview, code: 'conflict' });
    // Not even the unchanged name: the decision is taken whole or not at all.
    expect(await stateOf(vera.user.id)).toEqual({ name: 0, description: 0 });
    // The current text can be decided.
    const again = await decide({
      userId: vera.user.id,
      description: 'approve',
      descriptionReviewed: 'Рисую и пою',
    });
    expect(again.statusCode).toBe(200);
    await tab.next('SERVER:MODERATION_COMPLETE');
    expect(tab.all('SERVER:MODERATION_COMPLETE')).toHaveLength(1);
    expect(await stateOf(vera.user.id)).toEqual({ name: 0, description: 1 });
  });

  it('answers 404 for an unknown or inactive user and field errors for a bad body', async () => {
    const unknown = await decide({ userId: randomUUID(), name: 'approve', nameReviewed: 'Кто-то' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Пользователь не найден', code: 'notFound' });
    const gone = await createTestUser(app, { status: 'deleting', name: 'Ушедший' });
    expect(
      (await decide({ userId: gone.user.id, name: 'approve', nameReviewed: 'Ушедший' })).statusCode,
    ).toBe(404);
    expect(await stateOf(gone.user.id)).toEqual({ name: 0, description: 0 });

    const { user } = await createTestUser(app);
    const errorsOf = async (payload: unknown) => {
      const res = await decide(payload);
      expect(res.statusCode, res.body).toBe(422);
      return res.json<{ errors: Array<{ param: string; msg: string }> }>().errors;
    };
    expect(await errorsOf({ userId: user.id })).toEqual([{ param: 'name', msg: ADMIN_TEXT.decisionMissing }]);
    expect(await errorsOf({ userId: 'nope', name: 'ok', nameReviewed: 'Тестовый' })).toEqual([
      { param: 'userId', msg: ADMIN_TEXT.userIdInvalid },
      { param: 'name', msg: ADMIN_TEXT.decisionInvalid },
    ]);
    expect(await errorsOf({ userId: user.id, name: 'approve', description: 'reject' })).toEqual([
      { param: 'nameReviewed', msg: ADMIN_TEXT.reviewedMissing },
      { param: 'descriptionReviewed', msg: ADMIN_TEXT.reviewedMissing },
    ]);
    expect(await stateOf(user.id)).toEqual({ name: 0, description: 0 });
  });

  it('logs who decided what, never the texts', async () => {
    const person: TestUser = await createTestUser(app, { name: 'Секретное Имя' });
    await decide({ userId: person.user.id, name: 'approve', nameReviewed: 'Секретное Имя' });
    const records = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.find((r) => r.msg === 'moderation decided' && r.userId === person.user.id)).toMatchObject({
      actor: { via: 'staff', staffId: admin.id },
      userNumber: person.user.userNumber,
      name: 'approve',
    });
    expect(logLines.join('\n')).not.toContain('Секретное Имя');
  });
});
