import { expect, type Page, test } from '@playwright/test';
import { COOKIES } from '../packages/contract/src/constants.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Issue 2: the public shell of the web app — landing, cookie consent, legal pages, 404 and the
// guard of authenticated routes — at the phone and desktop widths of the two projects.

const DAY_SECONDS = 24 * 60 * 60;
const NOT_FOUND_TEXT = 'Страница не существует или потерялась';

/** The brand in the header: the «Искра» wordmark inside the link to the start page. */
function brand(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Искра/ });
}

function cookieBanner(page: Page) {
  return page.getByRole('region', { name: /cookie/i });
}

async function acceptCookies(page: Page): Promise<void> {
  await cookieBanner(page).getByRole('button', { name: 'Продолжить' }).click();
  await expect(cookieBanner(page)).toBeHidden();
}

test.describe('public shell', () => {
  test('landing shows the brand and the cookie consent is remembered', async ({
    page,
    context,
  }, testInfo) => {
    await page.goto('./');
    await expect(page).toHaveTitle('Искра');
    await expect(brand(page)).toBeVisible();
    await expect(brand(page)).toContainText('Искра');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'landing');
    await expectNoHorizontalScroll(page, 'landing with cookie banner');
    await saveScreenshot(page, testInfo, 'landing with cookie banner');

    const before = Date.now() / 1000;
    await acceptCookies(page);
    const consent = (await context.cookies()).find((c) => c.name === COOKIES.consent.name);
    expect(consent, `cookie ${COOKIES.consent.name} is set`).toBeDefined();
    const lifetimeDays = ((consent?.expires ?? 0) - before) / DAY_SECONDS;
    expect(lifetimeDays).toBeGreaterThan(COOKIES.consent.days - 1);
    expect(lifetimeDays).toBeLessThan(COOKIES.consent.days + 1);

    await page.reload();
    await expect(brand(page)).toBeVisible();
    await expect(banner).toBeHidden();
    await expectNoHorizontalScroll(page, 'landing');
    await saveScreenshot(page, testInfo, 'landing');
  });

  test('legal pages', async ({ page }, testInfo) => {
    await page.goto('terms');
    await acceptCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Пользовательское соглашение' })).toBeVisible();
    await expect(page).toHaveTitle('Пользовательское соглашение — Искра');
    await expectNoSeriousA11yViolations(page, testInfo, 'terms');
    await expectNoHorizontalScroll(page, 'terms');
    await saveScreenshot(page, testInfo, 'terms');

    await page.goto('privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeVisible();
    await expect(page).toHaveTitle('Политика конфиденциальности — Искра');
    await expectNoHorizontalScroll(page, 'privacy policy');
    await saveScreenshot(page, testInfo, 'privacy policy');
  });

  test('unknown path shows the 404 page with a way to discover', async ({ page }, testInfo) => {
    await page.goto('no/such/page');
    await acceptCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeVisible();
    await expect(page).toHaveTitle('Искра');
    await expectNoSeriousA11yViolations(page, testInfo, '404');
    await expectNoHorizontalScroll(page, 'not found');
    await saveScreenshot(page, testInfo, 'not found');

    // A single unknown segment (matched like a profile address /@u{id}) and /404 itself.
    for (const path of ['no-such-page', '404']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeVisible();
    }

    // The way out leads to discover, which sends a signed-out visitor to the landing.
    await page.getByRole('link', { name: 'Перейти к знакомствам' }).click();
    await expect(page).toHaveURL(/\/app\/?$/);
    await expect(page).toHaveTitle('Искра');
  });

  test('discover while signed out lands on the landing', async ({ page }) => {
    await page.goto('discover');
    await expect(page).toHaveURL(/\/app\/?$/);
    await expect(page).toHaveTitle('Искра');
    await expect(brand(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
