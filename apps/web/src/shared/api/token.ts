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

export function clearToken(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
