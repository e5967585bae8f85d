import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { BILLING_TEXT } from '../packages/contract/src/billing.ts';
import { POPUP, STORAGE_KEYS } from '../packages/contract/src/constants.ts';
import { ERROR_TEXT } from '../packages/contract/src/messages.ts';
import { TARIFFS } from '../packages/contract/src/tariffs.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import {
  browserFor,
  like,
  type Person,
  rewindEmailReminder,
  type SignUp,
  signUpPerson,
} from './support/people.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Issue 12, paid tiers on the embedded default, where the built-in sandbox takes YooKassa's place
// (plainly marked as a test): a man buys Premium with the sandbox's succeeding card — refused while
// a box is unticked, the subscription terms read in their popup — is congratulated and sent to
// discover, and liked-you is clear for him; he manages the subscription in /premium-settings
// (cancel, resume). The promo popup on the third visit of /premium, with its countdown and rate10
// selected afterwards. A woman buys VIP. The declined card shows the payment error.
//
// Selectors follow the spec's and the contract's texts (roles and labels); where the spec does not
// name a text (the sandbox form's fields, the congratulation), the journey matches loosely.

const PASSWORD = 'Podpiska-2031-e2e';
/** The sandbox's documented cards, typed as a person would (contract SANDBOX_CARDS). */
const CARD_OK = '5555 5555 5555 4477';
const CARD_DECLINED = '5555 5555 5555 4444';

function signUp(request: APIRequestContext, testInfo: TestInfo, who: SignUp): Promise<Person> {
  return signUpPerson(request, testInfo, 'bill', PASSWORD, who);
}

/**
 * Whole roubles as the pages print them ('2 499 ₽' or '2499 ₽', any kind of space), not as the tail of a
 * larger sum: 499 does not match inside '2 499 ₽'.
 */
function rub(amount: number): RegExp {
  const digits = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s?');
  return new RegExp(`(?<!\\d\\s?)${digits}\\s₽`);
}

/** The settings page's dd.MM.yyyy as a UTC midnight timestamp. */
function parseSettingsDate(text: string): number {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) throw new Error(`not a dd.MM.yyyy date: ${text}`);
  return Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1]));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first box (terms and privacy) and the second (subscription terms, automatic renewal). */
function agreementBoxes(page: Page): { terms: Locator; subscription: Locator } {
  return {
    terms: page.getByRole('checkbox', { name: /Условиями сервиса/ }),
    subscription: page.getByRole('checkbox', { name: /условиями подписки/ }),
  };
}

/** Fills the sandbox checkout with a test card, any future expiry and any 3 digits, and pays. */
async function payInSandbox(page: Page, card: string): Promise<void> {
  await expect(page.getByText(BILLING_TEXT.sandboxNotice)).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Номер карты').fill(card);
  const year = (new Date().getFullYear() + 2) % 100;
  await page.getByLabel('Срок действия').fill(`12/${String(year).padStart(2, '0')}`);
  await page.getByLabel(/CVC|CVV|Код/).fill('123');
  await page.getByRole('button', { name: /^Оплатить/ }).click();
}

/** The payment-congratulation popup once the server has granted the tier, then /discover in 3 s. */
async function expectCongratulationThenDiscover(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const congratulation = page.getByRole('dialog', { name: /Поздравля/ });
  await expect(congratulation).toBeVisible({ timeout: 30_000 });
  await saveScreenshot(page, testInfo, name);
  await expect(page).toHaveURL(/\/app\/discover$/, { timeout: 15_000 });
}

/** 'Твоя подписка' of a one-tier settings page. */
function subscriptionSummary(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Твоя подписка' });
}

/** The footer's links (the tier settings links appear there for their holders). */
function footerLink(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Информация' }).getByRole('link', { name });
}

test.describe('paid tiers in the sandbox', () => {
  test('a man buys Premium, liked-you turns clear, and he cancels and resumes it in the settings', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const city = testInfo.project.name === 'phone' ? 'Казань' : 'Самара';
    const kirill = await signUp(request, testInfo, { name: 'Кирилл', gender: 1, looking: 2, city });
    const daria = await signUp(request, testInfo, {
      name: 'Дарина',
      gender: 2,
      looking: 1,
      city,
      photo: 300,
    });
    await like(request, daria, kirill);

    const page = await browserFor(browser, testInfo, kirill);
    await page.goto('premium');
    await expect(page).toHaveTitle('Premium — Искра');
    const buy = page.getByRole('button', { name: 'Получить Premium' });
    await expect(buy).toBeVisible();
    // rate8 is chosen by default, with its renewal price stated before paying.
    await expect(page.getByRole('radio', { name: rub(TARIFFS.rate8.price) })).toBeChecked();
    await expect(page.getByText(/продлева/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'premium page');
    await expectNoHorizontalScroll(page, 'premium page');
    await saveScreenshot(page, testInfo, 'premium page');

    // Both boxes are required: nothing is sent until they are ticked.
    let started = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/subscription/payment')) started += 1;
    });
    const { terms, subscription } = agreementBoxes(page);
    await buy.click();
    const agreementError = page.getByText(ERROR_TEXT.subscriptionAgreementRequired);
    await expect(agreementError).toBeVisible();
    await terms.check();
    await buy.click();
    await expect(agreementError).toBeVisible();
    expect(started).toBe(0);
    await saveScreenshot(page, testInfo, 'premium agreement error');

    // The subscription terms: price, renewal and that the payment is not refunded.
    await page.getByRole('button', { name: 'условиями подписки' }).first().click();
    const termsModal = page.getByRole('dialog', { name: 'Условия подписки' });
    await expect(termsModal).toBeVisible();
    await expect(termsModal).toContainText(rub(TARIFFS.rate8.renewalPrice));
    await expect(termsModal).toContainText(/возвра/);
    await expectNoSeriousA11yViolations(page, testInfo, 'subscription terms', { include: '[role="dialog"]' });
    await saveScreenshot(page, testInfo, 'subscription terms');
    // The terms show whole, or scroll in a popup as tall as the window allows, with nothing of
    // the popup cut; also after the window changed its size (a phone's toolbar, a turn; the
    // full-page screenshot above changed it too). It grows first: a popup still sized for the
    // smaller window would then be short, with its text scrolling.
    const termsFit = () =>
      termsModal.evaluate((panel, offset) => {
        const text = panel.querySelector<HTMLElement>('.purchase-terms__content');
        // «Понятно», the popup's last button, at its bottom.
        const close = [...panel.querySelectorAll<HTMLElement>('button')].at(-1);
        if (!text || !close) return 'no text';
        const room = window.innerHeight - offset;
        const height = (panel as HTMLElement).offsetHeight;
        const textWhole = text.scrollHeight <= text.clientHeight;
        const bottom = close.getBoundingClientRect().bottom;
        if (bottom > panel.getBoundingClientRect().bottom || bottom > window.innerHeight)
          return '«Понятно» is cut off';
        if (height === room || (height < room && textWhole)) return 'fits';
        return `${room - height} px under the popup, text ${text.clientHeight} of ${text.scrollHeight} px`;
      }, POPUP.scrollableOffsetPx);
    await expect.poll(termsFit).toBe('fits');
    const size = page.viewportSize();
    if (size) {
      await page.setViewportSize({ width: size.width + 40, height: size.height + 100 });
      await expect.poll(termsFit).toBe('fits');
      await page.setViewportSize({ width: size.width, height: size.height - 100 });
      await expect.poll(termsFit).toBe('fits');
      await page.setViewportSize(size);
      await expect.poll(termsFit).toBe('fits');
    }
    await page.keyboard.press('Escape');
    await expect(termsModal).toBeHidden();

    await subscription.check();
    await expect(agreementError).toBeHidden();
    await buy.click();
    await expect.poll(() => started).toBe(1);
    await expect(page.getByText(BILLING_TEXT.sandboxNotice)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('5555 5555 5555 4477').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'sandbox checkout');
    await saveScreenshot(page, testInfo, 'sandbox checkout');
    await payInSandbox(page, CARD_OK);
    await expectCongratulationThenDiscover(page, testInfo, 'premium congratulation');

    // Liked-you is clear now: Дарина by name, with a link to her profile.
    await page.goto('liked-you');
    const tile = page.locator('.person-tile');
    await expect(tile).toHaveCount(1);
    await expect(tile.getByRole('link', { name: /^Дарина, \d+$/ })).toHaveAttribute(
      'href',
      `/app/@u${daria.userId}`,
    );
    await expect(tile.getByRole('heading', { name: 'Анкета скрыта' })).toHaveCount(0);

    // Premium held: its purchase page leads to its settings, which the footer links too.
    // (The reminder of the unconfirmed e-mail, due every third load, is kept away from the
    // settings' clicks.)
    await rewindEmailReminder(page, testInfo);
    await page.goto('premium');
    await expect(page).toHaveURL(/\/app\/premium-settings$/);
    await expect(page).toHaveTitle('Настройки Premium — Искра');
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки Premium' })).toBeVisible();
    await expect(footerLink(page, 'Настройки Premium')).toHaveAttribute('href', '/app/premium-settings');
    const summary = subscriptionSummary(page);
    await expect(summary.getByText(TARIFFS.rate8.label)).toBeVisible();
    await expect(summary.getByText('Оплачена')).toBeVisible();
    const endText = (await summary.getByText(/^\d{2}\.\d{2}\.\d{4}$/).textContent()) ?? '';
    const daysAhead = (parseSettingsDate(endText) - Date.now()) / DAY_MS;
    expect(daysAhead, `the paid month ends ${endText}`).toBeGreaterThan(26);
    expect(daysAhead, `the paid month ends ${endText}`).toBeLessThan(33);
    const card = page
      .getByRole('region', { name: 'Управление картой' })
      .getByRole('img', { name: /^Карта / });
    await expect(card).toHaveAttribute('aria-label', /MasterCard.*4477$/);
    await expectNoSeriousA11yViolations(page, testInfo, 'premium settings');
    await expectNoHorizontalScroll(page, 'premium settings');
    await saveScreenshot(page, testInfo, 'premium settings');

    // Cancel: the dialog says Premium lasts to the end of the paid period.
    await summary.getByRole('button', { name: 'Отменить подписку' }).click();
    const cancel = page.getByRole('dialog', { name: 'Отменить подписку?' });
    await expect(cancel).toContainText(endText);
    await expectNoSeriousA11yViolations(page, testInfo, 'cancel subscription', {
      include: '[role="dialog"]',
    });
    await saveScreenshot(page, testInfo, 'cancel subscription');
    await cancel.getByRole('button', { name: 'Отменить подписку' }).click();
    await expect(cancel).toBeHidden();
    await expect(summary.getByText('Отменена')).toBeVisible();
    await expect(
      summary.getByText(`Функции тарифа доступны до окончания расчетного периода: ${endText}`),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'premium settings cancelled');

    // The server kept it: after a reload it is still cancelled, and Premium still held.
    await rewindEmailReminder(page, testInfo);
    await page.reload();
    await expect(summary.getByText('Отменена')).toBeVisible();
    await expect(footerLink(page, 'Настройки Premium')).toBeVisible();

    // Resume while the period lasts.
    await summary.getByRole('button', { name: 'Возобновить подписку на Premium' }).click();
    await expect(summary.getByText('Оплачена')).toBeVisible();
    await expect(summary.getByText(/Функции тарифа доступны/)).toHaveCount(0);
    await page.reload();
    await expect(summary.getByText('Оплачена')).toBeVisible();
    await expect(summary.getByRole('button', { name: 'Отменить подписку' })).toBeVisible();
    await page.context().close();
  });

  test('the promo popup opens on the third visit with its countdown, then rate10 is chosen', async ({
    browser,
    request,
  }, testInfo) => {
    const lev = await signUp(request, testInfo, { name: 'Лев', gender: 1, looking: 2 });
    const page = await browserFor(browser, testInfo, lev);
    const promo = page.getByRole('dialog').filter({ has: page.getByRole('timer') });
    const buy = page.getByRole('button', { name: 'Получить Premium' });

    for (const visit of [1, 2]) {
      await page.goto('premium');
      await expect(buy).toBeVisible();
      await expect(promo, `no promo on visit ${visit}`).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.premiumVisits)).toBe(
        String(visit),
      );
    }

    await page.goto('premium');
    await expect(promo).toBeVisible();
    await expect(promo).toContainText(rub(TARIFFS.rate10.price));
    // The countdown starts at 24 hours and ticks every second.
    const timer = promo.getByRole('timer');
    const first = (await timer.textContent()) ?? '';
    expect(first).toMatch(/2[34]\D+[0-5]\d\D+[0-5]\d/);
    await expect(timer).not.toHaveText(first, { timeout: 3_000 });
    await expectNoSeriousA11yViolations(page, testInfo, 'premium promo', { include: '[role="dialog"]' });
    await saveScreenshot(page, testInfo, 'premium promo');

    await page.keyboard.press('Escape');
    await expect(promo).toBeHidden();
    expect(
      await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.promoWasShown),
    ).not.toBeNull();
    const promoRate = page.getByRole('radio', { name: rub(TARIFFS.rate10.price) });
    await expect(promoRate).toBeChecked();
    await saveScreenshot(page, testInfo, 'premium page promo');

    // The marker turns promo mode on at load, without the popup again.
    await page.reload();
    await expect(buy).toBeVisible();
    await expect(promoRate).toBeChecked();
    await expect(promo).toHaveCount(0);
    await page.context().close();
  });

  test('a woman buys VIP and finds it in the VIP settings', async ({ browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const sofia = await signUp(request, testInfo, { name: 'Софья', gender: 2, looking: 1 });
    const page = await browserFor(browser, testInfo, sofia);
    await page.goto('vip');
    await expect(page).toHaveTitle('VIP — Искра');
    await expect(page.getByText(rub(TARIFFS.rate6.price)).first()).toBeVisible();
    await expect(page.getByText(rub(TARIFFS.rate6.renewalPrice)).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'vip page');
    await expectNoHorizontalScroll(page, 'vip page');
    await saveScreenshot(page, testInfo, 'vip page');

    const { terms, subscription } = agreementBoxes(page);
    await terms.check();
    await subscription.check();
    await page.getByRole('button', { name: 'Получить VIP' }).click();
    await payInSandbox(page, CARD_OK);
    await expectCongratulationThenDiscover(page, testInfo, 'vip congratulation');

    await page.goto('vip');
    await expect(page).toHaveURL(/\/app\/vip-settings$/);
    await expect(page).toHaveTitle('Настройки VIP — Искра');
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки VIP' })).toBeVisible();
    await expect(footerLink(page, 'Настройки VIP')).toBeVisible();
    // Premium is not sold to her, so its settings link never shows.
    await expect(footerLink(page, 'Настройки Premium')).toHaveCount(0);
    const summary = subscriptionSummary(page);
    await expect(summary.getByText(TARIFFS.rate6.label)).toBeVisible();
    await expect(summary.getByText('Оплачена')).toBeVisible();
    await expect(summary.getByRole('button', { name: 'Отменить подписку' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'vip settings');
    await expectNoHorizontalScroll(page, 'vip settings');
    await saveScreenshot(page, testInfo, 'vip settings');

    // /subscription shows her VIP only.
    await page.goto('subscription');
    await expect(page).toHaveTitle('Подписки — Искра');
    await expect(page.getByRole('region', { name: 'Подписка VIP' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Подписка Premium' })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'subscription settings');
    await page.context().close();
  });

  test('a declined card shows the payment error and grants nothing', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const ilya = await signUp(request, testInfo, { name: 'Илья', gender: 1, looking: 2 });
    const page = await browserFor(browser, testInfo, ilya);
    await page.goto('premium');
    const { terms, subscription } = agreementBoxes(page);
    await terms.check();
    await subscription.check();
    await page.getByRole('button', { name: 'Получить Premium' }).click();
    await payInSandbox(page, CARD_DECLINED);
    await expect(page.getByText(ERROR_TEXT.payment).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: /Поздравля/ })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'payment declined');

    const check = await request.get('/api/user/check-premium', {
      headers: { authorization: `Bearer ${ilya.token}` },
    });
    expect(check.status(), await check.text()).toBe(200);
    expect(((await check.json()) as { premium: boolean }).premium).toBe(false);
    await page.goto('premium-settings');
    await expect(page.getByRole('heading', { name: 'У вас нет активных подписок' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Перейти в знакомства' })).toHaveAttribute(
      'href',
      '/app/discover',
    );
    await saveScreenshot(page, testInfo, 'premium settings empty');
    await page.context().close();
  });
});
