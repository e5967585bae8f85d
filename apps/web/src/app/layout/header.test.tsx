import { POPUP } from '@iskra/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU, makeUser } from '../../test/fixtures.ts';
import { lazyLoaded } from '../../test/lazy.ts';
import { renderInShell } from '../../test/render.tsx';
import { Header } from './header.tsx';

afterEach(() => vi.useRealTimers());

describe('header', () => {
  it('shows the menu with badges: Симпатии = likes + matches + visits, Чат = dialogs', () => {
    renderInShell(<Header />, { user: makeUser(), menuData: MENU, path: '/discover' });
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    expect(within(nav).getByRole('link', { name: /Знакомства/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /Симпатии/ })).toHaveTextContent('9');
    expect(within(nav).getByRole('link', { name: /Чат/ })).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Моя анкета: Алексей' })).toHaveAttribute('href', '/@u1042');
  });

  it('hides zero badges', () => {
    renderInShell(<Header />, {
      user: makeUser(),
      menuData: { likes: 0, matches: 0, visits: 0, dialogs: 0 },
    });
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    expect(within(nav).getByRole('link', { name: /Симпатии/ })).toHaveTextContent(/^Симпатии$/);
  });

  it('offers Premium to men without it and VIP to users without it', () => {
    renderInShell(<Header />, { user: makeUser({ gender: 1 }) });
    expect(screen.getByRole('link', { name: 'Premium' })).toHaveAttribute('href', '/premium');
    expect(screen.getByRole('link', { name: 'VIP' })).toHaveAttribute('href', '/vip');
  });

  it('offers no Premium to women or premium users, no VIP to VIP users', () => {
    renderInShell(<Header />, { user: makeUser({ gender: 2, vip: true }) });
    expect(screen.queryByRole('link', { name: 'Premium' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'VIP' })).not.toBeInTheDocument();
  });

  it('shows a guest only the logo and a sign-in link', () => {
    renderInShell(<Header />, { path: '/terms' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/?login');
  });

  it('offers the sign-in on the landing as well, where the form is further down', () => {
    renderInShell(<Header />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/?login');
  });

  it('closes the menu on a navigation that starts after it opened, not when one under way shows', async () => {
    const { router } = renderInShell(<Header />, { user: makeUser(), path: '/discover' });
    const button = screen.getByRole('button', { name: 'Открыть меню' });
    try {
      // A navigation under way: the address has changed, its page is not shown yet.
      window.history.pushState(null, '', '/app/chat');
      fireEvent.click(button);
      await lazyLoaded();
      expect(screen.getByRole('dialog', { name: 'Меню' })).toBeInTheDocument();
      await act(() => router.navigate('/chat'));
      expect(button).toHaveAttribute('aria-expanded', 'true');

      // A navigation that starts while the menu is open closes it.
      window.history.pushState(null, '', '/app/liked-you');
      await act(() => router.navigate('/liked-you'));
      expect(button).toHaveAttribute('aria-expanded', 'false');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('asks before logging out: Остаться keeps the session, Выйти logs out', async () => {
    vi.useFakeTimers();
    const logout = vi.fn(async () => undefined);
    renderInShell(<Header />, { user: makeUser(), session: { logout } });
    fireEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
    await lazyLoaded();
    const menu = screen.getByRole('dialog', { name: 'Меню' });

    fireEvent.click(within(menu).getByRole('button', { name: 'Выйти' }));
    const confirm = screen.getByRole('dialog', { name: 'Выйти из аккаунта?' });
    expect(confirm).toHaveTextContent('все функции сайта станут недоступны');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Остаться' }));
    await act(() => vi.advanceTimersByTimeAsync(POPUP.closeDelayMs));
    expect(screen.queryByRole('dialog', { name: 'Выйти из аккаунта?' })).not.toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();

    fireEvent.click(within(menu).getByRole('button', { name: 'Выйти' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Выйти из аккаунта?' })).getByRole('button', {
        name: 'Выйти',
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(POPUP.closeDelayMs));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('replaces the menu with the account settings popup, which keeps focus when the menu goes', async () => {
    vi.useFakeTimers();
    renderInShell(<Header />, { user: makeUser() });
    // As in a browser, the pressed buttons take focus.
    const burger = screen.getByRole('button', { name: 'Открыть меню' });
    burger.focus();
    fireEvent.click(burger);
    await lazyLoaded();
    const menu = screen.getByRole('dialog', { name: 'Меню' });
    const item = within(menu).getByRole('button', { name: 'Настройки аккаунта' });
    item.focus();
    fireEvent.click(item);
    await act(() => vi.advanceTimersByTimeAsync(POPUP.closeDelayMs * 2));
    expect(screen.queryByRole('dialog', { name: 'Меню' })).not.toBeInTheDocument();
    const settings = screen.getByRole('dialog', { name: 'Настройки аккаунта' });
    expect(settings.contains(document.activeElement)).toBe(true);
  });
});
