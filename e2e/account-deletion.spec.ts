import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_MAIL_SUBJECT } from '../packages/contract/src/account.ts';
import { COOKIES } from '../packages/contract/src/constants.ts';
import { AUTH_TEXT } from '../packages/contract/src/messages.ts';
import { registerViaApi, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { acceptCookies } from './support/cookies.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { waitForLetter } from './support/outbox.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Issue 7: deleting the account from account settings — password, confirmation, farewell,
// signed out everywhere, the confirmation letter, and no way back in.

const PASSWORD = 'Listopad-2031-e2e';

function accountSettings(page: Page) {
  return page.getByRole('dialog', { name: 'Настройки аккаунта' });
}

test.beforeEach(async ({ context, baseURL }) => {
  // The photo promo is done and the reminder to confirm the e-mail of a fresh account waits for
  // its turn of the cycle: not what this journey is about.
  await acceptCookies(context, baseURL, {
    [COOKIES.photoPromo.name]: '1',
    [COOKIES.emailConfirmPopup.name]: '1',
  });
});

test('delete the account from account settings: signed out, mailed, and no way back in', async ({
  page,
  request,
}, testInfo) => {
  const { email, token } = await registerViaApi(request, {
    email: uniqueEmail('e2e-delete', testInfo),
    password: PASSWORD,
  });

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
  await expectNoSeriousA11yViolations(page, testInfo, 'account settings');
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
  await expectNoSeriousA11yViolations(page, testInfo, 'account deletion farewell');
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
  await waitForLetter(email, ACCOUNT_MAIL_SUBJECT.deletion);

  await page.getByRole('tab', { name: 'Вход' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText(AUTH_TEXT.wrongCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/?$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
