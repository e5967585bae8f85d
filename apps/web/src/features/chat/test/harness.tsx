import type { CurrentUser, Dialog, MenuData, Message } from '@iskra/contract';
import { render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { setSocketIdSource } from '../../../shared/api/index.ts';
import { ProvideRealtime } from '../../../shared/realtime/realtime-provider.tsx';
import { type Session, SessionContext } from '../../../shared/session/session-context.ts';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { stubSession } from '../../../test/render.tsx';
import { ModalProvider } from '../../../ui/modal/modal-provider.tsx';
import { NotificationsProvider } from '../../../ui/notifications/notifications-provider.tsx';
import { ChatPage } from '../components/chat-page.tsx';

/** An answer: a JSON body (status 200), or `{ status, body }` via `reply`. */
export type Route = (url: URL, body: Record<string, unknown> | undefined, headers: Headers) => unknown;

const REPLY = Symbol('reply');

/** A non-200 answer from a route. */
export function reply(status: number, body: unknown) {
  return { [REPLY]: true, status, body };
}

/** A failed connection (no answer at all). */
export function offline(): never {
  throw new TypeError('Failed to fetch');
}

export interface Call {
  key: string;
  url: URL;
  body: Record<string, unknown> | undefined;
  headers: Headers;
}

/** A fetch stub answering "METHOD /api/path" (path patterns with :id); it records every call. */
export function stubApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const patterns = Object.entries(routes).map(([key, route]) => {
    const [method, path] = key.split(' ');
    const regex = new RegExp(`^${(path ?? '').replace(/:[a-z]+/gi, '[^/]+')}$`);
    return { method, regex, route };
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const key = `${method} ${url.pathname}`;
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      const headers = new Headers(init?.headers);
      calls.push({ key, url, body, headers });
      const match = patterns.find((p) => p.method === method && p.regex.test(url.pathname));
      if (!match) throw new Error(`Unexpected request ${key}`);
      const answer = await match.route(url, body, headers);
      if (answer && typeof answer === 'object' && REPLY in answer) {
        const { status, body: replyBody } = answer as unknown as { status: number; body: unknown };
        return jsonResponse(replyBody, status);
      }
      return jsonResponse(answer);
    }),
  );
  return { calls, of: (key: string) => calls.filter((call) => call.key === key) };
}

/** A session whose updateUser really changes the user, as the app's does. */
function LiveSession({
  user,
  overrides,
  children,
}: {
  user: CurrentUser;
  overrides: Partial<Session>;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState(user);
  const session: Session = {
    ...stubSession(current),
    updateUser: (update) =>
      setCurrent((was) => (typeof update === 'function' ? update(was) : { ...was, ...update })),
    ...overrides,
  };
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export interface ChatHarnessOptions {
  user: CurrentUser;
  menuData?: MenuData;
  /** Extra pages next to the chat (e.g. one that opens the fast-message popup). */
  extra?: { path: string; element: ReactNode }[];
}

/** The chat routes inside the app's providers, a fake socket and a memory router at `path`. */
export function renderChat(path: string, { user, extra = [] }: ChatHarnessOptions) {
  const socket = new FakeSocket();
  // Named before the first render, as a connected tab's is by the time its pages load.
  onTestFinished(setSocketIdSource(() => socket.id));
  const adjustMenuData = vi.fn();
  const router = createMemoryRouter(
    [
      {
        element: (
          <NotificationsProvider>
            <LiveSession user={user} overrides={{ adjustMenuData }}>
              <ModalProvider>
                <ProvideRealtime value={{ socket: socket.asClient(), connected: true }}>
                  <Outlet />
                </ProvideRealtime>
              </ModalProvider>
            </LiveSession>
          </NotificationsProvider>
        ),
        children: [
          { path: '/chat', element: <ChatPage /> },
          { path: '/chat/:dialogId/*', element: <ChatPage /> },
          ...extra,
          { path: '*', element: <p>elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { socket, adjustMenuData, router, ...render(<RouterProvider router={router} />) };
}

/** The calls of the chat with one dialog and its messages (`extra` adds or replaces some). */
export function threadRoutes(
  dialog: Dialog,
  messages: Message[],
  extra: Record<string, Route> = {},
): Record<string, Route> {
  return {
    'GET /api/dialogs': (url) => ({
      dialogs: url.searchParams.get('kind') === 'matches' ? [] : [dialog],
      seq: 10,
    }),
    'GET /api/messages/since': () => ({ messages: [], dialogs: [], seq: 10, more: false }),
    'GET /api/dialogs/:id': () => ({ dialog }),
    'GET /api/dialogs/:id/messages': () => ({ messages, more: false }),
    'POST /api/dialogs/:id/read': () => ({
      dialog: { ...dialog, unread: 0 },
      read: dialog.unread > 0 ? 1 : 0,
    }),
    ...extra,
  };
}
