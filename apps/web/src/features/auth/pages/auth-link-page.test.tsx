import { COOKIES, ERROR_TEXT, STORAGE_KEYS } from '@iskra/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '../../../shared/cookies.ts';
import { fetchStub, jsonResponse, makeAuth } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { AuthLinkPage } from './auth-link-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function setup(path: string, answer: () => Response) {
  const fetchMock = vi.fn(fetchStub({ 'POST /api/user/landing-login': answer }));
  vi.stubGlobal('fetch', fetchMock);
  const signIn = vi.fn();
  const view = renderInShell(<AuthLinkPage />, { path, session: { signIn } });
  return { ...view, signIn, fetchMock };
}

describe('/auth sign-in by link', () => {
  it('shows a loader, signs in once and goes to /discover', async () => {
    const auth = makeAuth();
    const { signIn, router, fetchMock } = setup('/auth?uid=u-1&token=t-1&landing=spring', () =>
      jsonResponse({ ...auth, utm: { utm_source: 'mail' } }),
    );
    expect(screen.getByText('Входим в аккаунт…')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/discover'));
    expect(signIn).toHaveBeenCalledWith(auth);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ uid: 'u-1', token: 't-1' });
    expect(JSON.parse(getCookie(COOKIES.utm.name) ?? 'null')).toEqual({ utm_source: 'mail' });
  });

  it('on failure clears the token, shows an important authorization error and goes to /', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'stale');
    const { signIn, router } = setup('/auth?uid=u-2&token=spent', () =>
      jsonResponse({ message: 'Ссылка для входа недействительна или устарела' }, 401),
    );
    expect(await screen.findByText(ERROR_TEXT.authorization)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(signIn).not.toHaveBeenCalled();
    // Important: it stays until closed.
    expect(screen.getByRole('button', { name: 'Закрыть уведомление' })).toBeInTheDocument();
  });

  it('fails the same way without uid or token, without asking the server', async () => {
    const { router, fetchMock } = setup('/auth?uid=u-3', () => jsonResponse(makeAuth()));
    expect(await screen.findByText(ERROR_TEXT.authorization)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
