import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { CitySuggestion } from '@iskra/contract';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { formatDataset, readDataset } from './cities.dataset.ts';
import { findCity, loadCities } from './cities.repo.ts';
import { cities } from './cities.schema.ts';
import { isRussianAlphabet } from './cities.text.ts';

const URL_GET_CITIES = '/api/helpers/get-cities';

const app = useTestApp();

beforeAll(async () => {
  await loadCities(app.db);
});

async function suggest(input: string): Promise<CitySuggestion[]> {
  const res = await app.inject({ method: 'POST', url: URL_GET_CITIES, payload: { input } });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ success: boolean; cities: CitySuggestion[] }>();
  expect(body.success).toBe(true);
  return body.cities;
}

const HOME = new Set(['Россия', 'Казахстан']);

describe('loadCities', () => {
  it('fills the tables once and leaves them alone when the dataset is unchanged', async () => {
    const { rows } = await readDataset();
    const [stored] = await app.db.select({ n: count() }).from(cities);
    expect(stored?.n).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(5000);
    const again = await loadCities(app.db);
    expect(again).toMatchObject({ loaded: false, rows: rows.length });
  });
});

describe('POST /api/helpers/get-cities', () => {
  it('puts Москва first for a prefix', async () => {
    const list = await suggest('Моск');
    expect(list[0]).toMatchObject({ name: 'Москва', country: 'Россия' });
    expect(list[0]?.lat).toBeCloseTo(55.75, 1);
    expect(list[0]?.lng).toBeCloseTo(37.62, 1);
  });

  it('puts Алматы first for "алма"', async () => {
    expect((await suggest('алма'))[0]).toMatchObject({ name: 'Алматы', country: 'Казахстан' });
  });

  it('finds Москва for the typo "масква"', async () => {
    expect((await suggest('масква')).map((c) => c.name)).toContain('Москва');
  });

  it('finds Санкт-Петербург by "Санкт", "питер" and "петербург"', async () => {
    for (const input of ['Санкт', 'питер', 'петербург']) {
      expect((await suggest(input))[0], input).toMatchObject({ name: 'Санкт-Петербург', country: 'Россия' });
    }
  });

  it('finds Уральск with its region', async () => {
    expect((await suggest('Уральск'))[0]).toEqual(
      expect.objectContaining({
        name: 'Уральск',
        region: 'Западно-Казахстанская область',
        country: 'Казахстан',
      }),
    );
    // The Kazakh name leads to it too.
    expect((await suggest('Орал'))[0]?.name).toBe('Уральск');
  });

  it('gives at most 10 suggestions, all with Russian names, larger places first', async () => {
    const list = await suggest('мо');
    expect(list).toHaveLength(10);
    for (const city of list) expect(isRussianAlphabet(city.name), city.name).toBe(true);
    expect(list[0]?.name).toBe('Москва');
  });

  it('lists Russia and Kazakhstan before other countries within a kind of match', async () => {
    const prefixed = (await suggest('мин')).filter((c) => c.name.toLowerCase().startsWith('мин'));
    const firstForeign = prefixed.findIndex((c) => !HOME.has(c.country));
    const lastHome = prefixed.findLastIndex((c) => HOME.has(c.country));
    expect(prefixed.map((c) => c.name)).toContain('Минск');
    expect(lastHome).toBeGreaterThan(-1);
    expect(lastHome).toBeLessThan(firstForeign);
  });

  it('understands Latin input, old names and the wrong keyboard layout', async () => {
    expect((await suggest('moskva'))[0]?.name).toBe('Москва');
    expect((await suggest('almaty'))[0]?.name).toBe('Алматы');
    expect((await suggest('Нур-Султан'))[0]?.name).toBe('Астана');
    expect((await suggest('Алма-Ата'))[0]?.name).toBe('Алматы');
    expect((await suggest('vjcrdf'))[0]?.name).toBe('Москва');
  });

  it('normalises the input like the web does', async () => {
    expect((await suggest('  Санкт,  Петербург '))[0]?.name).toBe('Санкт-Петербург');
  });

  it('answers 422 on the input field for too short or too long input', async () => {
    for (const input of ['М', ' , ', 'м'.repeat(65)]) {
      const res = await app.inject({ method: 'POST', url: URL_GET_CITIES, payload: { input } });
      expect(res.statusCode, input).toBe(422);
      expect(res.json().errors[0].param).toBe('input');
    }
  });
});

describe('findCity', () => {
  it('accepts a suggestion as the web sends it back', async () => {
    const [moscow] = await suggest('Москва');
    if (!moscow) throw new Error('no Москва');
    const found = await findCity(app.db, {
      city: moscow.name,
      country: moscow.country,
      lat: moscow.lat,
      lng: moscow.lng,
    });
    expect(found).toMatchObject({ name: 'Москва', country: 'Россия', countryCode: 'RU' });
    // Case and ё do not matter; the stored spelling comes back.
    const [orel] = await suggest('Орёл');
    if (!orel) throw new Error('no Орёл');
    expect(
      await findCity(app.db, { city: 'орел', country: orel.country, lat: orel.lat, lng: orel.lng }),
    ).toMatchObject({
      name: 'Орёл',
    });
  });

  it('refuses a wrong country, far coordinates, an unknown city and a city equal to its country', async () => {
    const base = { city: 'Москва', country: 'Россия', lat: 55.75222, lng: 37.61556 };
    expect(await findCity(app.db, base)).not.toBeNull();
    expect(await findCity(app.db, { ...base, country: 'Казахстан' })).toBeNull();
    expect(await findCity(app.db, { ...base, lat: 56.2 })).toBeNull();
    expect(await findCity(app.db, { ...base, lng: 38 })).toBeNull();
    expect(await findCity(app.db, { ...base, city: 'Мосвка' })).toBeNull();
    expect(await findCity(app.db, { city: 'Россия', country: 'Россия', lat: 55.75, lng: 37.62 })).toBeNull();
    expect(await findCity(app.db, { ...base, lat: Number.NaN })).toBeNull();
  });
});

describe('loadCities with a new dataset version', () => {
  it('replaces the rows, then goes back to the committed dataset', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'iskra-cities-'));
    try {
      const { rows } = await readDataset();
      const sample = rows.filter((r) => r.name === 'Москва' || r.name === 'Уральск');
      const file = join(dir, 'cities.tsv.gz');
      await writeFile(file, gzipSync(formatDataset(sample)));
      expect(await loadCities(app.db, pathToFileURL(file))).toMatchObject({
        loaded: true,
        rows: sample.length,
      });
      expect((await suggest('Санкт')).map((c) => c.name)).not.toContain('Санкт-Петербург');
      expect(await loadCities(app.db)).toMatchObject({ loaded: true, rows: rows.length });
      expect((await suggest('Санкт'))[0]?.name).toBe('Санкт-Петербург');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
