import { STORAGE_KEYS } from '@iskra/contract';

/** The access token lives in localStorage under STORAGE_KEYS.token; storage may be unavailable. */
export function getToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.token, token);
  } catch {
    // Private mode without storage: the session lasts until the tab closes.
  }
}

let cleared = 0;

/**
 * How often this tab dropped or replaced its token: an answer asked for before the last drop is
 * another session's (a renewal of the same session is not counted).
 */
export function tokenClears(): number {
  return cleared;
}

/** A new session's token (a sign-in): whatever session was stored before counts as dropped. */
export function replaceToken(token: string): void {
  cleared += 1;
  setToken(token);
}

export function clearToken(): void {
  cleared += 1;
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
