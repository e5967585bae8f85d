import type { BrowserContext } from '@playwright/test';
import { COOKIES } from '../../packages/contract/src/constants.ts';

/**
 * Accepts the cookie banner before the journey starts by setting the consent cookie in the
 * browser context, as the banner's button would. `extra` sets more cookies (name → value) for
 * the same origin, for popups that a journey is not about.
 */
export async function acceptCookies(
  context: BrowserContext,
  baseURL: string | undefined,
  extra: Readonly<Record<string, string>> = {},
): Promise<void> {
  const url = new URL(baseURL ?? 'http://127.0.0.1/').origin;
  await context.addCookies([
    { name: COOKIES.consent.name, value: '1', url },
    ...Object.entries(extra).map(([name, value]) => ({ name, value, url })),
  ]);
}
