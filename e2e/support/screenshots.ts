import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { SCREENSHOTS_DIR } from './paths.ts';

/**
 * File name of a journey screenshot: `<name>-<project>-<width>.png`, for example
 * `landing-phone-360.png`, so both widths of one screen sort next to each other.
 */
export function screenshotName(name: string, project: string, width: number): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-${project}-${width}.png`;
}

/**
 * Takes a full-page screenshot into e2e/artifacts/screenshots. Not attached to the report: the
 * list reporter would print every attachment of a failed test and bury the error.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const width = page.viewportSize()?.width ?? 0;
  const path = join(SCREENSHOTS_DIR, screenshotName(name, testInfo.project.name, width));
  // Let web fonts and images settle so the picture shows the screen as a person sees it.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}
