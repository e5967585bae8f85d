import { expect, type Page } from '@playwright/test';

/**
 * Every screen must fit its width (360 px phones included): nothing may stick out sideways and
 * make the page scroll horizontally. Soft, like the axe check, so the journey goes on.
 */
export async function expectNoHorizontalScroll(page: Page, name: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect
    .soft(scrollWidth, `${name} is ${scrollWidth} px wide in a ${clientWidth} px viewport`)
    .toBeLessThanOrEqual(clientWidth);
}
