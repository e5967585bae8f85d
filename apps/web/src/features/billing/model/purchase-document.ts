import { APP_BASE_PATH } from '@iskra/contract';

/** The documents whose Content-Security-Policy lets YooKassa's widget in (set by the server). */
const CHECKOUT_DOCUMENT = new RegExp(`^${APP_BASE_PATH}/(premium|vip)/?$`);

/** The path this document was loaded at: navigations inside the app keep the document. */
export function documentPath(): string {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return new URL(entry?.name || window.location.href, window.location.href).pathname;
}

/**
 * With YooKassa (not the sandbox) the widget runs only in a document loaded at a purchase page,
 * whose policy allows the provider's script and frame: a purchase page reached by a navigation
 * inside the app loads itself again first.
 */
export function needsCheckoutDocument(sandbox: boolean): boolean {
  return !sandbox && !CHECKOUT_DOCUMENT.test(documentPath());
}
