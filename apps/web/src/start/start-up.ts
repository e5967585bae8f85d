/**
 * The start-up script: a classic script of about a kilobyte on the wire that the document's head loads
 * `async` (vite.start-up.ts builds it and adds it to index.html), so it runs while the app's entry
 * chunk is still downloading. It asks for what the first screen waits on, which the app would
 * otherwise ask for only once its entry has arrived and run:
 * - the site info, and the session check when a token is stored;
 * - on a start page (start-pages.ts) opened as its visitor kind, the screen's chunks;
 * - on discover, the cards, and once they are in, the top card's photo (the page's largest paint).
 * The app takes these answers through its API client (shared/api/early.ts).
 */
import type { DiscoverResponse } from '@iskra/contract';
import { appStarted, askEarly, EARLY_PATHS } from '../shared/api/early.ts';
import type { StartUpSettings } from './start-pages.ts';

function storedToken(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function addLink(attributes: Record<string, string>): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}

/** The top card's photo is asked for as soon as the cards are in (none when no card will show). */
function preloadTopPhoto(cards: Promise<Response>): void {
  cards
    .then((response) => (response.ok ? (response.clone().json() as Promise<DiscoverResponse>) : null))
    .then((answer) => {
      const photo = answer?.users[0]?.images[0]?.uri;
      if (answer?.freeLikes && photo)
        addLink({ rel: 'preload', as: 'image', href: photo, fetchpriority: 'high' });
    })
    .catch(() => undefined);
}

export function startUp({ appBase, tokenKey, pages }: StartUpSettings): void {
  // The entry came first (a cached build): it asks for everything itself.
  if (appStarted()) return;
  const token = storedToken(tokenKey);
  askEarly(EARLY_PATHS.siteInfo, null);
  if (token) askEarly(EARLY_PATHS.session, token);

  const { pathname } = window.location;
  if (!pathname.startsWith(appBase)) return;
  const path = pathname.slice(appBase.length).replace(/\/$/, '') || '/';
  const page = pages[path];
  if (!page || page.signedIn !== (token !== null)) return;
  // In the CORS mode of the links Vite adds when the chunks are imported, so those reuse these.
  for (const href of page.scripts) addLink({ rel: 'modulepreload', href, crossorigin: '' });
  for (const href of page.styles) addLink({ rel: 'preload', as: 'style', href, crossorigin: '' });
  if (path === '/discover' && token) preloadTopPhoto(askEarly(EARLY_PATHS.discover, token));
}
