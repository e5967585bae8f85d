import { doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Our city list (GeoNames, Russian names), filled from data/cities.tsv.gz by loadCities().
 * Needs the pg_trgm extension for its trigram indexes.
 */
export const cities = pgTable(
  'cities',
  {
    /** GeoNames geonameid. */
    id: integer('id').primaryKey(),
    /** Russian nominative name ('Москва'). */
    name: text('name').notNull(),
    /** Russian region name; '' outside Russia and Kazakhstan and for the federal cities themselves. */
    region: text('region').notNull().default(''),
    /** Russian country name ('Россия'). */
    country: text('country').notNull(),
    /** ISO 3166-1 alpha-2. */
    countryCode: text('country_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    population: integer('population').notNull().default(0),
    /** Lower-case name, ё→е, punctuation → single spaces (see searchKey()). */
    searchKey: text('search_key').notNull(),
  },
  (t) => [
    index('cities_search_key_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
    index('cities_search_key_prefix_idx').using('btree', t.searchKey.op('text_pattern_ops')),
  ],
);

export type City = typeof cities.$inferSelect;

/**
 * Other search keys of a city: Cyrillic variants and old names ('питер', 'алма ата', 'орал'),
 * the Latin name ('moscow') and the later words of a compound name ('петербург'). Prefix
 * search only, so a plain btree serves it.
 */
export const cityAliases = pgTable(
  'city_aliases',
  {
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cityId, t.key] }),
    index('city_aliases_key_prefix_idx').using('btree', t.key.op('text_pattern_ops')),
  ],
);
