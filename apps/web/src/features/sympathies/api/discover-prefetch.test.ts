import type { DiscoverResponse } from '@iskra/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../shared/api/index.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { makeCard } from '../test/fixtures.ts';
import { fetchDiscover, prefetchDiscover } from './sympathies-api.ts';

let ANSWER: DiscoverResponse = { users: [], freeLikes: true, ratingsResetAt: '2026-01-01T00:00:00.000Z' };

describe('discover prefetch at start', () => {
  let calls: number;
  beforeEach(() => {
    calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        return jsonResponse(ANSWER);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
    ANSWER = { ...ANSWER, users: [], freeLikes: true };
  });

  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
      href: link.getAttribute('href'),
      priority: link.getAttribute('fetchpriority'),
    }));

  it('asks for the top card’s photo with the answer, first, before the page renders it', async () => {
    const top = makeCard({ name: 'Анна' });
    ANSWER = { ...ANSWER, users: [top, makeCard({ name: 'Вера' })] };
    setToken('stored');
    prefetchDiscover();
    await fetchDiscover();
    expect(preloads()).toEqual([{ href: top.images[0]?.uri, priority: 'high' }]);
  });

  it('asks for no photo when the session changed before the answer came', async () => {
    ANSWER = { ...ANSWER, users: [makeCard()] };
    setToken('stored');
    prefetchDiscover();
    clearToken();
    setToken('someone else');
    await fetchDiscover();
    expect(preloads()).toEqual([]);
  });

  it('asks for no photo when no card will be shown (no free ratings left)', async () => {
    ANSWER = { ...ANSWER, users: [makeCard()], freeLikes: false };
    setToken('stored');
    prefetchDiscover();
    await fetchDiscover();
    expect(preloads()).toEqual([]);
  });

  it('asks once: the page takes the answer asked for at start, even after the token is renewed', async () => {
    setToken('stored');
    prefetchDiscover();
    setToken('renewed');
    await expect(fetchDiscover()).resolves.toEqual(ANSWER);
    expect(calls).toBe(1);
    // Taken once: the next deal asks again.
    await fetchDiscover();
    expect(calls).toBe(2);
  });

  it('asks nothing without a stored token', () => {
    prefetchDiscover();
    expect(calls).toBe(0);
  });

  it('drops the early answer once the token was dropped (another session may follow)', async () => {
    setToken('stored');
    prefetchDiscover();
    clearToken();
    setToken('someone else');
    await fetchDiscover();
    expect(calls).toBe(2);
  });
});
