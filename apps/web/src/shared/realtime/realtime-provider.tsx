import type { MenuData } from '@iskra/contract';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { getToken, setSocketIdSource } from '../api/index.ts';
import { useSession } from '../session/session-context.ts';
import { type Realtime, RealtimeContext, useSocketEvent } from './realtime-context.ts';
import {
  type ClientSocket,
  type ConnectSocket,
  connectSocket,
  isFinalRefusal,
  retryDelay,
} from './socket.ts';

export interface RealtimeProviderProps {
  children: ReactNode;
  /** How the socket is opened (a test passes its own). */
  connect?: ConnectSocket;
}

/**
 * The realtime connection (core-application §4 "Realtime"): opens when a user is signed in,
 * closes on sign-out. A failed connection is only logged to the console (§8); socket.io retries
 * dropped connections itself, and a refused handshake is retried here with a growing delay.
 */
export function RealtimeProvider({ children, connect = connectSocket }: RealtimeProviderProps) {
  const { status, user, reloadUser } = useSession();
  const userId = status === 'authenticated' ? (user?.id ?? null) : null;
  const [socket, setSocket] = useState<ClientSocket | null>(null);
  const [connected, setConnected] = useState(false);
  // Read when a handshake is refused, so a new reloadUser does not reopen the socket.
  const reloadUserRef = useRef(reloadUser);
  reloadUserRef.current = reloadUser;

  useEffect(() => {
    if (!userId) return;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let opened: ClientSocket | null = null;
    let closed = false;

    const attach = (next: ClientSocket) => {
      if (closed) {
        next.disconnect();
        return;
      }
      opened = next;
      next.on('connect', () => {
        attempt = 0;
        setConnected(true);
      });
      next.on('disconnect', (reason) => {
        setConnected(false);
        // The server closes a socket whose token expired or whose session ended, and socket.io
        // does not come back by itself then: one new handshake with the current token decides (a
        // refreshed token reconnects; an ended session is refused, finally).
        if (reason === 'io server disconnect') {
          retryTimer = setTimeout(() => next.connect(), retryDelay(attempt));
          attempt += 1;
        }
      });
      next.on('connect_error', (error) => {
        console.warn('Realtime connection error:', error.message);
        // socket.active: socket.io is already retrying (a network problem). Otherwise the server
        // refused the handshake, and socket.io leaves it there.
        if (next.active) return;
        // The session ended (signed out elsewhere, the account blocked): the session check then
        // meets the same 401 and takes the tab back to the start, where signing in says why.
        if (isFinalRefusal(error)) {
          void reloadUserRef.current();
          return;
        }
        retryTimer = setTimeout(() => next.connect(), retryDelay(attempt));
        attempt += 1;
      });
      setSocket(next);
    };

    const next = connect(getToken);
    if (next instanceof Promise) {
      next.then(attach, (error: unknown) => console.warn('Realtime client failed to load:', error));
    } else {
      attach(next);
    }
    return () => {
      closed = true;
      clearTimeout(retryTimer);
      if (opened) {
        opened.removeAllListeners();
        opened.disconnect();
      }
      setSocket(null);
      setConnected(false);
    };
  }, [userId, connect]);

  const value = useMemo<Realtime>(() => ({ socket, connected }), [socket, connected]);
  return (
    <ProvideRealtime value={value}>
      <MenuCounters />
      {children}
    </ProvideRealtime>
  );
}

/**
 * Hands a connection to the components below and names its socket to the API client, so the
 * calls of this tab carry it (see setSocketIdSource). Tests provide their fake socket with it.
 */
export function ProvideRealtime({ value, children }: { value: Realtime; children: ReactNode }) {
  const { socket } = value;
  useEffect(() => {
    if (!socket) return;
    // socket.io clears the id while disconnected, so a stale id is never sent.
    return setSocketIdSource(() => socket.id ?? undefined);
  }, [socket]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

/** SERVER:MENU_COUNTERS: the menu counters change by plus or minus a number. */
function MenuCounters() {
  const { adjustMenuData } = useSession();
  useSocketEvent('SERVER:MENU_COUNTERS', (delta: Partial<MenuData>) => adjustMenuData(delta));
  return null;
}
