import { COOKIES } from '@iskra/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from '../../shared/cookies.ts';
import { renderInShell } from '../../test/render.tsx';
import { CookieBanner } from './cookie-banner.tsx';

describe('cookie banner', () => {
  it('explains cookies, links to the policy and stores consent on Продолжить', () => {
    const cookieSetter = vi.spyOn(document, 'cookie', 'set');
    renderInShell(<CookieBanner />);
    const banner = screen.getByRole('region', { name: 'Уведомление о файлах cookie' });
    expect(banner).toHaveTextContent('Продолжая пользоваться сайтом, ты соглашаешься');
    expect(screen.getByRole('link', { name: 'политике cookie' })).toHaveAttribute('href', '/cookies');

    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));

    expect(getCookie(COOKIES.consent.name)).toBe('1');
    const written = String(cookieSetter.mock.calls.at(-1)?.[0]);
    const expires = Date.parse(/expires=([^;]+)/.exec(written)?.[1] ?? '');
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(COOKIES.consent.days - 0.01);
    expect(days).toBeLessThanOrEqual(COOKIES.consent.days);
    expect(written).toContain('path=/');
    expect(screen.queryByRole('region', { name: 'Уведомление о файлах cookie' })).not.toBeInTheDocument();
  });

  it('is not shown when consent was given before', () => {
    setCookie(COOKIES.consent.name, '1', COOKIES.consent.days);
    renderInShell(<CookieBanner />);
    expect(screen.queryByRole('button', { name: 'Продолжить' })).not.toBeInTheDocument();
  });
});
