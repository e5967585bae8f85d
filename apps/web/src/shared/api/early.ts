/**
 * Answers asked for by the start-up script (src/start/start-up.ts) before the app's own code has
 * arrived: the script leaves each call's pending response here, and the API client takes it
 * instead of asking again (apiRequest). Kept free of other imports: the start-up script is built
 * from it too, and must stay about a kilobyte on the wire.
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
  /** The token stored at start it was asked with; null for a guest call. */
  token: string | null;
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
  // An answer nobody takes (offline, or the app asked first) must not fail loudly.
  response.catch(() => undefined);
  store().calls.push({ path, token, at: Date.now(), response });
  return response;
}

/**
 * The session a token belongs to, or null when it cannot be read. The server signs tokens as
 * `header.claims.signature` with the claims as base64url JSON (apps/server's platform/auth.ts),
 * and `sid` names the session: a renewed token keeps it; another sign-in, in this tab or
 * another, has a new one.
 */
function sessionOf(token: string): string | null {
  try {
    const body = token.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null && 'sid' in claims && typeof claims.sid === 'string'
      ? claims.sid
      : null;
  } catch {
    return null;
  }
}

function sameSession(early: string | null, now: string | null): boolean {
  if (early === null || now === null) return early === now;
  if (early === now) return true;
  const session = sessionOf(early);
  return session !== null && session === sessionOf(now);
}

/**
 * The pending answer to a GET of `path` asked for at start, or null. `token`: the one the call
 * being made carries (null for a guest call). An answer is taken once, and only by a call of the
 * same session (the token asked with, or a renewal of it) made soon enough; a guest answer only
 * by a guest call. Any other is dropped.
 */
export function takeEarly(path: string, token: string | null): Promise<Response> | null {
  const { calls } = store();
  const index = calls.findIndex((call) => call.path === path);
  if (index < 0) return null;
  const [call] = calls.splice(index, 1);
  if (!call || !sameSession(call.token, token)) return null;
  return Date.now() - call.at > EARLY_FRESH_MS ? null : call.response;
}
