import { expect, type Locator, type Page, test } from '@playwright/test';
import { saveScreenshot } from './support/screenshots.ts';

// The first screen of a phone: the headline and both ways in (create a profile, log in) above
// the fold at 360×640, clear of the cookie notice; the header's «Войти» works on the landing too.

// Reduced motion: the scroll to the forms is instant, so where it ends does not depend on how
// long a smooth scroll takes on a busy machine (the app honours the setting).
test.use({ viewport: { width: 360, height: 640 }, reducedMotion: 'reduce' });

/** The element lies inside the viewport and above the top edge of `over`. */
async function expectAbove(page: Page, target: Locator, over: Locator): Promise<void> {
  const box = await target.boundingBox();
  const cover = await over.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !cover || !viewport) throw new Error('nothing to measure');
  expect(box.y, 'starts on the first screen').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'ends above the cookie notice').toBeLessThanOrEqual(cover.y);
}

test('a phone’s first screen shows the headline, «Создать анкету» and «Войти» above the cookie notice', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the first screen of a phone');
  await page.goto('./');
  const banner = page.getByRole('region', { name: 'Уведомление о файлах cookie' });
  await expect(banner).toBeVisible();
  const intro = page.getByRole('region', { name: /Знакомься/ });
  const create = intro.getByRole('button', { name: 'Создать анкету' });
  const login = intro.getByRole('button', { name: 'Войти' });
  await expectAbove(page, page.getByRole('heading', { level: 1 }), banner);
  await expectAbove(page, create, banner);
  await expectAbove(page, login, banner);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'landing first screen');

  // «Войти» brings the login form into view on its tab.
  await login.click();
  await expect(page.getByRole('tab', { name: 'Вход' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByLabel('Email')).toBeInViewport();

  // The header's «Войти» does the same from the registration tab.
  await create.click();
  await expect(page.getByRole('tab', { name: 'Регистрация' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
  await expect(page.getByRole('tab', { name: 'Вход' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByLabel('Email')).toBeInViewport();
});
