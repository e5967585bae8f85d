import type { SiteInfo } from '@iskra/contract';
import { createContext, useContext } from 'react';

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
