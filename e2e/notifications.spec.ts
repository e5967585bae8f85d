import { randomUUID } from 'node:crypto';
import type { Dialog } from '@iskra/contract';
import { expect, test } from '@playwright/test';
import { browserFor, like, signUpPerson } from './support/people.ts';
import { saveScreenshot } from './support/screenshots.ts';

// In-app notifications: a message that arrives while its reader is elsewhere shows a toast —
// for a free man without the text, with the sender's name declined («от Веры») — and a click on
// it with the mouse (not only a tap or Enter) opens the conversation.

const PASSWORD = 'Toast-click-2031-e2e';

test('a click with the mouse on a message notification opens the conversation', async ({
  browser,
  request,
}, testInfo) => {
  const oleg = await signUpPerson(request, testInfo, 'toast', PASSWORD, {
    name: 'Олег',
    gender: 1,
    looking: 2,
    photo: 30,
  });
  const vera = await signUpPerson(request, testInfo, 'toast', PASSWORD, {
    name: 'Вера',
    gender: 2,
    looking: 1,
    photo: 200,
  });
  await like(request, oleg, vera);
  const matched = await like(request, vera, oleg);
  const dialogId = matched.dialog?.id ?? matched.match?.dialog;
  expect(dialogId, 'a mutual sympathy opens a dialog').toBeTruthy();

  const olegPage = await browserFor(browser, testInfo, oleg);
  await olegPage.goto('matches');
  await expect(olegPage.getByRole('heading', { level: 1, name: 'Взаимные симпатии' })).toBeVisible();
  // The page can show before its socket has connected (socket.io loads after sign-in): the
  // message goes once Oleg is online, as Vera's view of their dialog says.
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/dialogs/${dialogId}`, {
        headers: { authorization: `Bearer ${vera.token}` },
      });
      return ((await answer.json()) as { dialog: Dialog }).dialog.partner.online;
    })
    .toBe(true);

  const sent = await request.post('/api/messages', {
    headers: { authorization: `Bearer ${vera.token}` },
    data: { clientId: randomUUID(), text: 'Привет! Как прошёл день?', dialogId },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  const toast = olegPage.getByTestId('notification').filter({ hasText: 'Новое сообщение от Веры' });
  await expect(toast).toBeVisible();
  await saveScreenshot(olegPage, testInfo, 'message notification');

  // A real mouse: pressed and released on the toast's text, as a desktop user clicks.
  const box = await toast.locator('.toast__text').boundingBox();
  if (!box) throw new Error('the notification has no text to click');
  await olegPage.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(olegPage).toHaveURL(new RegExp(`/app/chat/${dialogId}$`));
  await expect(olegPage.locator('.bubble__text').last()).toHaveText('Привет! Как прошёл день?');
  await expect(toast).toHaveCount(0);

  await olegPage.context().close();
});
