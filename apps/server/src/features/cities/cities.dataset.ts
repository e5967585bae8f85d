/**
 * Our city dataset: a gzipped TSV built from GeoNames by scripts/build-cities.ts and committed
 * next to this file. One header line, then one row per city.
 */
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';

/** Next to this module in the source; the build (scripts/build.ts) copies it to dist/data. */
export const DATASET_URL = new URL('./data/cities.tsv.gz', import.meta.url);

export const DATASET_COLUMNS = [
  'id',
  'name',
  'region',
  'country',
  'country_code',
  'lat',
  'lng',
  'population',
  'search_key',
  'aliases',
] as const;

export interface CityRow {
  /** GeoNames geonameid. */
  id: number;
  /** Russian nominative name. */
  name: string;
  /** Russian region name; '' outside Russia and Kazakhstan. */
  region: string;
  /** Russian country name. */
  country: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  lat: number;
  lng: number;
  population: number;
  /** searchKey(name). */
  searchKey: string;
  /** Other search keys: Cyrillic variants, old names, the Latin name, later words of the name. */
  aliases: string[];
}

function clean(field: string): string {
  // Names never contain tabs or line breaks; this guards the format, not the data.
  return field.replace(/[\t\r\n]/g, ' ');
}

export function formatDataset(rows: readonly CityRow[]): string {
  const lines = [DATASET_COLUMNS.join('\t')];
  for (const r of rows) {
    lines.push(
      [
        r.id,
        clean(r.name),
        clean(r.region),
        clean(r.country),
        r.countryCode,
        r.lat,
        r.lng,
        r.population,
        clean(r.searchKey),
        r.aliases.map((a) => clean(a).replaceAll('|', ' ')).join('|'),
      ].join('\t'),
    );
  }
  return `${lines.join('\n')}\n`;
}

export function parseDataset(text: string): CityRow[] {
  const lines = text.split('\n');
  if (lines[0] !== DATASET_COLUMNS.join('\t')) throw new Error('cities dataset: unexpected header');
  const rows: CityRow[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    const f = line.split('\t');
    if (f.length !== DATASET_COLUMNS.length) throw new Error(`cities dataset: bad row at line ${i + 1}`);
    const [id, name, region, country, countryCode, lat, lng, population, searchKey, aliases] = f as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    rows.push({
      id: Number(id),
      name,
      region,
      country,
      countryCode,
      lat: Number(lat),
      lng: Number(lng),
      population: Number(population),
      searchKey,
      aliases: aliases ? aliases.split('|') : [],
    });
  }
  return rows;
}

/** The committed dataset: its rows and the raw gzip bytes (hashed to detect a new version). */
export async function readDataset(url: URL = DATASET_URL): Promise<{ rows: CityRow[]; gz: Buffer }> {
  const gz = await readFile(url);
  return { rows: parseDataset(gunzipSync(gz).toString('utf8')), gz };
}
