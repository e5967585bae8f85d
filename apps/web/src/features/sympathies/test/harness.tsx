import type { CurrentUser, MenuData } from '@iskra/contract';
import type { ReactElement } from 'react';
import { onTestFinished, vi } from 'vitest';
import { setSocketIdSource } from '../../../shared/api/index.ts';
import { ProvideRealtime } from '../../../shared/realtime/realtime-provider.tsx';
import type { FakeSocket } from '../../../test/fake-socket.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { SympathiesProvider } from '../model/sympathies-provider.tsx';

export type Route = (url: URL, init: RequestInit | undefined) => unknown;

export interface Call {
  key: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

/**
 * A fetch stub answering "METHOD /api/path" with JSON from `routes` (a thrown error or an
 * unknown path fails the call loudly), and a record of every call made.
 */
export function stubApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push({
      key,
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: new Headers(init?.headers),
    });
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request ${key}`);
    return jsonResponse(await route(url, init));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, of: (key: string) => calls.filter((call) => call.key === key) };
}

/** Renders a sympathies screen inside the provider and the shell's contexts. */
export function renderWithSympathies(
  ui: ReactElement,
  {
    user,
    menuData,
    path = '/',
    socket,
  }: { user: CurrentUser; menuData?: MenuData; path?: string; socket?: FakeSocket },
) {
  const adjustMenuData = vi.fn();
  // Named before the first render, as a connected tab's is by the time its pages load.
  if (socket) onTestFinished(setSocketIdSource(() => socket.id));
  const tree = <SympathiesProvider>{ui}</SympathiesProvider>;
  const withSocket = socket ? (
    <ProvideRealtime value={{ socket: socket.asClient(), connected: true }}>{tree}</ProvideRealtime>
  ) : (
    tree
  );
  const result = renderInShell(withSocket, {
    user,
    menuData,
    path,
    session: { adjustMenuData },
  });
  return { ...result, adjustMenuData };
}
