/** SQL of the cities feature: suggestions, registration checks and loading the dataset. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import type { CitySuggestion } from '@iskra/contract';
import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { DATASET_URL, parseDataset } from './cities.dataset.ts';
import { cities, cityAliases } from './cities.schema.ts';
import { firstLetterVariants, searchKey } from './cities.text.ts';

/** Countries whose places come first in suggestions. */
const HOME_COUNTRIES = ['RU', 'KZ'];

/** Fuzzy matching is noise below this many characters. */
const FUZZY_MIN_LENGTH = 3;

export interface CitySearch {
  /** The normalised query in Cyrillic (searchKey of the input, or of its transliteration). */
  key: string;
  /** The normalised input as typed when it was Latin ('moskva'), matched against alternative names. */
  latin?: string;
  /** Latin input read as typed with the wrong keyboard layout ('vjcr' → 'моск'), a second prefix. */
  layout?: string;
}

/** Rows of db.execute(): node-postgres and PGlite both answer with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  throw new Error('cities: unexpected query result shape');
}

/**
 * Suggestions for a normalised query, best first: exact name; exact other name ('питер',
 * 'moscow'); name prefix; prefix of another name or of a later word ('петербург'); then, when
 * nothing matched exactly and those give fewer than `limit` places, trigram-similar names
 * ('масква' → Москва). Within
 * each group Russia and Kazakhstan come first, then larger places; similar names go by
 * closeness (in tenths) before size.
 *
 * Every arm is a btree (text_pattern_ops) range scan. The trigram index stays available to the
 * planner for the similarity arm; on PGlite the first-letter btree ranges are cheaper than its
 * scan, and the planner picks them.
 */
export async function searchCities(db: AppDb, search: CitySearch, limit = 10): Promise<CitySuggestion[]> {
  const { key } = search;
  if (!key) return [];
  // Keys hold only letters, digits and single spaces, so they need no LIKE escaping.
  const prefix = `${key}%`;
  const arms = [
    sql`select id, case when search_key = ${key} then 0 else 2 end as rank, null::real as sim
        from cities where search_key like ${prefix}`,
  ];
  if (search.layout) {
    arms.push(sql`select id, 2, null from cities where search_key like ${`${search.layout}%`}`);
  }
  for (const alias of new Set([key, search.latin ?? key])) {
    arms.push(sql`select city_id, case when key = ${alias} then 1 else 3 end, null
        from city_aliases where key like ${`${alias}%`}`);
  }
  if (key.length >= FUZZY_MIN_LENGTH) {
    // A mistyped name ('масква', 'Бернаул'): compared only when nothing matched exactly and the
    // name prefix gave fewer than `limit` places, and only against names of about the same
    // length starting with the same letter or a confusable vowel (Аренбург → Оренбург). Those
    // are btree ranges of a few dozen rows; `offset 0` keeps the cheap filters before the
    // similarity, which over the whole table would cost more than the rest of the query.
    const firstLetters = sql.join(
      firstLetterVariants(key).map((l) => sql`search_key like ${`${l}%`}`),
      sql` or `,
    );
    arms.push(sql`select id, 4, similarity(search_key, ${key}) from (
        select id, search_key from cities
        where (${firstLetters}) and length(search_key) between ${key.length - 2} and ${key.length + 3}
        offset 0) near
      where search_key % ${key}
        and (select count(*) from (select 1 from cities where search_key like ${prefix} limit ${limit}) p) < ${limit}
        and not exists (select 1 from cities where search_key = ${key})
        and not exists (select 1 from city_aliases where key = ${key})`);
  }
  const home = sql.join(
    HOME_COUNTRIES.map((c) => sql`${c}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select c.name, c.region, c.country, c.lat, c.lng
    from (
      select id, min(rank) as rank, max(sim) as sim
      from (${sql.join(arms, sql` union all `)}) arms
      group by id
    ) h
    join cities c on c.id = h.id
    order by h.rank,
      c.country_code in (${home}) desc,
      case when h.rank = 4 then round(h.sim::numeric, 1) end desc nulls last,
      c.population desc,
      h.sim desc nulls last,
      c.id
    limit ${limit}`);
  return rowsOf<CitySuggestion>(result).map((r) => ({
    name: r.name,
    region: r.region,
    country: r.country,
    lat: Number(r.lat),
    lng: Number(r.lng),
  }));
}

/** Degrees of latitude/longitude within which a submitted point matches our row (≈ 1 km). */
export const CITY_COORD_TOLERANCE = 0.01;

export interface CityChoice {
  city: string;
  country: string;
  lat: number;
  lng: number;
}

export interface KnownCity {
  id: number;
  name: string;
  region: string;
  country: string;
  countryCode: string;
  lat: number;
  lng: number;
}

/**
 * The row of our list a registration's city refers to: same name (up to case and ё), same
 * country, coordinates within CITY_COORD_TOLERANCE. Null when there is none, or when the
 * "city" is the country itself.
 */
export async function findCity(db: AppDb, choice: CityChoice): Promise<KnownCity | null> {
  const key = searchKey(choice.city);
  const country = choice.country.trim();
  if (!key || !country || key === searchKey(country)) return null;
  if (!Number.isFinite(choice.lat) || !Number.isFinite(choice.lng)) return null;
  const rows = await db
    .select({
      id: cities.id,
      name: cities.name,
      region: cities.region,
      country: cities.country,
      countryCode: cities.countryCode,
      lat: cities.lat,
      lng: cities.lng,
    })
    .from(cities)
    .where(
      and(
        eq(cities.searchKey, key),
        eq(cities.country, country),
        lte(sql`abs(${cities.lat} - ${choice.lat})`, CITY_COORD_TOLERANCE),
        lte(sql`abs(${cities.lng} - ${choice.lng})`, CITY_COORD_TOLERANCE),
      ),
    )
    .orderBy(sql`abs(${cities.lat} - ${choice.lat}) + abs(${cities.lng} - ${choice.lng})`)
    .limit(1);
  const row = rows[0];
  return row && searchKey(row.name) !== searchKey(row.country) ? row : null;
}

/** Rows per INSERT statement; each batch travels as one JSON parameter. */
const INSERT_BATCH = 2500;

/** Arbitrary constant naming the advisory lock that serialises loaders across instances. */
const LOAD_LOCK_KEY = 734_201_907;

export interface LoadResult {
  /** False when the table already held this dataset version. */
  loaded: boolean;
  rows: number;
  version: string;
}

function datasetVersion(gz: Buffer): string {
  return `cities-dataset:sha256:${createHash('sha256').update(gz).digest('hex')}`;
}

/**
 * Fills the cities tables from the committed dataset when they are empty or hold another
 * version of it (the version is kept as the table's comment). Idempotent and safe to run from
 * several instances at once: the work happens in one transaction under an advisory lock.
 */
export async function loadCities(db: AppDb, datasetUrl: URL = DATASET_URL): Promise<LoadResult> {
  const gz = await readFile(datasetUrl);
  const version = datasetVersion(gz);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK_KEY})`);
    const [state] = await tx
      .select({
        rows: count(),
        version: sql<string | null>`obj_description('cities'::regclass, 'pg_class')`,
      })
      .from(cities);
    if (state && state.version === version && state.rows > 0) {
      return { loaded: false, rows: state.rows, version };
    }
    const rows = parseDataset(gunzipSync(gz).toString('utf8'));
    await tx.delete(cityAliases);
    await tx.delete(cities);
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const batch = rows.slice(i, i + INSERT_BATCH);
      const cityJson = JSON.stringify(batch.map(({ aliases: _a, ...city }) => city));
      await tx.execute(sql`
        insert into cities (id, name, region, country, country_code, lat, lng, population, search_key)
        select id, name, region, country, "countryCode", lat, lng, population, "searchKey"
        from json_to_recordset(${cityJson}::json) as x(id integer, name text, region text, country text,
          "countryCode" text, lat double precision, lng double precision, population integer, "searchKey" text)`);
      const aliasJson = JSON.stringify(batch.flatMap((r) => r.aliases.map((key) => ({ id: r.id, key }))));
      await tx.execute(sql`
        insert into city_aliases (city_id, key)
        select id, key from json_to_recordset(${aliasJson}::json) as x(id integer, key text)
        on conflict do nothing`);
    }
    // The version is hex from our own hash: safe to inline (COMMENT takes no parameters).
    await tx.execute(sql.raw(`comment on table cities is '${version}'`));
    // Fresh statistics, or the planner guesses and scans (PGlite runs no autovacuum).
    await tx.execute(sql`analyze cities`);
    await tx.execute(sql`analyze city_aliases`);
    return { loaded: true, rows: rows.length, version };
  });
}
