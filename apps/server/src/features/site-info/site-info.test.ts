import type { SiteInfo } from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { lookupCountry } from '../../platform/geo.ts';
import type { App } from '../../platform/types.ts';

/** Documentation-range addresses mapped to countries, so the test does not depend on GeoLite data. */
const FAKE_GEO: Record<string, string> = { '203.0.113.7': 'KZ', '198.51.100.9': 'DE', '192.0.2.1': 'RU' };
const fakeLookup = (ip: string) => FAKE_GEO[ip] ?? null;

const app = useTestApp({ deps: { geoLookup: fakeLookup } });
// Other configurations of the same site; site info touches no table, so they share one database.
const behindProxy = useTestApp({
  env: { TRUST_PROXY: 'true' },
  deps: { geoLookup: fakeLookup },
  databaseOf: app,
});
const yookassa = useTestApp({
  env: {
    YOOKASSA_SHOP_ID: '123',
    YOOKASSA_SECRET_KEY: 'test_key',
    YANDEX_METRIKA_ID: '12345678',
    SENTRY_DSN_WEB: 'https://webkey@errors.example/7',
  },
  databaseOf: app,
});

async function siteInfo(
  target: App,
  remoteAddress: string,
  headers: Record<string, string> = {},
): Promise<SiteInfo> {
  const res = await target.inject({ method: 'GET', url: '/api/helpers/site-info', remoteAddress, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/helpers/site-info', () => {
  it('defaults to RU with the Russian operator for local and unknown addresses', async () => {
    for (const ip of ['127.0.0.1', '10.0.0.5', '100.64.0.1']) {
      const info = await siteInfo(app, ip);
      expect(info.geo).toBe('RU');
      expect(info.operator).toEqual(app.config.operators.RU);
    }
  });

  it('answers the full site info', async () => {
    expect(await siteInfo(app, '192.0.2.1')).toEqual({
      geo: 'RU',
      operator: {
        name: 'ООО «Искра Онлайн»',
        taxIdLabel: 'ИНН',
        taxId: '7704123450',
        registrationNumber: '1227700123452',
        address: expect.stringContaining('Москва'),
        email: 'info@iskra.example',
      },
      supportEmail: 'support@iskra.example',
      publicUrl: 'http://localhost:8080',
      paymentsSandbox: true,
      metrikaId: null,
      errorReporting: null,
    });
  });

  it('gives Kazakhstan and every other country the Kazakh operator', async () => {
    const kz = await siteInfo(app, '203.0.113.7');
    expect(kz.geo).toBe('KZ');
    expect(kz.operator.taxIdLabel).toBe('БИН');
    expect(kz.operator.name).toBe('ТОО «Искра KZ»');
    const de = await siteInfo(app, '198.51.100.9');
    expect(de.geo).toBe('DE');
    expect(de.operator).toEqual(kz.operator);
  });

  it('trusts X-Forwarded-For only with TRUST_PROXY', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    expect((await siteInfo(app, '127.0.0.1', forwarded)).geo).toBe('RU');
    expect((await siteInfo(behindProxy, '127.0.0.1', forwarded)).geo).toBe('KZ');
  });

  it('reports real payments when YooKassa is configured', async () => {
    expect((await siteInfo(yookassa, '127.0.0.1')).paymentsSandbox).toBe(false);
  });

  it('passes the Yandex Metrika counter on only when one is configured', async () => {
    expect((await siteInfo(app, '127.0.0.1')).metrikaId).toBeNull();
    expect((await siteInfo(yookassa, '127.0.0.1')).metrikaId).toBe('12345678');
  });

  it('passes the browser error reporting DSN on only when one is configured', async () => {
    expect((await siteInfo(app, '127.0.0.1')).errorReporting).toBeNull();
    expect((await siteInfo(yookassa, '127.0.0.1')).errorReporting).toEqual({
      dsn: 'https://webkey@errors.example/7',
      environment: 'test',
      release: 'iskra@1.0.0',
    });
  });
});

describe('lookupCountry (offline GeoLite2 data)', () => {
  it('finds well-known Russian and Kazakh networks and no country for private ones', () => {
    expect(lookupCountry('77.88.8.8')).toBe('RU');
    expect(lookupCountry('::ffff:77.88.8.8')).toBe('RU');
    expect(lookupCountry('95.56.0.1')).toBe('KZ');
    expect(lookupCountry('127.0.0.1')).toBeNull();
    expect(lookupCountry('192.168.1.10')).toBeNull();
    expect(lookupCountry('not an ip')).toBeNull();
  });
});
