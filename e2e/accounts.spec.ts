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
import { COOKIES } from '../packages/contract/src/constants.ts';
import { ERROR_TEXT, SUCCESS_TEXT } from '../packages/contract/src/messages.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Issue 3: accounts — registration with the city picker, e-mail confirmation through the letter,
// sign-in, the session surviving a reload, logout with confirmation, and password restore through
// the letter, at the phone and desktop widths of the two projects.

const PASSWORD = 'Zvezdopad-1987-e2e';
const NEW_PASSWORD = 'Polnolunie-2024-e2e';
const CONFIRM_SUBJECT = 'Подтвердите email в Искре';
const RESTORE_SUBJECT = 'Восстановление пароля в Искре';

/** What the embedded mailer writes to DATA_DIR/outbox for every letter (apps/server mail.ts). */
interface OutboxLetter {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  date: string;
}

function outboxDir(): string {
  const dataDir = process.env.ISKRA_E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('ISKRA_E2E_DATA_DIR is not set: run the journeys through e2e/playwright.config.ts');
  return join(dataDir, 'outbox');
}

async function lettersTo(to: string, subject: string): Promise<OutboxLetter[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir());
  } catch {
    return [];
  }
  const letters = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(join(outboxDir(), name), 'utf8')) as OutboxLetter),
  );
  return letters
    .filter((letter) => letter.to === to && letter.subject === subject)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Waits for the `count`-th letter with this subject to this address and returns its link to `path`. */
async function mailedLink(to: string, subject: string, path: string, count = 1): Promise<string> {
  await expect
    .poll(async () => (await lettersTo(to, subject)).length, { message: `letter "${subject}" to ${to}` })
    .toBeGreaterThanOrEqual(count);
  const letters = await lettersTo(to, subject);
  const newest = letters[letters.length - 1];
  const link = newest?.links.find((href) => new URL(href).pathname.startsWith(path));
  if (!link) throw new Error(`no ${path} link in "${subject}": ${newest?.links.join(', ')}`);
  return link;
}

/**
 * Like support/axe.ts, but only for one part of the page (a popup above a page that is not this
 * journey's subject).
 */
async function expectNoSeriousA11yViolationsIn(
  page: Page,
  testInfo: TestInfo,
  selector: string,
  name: string,
): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  await testInfo.attach(`axe-${name}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map((v) => `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})`).join('\n');
  expect.soft(blocking.length, `axe found serious or critical violations on ${name}:\n${report}`).toBe(0);
}

/** A fresh address for every test and project, so runs never collide. */
function uniqueEmail(project: string): string {
  return `e2e-${project}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

async function acceptCookies(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const url = new URL(baseURL ?? 'http://127.0.0.1/').origin;
  await context.addCookies([{ name: COOKIES.consent.name, value: '1', url }]);
}

function tab(page: Page, name: string) {
  return page.getByRole('tab', { name });
}

function notice(page: Page, text: string) {
  return page.getByRole('region', { name: 'Уведомления' }).getByText(text);
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await tab(page, 'Вход').click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await page.getByRole('dialog', { name: 'Меню' }).getByRole('button', { name: 'Выйти' }).click();
  const confirm = page.getByRole('dialog', { name: 'Выйти из аккаунта?' });
  await expect(confirm).toContainText('функции сайта станут недоступны');
  await confirm.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: /Знакомься/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

/** A signed-up account made through the API (for journeys that start after registration). */
async function registerThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/user/registration', {
    data: {
      name: 'Вера',
      email,
      password: PASSWORD,
      birthday: '1994-08-21',
      gender: 2,
      looking: 1,
      agreement: true,
      goal: 2,
      lat: 59.93863,
      lng: 30.31413,
      city: 'Санкт-Петербург',
      country: 'Россия',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

test.describe('accounts', () => {
  test('register, confirm the e-mail through the letter, log in, stay signed in, log out', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo.project.name);

    await page.goto('./');
    await expect(tab(page, 'Регистрация')).toHaveAttribute('aria-selected', 'true');
    await expectNoHorizontalScroll(page, 'landing registration');
    await saveScreenshot(page, testInfo, 'landing registration');

    // Client checks with the contract's messages.
    await page.getByRole('button', { name: 'Создать аккаунт' }).click();
    await expect(page.getByText(ERROR_TEXT.agreementRequired)).toBeVisible();
    await expect(page.getByText(ERROR_TEXT.pickCityFromList)).toBeVisible();
    await expect(page.getByLabel('Имя')).toBeFocused();
    await expectNoSeriousA11yViolations(page, testInfo, 'registration errors');
    await expectNoHorizontalScroll(page, 'registration errors');
    await saveScreenshot(page, testInfo, 'registration errors');

    await page.getByLabel('Имя').fill('Анна');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Показать пароль' }).click();
    await expect(page.getByLabel('Пароль', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel('Дата рождения').pressSequentially('17051995');
    await expect(page.getByLabel('Дата рождения')).toHaveValue('17.05.1995');
    await page.getByRole('radio', { name: 'Женщина' }).check();
    await page.getByRole('radio', { name: 'Мужчину' }).check();
    await page.getByLabel('Цель знакомства').selectOption({ label: 'Отношения' });

    const city = page.getByRole('combobox', { name: 'Город' });
    await city.pressSequentially('Москва');
    const moscow = page.getByRole('option', { name: /^Москва/ }).first();
    await expect(moscow).toBeVisible();
    await expect(city).toHaveAttribute('aria-expanded', 'true');
    await saveScreenshot(page, testInfo, 'registration city suggestions');
    await moscow.click();
    await expect(city).toHaveValue(/^Москва, .*Россия$/);

    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Создать аккаунт' }).click();

    // Signed in: discover, and the confirmation reminder of a fresh cookie cycle.
    await expect(page).toHaveURL(/\/app\/discover$/);
    const reminder = page.getByRole('dialog', { name: 'Подтверди email' });
    await expect(reminder).toContainText(email);
    await reminder.getByRole('button', { name: 'Отправить письмо ещё раз' }).click();
    await expect(notice(page, SUCCESS_TEXT.activationMailSent)).toBeVisible();
    await expect(reminder.getByRole('button', { name: /Отправить ещё раз через\s\d\sс/ })).toBeDisabled();
    await expectNoSeriousA11yViolationsIn(page, testInfo, '[role="dialog"]', 'email confirmation popup');
    await saveScreenshot(page, testInfo, 'email confirmation popup');
    await expect(reminder.getByRole('button', { name: 'Отправить письмо ещё раз' })).toBeEnabled({
      timeout: 7000,
    });
    await page.keyboard.press('Escape');
    await expect(reminder).toBeHidden();

    // The resend spent the first link: the newest of the two letters holds the valid one.
    const activation = await mailedLink(email, CONFIRM_SUBJECT, '/api/user/activate/', 2);

    await logOut(page);

    await page.goto(activation);
    await expect(page).toHaveURL(/\/app\/\?activated$/);
    await expect(notice(page, SUCCESS_TEXT.emailConfirmed)).toBeVisible();
    await expect(tab(page, 'Вход')).toHaveAttribute('aria-selected', 'true');
    await saveScreenshot(page, testInfo, 'landing after activation');

    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/app\/discover$/);
    await expect(page.getByRole('dialog', { name: 'Подтверди email' })).toBeHidden();

    // A reload keeps the session (GET /api/user/refresh with the stored token).
    await page.reload();
    await expect(page).toHaveURL(/\/app\/discover$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Знакомства' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeVisible();

    await logOut(page);

    // The used link is spent now.
    await page.goto(activation);
    await expect(page).toHaveURL(/\/app\/\?activation=invalid$/);
    await expect(
      notice(page, 'Ссылка для подтверждения email недействительна или уже использована'),
    ).toBeVisible();
  });

  test('wrong password shows under the field; the landing tabs', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo.project.name);
    await registerThroughApi(request, email);

    await page.goto('./?fromLegal');
    await expect(tab(page, 'Вход')).toHaveAttribute('aria-selected', 'true');
    await logIn(page, email, 'not-the-password');
    const password = page.getByLabel('Пароль', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.field__error')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, testInfo, 'login error');
    await saveScreenshot(page, testInfo, 'landing login error');

    await tab(page, 'Восстановление').click();
    await expectNoHorizontalScroll(page, 'landing restore');
    await saveScreenshot(page, testInfo, 'landing restore');
  });

  test('restore the password through the letter and log in with the new one', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo.project.name);
    await registerThroughApi(request, email);

    await page.goto('./');
    await tab(page, 'Вход').click();
    await page.getByRole('button', { name: 'Забыл пароль?' }).click();
    await expect(tab(page, 'Восстановление')).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Восстановить пароль' }).click();
    await expect(notice(page, SUCCESS_TEXT.restoreMailSent)).toBeVisible();
    await expect(tab(page, 'Регистрация')).toHaveAttribute('aria-selected', 'true');

    const link = await mailedLink(email, RESTORE_SUBJECT, '/app/restore-pass/');
    await page.goto(link);
    const field = page.getByLabel('Новый пароль');
    await expect(field).toBeEnabled();
    await expectNoSeriousA11yViolations(page, testInfo, 'restore password');
    await expectNoHorizontalScroll(page, 'restore password');
    await saveScreenshot(page, testInfo, 'restore password');

    await field.fill('short');
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page).toHaveURL(/\/app\/discover$/);
    await expect(notice(page, 'Пароль изменён. С возвращением!')).toBeVisible();

    await logOut(page);
    await logIn(page, email, PASSWORD);
    await expect(page.getByLabel('Пароль', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Пароль', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/app\/discover$/);
    await logOut(page);

    // The link worked once; now it is refused, the form stays disabled and the page goes home.
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText(ERROR_TEXT.linkInvalid);
    await expect(page.getByLabel('Новый пароль')).toBeDisabled();
    await saveScreenshot(page, testInfo, 'restore password invalid link');
    await expect(page).toHaveURL(/\/app\/?$/, { timeout: 6000 });
  });

  test('a broken sign-in link reports an authorization error and goes home', async ({ page }) => {
    await page.goto('auth?uid=00000000-0000-0000-0000-000000000000&token=spent&landing=e2e');
    await expect(notice(page, ERROR_TEXT.authorization)).toBeVisible();
    await expect(page).toHaveURL(/\/app\/?$/);
  });
});
