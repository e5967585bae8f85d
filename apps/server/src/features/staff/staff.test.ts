import { randomUUID } from 'node:crypto';
import {
  type AuditResponse,
  accountBlockedMessage,
  accountWarningText,
  BAN_REASON_LABEL,
  type ModerationQueueResponse,
  type PhotosResponse,
  REPORT_OUTCOME_SUBJECT,
  REPORT_OUTCOME_TEXT,
  type ReportsResponse,
  SERVER_MESSAGE,
  type SignalsResponse,
  STAFF_MAIL_SUBJECT,
  STAFF_RATE_LIMITS,
  STAFF_SESSION_TTL_MS,
  STAFF_TEXT,
  type StaffLoginResponse,
  type StaffRole,
  type StaffUserResponse,
} from '@iskra/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadPhoto } from '../../../test/fixtures.ts';
import { closeSockets, openTab } from '../../../test/sockets.ts';
import { createStaffAccount, nextIp, signedInStaff, staffLogin } from '../../../test/staff.ts';
import { createTestUser, readOutbox, useTestApp } from '../../../test/test-app.ts';
import { images, users } from '../../platform/db/schema.ts';
import type { ReportEvidence } from '../safety/safety.schema.ts';
import { reportPhotos, reports, safetySignals } from '../safety/safety.schema.ts';
import { staffAudit, staffSessions } from './staff.schema.ts';
import { totpCode } from './staff.totp.ts';

const app = useTestApp({ listen: true });
afterEach(closeSockets);

const STEP_MS = 30_000;
const newStaff = (role?: StaffRole) => createStaffAccount(app, role);
const login = (body: Record<string, unknown>, remoteAddress?: string) => staffLogin(app, body, remoteAddress);
const signedIn = (role?: StaffRole) => signedInStaff(app, role);

function auditOf(staffId: string) {
  return app.db.select().from(staffAudit).where(eq(staffAudit.staffId, staffId)).orderBy(staffAudit.id);
}

/** Every console path with a request that would pass its validation. */
function staffCalls(userId: string) {
  return [
    { method: 'POST', url: '/api/staff/logout' },
    { method: 'GET', url: '/api/staff/me' },
    { method: 'GET', url: '/api/staff/moderation' },
    {
      method: 'POST',
      url: '/api/staff/moderation',
      payload: { userId, name: 'approve', nameReviewed: 'Тестовый' },
    },
    { method: 'GET', url: '/api/staff/users?query=1' },
    { method: 'GET', url: `/api/staff/users/${userId}` },
    { method: 'POST', url: `/api/staff/users/${userId}/ban`, payload: { reason: 'spam' } },
    { method: 'POST', url: `/api/staff/users/${userId}/unban` },
    { method: 'POST', url: `/api/staff/users/${userId}/warn`, payload: { reason: 'spam' } },
    { method: 'POST', url: '/api/staff/tiers', payload: { email: 'a@b.example', tier: 'vip', days: 1 } },
    { method: 'GET', url: '/api/staff/audit' },
    { method: 'GET', url: '/api/staff/reports' },
    { method: 'GET', url: `/api/staff/reports/${userId}/photos/0` },
    { method: 'POST', url: `/api/staff/reports/${userId}`, payload: { decision: 'dismissed' } },
    { method: 'GET', url: '/api/staff/signals' },
    { method: 'POST', url: `/api/staff/signals/${userId}/resolve` },
    { method: 'GET', url: '/api/staff/photos' },
    { method: 'POST', url: `/api/staff/photos/${userId}`, payload: { decision: 'approve' } },
    { method: 'GET', url: '/api/staff/messages' },
    { method: 'POST', url: `/api/staff/messages/${userId}`, payload: { decision: 'deliver' } },
  ] as const;
}

describe('staff sign-in', () => {
  it('signs in with the password and the current TOTP code, and records the login', async () => {
    const staff = await newStaff('admin');
    expect(staff.totpUri).toMatch(/^otpauth:\/\/totp\//);
    expect(staff.totpUri).toContain(`secret=${staff.totpSecret}`);
    const res = await login({
      email: staff.email,
      password: staff.password,
      code: totpCode(staff.totpSecret),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<StaffLoginResponse>();
    expect(body.staff).toEqual({ id: staff.id, email: staff.email, role: 'admin' });
    expect(body.token).toMatch(/^staff\./);
    const lasts = new Date(body.expiresAt).getTime() - Date.now();
    expect(lasts).toBeGreaterThan(STAFF_SESSION_TTL_MS - 60_000);
    expect(lasts).toBeLessThanOrEqual(STAFF_SESSION_TTL_MS);

    const me = await app.inject({
      method: 'GET',
      url: '/api/staff/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ staff: body.staff, expiresAt: body.expiresAt });
    expect((await auditOf(staff.id)).map((r) => r.action)).toEqual(['login']);
  });

  it('no longer signs in a disabled account, and ends its open session at once', async () => {
    const staff = await signedIn();
    const me = () => app.inject({ method: 'GET', url: '/api/staff/me', headers: staff.headers });
    expect((await me()).statusCode).toBe(200);
    expect(await app.services.staff.disableAccount(staff.email.toUpperCase())).toBe(true);
    expect((await me()).statusCode).toBe(401);
    const again = await login({
      email: staff.email,
      password: staff.password,
      code: totpCode(staff.totpSecret),
    });
    expect(again.statusCode).toBe(422);
    expect(await app.services.staff.disableAccount(staff.email)).toBe(false);
  });

  it('refuses a wrong password, a wrong code and a replayed code alike, recording the failures', async () => {
    const staff = await newStaff();
    const code = totpCode(staff.totpSecret);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const refused = { errors: [{ param: 'password', msg: STAFF_TEXT.wrongCredentials }] };
    for (const body of [
      { email: staff.email, password: 'not-the-password', code },
      { email: staff.email, password: staff.password, code: wrongCode },
      { email: `nobody-${randomUUID()}@iskra.example`, password: staff.password, code },
    ]) {
      const res = await login(body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(refused);
    }
    expect((await login({ email: staff.email, password: staff.password, code })).statusCode).toBe(200);
    const replay = await login({ email: staff.email, password: staff.password, code });
    expect(replay.statusCode).toBe(422);
    const actions = (await auditOf(staff.id)).map((r) => [r.action, r.details]);
    expect(actions).toEqual([
      ['loginFailed', { stage: 'password' }],
      ['loginFailed', { stage: 'code' }],
      ['login', expect.any(Object)],
      ['loginFailed', { stage: 'code' }],
    ]);
  });

  it('accepts the code of the step before (clock drift) but not an older one', async () => {
    const staff = await newStaff();
    const { password, email } = staff;
    const stale = await login({
      email,
      password,
      code: totpCode(staff.totpSecret, Date.now() - 3 * STEP_MS),
    });
    expect(stale.statusCode).toBe(422);
    const previous = await login({ email, password, code: totpCode(staff.totpSecret, Date.now() - STEP_MS) });
    expect(previous.statusCode).toBe(200);
  });

  it('answers Russian field errors to malformed input', async () => {
    const res = await login({ email: 'nope', password: '', code: '12ab' });
    expect(res.statusCode).toBe(422);
    const params = res.json<{ errors: { param: string; msg: string }[] }>().errors;
    expect(params).toEqual(
      expect.arrayContaining([
        { param: 'password', msg: STAFF_TEXT.passwordMissing },
        { param: 'code', msg: STAFF_TEXT.codeInvalid },
      ]),
    );
  });

  it('limits attempts per account whatever the address', async () => {
    const staff = await newStaff();
    for (let i = 0; i < STAFF_RATE_LIMITS.loginPerAccount.limit; i += 1) {
      expect((await login({ email: staff.email, password: 'wrong', code: '000000' })).statusCode).toBe(422);
    }
    const res = await login({
      email: staff.email,
      password: staff.password,
      code: totpCode(staff.totpSecret),
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'rateLimited' });
  });

  it('ends the session at logout and after 12 hours', async () => {
    const staff = await signedIn();
    const out = await app.inject({ method: 'POST', url: '/api/staff/logout', headers: staff.headers });
    expect(out.json()).toEqual({ success: true });
    const after = await app.inject({ method: 'GET', url: '/api/staff/me', headers: staff.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: SERVER_MESSAGE.sessionExpired, code: 'sessionExpired' });

    const other = await signedIn();
    await app.db
      .update(staffSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffSessions.staffId, other.id));
    expect(
      (await app.inject({ method: 'GET', url: '/api/staff/me', headers: other.headers })).statusCode,
    ).toBe(401);
  });
});

describe('staff and user tokens', () => {
  it('answers 404 to user tokens, to guests and to forged tokens on every staff route', async () => {
    const person = await createTestUser(app);
    const calls = staffCalls(person.user.id);
    for (const headers of [person.headers, {}, { authorization: 'Bearer staff-ish' }]) {
      for (const call of calls) {
        const res = await app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
        expect(res.json()).toEqual({ message: SERVER_MESSAGE.routeNotFound, code: 'notFound' });
      }
    }
    expect((await auditOf(person.user.id)).length).toBe(0);
  });

  it('answers 401 to a staff token on user routes', async () => {
    const staff = await signedIn('admin');
    for (const url of ['/api/user/refresh', '/api/matches']) {
      const res = await app.inject({ method: 'GET', url, headers: staff.headers });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('keeps tier grants and the audit log to admins', async () => {
    const moderator = await signedIn('moderator');
    const person = await createTestUser(app);
    for (const call of staffCalls(person.user.id).filter((c) => /tiers|audit/.test(c.url))) {
      const res = await app.inject({ ...call, headers: moderator.headers });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json()).toEqual({ message: SERVER_MESSAGE.forbidden, code: 'forbidden' });
    }
    const admin = await signedIn('admin');
    const grant = await app.inject({
      method: 'POST',
      url: '/api/staff/tiers',
      headers: admin.headers,
      payload: { email: person.user.email, tier: 'premium', days: 7 },
    });
    expect(grant.statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row?.premiumUntil?.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    const last = (await auditOf(admin.id)).at(-1);
    expect(last).toMatchObject({ action: 'tierGranted', objectType: 'user', objectId: person.user.id });
  });
});

describe('the audit log', () => {
  it('records every console read of personal data and every decision', async () => {
    const staff = await signedIn('admin');
    const person = await createTestUser(app, { name: 'Ждущая', nameConfirmed: 0 });
    const get = (url: string) => app.inject({ method: 'GET', url, headers: staff.headers });

    const queue = await get('/api/staff/moderation?limit=200');
    expect(queue.json<ModerationQueueResponse>().items.map((i) => i.userId)).toContain(person.user.id);
    expect((await get(`/api/staff/users?query=${person.user.email}`)).statusCode).toBe(200);
    expect((await get(`/api/staff/users?query=u${person.user.userNumber}`)).statusCode).toBe(200);
    expect((await get(`/api/staff/users/${person.user.id}`)).statusCode).toBe(200);
    const decided = await app.inject({
      method: 'POST',
      url: '/api/staff/moderation',
      headers: staff.headers,
      payload: { userId: person.user.id, name: 'reject', nameReviewed: 'Ждущая' },
    });
    expect(decided.statusCode).toBe(200);
    const log = await get('/api/staff/audit');
    expect(log.statusCode).toBe(200);

    const rows = (await auditOf(staff.id)).map((r) => [r.action, r.objectType, r.objectId, r.ip]);
    expect(rows.slice(1)).toEqual([
      ['moderationQueueRead', 'queue', 'texts', expect.any(String)],
      ['userRead', 'user', person.user.id, expect.any(String)],
      ['userRead', 'user', person.user.id, expect.any(String)],
      ['userRead', 'user', person.user.id, expect.any(String)],
      ['moderationDecided', 'user', person.user.id, expect.any(String)],
      ['auditRead', 'staff', staff.id, expect.any(String)],
    ]);
    const items = log.json<AuditResponse>().items;
    expect(items[0]).toMatchObject({ action: 'auditRead', staffEmail: staff.email });
    expect(items[1]).toMatchObject({
      action: 'moderationDecided',
      staffEmail: staff.email,
      objectId: person.user.id,
    });

    // The account's history shows the decision, not the reads.
    const card = (await get(`/api/staff/users/${person.user.id}`)).json<StaffUserResponse>().user;
    expect(card.history.map((h) => h.action)).toEqual(['moderationDecided']);
  });

  it('is append-only in the database itself', async () => {
    const staff = await signedIn();
    await expect(
      app.db.update(staffAudit).set({ ip: 'forged' }).where(eq(staffAudit.staffId, staff.id)),
    ).rejects.toThrow();
    await expect(app.db.delete(staffAudit).where(eq(staffAudit.staffId, staff.id))).rejects.toThrow();
    expect(await auditOf(staff.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown account, and field errors for an empty query', async () => {
    const staff = await signedIn();
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/staff/users?query=u999999',
      headers: staff.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: STAFF_TEXT.userNotFound, code: 'notFound' });
    const empty = await app.inject({
      method: 'GET',
      url: '/api/staff/users?query=%20',
      headers: staff.headers,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ errors: [{ param: 'query', msg: STAFF_TEXT.queryInvalid }] });
  });
});

describe('bans', () => {
  it('ends sessions and sockets at once, hides the profile, refuses login with the reason, and mails', async () => {
    const staff = await signedIn();
    const password = 'Banned-user-77';
    const person = await createTestUser(app, { password });
    const viewer = await createTestUser(app);
    const tab = await openTab(app.url, person);
    const disconnected = new Promise<string>((resolve) => tab.socket.once('disconnect', resolve));

    const res = await app.inject({
      method: 'POST',
      url: `/api/staff/users/${person.user.id}/ban`,
      headers: staff.headers,
      payload: { reason: 'scam', note: 'жалобы трёх человек' },
    });
    expect(res.statusCode).toBe(200);
    const card = res.json<StaffUserResponse>().user;
    expect(card).toMatchObject({ status: 'blocked', blockedReason: 'scam' });
    expect(card.history[0]).toMatchObject({
      action: 'userBanned',
      details: { reason: 'scam', note: 'жалобы трёх человек' },
    });

    expect(await disconnected).toBe('io server disconnect');
    const refresh = await app.inject({ method: 'GET', url: '/api/user/refresh', headers: person.headers });
    expect(refresh.statusCode).toBe(401);
    const page = await app.inject({
      method: 'GET',
      url: `/api/user/page/${person.user.userNumber}`,
      headers: viewer.headers,
    });
    expect(page.statusCode).toBe(404);

    const denied = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: person.user.email, password },
      remoteAddress: nextIp(),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: accountBlockedMessage('scam'), code: 'accountBlocked' });
    expect(accountBlockedMessage('scam')).toContain(BAN_REASON_LABEL.scam);
    const [letter] = await readOutbox(app, person.user.email);
    expect(letter?.subject).toBe(STAFF_MAIL_SUBJECT.banned);
    expect(letter?.text).toContain(BAN_REASON_LABEL.scam);
    expect(letter?.text).toContain('/app/help');

    const again = await app.inject({
      method: 'POST',
      url: `/api/staff/users/${person.user.id}/ban`,
      headers: staff.headers,
      payload: { reason: 'spam' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: STAFF_TEXT.alreadyBlocked, code: 'conflict' });
  });

  it('unban restores the account and mails', async () => {
    const staff = await signedIn();
    const password = 'Unbanned-user-77';
    const person = await createTestUser(app, { password });
    const ban = (path: string, payload?: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/users/${person.user.id}/${path}`,
        headers: staff.headers,
        ...(payload ? { payload } : {}),
      });
    expect((await ban('unban')).statusCode).toBe(409);
    expect((await ban('ban', { reason: 'other' })).statusCode).toBe(200);
    // The ban's letter goes out before the unban (a letter whose decision was undone meanwhile is dropped).
    expect((await readOutbox(app, person.user.email)).map((l) => l.subject)).toEqual([
      STAFF_MAIL_SUBJECT.banned,
    ]);
    const res = await ban('unban');
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffUserResponse>().user).toMatchObject({ status: 'active', blockedReason: null });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: person.user.email, password },
      remoteAddress: nextIp(),
    });
    expect(signIn.statusCode).toBe(200);
    const letters = await readOutbox(app, person.user.email);
    expect(letters.map((l) => l.subject)).toEqual([STAFF_MAIL_SUBJECT.banned, STAFF_MAIL_SUBJECT.unbanned]);
  });

  it('drops the letter of a ban undone before it went out', async () => {
    const staff = await signedIn();
    const person = await createTestUser(app);
    const decide = (path: string, payload?: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/users/${person.user.id}/${path}`,
        headers: staff.headers,
        ...(payload ? { payload } : {}),
      });
    expect((await decide('ban', { reason: 'fake' })).statusCode).toBe(200);
    expect((await decide('unban')).statusCode).toBe(200);
    expect((await readOutbox(app, person.user.email)).map((l) => l.subject)).toEqual([
      STAFF_MAIL_SUBJECT.unbanned,
    ]);
  });

  it('warns an active account: its open tab hears it, a letter goes, the history shows it, nothing else changes', async () => {
    const staff = await signedIn();
    const person = await createTestUser(app);
    const tab = await openTab(app.url, person);
    const warn = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/users/${person.user.id}/warn`,
        headers: staff.headers,
        payload,
      });
    const bad = await warn({ reason: 'boring' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: [{ param: 'reason', msg: STAFF_TEXT.warnReasonInvalid }] });

    const res = await warn({ reason: 'harassment', note: 'Грубил в переписке' });
    expect(res.statusCode, res.body).toBe(200);
    const { user } = res.json<StaffUserResponse>();
    expect(user.status).toBe('active');
    expect(user.history[0]).toMatchObject({
      action: 'userWarned',
      details: { reason: 'harassment', note: 'Грубил в переписке' },
    });
    expect(await tab.next('SERVER:ACCOUNT_WARNING')).toEqual({ reason: 'harassment' });
    expect(tab.socket.connected).toBe(true);
    const [letter] = await readOutbox(app, person.user.email);
    expect(letter?.subject).toBe(STAFF_MAIL_SUBJECT.warned);
    expect(letter?.text).toContain(accountWarningText('harassment'));
    expect(letter?.text).not.toContain('Грубил');

    const me = await app.inject({ method: 'GET', url: '/api/user/refresh', headers: person.headers });
    expect(me.statusCode).toBe(200);
    // A blocked account is not warned.
    await app.db.update(users).set({ status: 'blocked' }).where(eq(users.id, person.user.id));
    const blocked = await warn({ reason: 'spam' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ message: STAFF_TEXT.notWarnable, code: 'conflict' });
  });

  it('refuses a bad reason with a field error and never bans a service account', async () => {
    const staff = await signedIn();
    const person = await createTestUser(app);
    const bad = await app.inject({
      method: 'POST',
      url: `/api/staff/users/${person.user.id}/ban`,
      headers: staff.headers,
      payload: { reason: 'boring' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: [{ param: 'reason', msg: STAFF_TEXT.reasonInvalid }] });
    const service = await createTestUser(app, { isService: true });
    const res = await app.inject({
      method: 'POST',
      url: `/api/staff/users/${service.user.id}/ban`,
      headers: staff.headers,
      payload: { reason: 'spam' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: STAFF_TEXT.notBannable, code: 'conflict' });
  });
});

describe('reports', () => {
  function evidenceOf(person: { userNumber: number; name: string; email: string }): ReportEvidence {
    return {
      profile: {
        userNumber: person.userNumber,
        name: person.name,
        description: 'Пиши в телеграм',
        birthday: '1990-01-01',
        gender: 1,
        city: 'Москва',
        country: 'Россия',
        email: person.email,
        registeredAt: '2026-01-01T00:00:00.000Z',
      },
      reportedPhoto: 0,
      messages: [
        { id: 'm1', fromReported: true, text: 'Переведи 500 рублей', at: '2026-11-01T10:00:00.000Z' },
      ],
      reportedMessageId: 'm1',
    };
  }

  it('lists open reports by urgency with their evidence, serves the photo copies, and closes them, all audited', async () => {
    const staff = await signedIn();
    const reporter = await createTestUser(app);
    const [spammer, repeat, child] = await Promise.all(
      ['Спамер', 'Повторный', 'Школьник'].map((name) => createTestUser(app, { name })),
    );
    if (!spammer || !repeat || !child) throw new Error('people not created');
    const report = (who: typeof spammer, category: 'spam' | 'minor', minutesAgo: number) =>
      app.db
        .insert(reports)
        .values({
          reporterId: reporter.user.id,
          reportedId: who.user.id,
          category,
          evidence: evidenceOf(who.user),
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
        })
        .returning({ id: reports.id });
    const [oldSpam] = await report(spammer, 'spam', 30);
    await report(repeat, 'spam', 10);
    await report(repeat, 'spam', 5);
    const [minor] = await report(child, 'minor', 1);
    if (!oldSpam || !minor) throw new Error('reports not created');
    await app.db.insert(reportPhotos).values({
      reportId: minor.id,
      position: 0,
      contentType: 'image/jpeg',
      bytes: Buffer.from('jpeg-bytes'),
    });

    const list = await app.inject({ method: 'GET', url: '/api/staff/reports', headers: staff.headers });
    expect(list.statusCode).toBe(200);
    const items = list
      .json<ReportsResponse>()
      .items.filter((r) => r.reporterNumber === reporter.user.userNumber);
    expect(items.map((r) => [r.reported?.name, r.category, r.openAgainst])).toEqual([
      ['Школьник', 'minor', 1],
      ['Повторный', 'spam', 2],
      ['Повторный', 'spam', 2],
      ['Спамер', 'spam', 1],
    ]);
    expect(items[0]).toMatchObject({
      photoCount: 1,
      evidence: { reportedMessageId: 'm1', profile: { name: 'Школьник' } },
    });

    const photo = await app.inject({
      method: 'GET',
      url: `/api/staff/reports/${minor.id}/photos/0`,
      headers: staff.headers,
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.body).toBe('jpeg-bytes');
    const missing = await app.inject({
      method: 'GET',
      url: `/api/staff/reports/${minor.id}/photos/5`,
      headers: staff.headers,
    });
    expect(missing.statusCode).toBe(404);

    const decide = (id: string, decision: string) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/reports/${id}`,
        headers: staff.headers,
        payload: { decision },
      });
    expect((await decide(oldSpam.id, 'dismissed')).json()).toEqual({ id: oldSpam.id, decision: 'dismissed' });
    const again = await decide(oldSpam.id, 'actioned');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: STAFF_TEXT.reportClosed, code: 'conflict' });
    expect((await decide(minor.id, 'later')).statusCode).toBe(422);

    const rows = (await auditOf(staff.id)).slice(1).map((r) => [r.action, r.objectType, r.objectId]);
    expect(rows).toEqual([
      ['reportsQueueRead', 'queue', 'reports'],
      ['reportPhotoRead', 'user', child.user.id],
      ['reportDecided', 'user', spammer.user.id],
    ]);
    const card = await app.inject({
      method: 'GET',
      url: `/api/staff/users/${spammer.user.id}`,
      headers: staff.headers,
    });
    expect(card.json<StaffUserResponse>().user.history[0]).toMatchObject({
      action: 'reportDecided',
      details: { reportId: oldSpam.id, decision: 'dismissed', category: 'spam' },
    });
  });
});

describe('photos', () => {
  async function upload(
    who: { headers: { authorization: string } },
    colour: { r: number; g: number; b: number },
  ) {
    const picture = await sharp({ create: { width: 400, height: 500, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    return uploadPhoto(app, who, picture);
  }

  it('wait for staff while shown; an approved one stays, a rejected one goes and its owner hears it', async () => {
    const staff = await signedIn();
    const owner = await createTestUser(app, { name: 'Фотограф' });
    const first = await upload(owner, { r: 200, g: 30, b: 30 });
    const second = await upload(owner, { r: 30, g: 30, b: 200 });
    // Shown while waiting.
    const page = await app.inject({ method: 'GET', url: '/api/user/check-premium', headers: owner.headers });
    expect(page.statusCode).toBe(200);
    expect(second.images).toHaveLength(2);

    const queue = await app.inject({
      method: 'GET',
      url: '/api/staff/photos?limit=200',
      headers: staff.headers,
    });
    const mine = queue.json<PhotosResponse>().items.filter((p) => p.userId === owner.user.id);
    expect(mine.map((p) => p.imageId)).toEqual([first.image.id, second.image.id]);
    expect(mine[0]).toMatchObject({ userNumber: owner.user.userNumber, name: 'Фотограф' });

    const decide = (imageId: string, decision: string) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/photos/${imageId}`,
        headers: staff.headers,
        payload: { decision },
      });
    const tab = await openTab(app.url, owner);
    expect((await decide(first.image.id, 'reject')).json()).toEqual({
      imageId: first.image.id,
      decision: 'reject',
    });
    await tab.next('SERVER:MODERATION_COMPLETE');
    expect((await decide(second.image.id, 'approve')).statusCode).toBe(200);
    expect((await decide(first.image.id, 'approve')).statusCode).toBe(409);
    expect((await decide(second.image.id, 'maybe')).statusCode).toBe(422);

    const left = await app.db.select().from(images).where(eq(images.userId, owner.user.id));
    expect(left.map((i) => [i.id, i.profile, i.reviewedAt !== null])).toEqual([
      [second.image.id, true, true],
    ]);
    const after = await app.inject({
      method: 'GET',
      url: '/api/staff/photos?limit=200',
      headers: staff.headers,
    });
    expect(after.json<PhotosResponse>().items.filter((p) => p.userId === owner.user.id)).toEqual([]);
    const rows = (await auditOf(staff.id)).slice(1).map((r) => [r.action, r.objectId]);
    expect(rows).toContainEqual(['photoDecided', owner.user.id]);
    expect(rows).toContainEqual(['photosQueueRead', 'photos']);
  });
});

describe('the reporter', () => {
  it('hears the outcome in an open tab and by e-mail; the reported person hears nothing', async () => {
    const staff = await signedIn();
    const reporter = await createTestUser(app, { name: 'Вера', gender: 2, looking: 1 });
    const reported = await createTestUser(app, { name: 'Олег' });
    const [row] = await app.db
      .insert(reports)
      .values({
        reporterId: reporter.user.id,
        reportedId: reported.user.id,
        category: 'scam',
        evidence: {
          profile: {
            userNumber: reported.user.userNumber,
            name: 'Олег',
            description: '',
            birthday: '1990-01-01',
            gender: 1,
            city: 'Москва',
            country: 'Россия',
            email: reported.user.email,
            registeredAt: '2026-01-01T00:00:00.000Z',
          },
          reportedPhoto: null,
          messages: [],
          reportedMessageId: null,
        },
      })
      .returning({ id: reports.id });
    const tab = await openTab(app.url, reporter);
    const decided = await app.inject({
      method: 'POST',
      url: `/api/staff/reports/${row?.id}`,
      headers: staff.headers,
      payload: { decision: 'actioned' },
    });
    expect(decided.statusCode).toBe(200);
    expect(await tab.next('SERVER:REPORT_DECIDED')).toEqual({ decision: 'actioned' });
    const letters = await readOutbox(app, reporter.user.email);
    const letter = letters.find((l) => l.subject === REPORT_OUTCOME_SUBJECT);
    expect(letter?.text).toContain(REPORT_OUTCOME_TEXT.actioned);
    expect(letter?.text).toContain('сообщила');
    expect(letter?.text).not.toContain('Олег');
    const theirs = await readOutbox(app, reported.user.email);
    expect(theirs.map((l) => l.subject)).not.toContain(REPORT_OUTCOME_SUBJECT);
  });
});

describe('automatic signals', () => {
  it('lists open signals with their accounts and resolves them, audited and in the history', async () => {
    const staff = await signedIn();
    const sender = await createTestUser(app, { name: 'Рассыльщик' });
    const [signal] = await app.db
      .insert(safetySignals)
      .values({
        userId: sender.user.id,
        kind: 'sameText',
        details: { recipients: 12, sample: { text: 'Пиши мне' } },
      })
      .returning({ id: safetySignals.id });
    if (!signal) throw new Error('signal not created');

    const list = await app.inject({ method: 'GET', url: '/api/staff/signals', headers: staff.headers });
    expect(list.statusCode).toBe(200);
    const item = list.json<SignalsResponse>().items.find((i) => i.id === signal.id);
    expect(item).toMatchObject({
      kind: 'sameText',
      details: { recipients: 12, sample: '{"text":"Пиши мне"}' },
      user: { id: sender.user.id, userNumber: sender.user.userNumber, name: 'Рассыльщик', status: 'active' },
    });

    const resolve = () =>
      app.inject({ method: 'POST', url: `/api/staff/signals/${signal.id}/resolve`, headers: staff.headers });
    expect((await resolve()).json()).toEqual({ success: true });
    const again = await resolve();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: STAFF_TEXT.signalClosed, code: 'conflict' });

    const rows = (await auditOf(staff.id)).slice(1).map((r) => [r.action, r.objectType, r.objectId]);
    expect(rows).toEqual([
      ['signalsRead', 'queue', 'signals'],
      ['signalResolved', 'user', sender.user.id],
    ]);
  });
});
