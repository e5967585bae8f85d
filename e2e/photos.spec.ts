import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { COOKIES } from '../packages/contract/src/constants.ts';
import { SUCCESS_TEXT } from '../packages/contract/src/messages.ts';
import { registerViaApi, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { acceptCookies } from './support/cookies.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { portraitPng } from './support/portrait.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Issue 4, photos: a new user meets the full-screen photo promo, uploads photos through both
// crops (the keyboard moves the crop box), sees the main photo as the avatar, changes the main
// photo, deletes one after a confirmation, reads the photo rules and continues; the promo does
// not come back.

const PASSWORD = 'Fotografiya-2031-e2e';

async function cookieValue(page: Page, name: string): Promise<string | null> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === name)?.value ?? null;
}

/** Picks the file, moves the crop box by keyboard, applies both crops and uploads. */
async function uploadThroughBothCrops(page: Page, picture: string, shots?: { name: string }) {
  const upload = page.getByRole('dialog', { name: 'Загрузка фото' });
  await expect(upload).toBeVisible();
  await upload.getByLabel(/Выбрать фото/).setInputFiles(picture);
  await expect(upload.getByText('Шаг 1 из 2')).toBeVisible();
  const apply = upload.getByRole('button', { name: 'Применить' });
  await expect(apply).toBeEnabled();

  const box = upload.getByRole('group', { name: 'Область фото: двигай стрелками' });
  const before = await box.boundingBox();
  await box.focus();
  await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('Shift+ArrowLeft');
  const after = await box.boundingBox();
  expect(after?.y).toBeLessThan(before?.y ?? 0);
  expect(after?.x).toBeLessThan(before?.x ?? 0);
  if (shots) {
    await expectNoSeriousA11yViolations(page, test.info(), `${shots.name} crop`, { include: '.modal' });
    await saveScreenshot(page, test.info(), `${shots.name} crop`);
  }
  await apply.click();

  await expect(upload.getByText('Шаг 2 из 2')).toBeVisible();
  const send = upload.getByRole('button', { name: 'Загрузить' });
  await expect(send).toBeEnabled();
  if (shots) await saveScreenshot(page, test.info(), `${shots.name} thumbnail crop`);
  await send.click();
  // Done when the popup closes; a refused upload says why in the popup. The server re-encodes
  // three variants of the picture: give a busy machine time.
  const refused = upload.getByRole('alert');
  await expect(upload)
    .toBeHidden({ timeout: 30_000 })
    .catch(async (error: unknown) => {
      throw new Error(`upload not done: ${(await refused.allTextContents()).join(' ') || String(error)}`);
    });
  await expect(page.getByText(SUCCESS_TEXT.photoUploaded).first()).toBeVisible();
}

/** The own avatar of the shell: in the header on wide screens, in the bottom bar on phones. */
function headerAvatar(page: Page): Locator {
  return page.locator('.header__avatar .avatar__image, .bottom-bar .avatar__image').filter({ visible: true });
}

test.beforeEach(async ({ context, baseURL }, testInfo) => {
  // The e-mail reminder is on a later turn of its cycle: these journeys check it only takes it.
  const extra: Record<string, string> = { [COOKIES.emailConfirmPopup.name]: '1' };
  // The remind-avatar journey starts after the photo promo, one visit before the reminder's turn.
  if (testInfo.title.startsWith('remind-avatar')) {
    extra[COOKIES.photoPromo.name] = '1';
    extra[COOKIES.remindAvatar.name] = '3';
  }
  await acceptCookies(context, baseURL, extra);
});

/** A fresh user, signed in, on discover with the photo promo open; returns the promo. */
async function openPhotoPromo(page: Page, request: APIRequestContext, testInfo: TestInfo): Promise<Locator> {
  const { token } = await registerViaApi(request, {
    email: uniqueEmail('e2e-photos', testInfo),
    password: PASSWORD,
  });
  await page.goto('terms');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('discover');
  const promo = page.getByRole('dialog', { name: 'Добавь своё фото' });
  await expect(promo).toBeVisible();
  return promo;
}

/** A picture of the given size in a folder of its own. */
function pictureFile(width: number, height: number): string {
  // Not in the test's output folder: a journey run next to this one may clear that.
  const picture = join(mkdtempSync(join(tmpdir(), 'iskra-photos-')), 'portrait.png');
  writeFileSync(picture, portraitPng(0, width, height));
  return picture;
}

test('a new user meets the photo promo and reads the photo rules', async ({ page, request }, testInfo) => {
  const promo = await openPhotoPromo(page, request, testInfo);
  await expect(promo.getByRole('button', { name: 'Продолжить' })).toBeDisabled();
  await expect(promo.getByRole('button', { name: 'Пропустить' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page, testInfo, 'photo promo');
  await expectNoHorizontalScroll(page, 'photo promo');
  await saveScreenshot(page, testInfo, 'photo promo');

  // The photo rules say what the user agreement says.
  await promo.getByRole('button', { name: 'Правила для фото' }).click();
  const rules = page.getByRole('dialog', { name: 'Правила для фото' });
  await expect(rules).toContainText('Никаких фото несовершеннолетних');
  await expect(rules.getByRole('link', { name: /Пользовательского соглашения/ })).toHaveAttribute(
    'href',
    '/app/terms',
  );
  await expectNoSeriousA11yViolations(page, testInfo, 'photo rules', { include: '.modal' });
  await saveScreenshot(page, testInfo, 'photo rules');
  await rules.getByRole('button', { name: 'Понятно' }).click();
  await expect(rules).toBeHidden();
  await expect(promo).toBeVisible();
});

test('on the photo promo the main photo goes through both crops and becomes the avatar', async ({
  page,
  request,
}, testInfo) => {
  // A landscape picture, as a phone photo would be.
  const picture = pictureFile(1400, 1050);
  const promo = await openPhotoPromo(page, request, testInfo);
  const proceed = promo.getByRole('button', { name: 'Продолжить' });
  await expect(proceed).toBeDisabled();
  await promo.getByRole('button', { name: 'Добавить главное фото' }).click();
  await uploadThroughBothCrops(page, picture, { name: 'photo upload' });
  const mainSlot = promo.getByRole('button', { name: 'Главное фото: изменить или удалить' });
  await expect(mainSlot).toBeVisible();
  await expect(mainSlot.locator('img')).toHaveAttribute('src', /\/media\//);
  await expect(headerAvatar(page)).toHaveAttribute('src', /\/media\//);
  await expect(proceed).toBeEnabled();
  await expect(promo.getByText('Загружено 1 из 6')).toBeVisible();
});

test('on the photo promo a second photo becomes the main one and the old one is deleted', async ({
  page,
  request,
}, testInfo) => {
  const picture = pictureFile(1400, 1050);
  const promo = await openPhotoPromo(page, request, testInfo);
  await promo.getByRole('button', { name: 'Добавить главное фото' }).click();
  await uploadThroughBothCrops(page, picture);
  await expect(headerAvatar(page)).toHaveAttribute('src', /\/media\//);
  const firstThumb = await headerAvatar(page).getAttribute('src');

  // A second photo in an extra slot becomes the main one.
  await promo.getByRole('button', { name: 'Добавить фото' }).first().click();
  await uploadThroughBothCrops(page, picture);
  await promo.getByRole('button', { name: 'Фото 2: изменить или удалить' }).click();
  const actions = page.getByRole('dialog', { name: 'Фото 2' });
  await expect(actions.getByRole('button', { name: 'Сделать главным' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'photo actions', { include: '.modal' });
  await saveScreenshot(page, testInfo, 'photo actions');
  await actions.getByRole('button', { name: 'Сделать главным' }).click();
  await expect(page.getByText(SUCCESS_TEXT.profilePhotoSet)).toBeVisible();
  await expect(headerAvatar(page)).not.toHaveAttribute('src', firstThumb ?? '');
  await expect(promo.getByText('Загружено 2 из 6')).toBeVisible();
  await saveScreenshot(page, testInfo, 'photo promo with photos');

  // The old main photo goes, after a confirmation.
  await promo.getByRole('button', { name: 'Фото 2: изменить или удалить' }).click();
  await page.getByRole('dialog', { name: 'Фото 2' }).getByRole('button', { name: 'Удалить фото' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить фото?' });
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText(SUCCESS_TEXT.photoDeleted)).toBeVisible();
  await expect(promo.getByText('Загружено 1 из 6')).toBeVisible();
  await expect(promo.getByRole('button', { name: 'Фото 2: изменить или удалить' })).toHaveCount(0);
  await expect(headerAvatar(page)).toHaveAttribute('src', /\/media\//);
});

test('Continue closes the photo promo for good once there is a photo', async ({
  page,
  request,
}, testInfo) => {
  const picture = pictureFile(1400, 1050);
  const promo = await openPhotoPromo(page, request, testInfo);
  const proceed = promo.getByRole('button', { name: 'Продолжить' });
  await promo.getByRole('button', { name: 'Добавить главное фото' }).click();
  await uploadThroughBothCrops(page, picture);
  await expect(proceed).toBeEnabled();

  // Continue: the promo is done for 60 days; within the first hour the other promo (the e-mail
  // reminder) takes its turn — on a later turn here, so nothing opens.
  await proceed.click();
  await expect(promo).toBeHidden();
  expect(await cookieValue(page, COOKIES.photoPromo.name)).toBe('1');
  await expect.poll(() => cookieValue(page, COOKIES.emailConfirmPopup.name)).toBe('2');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(headerAvatar(page)).toBeVisible();
  await saveScreenshot(page, testInfo, 'after photo promo');

  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect.poll(() => cookieValue(page, COOKIES.emailConfirmPopup.name)).toBe('3');
  await expect(page.getByRole('dialog', { name: 'Добавь своё фото' })).toHaveCount(0);
});

test('Skip closes the photo promo without a photo, and it stays away', async ({
  page,
  request,
}, testInfo) => {
  const promo = await openPhotoPromo(page, request, testInfo);
  await promo.getByRole('button', { name: 'Пропустить' }).click();
  await expect(promo).toBeHidden();
  expect(await cookieValue(page, COOKIES.photoPromo.name)).toBe('1');
  // A second later the other promo (the e-mail reminder) takes its turn.
  await expect.poll(() => cookieValue(page, COOKIES.emailConfirmPopup.name)).toBe('2');
  await page.reload();
  await expect.poll(() => cookieValue(page, COOKIES.emailConfirmPopup.name)).toBe('3');
  await expect(page.getByRole('dialog', { name: 'Добавь своё фото' })).toHaveCount(0);
});

test('a man who joined over an hour ago gets a subscription promo a second after the photo promo', async ({
  page,
  request,
}, testInfo) => {
  const { token } = await registerViaApi(request, {
    email: uniqueEmail('e2e-sub-promo', testInfo),
    password: PASSWORD,
    name: 'Олег',
    gender: 1,
    looking: 2,
  });
  // The account is minutes old; the app is told it joined two hours ago, as a returning user.
  await page.route('**/api/user/refresh', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.user.joinDate = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    await route.fulfill({ response, json });
  });
  await page.goto('terms');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('discover');

  const photoPromo = page.getByRole('dialog', { name: 'Добавь своё фото' });
  await photoPromo.getByRole('button', { name: 'Пропустить' }).click();
  await expect(photoPromo).toBeHidden();
  const offer = page.getByRole('dialog', { name: 'Симпатии без ограничений' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Безлимитные симпатии');
  expect(await cookieValue(page, COOKIES.subscriptionPromo.name)).toBe('1');
  expect(await cookieValue(page, COOKIES.subscriptionPromoShown.name)).toBe('1');
  // The e-mail reminder did not take a turn: one promo per start.
  expect(await cookieValue(page, COOKIES.emailConfirmPopup.name)).toBe('1');
  await expectNoSeriousA11yViolations(page, testInfo, 'subscription promo', { include: '.modal' });
  await expectNoHorizontalScroll(page, 'subscription promo');
  await saveScreenshot(page, testInfo, 'subscription promo');

  await offer.getByRole('link', { name: 'Получить Premium' }).click();
  await expect(page).toHaveURL(/\/app\/premium$/);
  await expect(offer).toBeHidden();

  // Shown today: the next start offers the other promo instead.
  await page.reload();
  await expect.poll(() => cookieValue(page, COOKIES.emailConfirmPopup.name)).toBe('2');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('remind-avatar: the own profile without a photo reminds on its turn and leads to the upload', async ({
  page,
  request,
}, testInfo) => {
  const picture = pictureFile(900, 1200);
  const { token } = await registerViaApi(request, {
    email: uniqueEmail('e2e-remind-avatar', testInfo),
    password: PASSWORD,
  });
  const me = await request.get('/api/user/refresh', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  const { userId } = ((await me.json()) as { user: { userId: number } }).user;
  await page.goto('terms');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(`@u${userId}`);

  const remind = page.getByRole('dialog', { name: 'Добавь фото профиля' });
  await expect(remind).toBeVisible();
  expect(await cookieValue(page, COOKIES.remindAvatar.name)).toBe('1');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, testInfo, 'remind avatar', { include: '.modal' });
  await expectNoHorizontalScroll(page, 'remind avatar');
  await saveScreenshot(page, testInfo, 'remind avatar');

  await remind.getByRole('button', { name: 'Загрузить фото' }).click();
  await uploadThroughBothCrops(page, picture);
  await expect(headerAvatar(page)).toHaveAttribute('src', /\/media\//);
  await expect(page.getByRole('button', { name: 'Главное фото: изменить или удалить' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'own profile photos');
  await saveScreenshot(page, testInfo, 'own profile photos');

  // With a profile photo the reminder stays away and its counter stands still.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Главное фото: изменить или удалить' })).toBeVisible();
  expect(await cookieValue(page, COOKIES.remindAvatar.name)).toBe('1');
  await expect(page.getByRole('dialog', { name: 'Добавь фото профиля' })).toHaveCount(0);
});
