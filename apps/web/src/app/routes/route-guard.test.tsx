import { EMAIL_CHANGE_LANDING, ERROR_TEXT, PROFILE_TEXT, STORAGE_KEYS, SUCCESS_TEXT } from '@iskra/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ru from '../../i18n/ru.ts';
import { fetchStub, jsonResponse, makeAuth, makeUser, SITE_INFO } from '../../test/fixtures.ts';
import { AppRoutes } from './app-routes.tsx';

const siteInfo = () => jsonResponse(SITE_INFO);

/** A server redirect target as a path inside the router (whose basename is /app). */
const inApp = (location: string) => location.replace(/^\/app/, '');

function renderApp(path: string, routes: Parameters<typeof fetchStub>[0] = {}) {
  vi.stubGlobal('fetch', vi.fn(fetchStub({ 'GET /api/helpers/site-info': siteInfo, ...routes })));
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('route guard and start-up', () => {
  it('sends a guest from /discover to the landing', async () => {
    const router = renderApp('/discover');
    expect(await screen.findByRole('heading', { level: 1, name: /Знакомься/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ from: '/discover' });
    expect(screen.getByRole('tab', { name: 'Регистрация' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lets a guest read public pages', async () => {
    const router = renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Помощь' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help');
    await waitFor(() => expect(document.title).toBe('Помощь — Искра'));
  });

  it('signs in with a stored token and sends the user from / to /discover', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old-token');
    const router = renderApp('/', { 'GET /api/user/refresh': () => jsonResponse(makeAuth()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Знакомства' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/discover');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('fresh-token');
    await waitFor(() => expect(document.title).toBe('Знакомства — Искра'));
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    expect(nav).toHaveTextContent('новых: 9');
  });

  it('tells a signed-in user who opens the confirmation link that the e-mail is confirmed', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old-token');
    const refresh = vi.fn(() => jsonResponse(makeAuth()));
    const router = renderApp('/?activated', { 'GET /api/user/refresh': refresh });
    expect(await screen.findByText(SUCCESS_TEXT.emailConfirmed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/discover');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('tells a signed-in user who opens a used or unknown link that it is invalid', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old-token');
    const router = renderApp(inApp(EMAIL_CHANGE_LANDING.invalid), {
      'GET /api/user/refresh': () => jsonResponse(makeAuth()),
    });
    expect(await screen.findByText(ru.auth.activationInvalid)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/discover');
    expect(screen.queryByText(SUCCESS_TEXT.emailConfirmed)).not.toBeInTheDocument();
  });

  it('tells a signed-in user that the new address was taken meanwhile', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old-token');
    const router = renderApp(inApp(EMAIL_CHANGE_LANDING.taken), {
      'GET /api/user/refresh': () => jsonResponse(makeAuth()),
    });
    expect(await screen.findByText(PROFILE_TEXT.emailTaken)).toBeInTheDocument();
    expect(screen.queryByText(ru.auth.activationInvalid)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/discover');
  });

  it('reloads a signed-in user from the server after a confirmed e-mail change', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old-token');
    const answers = [
      makeAuth(makeUser({ email: 'old@iskra.test' })),
      { ...makeAuth(makeUser({ email: 'new@iskra.test' })), accessToken: 'reloaded-token' },
    ];
    const refresh = vi.fn(() => jsonResponse(answers.shift()));
    const router = renderApp(inApp(EMAIL_CHANGE_LANDING.changed), {
      'GET /api/user/refresh': refresh,
    });
    expect(await screen.findByText(SUCCESS_TEXT.emailConfirmed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/discover');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('reloaded-token'));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('clears a rejected token, shows the authorization error and goes to /', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'bad-token');
    const router = renderApp('/chat', {
      'GET /api/user/refresh': () => jsonResponse({ message: 'Сессия завершена. Войди снова' }, 401),
    });
    expect(await screen.findByText(ERROR_TEXT.authorization)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the token and offers a retry when the server cannot be reached', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'good-token');
    renderApp('/discover', {
      'GET /api/user/refresh': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('good-token');
  });

  it('shows the 404 page for unknown paths and non-profile segments, to guests too', async () => {
    renderApp('/no-such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: ERROR_TEXT.pageNotFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти к знакомствам' })).toHaveAttribute('href', '/discover');
  });

  it('treats /@u{id} as a protected profile page and other single segments as 404', async () => {
    const router = renderApp('/@u1042');
    await screen.findByRole('tab', { name: 'Вход' });
    expect(router.state.location.pathname).toBe('/');
    await router.navigate('/something');
    expect(
      await screen.findByRole('heading', { level: 1, name: ERROR_TEXT.pageNotFound }),
    ).toBeInTheDocument();
  });
});
