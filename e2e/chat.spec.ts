import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { CHAT_TEXT } from '../packages/contract/src/chat.ts';
import { FREE_TIER } from '../packages/contract/src/constants.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { browserFor, like, matchOf, type Person, type SignUp, signUpPerson } from './support/people.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Issue 6, the web chat: two people who like each other chat live in two browsers. The
// message appears without a reload, typing shows, the read ticks turn to two, the dialogs
// badge follows, and the presence dot goes out when one of them closes the browser.

const PASSWORD = 'Chat-live-2031-e2e';

/** Signs a person up with a photo (see support/people.ts). */
function signUp(
  request: APIRequestContext,
  testInfo: TestInfo,
  who: SignUp & { photo: number },
): Promise<Person> {
  return signUpPerson(request, testInfo, 'chat', PASSWORD, who);
}

/** Saves a journey screenshot and copies it where the team looks at them. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = await saveScreenshot(page, testInfo, name);
  const dir = resolve(import.meta.dirname, '..', '.tmp', 'shots', 'chat');
  mkdirSync(dir, { recursive: true });
  copyFileSync(path, join(dir, basename(path)));
}

/** The Чат item of the header (wide screens) or of the bottom bar (phones), with its badge. */
function chatNav(page: Page, desktop: boolean): Locator {
  return desktop
    ? page.getByRole('banner').getByRole('link', { name: /^Чат/ })
    : page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: /Чат/ });
}

/** The partner link in the conversation header; its description is the online state or typing. */
function partnerOf(page: Page, name: string): Locator {
  return page.getByRole('link', { name: `Открыть анкету: ${name}` });
}

/** The open conversation, labelled with the partner's name declined («Переписка с Алисой»). */
function conversation(page: Page, withName: string): Locator {
  return page.getByRole('region', { name: `Переписка с ${withName}` });
}

test('two people who matched chat live: message, typing, read ticks, badge and presence', async ({
  browser,
  request,
}, testInfo) => {
  // Two browsers side by side with many checks: on a busy two-core machine it can pass a minute.
  test.slow();
  const desktop = testInfo.project.name === 'desktop';
  const ivan = await signUp(request, testInfo, { name: 'Иван', gender: 1, looking: 2, photo: 20 });
  const alisa = await signUp(request, testInfo, { name: 'Алиса', gender: 2, looking: 1, photo: 70 });
  await like(request, ivan, alisa);
  const matched = await like(request, alisa, ivan);
  const dialogId = matched.dialog?.id ?? matched.match?.dialog;
  expect(dialogId, 'a mutual sympathy opens a dialog').toBeTruthy();

  // Both open the chat: the new match waits in the strip above an empty list.
  const ivanPage = await browserFor(browser, testInfo, ivan);
  await ivanPage.goto('chat');
  await expect(ivanPage).toHaveTitle('Чат — Искра');
  const strip = ivanPage.getByRole('region', { name: 'Новые пары' });
  await expect(strip.getByRole('link', { name: 'Написать: Алиса' })).toHaveAttribute(
    'href',
    `/app/chat/${dialogId}`,
  );
  await expect(ivanPage.getByText('Напиши первым — выбери человека из новых пар.')).toBeVisible();
  await expectNoSeriousA11yViolations(ivanPage, testInfo, 'chat with a new match');
  await expectNoHorizontalScroll(ivanPage, 'chat with a new match');
  await shot(ivanPage, testInfo, 'chat new match');

  const alisaPage = await browserFor(browser, testInfo, alisa);
  await alisaPage.goto('chat');
  await expect(alisaPage.getByRole('region', { name: 'Новые пары' }).getByRole('link')).toHaveCount(1);
  await expect(alisaPage.getByText('Напиши первой — выбери человека из новых пар.')).toBeVisible();

  // Иван opens the match and writes first; Алиса, on her list, gets it without a reload.
  await strip.getByRole('link', { name: 'Написать: Алиса' }).click();
  await expect(ivanPage).toHaveURL(new RegExp(`/app/chat/${dialogId}$`));
  await expect(conversation(ivanPage, 'Алисой')).toContainText('Взаимная симпатия с Алисой! Напиши первым');
  await expect(partnerOf(ivanPage, 'Алиса')).toHaveAccessibleDescription('в сети');
  const field = ivanPage.getByRole('textbox', { name: 'Сообщение' });
  await field.fill('Привет, Алиса!');
  await field.press('Shift+Enter');
  await field.pressSequentially('Как выходные?');
  await expect(field).toHaveValue('Привет, Алиса!\nКак выходные?');
  await field.press('Enter');
  await expect(field).toHaveValue('');
  const sent = conversation(ivanPage, 'Алисой').getByRole('listitem').last();
  await expect(sent).toContainText('Привет, Алиса!');
  await expect(sent).toContainText('доставлено');

  const alisaRow = alisaPage.getByRole('list', { name: 'Диалоги' }).getByRole('link', { name: /Иван/ });
  await expect(alisaRow).toContainText('Привет, Алиса! Как выходные?');
  // Premium's features are hers free, so her toast shows the sender and the text.
  await expect(
    alisaPage.getByTestId('notification').filter({ hasText: 'Иван: Привет, Алиса!' }),
  ).toBeVisible();
  await expect(alisaRow).toContainText('непрочитанных: 1');
  await expect(alisaPage.getByRole('region', { name: 'Новые пары' })).toHaveCount(0);
  await expect(chatNav(alisaPage, desktop)).toContainText('новых: 1');
  await expectNoSeriousA11yViolations(alisaPage, testInfo, 'chat list with an unread dialog');
  await shot(alisaPage, testInfo, 'chat list unread');

  // Алиса opens it: it is read, her badge goes, and Иван's one tick turns into two.
  await alisaRow.click();
  const received = conversation(alisaPage, 'Иваном');
  // Plain text with its line break kept.
  await expect(received.locator('.bubble__text').first()).toHaveJSProperty(
    'innerText',
    'Привет, Алиса!\nКак выходные?',
  );
  await expect(sent).toContainText('прочитано');
  await expect(chatNav(alisaPage, desktop)).not.toContainText('новых');

  // She types: Иван sees it; her answer arrives live and is read at once, for she is looking.
  const reply = alisaPage.getByRole('textbox', { name: 'Сообщение' });
  await reply.pressSequentially('Отлично');
  await expect(partnerOf(ivanPage, 'Алиса')).toHaveAccessibleDescription('печатает…');
  await reply.pressSequentially(', ездила в горы!');
  await reply.press('Enter');
  await expect(conversation(ivanPage, 'Алисой')).toContainText('Отлично, ездила в горы!');
  await expect(partnerOf(ivanPage, 'Алиса')).toHaveAccessibleDescription('в сети');
  await expect(received.getByRole('listitem').last()).toContainText('прочитано');

  await expectNoSeriousA11yViolations(ivanPage, testInfo, 'conversation');
  await expectNoHorizontalScroll(ivanPage, 'conversation');
  await shot(ivanPage, testInfo, 'chat conversation');
  await shot(alisaPage, testInfo, 'chat conversation partner');

  // Иван closes his browser: Алиса sees him go offline.
  await expect(partnerOf(alisaPage, 'Иван')).toHaveAccessibleDescription('в сети');
  await ivanPage.context().close();
  await expect(partnerOf(alisaPage, 'Иван')).toHaveAccessibleDescription('не в сети');
  await alisaPage.context().close();
});

test('a free user who spent the day’s messages gets the Premium offer in place of the composer', async ({
  browser,
  request,
}, testInfo) => {
  const oleg = await signUp(request, testInfo, { name: 'Олег', gender: 1, looking: 2, photo: 40 });
  const vera = await signUp(request, testInfo, { name: 'Вера', gender: 2, looking: 1, photo: 60 });
  await like(request, oleg, vera);
  const matched = await like(request, vera, oleg);
  const dialogId = matched.dialog?.id ?? matched.match?.dialog;
  for (let n = 1; n <= FREE_TIER.messagesPerDay; n += 1) {
    const sent = await request.post('/api/messages', {
      headers: { authorization: `Bearer ${oleg.token}` },
      data: { clientId: randomUUID(), dialogId, text: `Сообщение номер ${n}` },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }

  const page = await browserFor(browser, testInfo, oleg);
  await page.goto(`chat/${dialogId}`);
  await expect(conversation(page, 'Верой')).toContainText(`Сообщение номер ${FREE_TIER.messagesPerDay}`);
  await expect(page.getByText(CHAT_TEXT.freeLimit)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Сообщение' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Получить Premium' }).last()).toHaveAttribute(
    'href',
    '/app/premium',
  );
  await expectNoSeriousA11yViolations(page, testInfo, 'chat free limit');
  await expectNoHorizontalScroll(page, 'chat free limit');
  await shot(page, testInfo, 'chat free limit');
  await page.context().close();
});

/** Sends a message through the API, as another tab or device would. */
async function sendViaApi(request: APIRequestContext, from: Person, dialogId: string, text: string) {
  const sent = await request.post('/api/messages', {
    headers: { authorization: `Bearer ${from.token}` },
    data: { clientId: randomUUID(), dialogId, text },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

test('the free messages left are told from three down, and a man who spent them still answers a woman who wrote', async ({
  browser,
  request,
}, testInfo) => {
  const oleg = await signUp(request, testInfo, { name: 'Олег', gender: 1, looking: 2, photo: 45 });
  const vera = await signUp(request, testInfo, { name: 'Вера', gender: 2, looking: 1, photo: 65 });
  const anna = await signUp(request, testInfo, { name: 'Анна', gender: 2, looking: 1, photo: 85 });
  const withVera = await matchOf(request, oleg, vera);
  const withAnna = await matchOf(request, oleg, anna);
  // Вера does not answer: all but two of his free messages go to her.
  for (let n = 1; n <= FREE_TIER.messagesPerDay - 2; n += 1)
    await sendViaApi(request, oleg, withVera, `Сообщение номер ${n}`);

  const page = await browserFor(browser, testInfo, oleg);
  await page.goto(`chat/${withVera}`);
  const field = page.getByRole('textbox', { name: 'Сообщение' });
  await expect(page.getByText('Осталось 2 бесплатных сообщения сегодня')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'chat free messages left');
  await expectNoHorizontalScroll(page, 'chat free messages left');
  await shot(page, testInfo, 'chat free messages left');
  await field.fill('Ты тут?');
  await field.press('Enter');
  await expect(page.getByText('Осталось 1 бесплатное сообщение сегодня')).toBeVisible();
  await field.fill('Напиши, как будет время');
  await field.press('Enter');
  await expect(page.getByText(CHAT_TEXT.freeLimit)).toBeVisible();
  await expect(field).toHaveCount(0);

  // Анна writes to him: answering her costs nothing, so the box is there, without a count.
  await sendViaApi(request, anna, withAnna, 'Привет, Олег! Как дела?');
  await page.goto(`chat/${withAnna}`);
  await expect(conversation(page, 'Анной')).toContainText('Привет, Олег! Как дела?');
  await expect(field).toBeVisible();
  await expect(page.getByText(CHAT_TEXT.freeLimit)).toHaveCount(0);
  await expect(page.getByText(/Осталось \d+ бесплатн/)).toHaveCount(0);
  await shot(page, testInfo, 'chat reply after the free messages');
  await field.fill('Привет, Анна! Отлично, а у тебя?');
  await field.press('Enter');
  const answer = conversation(page, 'Анной').getByRole('listitem').last();
  await expect(answer).toContainText('Привет, Анна! Отлично, а у тебя?');
  await expect(answer).toContainText('доставлено');
  // One more before she answers would not be a reply: the offer takes the box's place.
  await expect(page.getByText(CHAT_TEXT.freeLimit)).toBeVisible();
  await expect(field).toHaveCount(0);
  await page.context().close();
});

test('a woman writes past the free allowance: Premium’s features are hers free', async ({
  browser,
  request,
}, testInfo) => {
  const marina = await signUp(request, testInfo, { name: 'Марина', gender: 2, looking: 1, photo: 310 });
  const pavel = await signUp(request, testInfo, { name: 'Павел', gender: 1, looking: 2, photo: 25 });
  const dialogId = await matchOf(request, marina, pavel);

  const page = await browserFor(browser, testInfo, marina);
  await page.goto(`chat/${dialogId}`);
  const field = page.getByRole('textbox', { name: 'Сообщение' });
  const last = conversation(page, 'Павлом').getByRole('listitem').last();
  for (let n = 1; n <= FREE_TIER.messagesPerDay + 2; n += 1) {
    await field.fill(`Сообщение номер ${n}`);
    await field.press('Enter');
    await expect(last).toContainText(`Сообщение номер ${n}`);
  }
  await expect(last).toContainText('доставлено');
  await expect(field).toBeVisible();
  await expect(page.getByText(CHAT_TEXT.freeLimit)).toHaveCount(0);
  await expect(page.getByText(/бесплатн/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Получить Premium' })).toHaveCount(0);
  await shot(page, testInfo, 'chat woman past the allowance');
  await page.context().close();
});
