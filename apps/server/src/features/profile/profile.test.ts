import {
  AUTH_TEXT,
  EMAIL_CHANGE_LANDING,
  EMAIL_REVERT_LANDING,
  ERROR_TEXT,
  INTERESTS_PATH,
  PROFILE_RATE_LIMITS,
  PROFILE_TEXT,
  type ProfilePageResponse,
  type ProfileUpdateResponse,
  SERVER_MESSAGE,
} from '@iskra/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, readOutbox, type TestUser, useTestApp } from '../../../test/test-app.ts';
import { authTokens, users } from '../../platform/db/schema.ts';
import { createAuthLink } from '../auth/auth.repo.ts';
import { cities } from '../cities/cities.schema.ts';
import { blocks, dialogs } from '../pairs/pairs.schema.ts';
import { likes } from '../sympathies/sympathies.schema.ts';
import { visits } from '../visits/visits.schema.ts';
import { maskEmail } from './profile.mails.ts';

const app = useTestApp();

const KAZAN = { city: 'Казань', country: 'Россия', lat: 55.7887, lng: 49.1221 };

beforeAll(async () => {
  await app.db
    .insert(cities)
    .values({
      id: 551487,
      name: 'Казань',
      region: 'Республика Татарстан',
      country: 'Россия',
      countryCode: 'RU',
      lat: 55.7887,
      lng: 49.1221,
      population: 1_243_500,
      searchKey: 'казань',
    })
    .onConflictDoNothing();
});

function post(url: string, payload: object, who?: TestUser) {
  return app.inject({ method: 'POST', url, payload, headers: who?.headers ?? {} });
}

function page(id: string | number, who?: TestUser) {
  return app.inject({ method: 'GET', url: `/api/user/page/${id}`, headers: who?.headers ?? {} });
}

function fieldErrors(res: { statusCode: number; json: <T>() => T }) {
  expect(res.statusCode).toBe(422);
  return res.json<{ errors: { param: string; msg: string }[] }>().errors;
}

async function stored(userId: string) {
  const [row] = await app.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error('user vanished');
  return row;
}

describe('GET /api/user/page/{id}', () => {
  it('needs a signed-in user', async () => {
    const anna = await createTestUser(app);
    const res = await page(anna.user.userNumber);
    expect(res.statusCode).toBe(401);
  });

  it("answers another person's card with the viewer's rating and dialog", async () => {
    const anna = await createTestUser(app, { name: 'Анна', gender: 2, looking: 1, description: 'Привет' });
    const boris = await createTestUser(app);
    let res = await page(anna.user.userNumber, boris);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProfilePageResponse>();
    expect(body).toMatchObject({
      user: {
        id: anna.user.id,
        userId: anna.user.userNumber,
        name: 'Анна',
        description: 'Привет',
        gender: 2,
      },
      rating: null,
      dialog: null,
    });
    expect(body.user).not.toHaveProperty('email');

    await app.db.insert(likes).values({ raterId: boris.user.id, ratedId: anna.user.id, love: true });
    const [a, b] = [anna.user.id, boris.user.id].sort();
    const [dialog] = await app.db
      .insert(dialogs)
      .values({ userA: a ?? '', userB: b ?? '' })
      .returning();
    res = await page(anna.user.userNumber, boris);
    expect(res.json<ProfilePageResponse>()).toMatchObject({ rating: true, dialog: dialog?.id });
    // Anna has not rated Boris.
    expect((await page(boris.user.userNumber, anna)).json<ProfilePageResponse>().rating).toBeNull();
  });

  it('answers the own card for the own number and counts no visit', async () => {
    const anna = await createTestUser(app, { name: 'Анна' });
    const res = await page(anna.user.userNumber, anna);
    expect(res.statusCode).toBe(200);
    expect(res.json<ProfilePageResponse>()).toMatchObject({
      user: { id: anna.user.id, name: 'Анна' },
      rating: null,
      dialog: null,
    });
    expect(await app.db.select().from(visits).where(eq(visits.visitedId, anna.user.id))).toHaveLength(0);
  });

  it('is 404 for unknown numbers and anything that is not a number', async () => {
    const boris = await createTestUser(app);
    for (const id of ['999999999', 'abc', '0', '-1', '1.5', '99999999999', '%20']) {
      const res = await page(id, boris);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: SERVER_MESSAGE.userNotFound, code: 'notFound' });
    }
  });

  it('is 404 for people who are not active, and counts no visit', async () => {
    const boris = await createTestUser(app);
    for (const status of ['deleting', 'blocked']) {
      const hidden = await createTestUser(app, { status });
      const res = await page(hidden.user.userNumber, boris);
      expect(res.statusCode, status).toBe(404);
      expect(res.json()).toEqual({ message: SERVER_MESSAGE.userNotFound, code: 'notFound' });
      expect(await app.db.select().from(visits).where(eq(visits.visitedId, hidden.user.id))).toHaveLength(0);
    }
  });

  it('is 404 when either person blocked the other', async () => {
    const anna = await createTestUser(app);
    const boris = await createTestUser(app);
    const carl = await createTestUser(app);
    await app.db.insert(blocks).values([
      { blockerId: anna.user.id, blockedId: boris.user.id },
      { blockerId: carl.user.id, blockedId: anna.user.id },
    ]);
    for (const [viewer, target] of [
      [anna, boris],
      [boris, anna],
      [anna, carl],
      [carl, anna],
    ] as const) {
      const res = await page(target.user.userNumber, viewer);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: SERVER_MESSAGE.userNotFound, code: 'notFound' });
    }
    expect(await app.db.select().from(visits).where(eq(visits.visitedId, anna.user.id))).toHaveLength(0);
    // Unrelated people still see each other.
    expect((await page(carl.user.userNumber, boris)).statusCode).toBe(200);
  });

  it('limits the profiles one user opens, found or not, so no one walks the numbers', async () => {
    const anna = await createTestUser(app);
    const boris = await createTestUser(app);
    const carl = await createTestUser(app);
    const { limit, windowMs } = PROFILE_RATE_LIMITS.pageViewsPerUser;
    for (let i = 1; i < limit; i += 1) {
      const res = await page(900_000_000 + i, boris);
      expect(res.statusCode).toBe(404);
    }
    expect((await page(anna.user.userNumber, boris)).statusCode).toBe(200);

    const res = await page(anna.user.userNumber, boris);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: SERVER_MESSAGE.tooManyRequests, code: 'rateLimited' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(windowMs / 1000);
    // Only the viewer who walked is stopped; the own profile is never counted.
    expect((await page(boris.user.userNumber, boris)).statusCode).toBe(200);
    expect((await page(anna.user.userNumber, carl)).statusCode).toBe(200);
  });
});

describe('POST /api/user/update', () => {
  it('needs a signed-in user', async () => {
    expect((await post('/api/user/update', { name: 'Анна' })).statusCode).toBe(401);
  });

  it('saves the fields and answers the current user', async () => {
    const anna = await createTestUser(app, { gender: 2, looking: 1 });
    const res = await post(
      '/api/user/update',
      {
        birthday: '1990-01-20',
        goal: 5,
        looking: 2,
        lookingAgeFrom: 25,
        lookingAgeTo: 40,
        ...KAZAN,
        city: ' Казань ',
      },
      anna,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProfileUpdateResponse>();
    expect(body.updateEmail).toBe(false);
    expect(body.user).toMatchObject({
      id: anna.user.id,
      birthday: '1990-01-20',
      goal: 5,
      looking: 2,
      lookingAgeFrom: 25,
      lookingAgeTo: 40,
      city: 'Казань',
      country: 'Россия',
    });
    expect(await stored(anna.user.id)).toMatchObject({
      region: 'Республика Татарстан',
      lat: 55.7887,
      lng: 49.1221,
    });
  });

  it('sends a changed name or description back to moderation, an unchanged one not', async () => {
    const anna = await createTestUser(app, {
      name: 'Анна',
      description: 'Люблю горы',
      nameConfirmed: 1,
      descriptionConfirmed: 1,
    });
    let res = await post('/api/user/update', { name: 'Анна', description: 'Люблю горы' }, anna);
    expect(res.json<ProfileUpdateResponse>().user).toMatchObject({
      nameConfirmed: 1,
      descriptionConfirmed: 1,
    });

    res = await post('/api/user/update', { name: 'Анна-Мария' }, anna);
    expect(res.json<ProfileUpdateResponse>().user).toMatchObject({
      name: 'Анна-Мария',
      nameConfirmed: 0,
      descriptionConfirmed: 1,
    });
    await app.db.update(users).set({ nameConfirmed: -1 }).where(eq(users.id, anna.user.id));
    res = await post('/api/user/update', { description: '  Люблю море  ' }, anna);
    expect(res.json<ProfileUpdateResponse>().user).toMatchObject({
      description: 'Люблю море',
      descriptionConfirmed: 0,
      nameConfirmed: -1,
    });
  });

  it('refuses bad fields with field errors and changes nothing', async () => {
    const anna = await createTestUser(app, { name: 'Анна' });
    const cases: Array<[object, string, string]> = [
      [{ name: 'A' }, 'name', AUTH_TEXT.nameLength],
      [{ name: 'Анна1' }, 'name', AUTH_TEXT.nameInvalid],
      [{ birthday: '2020-01-01' }, 'birthday', AUTH_TEXT.ageTooYoung],
      [{ birthday: '1990-02-30' }, 'birthday', AUTH_TEXT.birthdayNoSuchDate],
      [{ goal: 9 }, 'goal', AUTH_TEXT.goalInvalid],
      [{ looking: 3 }, 'looking', AUTH_TEXT.lookingInvalid],
      [{ lookingAgeFrom: 17 }, 'lookingAgeFrom', PROFILE_TEXT.ageRangeInvalid],
      [{ lookingAgeTo: 81 }, 'lookingAgeTo', PROFILE_TEXT.ageRangeInvalid],
      [{ lookingAgeFrom: 40, lookingAgeTo: 30 }, 'lookingAgeFrom', PROFILE_TEXT.ageRangeOrder],
      [{ description: 'x'.repeat(1001) }, 'description', PROFILE_TEXT.descriptionTooLong],
      [{ email: 'not-an-address' }, 'email', AUTH_TEXT.emailInvalid],
      [{ city: 'Казань' }, 'city', ERROR_TEXT.pickCityFromList],
      [{ ...KAZAN, lat: 10 }, 'city', ERROR_TEXT.pickCityFromList],
      [{ ...KAZAN, city: 'Россия' }, 'city', ERROR_TEXT.pickCityFromList],
      [{ ...KAZAN, lat: 'x' }, 'lat', ERROR_TEXT.pickCityFromList],
    ];
    for (const [payload, param, msg] of cases) {
      const res = await post('/api/user/update', { name: 'Борис', ...payload }, anna);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json<{ errors: unknown[] }>().errors, JSON.stringify(payload)).toContainEqual({
        param,
        msg,
      });
    }
    expect((await stored(anna.user.id)).name).toBe('Анна');
  });

  it('checks one end of the age range against the stored other end', async () => {
    const anna = await createTestUser(app, { lookingAgeFrom: 25, lookingAgeTo: 35 });
    expect(fieldErrors(await post('/api/user/update', { lookingAgeFrom: 36 }, anna))).toEqual([
      { param: 'lookingAgeFrom', msg: PROFILE_TEXT.ageRangeOrder },
    ]);
    expect(fieldErrors(await post('/api/user/update', { lookingAgeTo: 24 }, anna))).toEqual([
      { param: 'lookingAgeTo', msg: PROFILE_TEXT.ageRangeOrder },
    ]);
    const res = await post('/api/user/update', { lookingAgeFrom: 35 }, anna);
    expect(res.json<ProfileUpdateResponse>().user).toMatchObject({ lookingAgeFrom: 35, lookingAgeTo: 35 });
  });

  it('answers an empty update with a message', async () => {
    const anna = await createTestUser(app);
    for (const payload of [{}, { unknown: 1 }]) {
      const res = await post('/api/user/update', payload, anna);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: PROFILE_TEXT.nothingToUpdate, code: 'invalidRequest' });
    }
  });
});

describe('e-mail change', () => {
  async function confirm(link: string) {
    return app.inject({ method: 'GET', url: new URL(link).pathname });
  }

  async function lastLink(to: string): Promise<string> {
    const link = (await readOutbox(app, to))
      .flatMap((l) => l.links)
      .reverse()
      .find((l) => l.includes('/api/user/confirm-email-change/'));
    if (!link) throw new Error(`no confirmation link mailed to ${to}`);
    return link;
  }

  async function undoLink(to: string): Promise<string> {
    const link = (await readOutbox(app, to))
      .flatMap((l) => l.links)
      .find((l) => l.includes('/api/user/revert-email-change/'));
    if (!link) throw new Error(`no undo link mailed to ${to}`);
    return link;
  }

  it('mails a link to the new address and switches only when it is opened', async () => {
    const anna = await createTestUser(app, { name: 'Анна', isActivated: false });
    const oldEmail = anna.user.email;
    const newEmail = `anna.new.${Date.now()}@mail.example`;
    await createAuthLink(app.db, anna.user.id, 'pass_restore', 60_000);

    const res = await post('/api/user/update', { email: ` ${newEmail.toUpperCase()} ` }, anna);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProfileUpdateResponse>();
    expect(body.updateEmail).toBe(true);
    expect(body.user.email).toBe(oldEmail);
    expect((await stored(anna.user.id)).email).toBe(oldEmail);

    const letters = await readOutbox(app, newEmail);
    expect(letters).toHaveLength(1);
    expect(letters[0]?.subject).toBe('Подтверди новый email');
    const link = await lastLink(newEmail);
    expect(link.startsWith(`${app.config.publicUrl}/api/user/confirm-email-change/`)).toBe(true);

    const opened = await confirm(link);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(EMAIL_CHANGE_LANDING.changed);
    expect(await stored(anna.user.id)).toMatchObject({ email: newEmail, isActivated: true });

    // The old address hears about it, with a way to undo it; links mailed there no longer work.
    const notice = (await readOutbox(app, oldEmail)).at(-1);
    expect(notice?.subject).toBe('Email аккаунта изменён');
    expect(notice?.text).toContain(maskEmail(newEmail));
    expect(notice?.links.some((l) => l.includes('/api/user/revert-email-change/'))).toBe(true);
    const open = await app.db
      .select({ kind: authTokens.kind })
      .from(authTokens)
      .where(and(eq(authTokens.userId, anna.user.id), isNull(authTokens.usedAt)));
    expect(open).toEqual([{ kind: 'email_revert' }]);

    // A link works once.
    expect((await confirm(link)).headers.location).toBe(EMAIL_CHANGE_LANDING.invalid);
    const refreshed = await app.inject({ method: 'GET', url: '/api/user/refresh', headers: anna.headers });
    expect(refreshed.json<{ user: { email: string } }>().user.email).toBe(newEmail);
  });

  it('lets the old address undo a change for a day: the address is back and every session ends', async () => {
    const anna = await createTestUser(app, { name: 'Анна' });
    const oldEmail = anna.user.email;
    const newEmail = `taken.over.${Date.now()}@mail.example`;
    await post('/api/user/update', { email: newEmail }, anna);
    await confirm(await lastLink(newEmail));
    expect((await stored(anna.user.id)).email).toBe(newEmail);

    const undo = await undoLink(oldEmail);
    expect(undo.startsWith(`${app.config.publicUrl}/api/user/revert-email-change/`)).toBe(true);
    const opened = await confirm(undo);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(EMAIL_REVERT_LANDING.reverted);
    expect((await stored(anna.user.id)).email).toBe(oldEmail);

    // Whoever changed it is signed out, and the owner gets a way to a new password.
    const refreshed = await app.inject({ method: 'GET', url: '/api/user/refresh', headers: anna.headers });
    expect(refreshed.statusCode).toBe(401);
    const letter = (await readOutbox(app, oldEmail)).at(-1);
    expect(letter?.subject).toBe('Прежний email аккаунта возвращён');
    expect(letter?.links.some((l) => l.includes('/app/restore-pass/'))).toBe(true);

    // The undo link works once.
    expect((await confirm(undo)).headers.location).toBe(EMAIL_REVERT_LANDING.invalid);
  });

  it('does not undo into an address another account took meanwhile', async () => {
    const anna = await createTestUser(app);
    const oldEmail = anna.user.email;
    const newEmail = `moved.${Date.now()}@mail.example`;
    await post('/api/user/update', { email: newEmail }, anna);
    await confirm(await lastLink(newEmail));
    await createTestUser(app, { email: oldEmail });
    const undo = await undoLink(oldEmail);
    expect((await confirm(undo)).headers.location).toBe(EMAIL_REVERT_LANDING.taken);
    expect((await stored(anna.user.id)).email).toBe(newEmail);
  });

  it('refuses an address another account uses', async () => {
    const anna = await createTestUser(app);
    const boris = await createTestUser(app);
    const res = await post('/api/user/update', { email: boris.user.email, name: 'Новое' }, anna);
    expect(fieldErrors(res)).toEqual([{ param: 'email', msg: PROFILE_TEXT.emailTaken }]);
    expect((await stored(anna.user.id)).name).not.toBe('Новое');
    expect(await readOutbox(app, boris.user.email)).toEqual([]);
  });

  it('treats the current address as no change', async () => {
    const anna = await createTestUser(app);
    const res = await post('/api/user/update', { email: anna.user.email.toUpperCase() }, anna);
    expect(res.json<ProfileUpdateResponse>().updateEmail).toBe(false);
    expect(await readOutbox(app, anna.user.email)).toEqual([]);
  });

  it('keeps only the newest requested address confirmable', async () => {
    const anna = await createTestUser(app);
    const first = `first.${Date.now()}@mail.example`;
    const second = `second.${Date.now()}@mail.example`;
    await post('/api/user/update', { email: first }, anna);
    const firstLink = await lastLink(first);
    await post('/api/user/update', { email: second }, anna);
    expect((await confirm(firstLink)).headers.location).toBe(EMAIL_CHANGE_LANDING.invalid);
    expect((await confirm(await lastLink(second))).headers.location).toBe(EMAIL_CHANGE_LANDING.changed);
    expect((await stored(anna.user.id)).email).toBe(second);
  });

  it('withdraws the letter of a superseded address that was not sent yet', async () => {
    const anna = await createTestUser(app);
    const first = `early.${Date.now()}@mail.example`;
    const second = `later.${Date.now()}@mail.example`;
    await post('/api/user/update', { email: first }, anna);
    await post('/api/user/update', { email: second }, anna);
    expect(await readOutbox(app, first)).toEqual([]);
    expect((await confirm(await lastLink(second))).headers.location).toBe(EMAIL_CHANGE_LANDING.changed);
  });

  it('does not switch to an address taken while the link waited', async () => {
    const anna = await createTestUser(app);
    const wanted = `wanted.${Date.now()}@mail.example`;
    await post('/api/user/update', { email: wanted }, anna);
    await createTestUser(app, { email: wanted });
    expect((await confirm(await lastLink(wanted))).headers.location).toBe(EMAIL_CHANGE_LANDING.taken);
    expect((await stored(anna.user.id)).email).toBe(anna.user.email);
  });

  it('limits confirmation letters per user', async () => {
    const anna = await createTestUser(app);
    const { limit } = PROFILE_RATE_LIMITS.emailChangePerUser;
    for (let i = 0; i < limit; i += 1) {
      const res = await post('/api/user/update', { email: `spam${i}.${Date.now()}@mail.example` }, anna);
      expect(res.statusCode).toBe(200);
    }
    const res = await post('/api/user/update', { email: `spam.last.${Date.now()}@mail.example` }, anna);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: SERVER_MESSAGE.tooManyRequests, code: 'rateLimited' });
  });

  it('limits "taken" answers too, so addresses cannot be tested one by one', async () => {
    const anna = await createTestUser(app);
    const { limit } = PROFILE_RATE_LIMITS.emailChangePerUser;
    for (let i = 0; i < limit; i += 1) {
      const other = await createTestUser(app);
      expect(fieldErrors(await post('/api/user/update', { email: other.user.email }, anna))).toEqual([
        { param: 'email', msg: PROFILE_TEXT.emailTaken },
      ]);
    }
    const last = await createTestUser(app);
    expect((await post('/api/user/update', { email: last.user.email }, anna)).statusCode).toBe(429);
  });

  it('lands an unknown link on the invalid notice', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user/confirm-email-change/nonsense' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(EMAIL_CHANGE_LANDING.invalid);
  });
});

describe('POST /api/user/info/update', () => {
  it('needs a signed-in user', async () => {
    expect((await post('/api/user/info/update', { height: 180 })).statusCode).toBe(401);
  });

  it('sets sent fields, clears nulls and keeps absent ones', async () => {
    const anna = await createTestUser(app, { smoking: 2, alcohol: 1 });
    let res = await post(
      '/api/user/info/update',
      { relationship: 1, orientation: 3, height: 170, weight: 60, living: 5, children: 4, smoking: null },
      anna,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      info: {
        relationship: 1,
        orientation: 3,
        height: 170,
        weight: 60,
        living: 5,
        children: 4,
        smoking: null,
        alcohol: 1,
      },
    });
    res = await post('/api/user/info/update', { height: 100, weight: 300 }, anna);
    expect(res.json<{ info: object }>().info).toMatchObject({ height: 100, weight: 300, relationship: 1 });
    res = await post('/api/user/info/update', { height: 250, weight: 30 }, anna);
    expect(res.json<{ info: object }>().info).toMatchObject({ height: 250, weight: 30 });
  });

  it('refuses codes outside their lists and out-of-range height or weight', async () => {
    const anna = await createTestUser(app, { height: 180 });
    const cases: Array<[object, string, string]> = [
      [{ height: 99 }, 'height', PROFILE_TEXT.heightInvalid],
      [{ height: 251 }, 'height', PROFILE_TEXT.heightInvalid],
      [{ height: 170.5 }, 'height', PROFILE_TEXT.heightInvalid],
      [{ height: '170' }, 'height', PROFILE_TEXT.heightInvalid],
      [{ weight: 29 }, 'weight', PROFILE_TEXT.weightInvalid],
      [{ weight: 301 }, 'weight', PROFILE_TEXT.weightInvalid],
      [{ relationship: 4 }, 'relationship', PROFILE_TEXT.codeInvalid],
      [{ orientation: 0 }, 'orientation', PROFILE_TEXT.codeInvalid],
      [{ living: 6 }, 'living', PROFILE_TEXT.codeInvalid],
      [{ children: 5 }, 'children', PROFILE_TEXT.codeInvalid],
      [{ smoking: 4 }, 'smoking', PROFILE_TEXT.codeInvalid],
      [{ alcohol: 5 }, 'alcohol', PROFILE_TEXT.codeInvalid],
      [{ alcohol: 'много' }, 'alcohol', PROFILE_TEXT.codeInvalid],
    ];
    for (const [payload, param, msg] of cases) {
      const res = await post('/api/user/info/update', { weight: 70, ...payload }, anna);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json<{ errors: unknown[] }>().errors, JSON.stringify(payload)).toEqual([{ param, msg }]);
    }
    expect(await stored(anna.user.id)).toMatchObject({ height: 180, weight: null });
  });

  it('answers an empty update with a message', async () => {
    const anna = await createTestUser(app);
    const res = await post('/api/user/info/update', {}, anna);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: PROFILE_TEXT.nothingToUpdate, code: 'invalidRequest' });
  });
});

describe(`POST ${INTERESTS_PATH}`, () => {
  it('needs a signed-in user', async () => {
    expect((await post(INTERESTS_PATH, { interests: [1] })).statusCode).toBe(401);
  });

  it('saves up to five interests in the given order, and an empty list', async () => {
    const anna = await createTestUser(app);
    let res = await post(INTERESTS_PATH, { interests: [27, 1, 9, 16, 5] }, anna);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, interests: [27, 1, 9, 16, 5] });
    expect((await stored(anna.user.id)).interests).toEqual([27, 1, 9, 16, 5]);
    res = await post(INTERESTS_PATH, { interests: [] }, anna);
    expect(res.json()).toEqual({ success: true, interests: [] });
  });

  it('refuses a sixth interest, unknown codes and repeats', async () => {
    const anna = await createTestUser(app, { interests: [3] });
    expect(fieldErrors(await post(INTERESTS_PATH, { interests: [1, 2, 3, 4, 5, 6] }, anna))).toEqual([
      { param: 'interests', msg: 'Выберите до 5 интересов.' },
    ]);
    for (const interests of [[0], [28], [1, 1], ['1'], 'sport']) {
      expect(fieldErrors(await post(INTERESTS_PATH, { interests }, anna))).toEqual([
        { param: 'interests', msg: PROFILE_TEXT.codeInvalid },
      ]);
    }
    expect(fieldErrors(await post(INTERESTS_PATH, {}, anna))[0]?.param).toBe('interests');
    expect((await stored(anna.user.id)).interests).toEqual([3]);
  });
});
