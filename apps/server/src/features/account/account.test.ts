import {
  ACCOUNT_DELETION,
  ACCOUNT_DELETION_REASON,
  ACCOUNT_MAIL_SUBJECT,
  ACCOUNT_RATE_LIMITS,
  ACCOUNT_TEXT,
  AUTH_TEXT,
  CONSENT_DOCUMENTS,
} from '@iskra/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestUser, readOutbox, type TestUser, useTestApp } from '../../../test/test-app.ts';
import { registerAccountCleanup } from '../../platform/account-cleanup.ts';
import { authTokens, images, jobs, sessions, users } from '../../platform/db/schema.ts';
import { createAuthLink, recordConsents } from '../auth/auth.repo.ts';
import { consents } from '../auth/consents.schema.ts';
import { feedback } from '../feedback/feedback.schema.ts';
import { type ImageFileKeys, newBlurKey, newFileKey, variantKeys } from '../users/image-keys.ts';
import { accountDeletions, dataDestructions } from './account.schema.ts';
import { ACCOUNT_DESTROY_JOB, ACCOUNT_NOTICE_JOB } from './account.service.ts';

const PASSWORD = 'Zvezdopad-1987';
const app = useTestApp({ env: { SUPPORT_EMAIL: 'support-desk@iskra.example' } });
let ipCounter = 0;

function nextIp(): string {
  ipCounter += 1;
  return `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

async function post(url: string, payload: Record<string, unknown>, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: nextIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function userRow(id: string) {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A user with a password, two photos (real files), consents, a mailed link and a help request. */
async function richUser(name: string): Promise<TestUser & { pictures: ImageFileKeys[] }> {
  const person = await createTestUser(app, { name, password: PASSWORD });
  const pictures: ImageFileKeys[] = [];
  for (const [position, profile] of [
    [0, true],
    [1, false],
  ] as const) {
    const picture = { fileKey: newFileKey(), blurKey: newBlurKey() };
    for (const key of Object.values(variantKeys(picture))) {
      await app.storage.put(key, Buffer.from(`jpeg of ${name} ${key}`), 'image/jpeg');
    }
    await app.db.insert(images).values({ userId: person.user.id, ...picture, profile, position });
    pictures.push(picture);
  }
  await recordConsents(
    app.db,
    person.user.id,
    [
      { document: CONSENT_DOCUMENTS.userAgreement.id, version: '1', text: 'соглашение' },
      { document: CONSENT_DOCUMENTS.personalData.id, version: '1', text: 'согласие' },
    ],
    { ip: '10.0.0.1', userAgent: 'vitest' },
  );
  await createAuthLink(app.db, person.user.id, 'email_confirm', 60_000);
  await app.db.insert(feedback).values({
    userId: person.user.id,
    replyEmail: person.user.email,
    message: `Вопрос от ${name} о подписке`,
    ip: '10.0.0.2',
    userAgent: 'vitest',
  });
  // A request sent as a guest from the same address is the account's too.
  await app.db.insert(feedback).values({
    userId: null,
    replyEmail: person.user.email.toUpperCase(),
    message: `Гостевой вопрос от ${name}`,
    ip: '10.0.0.3',
    userAgent: 'vitest',
  });
  return { ...person, pictures };
}

async function pendingOf(userId: string) {
  const [row] = await app.db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId));
  return row;
}

/** Brings the destruction job forward to now (it is scheduled an hour after the request). */
async function makeDestructionDue(requestId: string) {
  await app.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.key, `account-destroy:${requestId}`));
}

describe('POST /api/user/delete', () => {
  it('needs a signed-in user', async () => {
    const res = await post('/api/user/delete', { password: PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong or missing password and changes nothing', async () => {
    const person = await createTestUser(app, { password: PASSWORD });
    const wrong = await post('/api/user/delete', { password: 'не-тот-пароль' }, person.token);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ errors: [{ param: 'password', msg: ACCOUNT_TEXT.wrongPassword }] });
    const missing = await post('/api/user/delete', {}, person.token);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ errors: [{ param: 'password', msg: ACCOUNT_TEXT.passwordRequired }] });

    expect((await userRow(person.user.id))?.status).toBe('active');
    expect(await pendingOf(person.user.id)).toBeUndefined();
    const refresh = await app.inject({ method: 'GET', url: '/api/user/refresh', headers: person.headers });
    expect(refresh.statusCode).toBe(200);
  });

  it(`limits password attempts to ${ACCOUNT_RATE_LIMITS.passwordPerUser.limit} per window`, async () => {
    const person = await createTestUser(app, { password: PASSWORD });
    for (let i = 0; i < ACCOUNT_RATE_LIMITS.passwordPerUser.limit; i += 1) {
      expect((await post('/api/user/delete', { password: `wrong-${i}` }, person.token)).statusCode).toBe(422);
    }
    const res = await post('/api/user/delete', { password: PASSWORD }, person.token);
    expect(res.statusCode).toBe(429);
    expect((await userRow(person.user.id))?.status).toBe('active');
  });

  it('hides the account at once, mails the user, then destroys every piece of data and every file', async () => {
    const person = await richUser('Дарья');
    const cleanupCalls: string[] = [];
    registerAccountCleanup('test-feature', async (_tx, account) => {
      cleanupCalls.push(account.userId);
      return { test_items: 2 };
    });
    const otherSession = await app.auth.issueSession(person.user.id, { ip: '10.0.0.9', userAgent: 'phone' });

    const before = Date.now();
    const res = await post('/api/user/delete', { password: PASSWORD }, person.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });

    // Hidden at once: status, no session works, no login.
    expect((await userRow(person.user.id))?.status).toBe('deleting');
    for (const token of [person.token, otherSession.token]) {
      const refresh = await app.inject({
        method: 'GET',
        url: '/api/user/refresh',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refresh.statusCode).toBe(401);
    }
    const login = await post('/api/user/login', { email: person.user.email, password: PASSWORD });
    expect(login.statusCode).toBe(422);
    expect(login.json()).toEqual({ errors: [{ param: 'password', msg: AUTH_TEXT.wrongCredentials }] });

    // The request and its two jobs, which name only the random request id.
    const pending = await pendingOf(person.user.id);
    expect(pending?.reason).toBe(ACCOUNT_DELETION_REASON.user);
    const requestId = pending?.requestId ?? '';
    const destroyAfter = pending?.destroyAfter.getTime() ?? 0;
    expect(destroyAfter).toBeGreaterThanOrEqual(before + ACCOUNT_DELETION.destroyAfterMs - 1000);
    expect(destroyAfter).toBeLessThanOrEqual(Date.now() + ACCOUNT_DELETION.destroyAfterMs + 1000);
    const jobRows = await app.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} in (${ACCOUNT_DESTROY_JOB}, ${ACCOUNT_NOTICE_JOB})`);
    const mine = jobRows.filter((job) => job.key?.endsWith(requestId));
    expect(mine.map((job) => job.kind).sort()).toEqual([ACCOUNT_NOTICE_JOB, ACCOUNT_DESTROY_JOB].sort());
    for (const job of mine) {
      expect(job.payload).toEqual({ requestId });
      expect(JSON.stringify(job)).not.toContain(person.user.id);
    }

    // The letter goes out now; the destruction waits for its hour.
    await app.jobs.runDue();
    const letters = await readOutbox(app, person.user.email);
    expect(letters.map((l) => l.subject)).toContain(ACCOUNT_MAIL_SUBJECT.deletion);
    const notice = letters.find((l) => l.subject === ACCOUNT_MAIL_SUBJECT.deletion);
    expect(notice?.text).toContain('3 рабочих дня');
    expect(notice?.text).toContain('support-desk@iskra.example');
    expect(await userRow(person.user.id)).toBeDefined();
    for (const key of Object.values(variantKeys(person.pictures[0] ?? { fileKey: '', blurKey: '' }))) {
      expect(await app.storage.get(key)).not.toBeNull();
    }

    await makeDestructionDue(requestId);
    await app.jobs.runDue();

    expect(await userRow(person.user.id)).toBeUndefined();
    expect(cleanupCalls).toEqual([person.user.id]);
    // The preview is under its own key, and goes too.
    for (const picture of person.pictures) {
      for (const key of Object.values(variantKeys(picture))) expect(await app.storage.get(key)).toBeNull();
    }
    const left = async (table: typeof images | typeof sessions | typeof authTokens | typeof consents) =>
      (await app.db.select().from(table).where(eq(table.userId, person.user.id))).length;
    expect(await left(images)).toBe(0);
    expect(await left(sessions)).toBe(0);
    expect(await left(authTokens)).toBe(0);
    expect(await left(consents)).toBe(0);
    expect(await pendingOf(person.user.id)).toBeUndefined();
    const feedbackLeft = await app.db
      .select()
      .from(feedback)
      .where(
        sql`${feedback.message} like ${'%Дарья%'} or lower(${feedback.replyEmail}) = ${person.user.email}`,
      );
    expect(feedbackLeft).toHaveLength(0);

    const [record] = await app.db
      .select()
      .from(dataDestructions)
      .where(eq(dataDestructions.requestId, requestId));
    expect(record?.reason).toBe(ACCOUNT_DELETION_REASON.user);
    expect(record?.requestedAt.getTime()).toBe(pending?.requestedAt.getTime());
    expect(Object.fromEntries((record?.categories ?? []).map((c) => [c.category, c.count]))).toEqual({
      profile: 1,
      photos: 2,
      photo_files: 6,
      sessions: 2,
      auth_links: 1,
      consents: 2,
      feedback: 2,
      test_items: 2,
    });
    const recordText = JSON.stringify(record);
    for (const personal of [
      person.user.id,
      person.user.email,
      'Дарья',
      ...person.pictures.flatMap((p) => [p.fileKey, p.blurKey]),
    ]) {
      expect(recordText).not.toContain(personal);
    }

    const [destroyJob] = await app.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `account-destroy:${requestId}`));
    expect(destroyJob?.doneAt).not.toBeNull();
    expect(destroyJob?.failedAt).toBeNull();
  });

  it('runs the destruction twice harmlessly', async () => {
    const person = await richUser('Полина');
    const service = app.services.account;
    const { requestId } = await service.requestDeletion(person.user.id, ACCOUNT_DELETION_REASON.user, {
      password: PASSWORD,
    });

    const first = await service.destroy(requestId);
    expect(first.destroyed).toBe(true);
    expect(first.categories.profile).toBe(1);
    const second = await service.destroy(requestId);
    expect(second).toEqual({ destroyed: false, categories: {} });

    // The scheduled job finds the work done and ends without failing.
    await makeDestructionDue(requestId);
    await app.jobs.runDue();
    const [job] = await app.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `account-destroy:${requestId}`));
    expect(job?.doneAt).not.toBeNull();
    expect(job?.failedAt).toBeNull();
    const records = await app.db
      .select()
      .from(dataDestructions)
      .where(eq(dataDestructions.requestId, requestId));
    expect(records).toHaveLength(1);
  });

  it('keeps the first request when asked again (support after the user), enqueueing nothing new', async () => {
    const person = await createTestUser(app, { password: PASSWORD });
    const service = app.services.account;
    const first = await service.requestDeletion(person.user.id, ACCOUNT_DELETION_REASON.user, {
      password: PASSWORD,
    });
    const again = await service.requestDeletion(person.user.id, ACCOUNT_DELETION_REASON.support);
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ created: false, requestId: first.requestId });
    const jobRows = await app.db
      .select()
      .from(jobs)
      .where(sql`${jobs.key} like ${`%${first.requestId}`}`);
    expect(jobRows).toHaveLength(2);
    expect((await pendingOf(person.user.id))?.reason).toBe(ACCOUNT_DELETION_REASON.user);
  });
});

describe('POST /api/user/consent/withdraw', () => {
  it('refuses a wrong password', async () => {
    const person = await createTestUser(app, { password: PASSWORD });
    const res = await post('/api/user/consent/withdraw', { password: 'не-тот-пароль' }, person.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ param: 'password', msg: ACCOUNT_TEXT.wrongPassword }] });
    expect((await userRow(person.user.id))?.status).toBe('active');
  });

  it('marks every consent withdrawn and handles the account as a deletion request', async () => {
    const person = await richUser('Тимур');
    const res = await post('/api/user/consent/withdraw', { password: PASSWORD }, person.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const rows = await app.db.select().from(consents).where(eq(consents.userId, person.user.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.withdrawnAt).not.toBeNull();
    expect((await userRow(person.user.id))?.status).toBe('deleting');
    const refresh = await app.inject({ method: 'GET', url: '/api/user/refresh', headers: person.headers });
    expect(refresh.statusCode).toBe(401);

    const pending = await pendingOf(person.user.id);
    expect(pending?.reason).toBe(ACCOUNT_DELETION_REASON.consentWithdrawal);
    const [destroyJob] = await app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, ACCOUNT_DESTROY_JOB), eq(jobs.key, `account-destroy:${pending?.requestId}`)));
    expect(destroyJob?.doneAt).toBeNull();

    await app.jobs.runDue();
    const letters = await readOutbox(app, person.user.email);
    const notice = letters.find((l) => l.subject === ACCOUNT_MAIL_SUBJECT.consentWithdrawal);
    expect(notice?.text).toContain('Обработка твоих данных прекращена');

    await makeDestructionDue(pending?.requestId ?? '');
    await app.jobs.runDue();
    expect(await userRow(person.user.id)).toBeUndefined();
    const [record] = await app.db
      .select()
      .from(dataDestructions)
      .where(eq(dataDestructions.requestId, pending?.requestId ?? ''));
    expect(record?.reason).toBe(ACCOUNT_DELETION_REASON.consentWithdrawal);
  });
});
