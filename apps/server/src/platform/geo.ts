/**
 * Country of an IP address from the offline GeoLite2 country database bundled with
 * geoip-country. Private and loopback addresses are in no country and give null.
 */
import { createRequire } from 'node:module';

/** Returns an ISO 3166-1 alpha-2 code, or null when the address is unknown. */
export type GeoLookup = (ip: string) => string | null;

interface GeoipCountry {
  lookup(ip: string): { country?: string } | null;
}

let database: GeoipCountry | null = null;

/** The database (a few MB) is loaded on the first lookup, not when the server starts. */
export const lookupCountry: GeoLookup = (ip) => {
  database ??= createRequire(import.meta.url)('geoip-country') as GeoipCountry;
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  const country = database.lookup(address)?.country;
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
};
