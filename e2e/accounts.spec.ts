import { expect, type Page, test } from '@playwright/test';
import { COOKIES } from '../packages/contract/src/constants.ts';
import { ERROR_TEXT, SUCCESS_TEXT } from '../packages/contract/src/messages.ts';
import { freshClientAddress, registerViaApi, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { acceptCookies } from './support/cookies.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { letterLink, waitForLetter } from './support/outbox.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Issue 3: accounts — registration with the city picker, e-mail confirmation through the letter,
// sign-in, the session surviving a reload, logout with confirmation, and password restore through
// the letter, at the phone and desktop widths of the two projects.

const PASSWORD = 'Zvezdopad-1987-e2e';
const NEW_PASSWORD = 'Polnolunie-2024-e2e';
const CONFIRM_SUBJECT = 'Подтверди email в Искре';
const RESTORE_SUBJECT = 'Восстановление пароля в Искре';

/** Waits for the `count`-th letter with this subject to this address and returns its link to `path`. */
async function mailedLink(to: string, subject: string, path: string, count = 1): Promise<string> {
  return letterLink(await waitForLetter(to, subject, { count }), path);
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
  await page.getByRole('tabpanel').getByRole('button', { name: 'Войти' }).click();
}

/**
 * Discover is shown: the address changes when the navigation starts, the page once its chunk
 * has loaded, and that moment counts as a navigation for the header, whose menu it closes.
 */
async function onDiscover(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/app\/discover$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Знакомства' })).toBeVisible();
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

test.beforeEach(async ({ context, baseURL }) => {
  // The photo promo screen of a new account is done (e2e/photos.spec.ts is about it); the e-mail
  // reminder then comes a second after start, as the start-up promo sequence has it.
  await acceptCookies(context, baseURL, { [COOKIES.photoPromo.name]: '1' });
});

test.describe('accounts', () => {
  test('the registration form checks its fields with the contract’s messages before sending', async ({
    page,
  }, testInfo) => {
    await page.goto('./');
    await expect(tab(page, 'Регистрация')).toHaveAttribute('aria-selected', 'true');
    await expectNoHorizontalScroll(page, 'landing registration');
    await saveScreenshot(page, testInfo, 'landing registration');

    await page.getByRole('button', { name: 'Создать аккаунт' }).click();
    await expect(page.getByText(ERROR_TEXT.agreementRequired)).toBeVisible();
    await expect(page.getByText(ERROR_TEXT.pickCityFromList)).toBeVisible();
    await expect(page.getByLabel('Имя')).toBeFocused();
    await expectNoSeriousA11yViolations(page, testInfo, 'registration errors');
    await expectNoHorizontalScroll(page, 'registration errors');
    await saveScreenshot(page, testInfo, 'registration errors');
  });

  test('register, resend the confirmation letter, log out', async ({ page }, testInfo) => {
    const email = uniqueEmail('e2e', testInfo);

    await page.goto('./');
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
    await expectNoSeriousA11yViolations(page, testInfo, 'email confirmation popup', {
      include: '[role="dialog"]',
    });
    await saveScreenshot(page, testInfo, 'email confirmation popup');
    await expect(reminder.getByRole('button', { name: 'Отправить письмо ещё раз' })).toBeEnabled({
      timeout: 7000,
    });
    await page.keyboard.press('Escape');
    await expect(reminder).toBeHidden();

    // The resend spent the first link: the newest of the two letters holds the valid one.
    await mailedLink(email, CONFIRM_SUBJECT, '/api/user/activate/', 2);

    await logOut(page);
  });

  test('confirm the e-mail through the letter, log in, stay signed in, log out', async ({
    page,
    request,
  }, testInfo) => {
    const { email } = await registerViaApi(request, {
      email: uniqueEmail('e2e', testInfo),
      password: PASSWORD,
    });
    const activation = await mailedLink(email, CONFIRM_SUBJECT, '/api/user/activate/');

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
    const { email } = await registerViaApi(request, {
      email: uniqueEmail('e2e', testInfo),
      password: PASSWORD,
      name: 'Вера',
    });

    await page.goto('./?fromLegal');
    await expect(tab(page, 'Вход')).toHaveAttribute('aria-selected', 'true');
    await logIn(page, email, 'not-the-password');
    const password = page.getByLabel('Пароль', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.field__error')).toHaveCount(1);
    // The login card only: the slideshow beside it cross-fades, and a half-faded caption is
    // not what a reader sees.
    await expectNoSeriousA11yViolations(page, testInfo, 'login error', { include: '.landing__auth' });
    await saveScreenshot(page, testInfo, 'landing login error');

    await tab(page, 'Восстановление').click();
    await expectNoHorizontalScroll(page, 'landing restore');
    await saveScreenshot(page, testInfo, 'landing restore');
  });

  test('ask for the password restore letter on the landing', async ({ page, request }, testInfo) => {
    const { email } = await registerViaApi(request, {
      email: uniqueEmail('e2e', testInfo),
      password: PASSWORD,
      name: 'Вера',
    });

    await page.goto('./');
    await tab(page, 'Вход').click();
    await page.getByRole('button', { name: 'Не помнишь пароль?' }).click();
    await expect(tab(page, 'Восстановление')).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Восстановить пароль' }).click();
    await expect(notice(page, SUCCESS_TEXT.restoreMailSent)).toBeVisible();
    // The tab says where the letter went, and leads back to login.
    await expect(page.getByRole('heading', { name: 'Проверь почту' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Проверь почту' })).toContainText(email);
    await expect(tab(page, 'Восстановление')).toHaveAttribute('aria-selected', 'true');
    await expectNoHorizontalScroll(page, 'restore letter sent');
    await saveScreenshot(page, testInfo, 'restore letter sent');
    await page.getByRole('button', { name: 'Вернуться ко входу' }).click();
    await expect(tab(page, 'Вход')).toHaveAttribute('aria-selected', 'true');
    await mailedLink(email, RESTORE_SUBJECT, '/app/restore-pass/');
  });

  test('restore the password through the letter and log in with the new one', async ({
    page,
    request,
  }, testInfo) => {
    const { email } = await registerViaApi(request, {
      email: uniqueEmail('e2e', testInfo),
      password: PASSWORD,
      name: 'Вера',
    });
    const asked = await request.post('/api/user/pass-restore', {
      data: { email },
      headers: freshClientAddress(),
    });
    expect(asked.status(), await asked.text()).toBe(200);

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
    await onDiscover(page);
    await expect(notice(page, 'Пароль изменён. С возвращением!')).toBeVisible();

    await logOut(page);
    await logIn(page, email, PASSWORD);
    await expect(page.getByLabel('Пароль', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Пароль', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Войти' }).click();
    await onDiscover(page);
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
