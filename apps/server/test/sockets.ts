/**
 * Socket.IO clients for tests against a listening app (see listen() in test-app.ts).
 *
 *   afterEach(closeSockets);                        // every socket opened here is closed
 *   const tab = await openTab(url, alice);          // connected, records what it hears
 *   expect(await tab.next('SERVER:NEW_MESSAGE')).toMatchObject({ … });
 *   await drained(app, alice, tab);                 // everything sent to Alice so far arrived
 */
import { randomUUID } from 'node:crypto';
import type { ClientToServerEvents, ServerToClientEvents } from '@iskra/contract';
import { io, type Socket } from 'socket.io-client';
import type { App } from '../src/platform/types.ts';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ServerEvent = keyof ServerToClientEvents;
export type ServerPayload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];

const opened: ClientSocket[] = [];

/**
 * A websocket-only client of the app at `url`, signed in with `token` when given, that never
 * reconnects by itself. It starts connecting at once; wait for it with connected().
 */
export function openSocket(url: string, token?: string): ClientSocket {
  const socket: ClientSocket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(token === undefined ? {} : { auth: { token } }),
  });
  opened.push(socket);
  return socket;
}

/** Resolves once the socket is connected; rejects with the server's refusal. */
export function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** Disconnects every socket opened so far (afterEach or afterAll). */
export function closeSockets(): void {
  for (const socket of opened.splice(0)) socket.disconnect();
}

/** A connected socket of a user that records every server event it hears, in order. */
export interface SocketTab {
  socket: ClientSocket;
  /** Every event heard, as [name, payload]. */
  events: Array<[string, unknown]>;
  /** Resolves with the next event of this name (or one already heard and not yet taken). */
  next<E extends ServerEvent>(event: E): Promise<ServerPayload<E>>;
  /** Every payload heard so far of this name. */
  all<E extends ServerEvent>(event: E): Array<ServerPayload<E>>;
}

export async function openTab(url: string, user: { token: string }): Promise<SocketTab> {
  const socket = openSocket(url, user.token);
  const events: SocketTab['events'] = [];
  const taken = new Map<string, number>();
  const waiters: Array<{ event: string; resolve: (payload: unknown) => void }> = [];
  socket.onAny((event: string, payload: unknown) => {
    events.push([event, payload]);
    const i = waiters.findIndex((w) => w.event === event);
    if (i >= 0) {
      const [waiter] = waiters.splice(i, 1);
      taken.set(event, (taken.get(event) ?? 0) + 1);
      waiter?.resolve(payload);
    }
  });
  await connected(socket);
  return {
    socket,
    events,
    next<E extends ServerEvent>(event: E) {
      const heard = events.filter(([name]) => name === event);
      const used = taken.get(event) ?? 0;
      if (heard.length > used) {
        taken.set(event, used + 1);
        return Promise.resolve(heard[used]?.[1] as ServerPayload<E>);
      }
      return new Promise<ServerPayload<E>>((resolve) =>
        waiters.push({ event, resolve: resolve as (payload: unknown) => void }),
      );
    },
    all<E extends ServerEvent>(event: E) {
      return events.filter(([name]) => name === event).map(([, payload]) => payload as ServerPayload<E>);
    },
  };
}

/**
 * Resolves once everything the server sent to `user` before this call has reached `tab`: a
 * marker goes to the user's room after the work has settled, and one socket hears its events in
 * order. The marker is not an event of the app, so it is taken out of `tab.events` again.
 */
export async function drained(app: App, user: { user: { id: string } }, tab: SocketTab): Promise<void> {
  const marker = randomUUID();
  const arrived = new Promise<void>((resolve) => {
    const listener = (payload: { userId: string }) => {
      if (payload.userId !== marker) return;
      tab.socket.off('SERVER:INVITE_MEETUP', listener);
      resolve();
    };
    tab.socket.on('SERVER:INVITE_MEETUP', listener);
  });
  await app.realtime.settled();
  app.realtime.emitToUser(user.user.id, 'SERVER:INVITE_MEETUP', { userId: marker });
  await arrived;
  const i = tab.events.findIndex(([, payload]) => (payload as { userId?: string })?.userId === marker);
  if (i >= 0) tab.events.splice(i, 1);
}
