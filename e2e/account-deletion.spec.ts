import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { ACCOUNT_MAIL_SUBJECT } from '../packages/contract/src/account.ts';
import { COOKIES } from '../packages/contract/src/constants.ts';
import type { CitySuggestion } from '../packages/contract/src/entities.ts';
import { AUTH_TEXT } from '../packages/contract/src/messages.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Issue 7: deleting the account from account settings — password, confirmation, farewell,
// signed out everywhere, the confirmation letter, and no way back in.

const PASSWORD = 'Listopad-2031-e2e';

interface OutboxLetter {
  to: string;
  subject: string;
  text: string;
}

async function lettersTo(to: string): Promise<OutboxLetter[]> {
  const dataDir = process.env.ISKRA_E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('ISKRA_E2E_DATA_DIR is not set: run the journeys through e2e/playwright.config.ts');
  const dir = join(dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const letters = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxLetter),
  );
  return letters.filter((letter) => letter.to === to);
}

async function acceptCookies(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const url = new URL(baseURL ?? 'http://127.0.0.1/').origin;
  await context.addCookies([
    { name: COOKIES.consent.name, value: '1', url },
    // The reminder to confirm the e-mail of a fresh account waits for its turn of the cycle:
    // not what this journey is about.
    { name: COOKIES.emailConfirmPopup.name, value: '1', url },
  ]);
}

/** Registers through the API with a city from the city search; returns the access token. */
async function register(request: APIRequestContext, email: string): Promise<string> {
  const cities = await request.post('/api/helpers/get-cities', { data: { input: 'Москва' } });
  expect(cities.status(), await cities.text()).toBe(200);
  const [city] = ((await cities.json()) as { cities: CitySuggestion[] }).cities;
  if (!city) throw new Error('the city search found no Москва');
  const response = await request.post('/api/user/registration', {
    data: {
      name: 'Марина',
      email,
      password: PASSWORD,
      birthday: '1993-04-12',
      gender: 2,
      looking: 1,
      agreement: true,
      goal: 3,
      lat: city.lat,
      lng: city.lng,
      city: city.name,
      country: city.country,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * Axe on the popups only (WCAG 2.x A/AA): the screen behind them is the shell's, checked by its
 * own journeys. Fails softly on serious or critical findings; every finding is attached.
 */
async function expectAccessiblePopups(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('.modal__panel')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  await testInfo.attach(`axe-${name}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect
    .soft(
      blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `axe found serious or critical violations in ${name}`,
    )
    .toEqual([]);
}

function accountSettings(page: Page) {
  return page.getByRole('dialog', { name: 'Настройки аккаунта' });
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

test('delete the account from account settings: signed out, mailed, and no way back in', async ({
  page,
  request,
}, testInfo) => {
  const email = `e2e-delete-${testInfo.project.name}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
  const token = await register(request, email);

  // Signed in with the token in localStorage, as after a login.
  await page.goto('terms');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('discover');
  await expect(page).toHaveURL(/\/app\/discover$/);

  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await page
    .getByRole('dialog', { name: 'Меню' })
    .getByRole('button', { name: 'Настройки аккаунта' })
    .click();
  const settings = accountSettings(page);
  await expect(settings).toBeVisible();
  const deletion = settings.getByRole('region', { name: 'Удалить аккаунт' });
  await expect(deletion).toContainText('Анкета сразу скроется');
  await expect(deletion).toContainText('в течение 3');
  await expect(settings.getByRole('region', { name: /Отозвать согласие/ })).toBeVisible();
  await expectAccessiblePopups(page, testInfo, 'account settings');
  await expectNoHorizontalScroll(page, 'account settings');
  await saveScreenshot(page, testInfo, 'account settings');

  // A wrong password is refused under the field, nothing happens.
  await deletion.getByLabel('Пароль').fill('не-тот-пароль-1');
  await deletion.getByRole('button', { name: 'Удалить аккаунт' }).click();
  let confirm = page.getByRole('dialog', { name: 'Удалить аккаунт навсегда?' });
  await confirm.getByRole('button', { name: 'Удалить навсегда' }).click();
  await expect(deletion.getByText(AUTH_TEXT.wrongPassword)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

  await deletion.getByLabel('Пароль').fill(PASSWORD);
  await deletion.getByRole('button', { name: 'Удалить аккаунт' }).click();
  confirm = page.getByRole('dialog', { name: 'Удалить аккаунт навсегда?' });
  await expect(confirm).toContainText('Отменить это нельзя');
  await confirm.getByRole('button', { name: 'Удалить навсегда' }).click();

  const farewell = page.getByRole('dialog', { name: 'Аккаунт удаляется' });
  await expect(farewell).toBeVisible();
  await expect(farewell).toContainText(email);
  await expectAccessiblePopups(page, testInfo, 'account deletion farewell');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expectNoHorizontalScroll(page, 'account deletion farewell');
  await saveScreenshot(page, testInfo, 'account deletion farewell');

  await farewell.getByRole('button', { name: 'Понятно' }).click();
  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: /Знакомься/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The old token no longer works, the letter has gone out, and the login is refused.
  const refresh = await request.get('/api/user/refresh', { headers: { authorization: `Bearer ${token}` } });
  expect(refresh.status()).toBe(401);
  await expect
    .poll(async () => (await lettersTo(email)).map((letter) => letter.subject), {
      message: `letter "${ACCOUNT_MAIL_SUBJECT.deletion}" to ${email}`,
    })
    .toContain(ACCOUNT_MAIL_SUBJECT.deletion);

  await page.getByRole('tab', { name: 'Вход' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText(AUTH_TEXT.wrongCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/?$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
