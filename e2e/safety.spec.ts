import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { browserFor, matchOf, type Person, type SignUp, signUpPerson } from './support/people.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Issue 15, the user's safety tools: a woman reports a man who asks for money from their
// dialog and blocks him with the report; his dialog disappears live in his open tab; she finds
// him in her block list and unblocks him.

const PASSWORD = 'Safety-first-2031-e2e';

function signUp(
  request: APIRequestContext,
  testInfo: TestInfo,
  who: SignUp & { photo: number },
): Promise<Person> {
  return signUpPerson(request, testInfo, 'safety', PASSWORD, who);
}

async function write(request: APIRequestContext, from: Person, dialogId: string, text: string) {
  const sent = await request.post('/api/messages', {
    headers: { authorization: `Bearer ${from.token}` },
    data: { clientId: randomUUID(), dialogId, text },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

/** The "⋯" menu of the open dialog, then one of its items. */
async function fromMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Ещё действия' }).click();
  await page.getByRole('dialog', { name: 'Действия' }).getByRole('button', { name: item }).click();
}

test('a woman reports and blocks a man from their dialog; his dialog goes live, and she unblocks him later', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const vera = await signUp(request, testInfo, { name: 'Вера', gender: 2, looking: 1, photo: 320 });
  const oleg = await signUp(request, testInfo, { name: 'Олег', gender: 1, looking: 2, photo: 35 });
  const dialogId = await matchOf(request, vera, oleg);
  // She writes first: a new account's first message asking for money would wait for a moderator.
  await write(request, vera, dialogId, 'Привет! Как проходит неделя?');
  await write(request, oleg, dialogId, 'Привет! Одолжи 5000 до пятницы, переведи на карту');

  const olegPage = await browserFor(browser, testInfo, oleg);
  await olegPage.goto('chat');
  const olegsDialog = olegPage.getByRole('link', { name: /Вера/ });
  await expect(olegsDialog).toBeVisible();

  const page = await browserFor(browser, testInfo, vera);
  await page.goto(`chat/${dialogId}`);
  await expect(page.getByRole('region', { name: 'Переписка с Олегом' })).toContainText(
    'Одолжи 5000 до пятницы',
  );

  await fromMenu(page, 'Пожаловаться');
  const report = page.getByRole('dialog', { name: 'Жалоба на Олега' });
  await expect(report).toBeVisible();
  // The reason is required.
  await report.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(report.getByText('Выбери причину жалобы')).toBeVisible();
  await report.getByRole('radio', { name: 'Мошенничество, просьбы о деньгах' }).check();
  await report.getByRole('textbox', { name: /Подробности/ }).fill('Просит перевести деньги на карту');
  await expect(report.getByRole('checkbox', { name: 'Заблокировать Олега' })).toBeChecked();
  await expectNoSeriousA11yViolations(page, testInfo, 'report popup', { include: '.modal' });
  await expectNoHorizontalScroll(page, 'report popup');
  await saveScreenshot(page, testInfo, 'safety report popup');
  await report.getByRole('button', { name: 'Отправить жалобу' }).click();

  await expect(page).toHaveURL(/\/app\/chat$/);
  await expect(page.getByText(/Жалоба отправлена, пользователь заблокирован/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Олег/ })).toHaveCount(0);
  // He is not told; the dialog just goes from his list.
  await expect(olegsDialog).toHaveCount(0);
  await olegPage.context().close();

  // Her block list, in account settings.
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await page
    .getByRole('dialog', { name: 'Меню' })
    .getByRole('button', { name: 'Настройки аккаунта' })
    .click();
  const blocked = page
    .getByRole('dialog', { name: 'Настройки аккаунта' })
    .getByRole('region', { name: 'Заблокированные' });
  await expect(blocked.getByText('Олег')).toBeVisible();
  await blocked.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'safety block list');
  await blocked.getByRole('button', { name: 'Разблокировать: Олег' }).click();
  await expect(blocked.getByText('Ты пока никого не заблокировала.')).toBeVisible();
  await page.context().close();
});
