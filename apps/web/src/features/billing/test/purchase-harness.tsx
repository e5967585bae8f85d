import {
  type CurrentUser,
  NO_SUBSCRIPTION,
  type PaymentState,
  type StartPaymentResponse,
  type SubscriptionInfo,
} from '@iskra/contract';
import { render } from '@testing-library/react';
import { type ReactElement, type ReactNode, useMemo, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { ProvideRealtime } from '../../../shared/realtime/realtime-provider.tsx';
import { type Session, SessionContext } from '../../../shared/session/session-context.ts';
import { SiteInfoContext } from '../../../shared/site-info.tsx';
import type { FakeSocket } from '../../../test/fake-socket.ts';
import { SITE_INFO } from '../../../test/fixtures.ts';
import { stubSession } from '../../../test/render.tsx';
import { ModalProvider } from '../../../ui/modal/modal-provider.tsx';
import { NotificationsProvider } from '../../../ui/notifications/notifications-provider.tsx';

/** An answer of the stubbed API: a JSON body (status 200) or an explicit status and body. */
export type Answer = unknown | { status: number; body: unknown };
export type Route = (url: URL, body: unknown) => Answer | Promise<Answer>;

function isExplicit(answer: unknown): answer is { status: number; body: unknown } {
  return typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;
}

/**
 * A fetch stub answering "METHOD /api/path" (an unknown call fails loudly), with every call
 * recorded: `of(key)` lists the bodies sent to one route.
 */
export function stubBillingApi(routes: Record<string, Route>) {
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  const calls: { key: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ key, url, body });
      const route = routes[key] ?? Object.entries(routes).find(([pattern]) => matches(pattern, key))?.[1];
      if (!route) throw new Error(`Unexpected request ${key}`);
      const answer = await route(url, body);
      const { status, payload } = isExplicit(answer)
        ? { status: answer.status, payload: answer.body }
        : { status: 200, payload: answer };
      return new Response(JSON.stringify(payload), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    of: (key: string) => calls.filter((call) => matches(key, call.key)).map((call) => call.body),
  };
}

/** "GET /api/payments/sandbox/*" matches any last segment. */
function matches(pattern: string, key: string): boolean {
  if (!pattern.includes('*')) return pattern === key;
  const [head, tail = ''] = pattern.split('*');
  return key.startsWith(head ?? '') && key.endsWith(tail) && !key.slice((head ?? '').length).includes(' ');
}

/** What every purchase page asks on opening: the back-end premium check and the subscription. */
export function purchaseRoutes(extra: Record<string, Route> = {}): Record<string, Route> {
  return {
    'GET /api/user/check-premium': () => ({ premium: false, premiumFeatures: false }),
    'GET /api/subscription': () => subscription(),
    ...extra,
  };
}

export function subscription(overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  return { ...NO_SUBSCRIPTION, ...overrides };
}

export const SAVED_CARD = subscription({ maskedCard: '5555 55** **** 4477', cardType: 'MasterCard' });

export function started(overrides: Partial<StartPaymentResponse> = {}): StartPaymentResponse {
  return {
    success: true,
    acq: 'sandbox',
    paymentId: '7d1c6a9e-2b7d-4c1e-9a8f-5d6e7f8a9b01',
    confirmation: { confirmation_token: 'sandbox-token-0001' },
    amount: 899,
    tariff: 8,
    test: true,
    ...overrides,
  };
}

export function paymentState(overrides: Partial<PaymentState> = {}): PaymentState {
  return {
    id: '7d1c6a9e-2b7d-4c1e-9a8f-5d6e7f8a9b01',
    status: 'pending',
    granted: false,
    tariff: 8,
    amount: 899,
    tier: 'premium',
    cancellationReason: null,
    ...overrides,
  };
}

/** A session whose reloadUser applies `reloaded` (what the server would answer by then). */
function HarnessSession({
  initial,
  reloaded,
  spies,
  children,
}: {
  initial: CurrentUser;
  reloaded?: Partial<CurrentUser>;
  spies: { reloadUser: () => void };
  children: ReactNode;
}) {
  const [user, setUser] = useState(initial);
  const session = useMemo<Session>(
    () => ({
      ...stubSession(user),
      updateUser: (update) =>
        setUser((current) => (typeof update === 'function' ? update(current) : { ...current, ...update })),
      reloadUser: async () => {
        spies.reloadUser();
        if (reloaded) setUser((current) => ({ ...current, ...reloaded }));
      },
    }),
    [user, reloaded, spies],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export interface PurchaseRenderOptions {
  user: CurrentUser;
  path?: string;
  socket?: FakeSocket;
  /** What the user looks like after reloadUser. */
  reloaded?: Partial<CurrentUser>;
}

/** Renders a purchase page at `path` among stand-ins of the pages it leads to. */
export function renderPurchase(
  page: ReactElement,
  { user, path = '/premium', socket, reloaded }: PurchaseRenderOptions,
) {
  const spies = { reloadUser: vi.fn() };
  const shell = (
    <NotificationsProvider>
      <SiteInfoContext.Provider value={SITE_INFO}>
        <HarnessSession initial={user} reloaded={reloaded} spies={spies}>
          <ModalProvider>
            {socket ? (
              <ProvideRealtime value={{ socket: socket.asClient(), connected: true }}>
                <Outlet />
              </ProvideRealtime>
            ) : (
              <Outlet />
            )}
          </ModalProvider>
        </HarnessSession>
      </SiteInfoContext.Provider>
    </NotificationsProvider>
  );
  const router = createMemoryRouter(
    [
      {
        element: shell,
        children: [
          { path: '/premium', element: page },
          { path: '/vip', element: page },
          { path: '/premium-settings', element: <h1>Настройки Premium</h1> },
          { path: '/vip-settings', element: <h1>Настройки VIP</h1> },
          { path: '/discover', element: <h1>Знакомства</h1> },
          { path: '*', element: <h1>Другая страница</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { router, reloadUser: spies.reloadUser, ...render(<RouterProvider router={router} />) };
}
