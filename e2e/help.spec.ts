import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { FEEDBACK_MAIL_SUBJECT } from '../packages/contract/src/account.ts';
import { SUCCESS_TEXT } from '../packages/contract/src/messages.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { acceptCookies } from './support/cookies.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { outboxLetters, waitForLetter } from './support/outbox.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Issue 7: /help — the frequent questions and the contact form. A real send reaches the
// support mailbox (the embedded server writes letters to DATA_DIR/outbox).

/** SUPPORT_EMAIL of the server started by playwright.config.ts (not set there: the default). */
const SUPPORT_EMAIL = 'support@iskra.example';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

test('help: questions open and close, the form sends only a real text and reaches support', async ({
  page,
}, testInfo) => {
  await page.goto('help');
  await expect(page).toHaveTitle('Помощь — Искра');
  await expect(page.getByRole('heading', { level: 1, name: 'Помощь' })).toBeVisible();
  const questions = page.locator('details.faq__item');
  expect(await questions.count()).toBeGreaterThanOrEqual(12);

  const cancel = page.locator('details#cancel-subscription');
  await cancel.getByText('Как отменить подписку?').click();
  await expect(cancel).toHaveAttribute('open', '');
  await expect(cancel).toContainText('до конца оплаченного периода');
  await expectNoSeriousA11yViolations(page, testInfo, 'help');
  await expectNoHorizontalScroll(page, 'help');
  await saveScreenshot(page, testInfo, 'help');

  const message = page.getByLabel('Сообщение');
  const email = page.getByLabel(/Email для ответа/);
  const send = page.getByRole('button', { name: 'Отправить' });
  await expect(email).toHaveValue('');
  await expect(send).toBeDisabled();
  await message.fill('   0123456789   ');
  await expect(send).toBeDisabled();
  await message.fill('           ');
  await expect(send).toBeDisabled();

  const marker = `e2e-${testInfo.project.name}-${randomBytes(4).toString('hex')}`;
  const text = `Здравствуйте! Не приходит письмо для подтверждения почты (${marker}).`;
  await message.fill(text);
  await expect(send).toBeEnabled();
  await email.fill(`${marker}@example.com`);
  await send.click();

  await expect(page.getByRole('status').filter({ hasText: SUCCESS_TEXT.feedbackSent })).toBeVisible();
  await expect(message).toHaveValue('');
  await expect(send).toBeDisabled();
  await expectNoSeriousA11yViolations(page, testInfo, 'help sent');
  await expectNoHorizontalScroll(page, 'help sent');
  await saveScreenshot(page, testInfo, 'help sent');

  // The letter goes out from the server's job worker within a moment.
  const letter = await waitForLetter(SUPPORT_EMAIL, FEEDBACK_MAIL_SUBJECT, { text: marker });
  expect(
    await outboxLetters({ to: SUPPORT_EMAIL, subject: FEEDBACK_MAIL_SUBJECT, text: marker }),
    'one letter for one send',
  ).toHaveLength(1);
  expect(letter.text).toContain(text);
  expect(letter.text).toContain(`${marker}@example.com`);
});
