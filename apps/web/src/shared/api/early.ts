/**
 * Answers asked for by the start-up script (src/start/start-up.ts) before the app's own code has
 * arrived: the script leaves each call's pending response here, and the API client takes it
 * instead of asking again (apiRequest). Kept free of other imports: the start-up script is built
 * from it too, and must stay a few hundred bytes.
 */

/** Where every API path is rooted. */
export const API_BASE = '/api';

/** The calls the start-up script may make, by the app's name for them. */
export const EARLY_PATHS = {
  siteInfo: '/helpers/site-info',
  session: '/user/refresh',
  discover: '/matches/discover',
} as const;

/** An early answer is taken only this soon after it was asked for. */
export const EARLY_FRESH_MS = 15_000;

interface EarlyCall {
  path: string;
  /** Asked with the token stored at start (else as a guest). */
  withToken: boolean;
  at: number;
  response: Promise<Response>;
}

interface EarlyCalls {
  /** Set once the app's entry has run: a start-up script that arrives after it asks nothing. */
  appStarted: boolean;
  calls: EarlyCall[];
}

declare global {
  interface Window {
    __iskraEarly?: EarlyCalls;
  }
}

function store(): EarlyCalls {
  window.__iskraEarly ??= { appStarted: false, calls: [] };
  return window.__iskraEarly;
}

/** The app's entry calls this first; from then on, the app asks for what it needs itself. */
export function markAppStarted(): void {
  store().appStarted = true;
}

export function appStarted(): boolean {
  return store().appStarted;
}

/** A GET of `path` under API_BASE with the stored token (or none), as the API client sends it. */
export function askEarly(path: string, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = fetch(`${API_BASE}${path}`, { headers, credentials: 'same-origin' });
  store().calls.push({ path, withToken: token !== null, at: Date.now(), response });
  return response;
}

/**
 * The pending answer to a GET of `path` asked for at start, or null. `withToken`: whether the call
 * being made carries a token; `sameSession`: whether the session the page started with is still
 * this tab's (renewed perhaps, but no token dropped or replaced since). Each answer is taken once;
 * one asked as a guest for a signed-in call (or the other way round), from an ended session or
 * too long ago is dropped.
 */
export function takeEarly(path: string, withToken: boolean, sameSession: boolean): Promise<Response> | null {
  const { calls } = store();
  const index = calls.findIndex((call) => call.path === path);
  if (index < 0) return null;
  const [call] = calls.splice(index, 1);
  if (!call || call.withToken !== withToken || (withToken && !sameSession)) return null;
  return Date.now() - call.at > EARLY_FRESH_MS ? null : call.response;
}
