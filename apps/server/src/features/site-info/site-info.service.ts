/** Site-wide facts the web app needs before anyone signs in. */
import { DEFAULT_GEO, type SiteInfo } from '@iskra/contract';
import type { Config } from '../../platform/config.ts';
import type { GeoLookup } from '../../platform/geo.ts';

/** The visitor's country code; unknown, private and loopback addresses count as Russia. */
export function geoOf(ip: string, lookup: GeoLookup): string {
  return lookup(ip) ?? DEFAULT_GEO;
}

export function siteInfo(config: Config, geo: string): SiteInfo {
  return {
    geo,
    // The Russian company serves Russia; visitors from anywhere else deal with the Kazakh one.
    operator: geo === 'RU' ? config.operators.RU : config.operators.KZ,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
    paymentsSandbox: config.payments.sandbox,
    metrikaId: config.yandexMetrikaId ?? null,
    errorReporting: config.errorReporting.webDsn
      ? {
          dsn: config.errorReporting.webDsn,
          environment: config.errorReporting.environment,
          release: config.errorReporting.release,
        }
      : null,
  };
}
