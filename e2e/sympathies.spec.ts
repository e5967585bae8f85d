import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { FREE_TIER } from '../packages/contract/src/constants.ts';
import type { AuthResponse, LikeResponse } from '../packages/contract/src/entities.ts';
import { LIKE_RESULT } from '../packages/contract/src/messages.ts';
import { grantTier } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { browserFor, like, type Person, type SignUp, signUpPerson } from './support/people.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Discovery and sympathies: two people like each other (one by swiping the card, the other by
// the button) and both get the mutual sympathy and the match; the free daily limit and the
// state that replaces the deck until the Moscow midnight; a free man's liked-you and visitors
// lists are blurred and lead to Premium, and Premium (granted here by support, which is quicker
// than the purchase journeyed in billing.spec.ts) shows them clear; a woman has them clear free.
//
// Each journey that discovers people lives in a city of its own, so the people it expects are
// the nearest ones on the deck (the discover order starts with the viewer's city) whatever the
// other journeys register meanwhile.

const PASSWORD = 'Simpatiya-2031-e2e';

/** Signs a person up in the journey's city (see support/people.ts). */
function signUp(
  request: APIRequestContext,
  testInfo: TestInfo,
  who: SignUp & { city: string },
): Promise<Person> {
  return signUpPerson(request, testInfo, 'sym', PASSWORD, who);
}

/** The name heading of the active (top) discover card. */
function topCard(page: Page) {
  return page.locator('.discover__slot--top').getByRole('heading', { level: 2 });
}

/**
 * The active card when it is `person`'s (found by the profile link, as other journeys register
 * people of the same names elsewhere, who come next in the deck).
 */
function topCardOf(page: Page, person: Person) {
  return page.locator(`.discover__slot--top a[href="/app/@u${person.userId}"]`);
}

/** Drags the top card sideways with the pointer, in small steps, as a finger or mouse would. */
async function dragTopCard(page: Page, dx: number): Promise<void> {
  const card = page.locator('.discover__slot--top .swipe-card');
  // A card springing back from the last drag is still moved and tilted: its bounding box is
  // not where the card is, and a press near its edge could miss it on a busy machine.
  await expect
    .poll(() => card.evaluate((el) => el.getAnimations().length), { message: 'the card settles' })
    .toBe(0);
  const box = await card.boundingBox();
  if (!box) throw new Error('no discover card to drag');
  const startX = box.x + box.width * (dx > 0 ? 0.3 : 0.7);
  const y = box.y + box.height * 0.35;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(startX + (dx * step) / 10, y + step);
  await page.mouse.up();
}

/** Симпатии in the header (desktop) or the bottom bar (phone): whichever the width shows. */
function sympathiesLink(page: Page) {
  return page.getByRole('link', { name: /Симпатии/ });
}

test.describe('discovery and sympathies', () => {
  test('two people like each other: a swipe and a button make a match both of them see', async ({
    browser,
    request,
  }, testInfo) => {
    // Two browsers side by side with many checks: on a busy two-core machine it can pass a minute.
    test.slow();
    const city = testInfo.project.name === 'phone' ? 'Тверь' : 'Вологда';
    const ivan = await signUp(request, testInfo, { name: 'Иван', gender: 1, looking: 2, city, photo: 10 });
    const alisa = await signUp(request, testInfo, { name: 'Алиса', gender: 2, looking: 1, city, photo: 90 });

    const ivanPage = await browserFor(browser, testInfo, ivan);
    const asked: string[] = [];
    ivanPage.on('request', (call) => asked.push(new URL(call.url()).pathname));
    await ivanPage.goto('discover');
    await expect(ivanPage).toHaveTitle('Знакомства — Искра');
    await expect(topCard(ivanPage)).toHaveText(/^Алиса, \d+$/);
    await expect(topCardOf(ivanPage, alisa)).toHaveCount(1);
    // The start-up script asked for the first screen's calls and her photo before the app had
    // arrived; the app took its answers and asked for nothing twice.
    for (const path of ['/api/helpers/site-info', '/api/user/refresh', '/api/matches/discover'])
      expect(
        asked.filter((item) => item === path),
        path,
      ).toHaveLength(1);
    await expect(ivanPage.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
    await expect(ivanPage.getByRole('button', { name: 'Вернуть предыдущую анкету' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(ivanPage, testInfo, 'discover');
    await expectNoHorizontalScroll(ivanPage, 'discover');
    await saveScreenshot(ivanPage, testInfo, 'discover');

    // A short drag springs back; a long one to the right is a like.
    await dragTopCard(ivanPage, 120);
    await expect(topCardOf(ivanPage, alisa)).toHaveCount(1);
    const liked = ivanPage.waitForResponse(
      (r) => r.url().endsWith('/api/like') && r.request().method() === 'POST',
    );
    await dragTopCard(ivanPage, 220);
    const answer = (await (await liked).json()) as LikeResponse;
    expect(answer.match).toBeNull();
    expect(typeof answer.like === 'object' && answer.like.love).toBe(true);
    await expect(topCardOf(ivanPage, alisa)).toHaveCount(0);
    await expect(ivanPage.getByRole('button', { name: 'Вернуть предыдущую анкету' })).toBeVisible();

    // Алиса finds Иван on top of her deck and likes him with the button.
    const alisaPage = await browserFor(browser, testInfo, alisa);
    await alisaPage.goto('discover');
    await expect(topCard(alisaPage)).toHaveText(/^Иван, \d+$/);
    await expect(topCardOf(alisaPage, ivan)).toHaveCount(1);
    await alisaPage.getByRole('button', { name: 'Нравится', exact: true }).click();

    // Иван's open tab announces it at once with a toast (it closes by itself after 6 s).
    await expect(
      ivanPage.getByTestId('notification').filter({ hasText: 'Взаимная симпатия с Алисой!' }),
    ).toBeVisible();
    const alisaPopup = alisaPage.getByRole('dialog', { name: 'Взаимная симпатия!' });
    // The partner's name is declined, and Алиса reads the feminine forms.
    await expect(alisaPopup).toContainText(
      'Ты понравилась Ивану, а он — тебе. Не упускай момент — напиши первой!',
    );
    const write = alisaPopup.getByRole('link', { name: 'Написать' });
    await expect(write).toHaveAttribute('href', /\/app\/chat\/[0-9a-f-]{36}$/);
    const chatHref = await write.getAttribute('href');
    await expectNoSeriousA11yViolations(alisaPage, testInfo, 'mutual sympathy popup', {
      include: '[role="dialog"]',
    });
    await saveScreenshot(alisaPage, testInfo, 'mutual sympathy popup');

    // Иван's open tab hears of it live: the same popup, and one new match on the badge.
    const ivanPopup = ivanPage.getByRole('dialog', { name: 'Взаимная симпатия!' });
    await expect(ivanPopup).toContainText(
      'Ты понравился Алисе, а она — тебе. Не упускай момент — напиши первым!',
    );
    await expect(ivanPopup.getByRole('link', { name: 'Написать' })).toHaveAttribute('href', chatHref ?? '');
    await expect(sympathiesLink(ivanPage)).toContainText('новых: 1');
    await ivanPopup.getByRole('button', { name: 'Позже' }).click();
    await expect(ivanPopup).toBeHidden();

    // Both find the match in Взаимные.
    await ivanPage.goto('matches');
    await expect(ivanPage).toHaveTitle('Взаимные симпатии — Искра');
    await expect(ivanPage.getByRole('heading', { level: 1, name: 'Взаимные симпатии' })).toBeVisible();
    await expect(ivanPage.getByRole('link', { name: /^Алиса, \d+$/ })).toBeVisible();
    await expect(ivanPage.getByRole('link', { name: 'Написать: Алиса' })).toHaveAttribute(
      'href',
      chatHref ?? '',
    );
    // Seen now: the badge is gone.
    await expect(sympathiesLink(ivanPage)).not.toContainText('новых');
    await expectNoSeriousA11yViolations(ivanPage, testInfo, 'matches');
    await expectNoHorizontalScroll(ivanPage, 'matches');
    await saveScreenshot(ivanPage, testInfo, 'matches');

    await alisaPopup.getByRole('button', { name: 'Позже' }).click();
    await alisaPage.goto('matches');
    await expect(alisaPage.getByRole('link', { name: 'Написать: Иван' })).toHaveAttribute(
      'href',
      chatHref ?? '',
    );

    await ivanPage.context().close();
    await alisaPage.context().close();
  });

  test('the free daily limit: "that is all for today", then the deck gives way to the wait for the Moscow midnight', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const city = testInfo.project.name === 'phone' ? 'Пермь' : 'Омск';
    const oleg = await signUp(request, testInfo, { name: 'Олег', gender: 1, looking: 2, city });
    // One more person than the free likes of a day.
    const women: Person[] = [];
    for (let batch = 0; batch <= FREE_TIER.likesPerDay; batch += 4) {
      const count = Math.min(4, FREE_TIER.likesPerDay + 1 - batch);
      women.push(
        ...(await Promise.all(
          // The two left to rate are shown on cards, which need a photo; the rest are rated
          // through the API.
          Array.from({ length: count }, (_, i) =>
            signUp(request, testInfo, {
              name: 'Нина',
              gender: 2,
              looking: 1,
              city,
              ...(batch + i < 2 ? { photo: 40 + batch + i } : {}),
            }),
          ),
        )),
      );
    }
    // All but one rating of the day are spent; two women are left to rate.
    for (const woman of women.slice(2)) {
      const answer = await like(request, oleg, woman);
      expect(answer.like).not.toBe(LIKE_RESULT.freeLimitExceeded);
    }

    const page = await browserFor(browser, testInfo, oleg);
    await page.goto('discover');
    await expect(topCard(page)).toHaveText(/^Нина, \d+$/);
    const likeButton = page.getByRole('button', { name: 'Нравится', exact: true });
    // The last rating of the day goes through; the next card comes up. Both women are Нина: the
    // next card is told by its profile link, or the second click could land while the first
    // rating is still on its way.
    const profileLink = page.locator('.discover__slot--top a[href^="/app/@u"]');
    const first = await profileLink.getAttribute('href');
    await likeButton.click();
    await expect(profileLink).not.toHaveAttribute('href', first ?? '');
    await expect(topCard(page)).toHaveText(/^Нина, \d+$/);
    await likeButton.click();
    const popup = page.getByRole('dialog', { name: 'На сегодня это всё' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Получить Premium' })).toHaveAttribute(
      'href',
      '/app/premium',
    );
    await expectNoSeriousA11yViolations(page, testInfo, 'free limit popup', { include: '[role="dialog"]' });
    await saveScreenshot(page, testInfo, 'free limit popup');
    await popup.getByRole('button', { name: 'Понятно' }).click();
    await expect(popup).toBeHidden();

    // The deck gives way to the wait: no card to drag, the buttons do nothing.
    const spent = page.getByRole('heading', { name: 'На сегодня всё — новые анкеты завтра' });
    await expect(spent).toBeVisible();
    await expect(page.getByText(/Новые — через (\d+\sч\s)?\d+\sмин, в полночь по Москве\./)).toBeVisible();
    await expect(page.locator('.swipe-card')).toHaveCount(0);
    await expect(likeButton).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Пропустить', exact: true })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, testInfo, 'ratings spent');
    await expectNoHorizontalScroll(page, 'ratings spent');
    await saveScreenshot(page, testInfo, 'ratings spent');

    // A new visit opens on the same state: the server says the ratings are spent.
    await page.reload();
    await expect(spent).toBeVisible();
    await expect(page.locator('.swipe-card')).toHaveCount(0);
    await page.getByRole('link', { name: 'Получить Premium' }).click();
    await expect(page).toHaveURL(/\/app\/premium$/);
    await page.context().close();
  });

  test('a woman has Premium’s features free: liked-you and visitors clear, unlimited ratings, no Premium offers', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const city = testInfo.project.name === 'phone' ? 'Тюмень' : 'Барнаул';
    const marina = await signUp(request, testInfo, {
      name: 'Марина',
      gender: 2,
      looking: 1,
      city,
      photo: 300,
    });
    const pavel = await signUp(request, testInfo, { name: 'Павел', gender: 1, looking: 2, city, photo: 20 });
    await like(request, pavel, marina);
    const visit = await request.get(`/api/user/page/${marina.userId}`, {
      headers: { authorization: `Bearer ${pavel.token}` },
    });
    expect(visit.status(), await visit.text()).toBe(200);
    // More ratings than a free day allows go through for her.
    for (let n = 0; n <= FREE_TIER.likesPerDay; n += 4) {
      const men = await Promise.all(
        Array.from({ length: 4 }, () =>
          signUp(request, testInfo, { name: 'Тимур', gender: 1, looking: 2, city }),
        ),
      );
      for (const man of men)
        expect((await like(request, marina, man)).like).not.toBe(LIKE_RESULT.freeLimitExceeded);
    }

    const page = await browserFor(browser, testInfo, marina);
    await page.goto('liked-you');
    const tile = page.locator('.person-tile');
    await expect(tile).toHaveCount(1);
    await expect(tile.getByRole('link', { name: /^Павел, \d+$/ })).toHaveAttribute(
      'href',
      `/app/@u${pavel.userId}`,
    );
    await expect(tile.getByRole('heading', { name: 'Анкета скрыта' })).toHaveCount(0);
    await expect(tile.locator('img')).not.toHaveAttribute('src', /blur/);
    await expect(page.getByText(/видно с Premium/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Premium/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, testInfo, 'liked you (woman)');
    await saveScreenshot(page, testInfo, 'liked you woman');

    await page
      .getByRole('navigation', { name: 'Симпатии' })
      .getByRole('link', { name: /Посетители/ })
      .click();
    await expect(page).toHaveURL(/\/app\/visitors$/);
    await expect(page.locator('.person-tile').getByRole('link', { name: /^Павел, \d+$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Анкета скрыта' })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'visitors woman');

    // The Premium page says its features are hers, with nothing to buy.
    await page.goto('premium');
    await expect(page.getByText(/Для женщин все возможности Premium бесплатны/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Получить Premium' })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'premium page woman');

    // The discover deck still rates for her past the free day.
    await page.goto('discover');
    await expect(page.getByRole('button', { name: 'Нравится', exact: true })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'На сегодня всё — новые анкеты завтра' })).toHaveCount(0);
    await page.context().close();
  });

  test('a free user sees who liked and visited them only blurred, and is offered Premium', async ({
    browser,
    request,
  }, testInfo) => {
    const denis = await signUp(request, testInfo, { name: 'Денис', gender: 1, looking: 2, city: 'Москва' });
    const elena = await signUp(request, testInfo, {
      name: 'Елизавета',
      gender: 2,
      looking: 1,
      city: 'Москва',
      photo: 160,
    });
    await like(request, elena, denis);
    const visit = await request.get(`/api/user/page/${denis.userId}`, {
      headers: { authorization: `Bearer ${elena.token}` },
    });
    expect(visit.status(), await visit.text()).toBe(200);

    const page = await browserFor(browser, testInfo, denis);
    await page.goto('liked-you');
    await expect(page).toHaveTitle('Я нравлюсь — Искра');
    await expect(page.getByRole('heading', { level: 1, name: 'Я нравлюсь' })).toBeVisible();
    const tile = page.locator('.person-tile');
    await expect(tile).toHaveCount(1);
    await expect(tile.getByRole('heading', { name: 'Анкета скрыта' })).toBeVisible();
    await expect(tile.getByRole('link')).toHaveCount(0);
    await expect(tile.locator('img')).toHaveAttribute('src', /blur/);
    await expect(page.getByText('Елизавета')).toHaveCount(0);
    // The sidebar (tabs on a phone) counts the one unseen visit; the like was just seen.
    const visitorsTab = page
      .getByRole('navigation', { name: 'Симпатии' })
      .getByRole('link', { name: /Посетители/ });
    await expect(visitorsTab).toContainText('новых: 1');
    await expectNoSeriousA11yViolations(page, testInfo, 'liked you (free)');
    await expectNoHorizontalScroll(page, 'liked you (free)');
    await saveScreenshot(page, testInfo, 'liked you free');

    await tile.getByRole('button', { name: 'Ответить симпатией' }).click();
    const upsell = page.getByRole('dialog', { name: 'Узнай, кому ты нравишься' });
    await expect(upsell).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'liked you upsell', { include: '[role="dialog"]' });
    await saveScreenshot(page, testInfo, 'liked you upsell');
    await upsell.getByRole('button', { name: 'Не сейчас' }).click();
    await expect(upsell).toBeHidden();

    await visitorsTab.click();
    await expect(page).toHaveURL(/\/app\/visitors$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Посетители' })).toBeVisible();
    await expect(page.getByText('Узнай, кто тобой интересуется!')).toBeVisible();
    const guest = page.locator('.person-tile');
    await expect(guest.getByRole('heading', { name: 'Анкета скрыта' })).toBeVisible();
    await expect(guest.locator('img')).toHaveAttribute('src', /blur/);
    await expect(visitorsTab).not.toContainText('новых');
    await saveScreenshot(page, testInfo, 'visitors free');

    await guest.getByRole('button', { name: 'Пропустить' }).click();
    const locked = page.getByRole('dialog', { name: 'Пока эта функция заблокирована...' });
    await expect(locked).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(locked).toBeHidden();
    await guest.getByRole('button', { name: 'Ответить симпатией' }).click();
    const chance = page.getByRole('dialog', { name: 'Не упускай свой шанс познакомиться!' });
    await chance.getByRole('link', { name: 'Получить Premium' }).click();
    await expect(page).toHaveURL(/\/app\/premium$/);

    // Nothing was rated on the way: Елизавета's like still waits for an answer.
    const again = await like(request, denis, elena);
    expect(again.like).not.toBe(LIKE_RESULT.likedUser);
    expect(again.match).not.toBeNull();
    await page.context().close();
  });

  test('liked-you is clear for a Premium user', async ({ browser, request }, testInfo) => {
    const gleb = await signUp(request, testInfo, { name: 'Глеб', gender: 1, looking: 2, city: 'Москва' });
    const vera = await signUp(request, testInfo, {
      name: 'Вероника',
      gender: 2,
      looking: 1,
      city: 'Москва',
      photo: 220,
    });
    await like(request, vera, gleb);
    const veraPhoto = await request.get('/api/user/refresh', {
      headers: { authorization: `Bearer ${vera.token}` },
    });
    const photoUri = ((await veraPhoto.json()) as AuthResponse).user.images[0]?.uri;
    if (!photoUri) throw new Error('Вероника has no photo');
    // An admin grants Глеб a month of Premium in the console.
    const granted = await grantTier(request, testInfo, gleb.email, 'premium', 30);
    expect(Date.parse(granted.until)).toBeGreaterThan(Date.now());

    const page = await browserFor(browser, testInfo, gleb);
    await page.goto('liked-you');
    await expect(page).toHaveTitle('Я нравлюсь — Искра');
    await expect(page.getByRole('heading', { level: 1, name: 'Я нравлюсь' })).toBeVisible();
    const tile = page.locator('.person-tile');
    await expect(tile).toHaveCount(1);
    // Her name leads to her profile; the picture is her photo itself, not the blurred preview.
    await expect(tile.getByRole('link', { name: /^Вероника, \d+$/ })).toHaveAttribute(
      'href',
      `/app/@u${vera.userId}`,
    );
    await expect(tile.getByRole('heading', { name: 'Анкета скрыта' })).toHaveCount(0);
    const picture = tile.locator('img');
    await expect(picture).toHaveAttribute('src', photoUri);
    await expect(picture).not.toHaveAttribute('src', /blur/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page.locator('.person-tile--hidden')).toHaveCount(0);
    await expect(page.getByText('Кто именно — видно с Premium.')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, testInfo, 'liked you (premium)');
    await expectNoHorizontalScroll(page, 'liked you (premium)');
    await saveScreenshot(page, testInfo, 'liked you premium');

    // A like back makes the mutual sympathy at once, with the way to her chat.
    await tile.getByRole('button', { name: 'Ответить симпатией: Вероника' }).click();
    const popup = page.getByRole('dialog', { name: 'Взаимная симпатия!' });
    await expect(popup).toContainText('Ты понравился Веронике');
    await expect(popup.getByRole('link', { name: 'Написать' })).toHaveAttribute(
      'href',
      /\/app\/chat\/[0-9a-f-]{36}$/,
    );
    await expectNoSeriousA11yViolations(page, testInfo, 'mutual sympathy popup (premium)', {
      include: '[role="dialog"]',
    });
    await saveScreenshot(page, testInfo, 'liked you premium match');
    await popup.getByRole('button', { name: 'Позже' }).click();
    await expect(popup).toBeHidden();
    // Answered: she has left the list.
    await expect(tile).toHaveCount(0);
    await page.context().close();
  });
});
