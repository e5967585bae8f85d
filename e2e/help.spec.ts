import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type BrowserContext, expect, test } from '@playwright/test';
import { FEEDBACK_MAIL_SUBJECT } from '../packages/contract/src/account.ts';
import { COOKIES } from '../packages/contract/src/constants.ts';
import { SUCCESS_TEXT } from '../packages/contract/src/messages.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Issue 7: /help — the frequent questions and the contact form. A real send reaches the
// support mailbox (the embedded server writes letters to DATA_DIR/outbox).

/** SUPPORT_EMAIL of the server started by playwright.config.ts (not set there: the default). */
const SUPPORT_EMAIL = 'support@iskra.example';

interface OutboxLetter {
  to: string;
  subject: string;
  text: string;
}

async function outboxLetters(): Promise<OutboxLetter[]> {
  const dataDir = process.env.ISKRA_E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('ISKRA_E2E_DATA_DIR is not set: run the journeys through e2e/playwright.config.ts');
  const dir = join(dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxLetter),
  );
}

async function acceptCookies(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const url = new URL(baseURL ?? 'http://127.0.0.1/').origin;
  await context.addCookies([{ name: COOKIES.consent.name, value: '1', url }]);
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

test('help: questions open and close, the form sends only a real text and reaches support', async ({
  page,
}, testInfo) => {
  await page.goto('help');
  await expect(page).toHaveTitle('Feedback');
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
  await expect
    .poll(
      async () =>
        (await outboxLetters()).filter(
          (letter) =>
            letter.to === SUPPORT_EMAIL &&
            letter.subject === FEEDBACK_MAIL_SUBJECT &&
            letter.text.includes(marker),
        ).length,
      { message: `letter "${FEEDBACK_MAIL_SUBJECT}" with ${marker}` },
    )
    .toBe(1);
  const [letter] = (await outboxLetters()).filter((l) => l.text.includes(marker));
  expect(letter?.text).toContain(text);
  expect(letter?.text).toContain(`${marker}@example.com`);
});
