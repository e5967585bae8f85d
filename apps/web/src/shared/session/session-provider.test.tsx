import { STORAGE_KEYS } from '@iskra/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, jsonResponse, makeAuth, makeUser } from '../../test/fixtures.ts';
import { NotificationsProvider } from '../../ui/notifications/notifications-provider.tsx';
import { api } from '../api/index.ts';
import { forgetPushDevice } from '../push/push-device.ts';
import { reloadToRoot } from './reload.ts';
import { useSession } from './session-context.ts';
import { SessionProvider } from './session-provider.tsx';

vi.mock('./reload.ts', () => ({ reloadToRoot: vi.fn() }));
vi.mock('../push/push-device.ts', () => ({ forgetPushDevice: vi.fn(async () => undefined) }));

function Probe() {
  const session = useSession();
  return (
    <div>
      <p>status: {session.status}</p>
      <p>likes: {session.menuData.likes}</p>
      <button type="button" onClick={() => session.signIn(makeAuth(makeUser({ name: 'Мария' })))}>
        sign in
      </button>
      <button type="button" onClick={() => session.adjustMenuData({ likes: -10, dialogs: 1 })}>
        adjust
      </button>
      <button type="button" onClick={() => void session.logout()}>
        logout
      </button>
    </div>
  );
}

function renderSession(path = '/discover') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <NotificationsProvider>
            <SessionProvider>
              <Probe />
            </SessionProvider>
          </NotificationsProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('session', () => {
  it('starts as a guest without a token and signs in with a sign-in answer', () => {
    renderSession();
    expect(screen.getByText('status: guest')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('fresh-token');
  });

  it('changes menu counters by a delta, never below zero', () => {
    renderSession();
    fireEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(screen.getByText('likes: 5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'adjust' }));
    expect(screen.getByText('likes: 0')).toBeInTheDocument();
  });

  it('signs out to / when an authenticated call answers 401', async () => {
    const router = renderSession('/chat');
    fireEvent.click(screen.getByRole('button', { name: 'sign in' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Сессия завершена. Войди снова' }, 401)),
    );
    await act(() => api.get('/matches').catch(() => undefined));
    expect(screen.getByText('status: guest')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('logout tells the server, clears the token and reloads at the root even if the server fails', async () => {
    renderSession();
    fireEvent.click(screen.getByRole('button', { name: 'sign in' }));
    const fetchMock = vi.fn(fetchStub({ 'POST /api/user/logout': () => jsonResponse({}, 500) }));
    vi.stubGlobal('fetch', fetchMock);
    fireEvent.click(screen.getByRole('button', { name: 'logout' }));
    // Web push is loaded first (a chunk of its own), so the rest follows a moment later.
    await waitFor(() => expect(reloadToRoot).toHaveBeenCalledTimes(1));
    expect(forgetPushDevice).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('logout does not depend on forgetting this device’s push subscription', async () => {
    renderSession();
    fireEvent.click(screen.getByRole('button', { name: 'sign in' }));
    vi.mocked(forgetPushDevice).mockRejectedValueOnce(new Error('the chunk is gone'));
    vi.stubGlobal('fetch', vi.fn(fetchStub({ 'POST /api/user/logout': () => jsonResponse({}) })));
    fireEvent.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(reloadToRoot).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
