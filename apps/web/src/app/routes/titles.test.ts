import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resolveTitle } from '../../shared/routing/titles.ts';
import { appRoutes } from './app-routes.tsx';

function titleAt(path: string): string {
  return resolveTitle(matchRoutes(appRoutes, path) ?? []);
}

describe('document titles (core-application §2, paid-tiers §2), in Russian with the brand', () => {
  it.each([
    ['/discover', 'Знакомства — Искра'],
    ['/matches', 'Взаимные симпатии — Искра'],
    ['/liked-you', 'Я нравлюсь — Искра'],
    ['/visitors', 'Посетители — Искра'],
    ['/chat', 'Чат — Искра'],
    ['/chat/7b0c2f70-8a0e-4a4c-9a1e-0f6b2d3c4e5f', 'Чат — Искра'],
    ['/premium', 'Premium — Искра'],
    ['/premium-settings', 'Настройки Premium — Искра'],
    ['/vip', 'VIP — Искра'],
    ['/vip-settings', 'Настройки VIP — Искра'],
    ['/subscription', 'Подписки — Искра'],
    ['/personal-agreement', 'Согласие на обработку персональных данных — Искра'],
    ['/privacy-policy', 'Политика конфиденциальности — Искра'],
    ['/privacy-policy/', 'Политика конфиденциальности — Искра'],
    ['/terms', 'Пользовательское соглашение — Искра'],
    ['/terms/', 'Пользовательское соглашение — Искра'],
    ['/cookies', 'Политика cookie — Искра'],
    ['/help', 'Помощь — Искра'],
    ['/about', 'О нас — Искра'],
    ['/@u1042', 'Профиль — Искра'],
    ['/', 'Искра'],
    ['/auth', 'Искра'],
    ['/restore-pass/abc', 'Искра'],
    ['/confidential', 'Искра'],
    ['/404', 'Искра'],
    ['/no-such-page', 'Искра'],
    ['/@ubad', 'Искра'],
    ['/a/b/c', 'Искра'],
  ])('%s → %s', (path, title) => {
    expect(titleAt(path)).toBe(title);
  });
});
