import { SOCKET_ID_HEADER, STORAGE_KEYS } from '@iskra/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setSocketIdSource } from './client.ts';

describe('the API client names the tab', () => {
  const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
  const sentHeaders = () =>
    new Headers((fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit])[1].headers);

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(STORAGE_KEYS.token, 'token-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    fetchMock.mockClear();
  });

  it('sends the connected socket id with authenticated calls, so their pushes skip this tab', async () => {
    const stop = setSocketIdSource(() => 'socket-1');
    await api.get('/like');
    expect(sentHeaders().get(SOCKET_ID_HEADER)).toBe('socket-1');
    stop();
    await api.get('/like');
    expect(sentHeaders().get(SOCKET_ID_HEADER)).toBeNull();
  });

  it('sends none without a connected socket or on guest calls', async () => {
    const stop = setSocketIdSource(() => undefined);
    await api.get('/like');
    expect(sentHeaders().get(SOCKET_ID_HEADER)).toBeNull();
    stop();
    const again = setSocketIdSource(() => 'socket-1');
    await api.get('/helpers/site-info', { auth: false });
    expect(sentHeaders().get(SOCKET_ID_HEADER)).toBeNull();
    again();
  });
});
