/** Browser cookies of the web app (names and lifetimes come from COOKIES in the contract). */

const DAY_MS = 24 * 60 * 60 * 1000;

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length));
  }
  return null;
}

export function setCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

/** A counter cookie that cycles 1 → 2 → … → `cycle` → 1 (the popup reminders of core-application §4). */
export interface CycleCookie {
  name: string;
  days: number;
  cycle: number;
}

/** The value after `current` in the cycle 1 → … → `cycle` → 1; a missing or broken value starts at 1. */
export function nextCycleValue(current: string | null, cycle: number): number {
  const value = Number(current);
  if (current === null || current.trim() === '' || !Number.isInteger(value) || value < 1 || value > cycle)
    return 1;
  return (value % cycle) + 1;
}

/** Moves a cycling counter cookie one step on (renewing its lifetime) and returns the new value. */
export function advanceCycleCookie({ name, days, cycle }: CycleCookie): number {
  const value = nextCycleValue(getCookie(name), cycle);
  setCookie(name, String(value), days);
  return value;
}
