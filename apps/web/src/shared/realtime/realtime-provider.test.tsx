import type { ErrorCode } from '@iskra/contract';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-socket.ts';
import { MENU, makeUser } from '../../test/fixtures.ts';
import { stubSession } from '../../test/render.tsx';
import { setToken } from '../api/index.ts';
import { type Session, SessionContext } from '../session/session-context.ts';
import { useSocketEvent } from './realtime-context.ts';
import { RealtimeProvider } from './realtime-provider.tsx';

afterEach(() => vi.useRealTimers());

function Likes() {
  const [count, setCount] = useState(0);
  useSocketEvent('SERVER:LIKE', () => setCount((value) => value + 1));
  return <p>likes: {count}</p>;
}

/** A handshake the server refused: socket.io hands the client the error with `data`. */
function refused(message: string, code: ErrorCode): Error {
  return Object.assign(new Error(message), { data: { code } });
}

function setup(session: Session) {
  const sockets: FakeSocket[] = [];
  const connect = vi.fn((readToken: () => string | null) => {
    const socket = new FakeSocket(readToken);
    sockets.push(socket);
    return socket.asClient();
  });
  const view = render(
    <SessionContext.Provider value={session}>
      <RealtimeProvider connect={connect}>
        <Likes />
      </RealtimeProvider>
    </SessionContext.Provider>,
  );
  return { sockets, connect, view };
}

describe('realtime connection', () => {
  it('opens only for a signed-in user, with the stored token, and closes on sign-out', () => {
    setToken('token-1');
    const guest = stubSession(null);
    const { connect, sockets, view } = setup(guest);
    expect(connect).not.toHaveBeenCalled();

    const signedIn = stubSession(makeUser());
    view.rerender(
      <SessionContext.Provider value={signedIn}>
        <RealtimeProvider connect={connect}>
          <Likes />
        </RealtimeProvider>
      </SessionContext.Provider>,
    );
    expect(connect).toHaveBeenCalledTimes(1);
    expect(sockets[0]?.readToken()).toBe('token-1');

    view.rerender(
      <SessionContext.Provider value={guest}>
        <RealtimeProvider connect={connect}>
          <Likes />
        </RealtimeProvider>
      </SessionContext.Provider>,
    );
    expect(sockets[0]?.disconnects).toBe(1);
  });

  it('hands server events to useSocketEvent and menu counters to the session', () => {
    const adjustMenuData = vi.fn();
    const { sockets } = setup({ ...stubSession(makeUser(), MENU), adjustMenuData });
    const socket = sockets[0] as FakeSocket;

    act(() => socket.serverEmit('SERVER:MENU_COUNTERS', { likes: 1, visits: -2 }));
    expect(adjustMenuData).toHaveBeenCalledWith({ likes: 1, visits: -2 });

    expect(screen.getByText('likes: 0')).toBeInTheDocument();
    act(() => socket.serverEmit('SERVER:LIKE', { like: undefined as never }));
    act(() => socket.serverEmit('SERVER:LIKE', { like: undefined as never }));
    expect(screen.getByText('likes: 2')).toBeInTheDocument();
  });

  it('logs a connection error to the console only, and retries a refused handshake', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reloadUser = vi.fn(async () => undefined);
    const { sockets } = setup({ ...stubSession(makeUser()), reloadUser });
    const socket = sockets[0] as FakeSocket;

    // A network failure: socket.io is still active and retries by itself.
    act(() => socket.fire('connect_error', new Error('xhr poll error')));
    expect(warn).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(socket.connects).toBe(0);

    // A refused handshake: socket.io gives up, so the provider tries again later.
    socket.active = false;
    act(() => socket.fire('connect_error', refused('Что-то пошло не так!', 'internal')));
    act(() => vi.advanceTimersByTime(2000));
    expect(socket.connects).toBe(1);

    // An ended session (signed out elsewhere, the account blocked) is not retried: the session
    // is checked once, and its 401 signs the tab out.
    expect(reloadUser).not.toHaveBeenCalled();
    act(() => socket.fire('connect_error', refused('Сессия завершена. Войди снова', 'sessionExpired')));
    act(() => vi.advanceTimersByTime(120_000));
    expect(socket.connects).toBe(1);
    expect(reloadUser).toHaveBeenCalledTimes(1);
    expect(document.body).not.toHaveTextContent(/ошибк/i);
  });

  it('comes back with the current token after the server closed the socket (an expired token)', () => {
    vi.useFakeTimers();
    const { sockets } = setup(stubSession(makeUser()));
    const socket = sockets[0] as FakeSocket;
    socket.active = false;
    act(() => socket.fire('disconnect', 'io server disconnect'));
    act(() => vi.advanceTimersByTime(2000));
    expect(socket.connects).toBe(1);

    // A dropped network is socket.io's own to retry.
    act(() => socket.fire('disconnect', 'transport close'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(socket.connects).toBe(1);
  });
});
