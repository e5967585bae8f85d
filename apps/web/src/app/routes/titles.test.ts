import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resolveTitle } from '../../shared/routing/titles.ts';
import { appRoutes } from './app-routes.tsx';

function titleAt(path: string): string {
  return resolveTitle(matchRoutes(appRoutes, path) ?? []);
}

describe('document titles (core-application §2, paid-tiers §2)', () => {
  it.each([
    ['/discover', 'Discovery'],
    ['/matches', 'Matches'],
    ['/liked-you', 'Liked you'],
    ['/visitors', 'Visitors'],
    ['/chat', 'Chat'],
    ['/chat/7b0c2f70-8a0e-4a4c-9a1e-0f6b2d3c4e5f', 'Chat'],
    ['/premium', 'Premium page'],
    ['/premium-settings', 'Premium billing'],
    ['/vip', 'VIP page'],
    ['/vip-settings', 'Vip billing'],
    ['/subscription', 'Subscription settings'],
    ['/personal-agreement', 'Personal agreement'],
    ['/privacy-policy', 'Privacy policy'],
    ['/privacy-policy/', 'Privacy policy'],
    ['/terms', 'Terms'],
    ['/terms/', 'Terms'],
    ['/cookies', 'Cookies'],
    ['/help', 'Feedback'],
    ['/about', 'About us'],
    ['/@u1042', 'Profile 1042'],
    ['/', 'Main'],
    ['/auth', 'Main'],
    ['/restore-pass/abc', 'Main'],
    ['/confidential', 'Main'],
    ['/404', 'Main'],
    ['/no-such-page', 'Main'],
    ['/@ubad', 'Main'],
    ['/a/b/c', 'Main'],
  ])('%s → %s', (path, title) => {
    expect(titleAt(path)).toBe(title);
  });
});
