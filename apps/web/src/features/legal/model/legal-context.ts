import type { Operator } from '@iskra/contract';
import { useSiteInfo } from '../../../shared/site-info.tsx';
import { JURISDICTIONS, type Jurisdiction, variantForGeo } from './jurisdiction.ts';
import type { LegalVariant } from './types.ts';

/** Everything a legal text needs to know about the site it is shown on. */
export interface LegalContext {
  readonly variant: LegalVariant;
  readonly j: Jurisdiction;
  readonly operator: Operator;
  /** Public address of the site, e.g. https://iskra.example. */
  readonly publicUrl: string;
  readonly supportEmail: string;
  /** Whether the operator enabled Yandex Metrika (SiteInfo.metrikaId is set). */
  readonly analytics: boolean;
}

export function useLegalContext(): LegalContext {
  const info = useSiteInfo();
  const variant = variantForGeo(info.geo);
  return {
    variant,
    j: JURISDICTIONS[variant],
    operator: info.operator,
    publicUrl: info.publicUrl,
    supportEmail: info.supportEmail,
    analytics: info.metrikaId !== null,
  };
}
