/**
 * Yandex Metrika, only when the operator configured a counter (SiteInfo.metrikaId) and the
 * visitor has accepted cookies. The official tag is loaded once; page views of the SPA are
 * reported on every route change (the initial one is counted by 'init').
 *
 * Pages whose address carries a one-time secret — the sign-in link (/auth?uid=&token=) and the
 * password-restore link (/restore-pass/{link}) — are never reported, and the tag does not start
 * on them (it would read the address itself): it starts on the first page after them.
 */
import { useEffect, useRef } from 'react';
import { useHref, useLocation } from 'react-router';
import { useSiteInfo } from '../../shared/site-info.tsx';
import { useCookieConsent } from './cookie-consent.ts';

export const METRIKA_TAG_SRC = 'https://mc.yandex.ru/metrika/tag.js';

interface MetrikaInitParams {
  clickmap: boolean;
  trackLinks: boolean;
  accurateTrackBounce: boolean;
}

interface MetrikaHitOptions {
  referer?: string;
  title?: string;
}

export type MetrikaCall =
  | [counterId: number, method: 'init', params: MetrikaInitParams]
  | [counterId: number, method: 'hit', url: string, options?: MetrikaHitOptions];

/** The global `ym`: until tag.js arrives, a stub that queues calls in `a` (as the official snippet). */
export type Metrika = ((...call: MetrikaCall) => void) & { a?: MetrikaCall[]; l?: number };

declare global {
  interface Window {
    ym?: Metrika;
  }
}

/** Router paths of the pages opened by a secret link from a letter. */
const SECRET_PATHS = /^\/(auth|restore-pass)(\/|$)/;

export function carriesSecret(pathname: string): boolean {
  return SECRET_PATHS.test(pathname);
}

/** Counters initialised in this page; a counter must be initialised only once. */
const initialised = new Set<number>();

function metrika(): Metrika {
  if (!window.ym) {
    const queue: MetrikaCall[] = [];
    window.ym = Object.assign((...call: MetrikaCall) => void queue.push(call), { a: queue, l: Date.now() });
  }
  return window.ym;
}

function startMetrika(counterId: number): void {
  const ym = metrika();
  if (!document.querySelector(`script[src="${METRIKA_TAG_SRC}"]`)) {
    const script = document.createElement('script');
    script.async = true;
    script.src = METRIKA_TAG_SRC;
    document.head.append(script);
  }
  if (initialised.has(counterId)) return;
  initialised.add(counterId);
  ym(counterId, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true });
}

/** Rendered once by the app shell; renders nothing. */
export function Analytics() {
  const { metrikaId } = useSiteInfo();
  const consented = useCookieConsent();
  const location = useLocation();
  const href = useHref(location);
  const url = new URL(href, window.location.origin).href;
  const reported = useRef<string | null>(null);

  const secret = carriesSecret(location.pathname);

  useEffect(() => {
    if (!metrikaId || !consented || secret) return;
    const counterId = Number(metrikaId);
    if (reported.current === null) {
      startMetrika(counterId);
    } else if (reported.current !== url) {
      metrika()(counterId, 'hit', url, { referer: reported.current });
    }
    reported.current = url;
  }, [metrikaId, consented, url, secret]);

  return null;
}
