import type { DiscoverResponse } from '@iskra/contract';
import { APP_BASE_PATH, STORAGE_KEYS } from '@iskra/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCard } from '../features/sympathies/test/fixtures.ts';
import { jsonResponse } from '../test/fixtures.ts';
import type { StartAssets, StartUpSettings } from './start-pages.ts';

const PAGES: Record<string, StartAssets> = {
  '/discover': {
    signedIn: true,
    scripts: ['/app/assets/discover-1.js'],
    styles: ['/app/assets/discover-1.css'],
  },
  '/': { signedIn: false, scripts: ['/app/assets/landing-1.js'], styles: [] },
};
const SETTINGS: StartUpSettings = { appBase: APP_BASE_PATH, tokenKey: STORAGE_KEYS.token, pages: PAGES };

/** A token as the server signs them: its session in the `sid` claim, a fresh id each time. */
let signed = 0;
function tokenOf(session: string): string {
  signed += 1;
  const claims = btoa(JSON.stringify({ sub: 'u1', sid: session, jti: `j${signed}` }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${claims}.signature`;
}
const STORED = tokenOf('session-1');
const RENEWED = tokenOf('session-1');

let cards: DiscoverResponse;
let asked: { url: string; authorization: string | null }[];

/** A fresh page: the modules (and so the early calls' store) as on a new load. */
async function load(path: string, token: string | null) {
  vi.resetModules();
  delete window.__iskraEarly;
  window.history.replaceState(null, '', path);
  localStorage.clear();
  if (token) localStorage.setItem('token', token);
  return {
    startUp: (await import('./start-up.ts')).startUp,
    client: await import('../shared/api/client.ts'),
    token: await import('../shared/api/token.ts'),
    early: await import('../shared/api/early.ts'),
  };
}

const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    priority: link.getAttribute('fetchpriority'),
    cors: link.getAttribute('crossorigin'),
  }));

beforeEach(() => {
  cards = { users: [], freeLikes: true, ratingsResetAt: '2026-01-01T00:00:00.000Z' };
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      asked.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
      if (url === '/api/matches/discover') return jsonResponse(cards);
      if (url === '/api/user/refresh') return jsonResponse({ accessToken: RENEWED });
      return jsonResponse({ ok: true });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const link of document.head.querySelectorAll('link')) link.remove();
  window.history.replaceState(null, '', '/');
});

describe('the start-up script', () => {
  it('on discover signed in: asks for the site info, the session and the cards, and preloads the screen and the top photo', async () => {
    const top = makeCard({ name: 'Анна' });
    cards = { ...cards, users: [top, makeCard({ name: 'Вера' })] };
    const { startUp, client } = await load('/app/discover', STORED);
    startUp(SETTINGS);
    expect(asked).toEqual([
      { url: '/api/helpers/site-info', authorization: null },
      { url: '/api/user/refresh', authorization: `Bearer ${STORED}` },
      { url: '/api/matches/discover', authorization: `Bearer ${STORED}` },
    ]);
    expect(links('modulepreload')).toEqual([
      { href: '/app/assets/discover-1.js', as: null, priority: null, cors: '' },
    ]);
    expect(links('preload')).toEqual([
      { href: '/app/assets/discover-1.css', as: 'style', priority: null, cors: '' },
    ]);
    // The page's own call takes the answer (its body is still whole) and asks nothing more.
    await expect(client.api.get('/matches/discover')).resolves.toEqual(cards);
    expect(links('preload')).toContainEqual({
      href: top.images[0]?.uri,
      as: 'image',
      priority: 'high',
      cors: null,
    });
    expect(asked).toHaveLength(3);
  });

  it('preloads no photo when no card will be shown (no free ratings left)', async () => {
    cards = { ...cards, users: [makeCard()], freeLikes: false };
    const { startUp, client } = await load('/app/discover/', STORED);
    startUp(SETTINGS);
    await client.api.get('/matches/discover');
    expect(links('preload').filter((link) => link.as === 'image')).toEqual([]);
  });

  it('for a guest on the landing: the site info and the landing’s chunks, nothing signed in', async () => {
    const { startUp } = await load('/app/', null);
    startUp(SETTINGS);
    expect(asked).toEqual([{ url: '/api/helpers/site-info', authorization: null }]);
    expect(links('modulepreload')).toEqual([
      { href: '/app/assets/landing-1.js', as: null, priority: null, cors: '' },
    ]);
  });

  it('preloads no screen for the other kind of visitor, or another page', async () => {
    const signedIn = await load('/app', STORED);
    signedIn.startUp(SETTINGS);
    expect(asked.map((call) => call.url)).toEqual(['/api/helpers/site-info', '/api/user/refresh']);
    const guest = await load('/app/discover', null);
    guest.startUp(SETTINGS);
    const elsewhere = await load('/app/chat', STORED);
    elsewhere.startUp(SETTINGS);
    expect(links('modulepreload')).toEqual([]);
  });

  it('asks nothing once the app has started (the entry came first)', async () => {
    const { startUp, early } = await load('/app/discover', STORED);
    early.markAppStarted();
    startUp(SETTINGS);
    expect(asked).toEqual([]);
  });
});

describe('the API client and the early answers', () => {
  it('takes each once, after a renewal of the same session too', async () => {
    const { startUp, client, token } = await load('/app/discover', STORED);
    startUp(SETTINGS);
    await client.api.get('/user/refresh', { expireOn401: false });
    token.setToken(RENEWED);
    await client.api.get('/matches/discover');
    await client.api.get('/helpers/site-info', { auth: false });
    expect(asked).toHaveLength(3);
    await client.api.get('/matches/discover');
    expect(asked).toHaveLength(4);
    expect(asked[3]).toEqual({ url: '/api/matches/discover', authorization: `Bearer ${RENEWED}` });
  });

  it('drops those of another session: a sign-in since, here or in another tab, or a token it cannot read', async () => {
    const pairs = [
      [STORED, tokenOf('session-2')],
      [STORED, 'not-a-token'],
      ['opaque-1', 'opaque-2'],
    ] as const;
    for (const [stored, other] of pairs) {
      const { startUp, client, token } = await load('/app/discover', stored);
      asked = [];
      startUp(SETTINGS);
      token.setToken(other);
      await client.api.get('/matches/discover');
      expect(asked).toHaveLength(4);
      expect(asked[3]).toEqual({ url: '/api/matches/discover', authorization: `Bearer ${other}` });
    }
  });

  it('does not give a guest call’s answer to a signed-in call, nor an old one', async () => {
    const { startUp, client } = await load('/app/discover', STORED);
    vi.useFakeTimers({ toFake: ['Date'] });
    startUp(SETTINGS);
    await client.api.get('/helpers/site-info');
    expect(asked).toHaveLength(4);
    vi.setSystemTime(Date.now() + 15_001);
    await client.api.get('/matches/discover');
    expect(asked).toHaveLength(5);
  });

  it('asks again when the early call failed, and a cancelled call is cancelled at once', async () => {
    const { startUp, client } = await load('/app/discover', STORED);
    let fail = true;
    const answered = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (fail) throw new TypeError('Failed to fetch');
      return answered?.(input, init) ?? jsonResponse(null);
    });
    startUp(SETTINGS);
    fail = false;
    await expect(client.api.get('/matches/discover')).resolves.toEqual(cards);

    // An answer that never comes: the caller's signal still ends the wait.
    const hanging = await load('/app/discover', STORED);
    vi.mocked(fetch).mockImplementation(() => new Promise<Response>(() => undefined));
    hanging.early.askEarly('/user/refresh', STORED);
    const controller = new AbortController();
    const session = hanging.client.api.get('/user/refresh', { signal: controller.signal });
    controller.abort();
    await expect(session).rejects.toMatchObject({ kind: 'aborted' });
  });
});
