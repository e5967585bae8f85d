import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../shared/api/index.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { fetchDiscover, prefetchDiscover } from './sympathies-api.ts';

const ANSWER = { users: [], freeLikes: true, ratingsResetAt: '2026-01-01T00:00:00.000Z' };

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
