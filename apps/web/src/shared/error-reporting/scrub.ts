/**
 * The browser's scrubber: the shared one (@iskra/contract error-reporting.ts) plus the secret
 * path segment of the password-restore link. The sign-in link keeps its secrets in the query
 * string, which the shared scrubber drops.
 */
import { type ScrubbableEvent, scrubEvent } from '@iskra/contract';

const RESTORE_LINK = /\/restore-pass\/[^/?#]+/g;

/** A page address as it may be reported: no query string, fragment or restore link. */
export function scrubPageUrl(url: string): string {
  return url.replace(RESTORE_LINK, '/restore-pass/[link]');
}

export function scrubBrowserEvent<E extends ScrubbableEvent>(event: E): E {
  if (event.transaction !== undefined) event.transaction = scrubPageUrl(event.transaction);
  return scrubEvent(event, { url: scrubPageUrl });
}
