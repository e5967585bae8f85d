/**
 * People for journeys that need more than one account: signed up through the API (with a photo
 * when asked), liking each other through the API, and each in a browser of their own.
 */
import { type APIRequestContext, type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { COOKIES, STORAGE_KEYS } from '../../packages/contract/src/constants.ts';
import type { AuthResponse, LikeResponse } from '../../packages/contract/src/entities.ts';
import type { Gender } from '../../packages/contract/src/enums.ts';
import { registerViaApi, uniqueEmail } from './accounts.ts';
import { acceptCookies } from './cookies.ts';
import { portraitPng } from './portrait.ts';

export interface Person {
  token: string;
  email: string;
  id: string;
  userId: number;
  name: string;
}

export interface SignUp {
  name: string;
  gender: Gender;
  looking: Gender;
  /** The registration city; Москва when not given. */
  city?: string;
  /** A portrait (its hue) uploaded as the main photo; none when not given. */
  photo?: number;
}

/** Signs a person up through the API; `prefix` starts their e-mail address. */
export async function signUpPerson(
  request: APIRequestContext,
  testInfo: TestInfo,
  prefix: string,
  password: string,
  who: SignUp,
): Promise<Person> {
  const { token, email } = await registerViaApi(request, {
    email: uniqueEmail(`${prefix}-${who.gender}`, testInfo),
    password,
    name: who.name,
    gender: who.gender,
    looking: who.looking,
    ...(who.city === undefined ? {} : { city: who.city }),
  });
  const headers = { authorization: `Bearer ${token}` };
  if (who.photo !== undefined) {
    const upload = await request.post('/api/image/upload', {
      headers,
      multipart: { image: { name: 'portrait.png', mimeType: 'image/png', buffer: portraitPng(who.photo) } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
  }
  const refresh = await request.get('/api/user/refresh', { headers });
  expect(refresh.status(), await refresh.text()).toBe(200);
  const auth = (await refresh.json()) as AuthResponse;
  return { token: auth.accessToken, email, id: auth.user.id, userId: auth.user.userId, name: who.name };
}

/** `from` likes `to` through the API, as from the discover deck. */
export async function like(request: APIRequestContext, from: Person, to: Person): Promise<LikeResponse> {
  const response = await request.post('/api/like', {
    headers: { authorization: `Bearer ${from.token}` },
    data: { love: true, liked: to.id, place: 'discover' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as LikeResponse;
}

/** Two people like each other through the API; the dialog of their match. */
export async function matchOf(request: APIRequestContext, a: Person, b: Person): Promise<string> {
  await like(request, a, b);
  const matched = await like(request, b, a);
  const dialogId = matched.dialog?.id ?? matched.match?.dialog;
  if (!dialogId) throw new Error('a mutual sympathy opens a dialog');
  return dialogId;
}

/**
 * A browser signed in as `person` from its first page on. The start-up popups a journey is not
 * about stay away: the photo promo is done, and the e-mail reminder's cookie cycle (1 → 2 → 3 →
 * 1 per page load) gives two page loads before its turn.
 */
export async function browserFor(browser: Browser, testInfo: TestInfo, person: Person): Promise<Page> {
  const { use } = testInfo.project;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    locale: use.locale,
    timezoneId: use.timezoneId,
  });
  await acceptCookies(context, use.baseURL, {
    [COOKIES.photoPromo.name]: '1',
    [COOKIES.emailConfirmPopup.name]: '1',
  });
  await context.addInitScript(
    ([token, pushOffer]) => {
      localStorage.setItem('token', token);
      // The offer to turn on push (after a match) would cover the page's corner in screenshots.
      localStorage.setItem(pushOffer, 'dismissed');
    },
    [person.token, STORAGE_KEYS.pushOffer] as const,
  );
  return context.newPage();
}

/**
 * Puts the e-mail reminder's cookie cycle back to its start, so the next two page loads of a long
 * journey are free of the reminder too (it opens on every third load of an unconfirmed account).
 */
export async function rewindEmailReminder(page: Page, testInfo: TestInfo): Promise<void> {
  await acceptCookies(page.context(), testInfo.project.use.baseURL, {
    [COOKIES.emailConfirmPopup.name]: '1',
  });
}
