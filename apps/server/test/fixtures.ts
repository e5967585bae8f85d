/**
 * People and what they do to each other, for integration tests through app.inject().
 *
 *   const vip = await createTestUser(app, { ...PREMIUM, gender: 2, looking: 1 });
 *   const anna = await createTestUserWithPhoto(app, { name: 'Анна' });
 *   const dialogId = await matchUsers(app, vip, anna);
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { CitySuggestion, ImageUploadResponse, LikeResponse, SendMessageResponse } from '@iskra/contract';
import { expect } from 'vitest';
import { loadCities } from '../src/features/cities/cities.repo.ts';
import { images } from '../src/platform/db/schema.ts';
import type { App } from '../src/platform/types.ts';
import { createTestUser, type NewTestUser, type TestUser } from './test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The columns of a Premium subscription running for another 30 days. */
export const PREMIUM = { premiumUntil: new Date(Date.now() + 30 * DAY_MS) } satisfies NewTestUser;

/** yyyy-mm-dd of someone who turned `age` a month ago. */
export function birthdayAt(age: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - age);
  d.setUTCDate(d.getUTCDate() - 30);
  return d.toISOString().slice(0, 10);
}

/** A man of 30 looking for women of 25–35, and a woman of 28 looking for men of 25–40. */
export const MAN: NewTestUser = {
  gender: 1,
  looking: 2,
  birthday: birthdayAt(30),
  lookingAgeFrom: 25,
  lookingAgeTo: 35,
};
export const WOMAN: NewTestUser = {
  gender: 2,
  looking: 1,
  birthday: birthdayAt(28),
  lookingAgeFrom: 25,
  lookingAgeTo: 40,
};

export type TestUserWithPhoto = TestUser & { fileKey: string; blurKey: string };

/**
 * A user with one profile photo (an image row with random keys, no stored files), so the hidden
 * shape of the user has a blurred picture to show.
 */
export async function createTestUserWithPhoto(
  app: App,
  fields: NewTestUser = {},
): Promise<TestUserWithPhoto> {
  const created = await createTestUser(app, fields);
  const fileKey = randomBytes(12).toString('base64url');
  const blurKey = randomBytes(12).toString('base64url');
  await app.db
    .insert(images)
    .values({ userId: created.user.id, fileKey, blurKey, profile: true, position: 0 });
  return { ...created, fileKey, blurKey };
}

/**
 * `from` rates `to` (a like unless `love: false`, optionally blocking, from the part of the
 * interface named by `place`); expects success.
 */
export async function likeUser(
  app: App,
  from: TestUser,
  to: TestUser,
  options: { love?: boolean; block?: boolean; place?: string } = {},
): Promise<LikeResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/like',
    headers: from.headers,
    payload: {
      love: options.love ?? true,
      liked: to.user.id,
      ...(options.place === undefined ? {} : { place: options.place }),
      ...(options.block === undefined ? {} : { block: options.block }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LikeResponse>();
}

/** A mutual sympathy of `a` and `b`; returns the id of the dialog it opened. */
export async function matchUsers(app: App, a: TestUser, b: TestUser): Promise<string> {
  await likeUser(app, a, b);
  const answer = await likeUser(app, b, a);
  const id = answer.dialog?.id;
  if (!id) throw new Error('no dialog opened');
  return id;
}

/** `who` uploads a JPEG as a photo through the API, as the web does; expects success. */
export async function uploadPhoto(
  app: App,
  who: { headers: Record<string, string> },
  jpeg: Buffer,
): Promise<ImageUploadResponse> {
  const data = new FormData();
  data.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await app.inject({
    method: 'POST',
    url: '/api/image/upload',
    headers: who.headers,
    payload: data,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ImageUploadResponse>();
}

/**
 * `from` writes through the API into a dialog (its id) or to a person (`{ userId }`, which
 * opens their dialog when there is none); expects success and returns the answer.
 */
export async function writeMessage(
  app: App,
  from: TestUser,
  to: string | { userId: string },
  text = 'Привет!',
): Promise<SendMessageResponse> {
  const target = typeof to === 'string' ? { dialogId: to } : to;
  const res = await app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: from.headers,
    payload: { clientId: randomUUID(), text, ...target },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SendMessageResponse>();
}

/** `visitor` opens the profile page of `visited` (which records a visit); expects success. */
export async function visitPage(app: App, visitor: TestUser, visited: TestUser): Promise<void> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/user/page/${visited.user.userNumber}`,
    headers: visitor.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Loads the city list and returns Moscow as the city search offers it (registration forms). */
export async function moscowSuggestion(app: App): Promise<CitySuggestion> {
  await loadCities(app.db);
  const res = await app.inject({
    method: 'POST',
    url: '/api/helpers/get-cities',
    payload: { input: 'Москва' },
  });
  const first = res.json<{ cities: CitySuggestion[] }>().cities[0];
  if (!first) throw new Error('city list is empty');
  return first;
}
