import type { SiteInfo } from '@iskra/contract';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
} from 'react';
import { api, EARLY_PATHS, isApiError } from './api/index.ts';
import { configureErrorReporting } from './error-reporting/index.ts';

/**
 * Site information loaded once at start (`GET /api/helpers/site-info`): the visitor's geo and
 * the operator of the legal texts for that geo. Provided by the app shell.
 */
export const SiteInfoContext = createContext<SiteInfo | null>(null);

export function useSiteInfo(): SiteInfo {
  const info = useContext(SiteInfoContext);
  if (!info) throw new Error('useSiteInfo() used outside <SiteInfoContext.Provider>');
  return info;
}

export type SiteInfoState = { status: 'loading' } | { status: 'ready'; info: SiteInfo } | { status: 'error' };

interface SiteInfoLoader {
  state: SiteInfoState;
  retry: () => void;
}

const SiteInfoLoaderContext = createContext<SiteInfoLoader | null>(null);

/** Loading state of the site info, for the start-up gate (loader, error screen with retry). */
export function useSiteInfoLoader(): SiteInfoLoader {
  const loader = useContext(SiteInfoLoaderContext);
  if (!loader) throw new Error('useSiteInfoLoader() used outside <SiteInfoProvider>');
  return loader;
}

/** Fetches the site info once; `useSiteInfo()` works below it once it has loaded. */
export function SiteInfoProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SiteInfoState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // Loads at start and again on retry; the attempt goes in to name what the effect follows.
  const load = useEffectEvent((_attempt: number, signal: AbortSignal) => {
    api
      .get<SiteInfo>(EARLY_PATHS.siteInfo, { auth: false, signal })
      .then((info) => {
        configureErrorReporting(info.errorReporting);
        setState({ status: 'ready', info });
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.kind === 'aborted') return;
        setState({ status: 'error' });
      });
  });
  useEffect(() => {
    const controller = new AbortController();
    load(attempt, controller.signal);
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  const loader = useMemo(() => ({ state, retry }), [state, retry]);
  return (
    <SiteInfoLoaderContext.Provider value={loader}>
      <SiteInfoContext.Provider value={state.status === 'ready' ? state.info : null}>
        {children}
      </SiteInfoContext.Provider>
    </SiteInfoLoaderContext.Provider>
  );
}
