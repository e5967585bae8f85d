/**
 * City search on the embedded database: loads our dataset into an in-memory PGlite with
 * pg_trgm, then times 1000 suggestion queries built from real names — prefixes of 2 to 12
 * letters, whole names, one-letter typos and Latin spellings — and prints p50/p90/p99/max of
 * wall time and of process CPU time (PGlite runs in this process, so CPU time is what a query
 * costs when the machine is busy with other work). Target: under 20 ms per query.
 *
 *   npx tsx bench/cities.ts [queries=1000]
 */
import { readDataset } from '../apps/server/src/features/cities/cities.dataset.ts';
import { loadCities } from '../apps/server/src/features/cities/cities.repo.ts';
import { suggestCities } from '../apps/server/src/features/cities/cities.service.ts';
import { cyrillicToLatin } from '../apps/server/src/features/cities/cities.text.ts';
import { openPglite } from '../apps/server/src/platform/db/client.ts';

const QUERIES = Number(process.argv[2] ?? 1000);

/** Deterministic PRNG (mulberry32) so every run times the same queries. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(label: string, values: number[]): string {
  const s = [...values].sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(2).padStart(7);
  return `${label.padEnd(10)} p50 ${f(percentile(s, 50))}  p90 ${f(percentile(s, 90))}  p99 ${f(percentile(s, 99))}  max ${f(s.at(-1) ?? Number.NaN)}  ms`;
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const database = await openPglite();
  await database.migrate();
  const { db } = database;
  const t1 = performance.now();
  const load = await loadCities(db);
  const t2 = performance.now();

  const { rows } = await readDataset();
  // Weight towards where our users are: mostly Russian and Kazakh places, larger ones more often.
  const pool = rows.filter(
    (r) => r.countryCode === 'RU' || r.countryCode === 'KZ' || r.population >= 100_000,
  );
  pool.sort((a, b) => b.population - a.population);
  const random = rng(20_240_901);
  const queries: string[] = [];
  while (queries.length < QUERIES) {
    const city = pool[Math.floor(random() ** 2 * pool.length)];
    if (!city) continue;
    const name = city.name;
    const kind = random();
    if (kind < 0.7) {
      queries.push(name.slice(0, 2 + Math.floor(random() * 11)));
    } else if (kind < 0.8) {
      queries.push(name);
    } else if (kind < 0.92) {
      // One wrong letter after the first: a typo the trigram arm has to absorb.
      const i = 1 + Math.floor(random() * Math.max(1, name.length - 1));
      queries.push(`${name.slice(0, i)}${'аеиоу'[Math.floor(random() * 5)]}${name.slice(i + 1)}`);
    } else {
      queries.push(cyrillicToLatin(name).replaceAll("'", ''));
    }
  }

  // Warm-up: plan caches, JIT of the WebAssembly code paths.
  for (const q of queries.slice(0, 50)) await suggestCities(db, q);

  const wall: number[] = [];
  const cpu: number[] = [];
  let results = 0;
  for (const q of queries) {
    const c0 = process.cpuUsage();
    const w0 = performance.now();
    const found = await suggestCities(db, q);
    wall.push(performance.now() - w0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    results += found.length;
  }

  console.log(
    `PGlite init ${(t1 - t0).toFixed(0)} ms; dataset load ${(t2 - t1).toFixed(0)} ms (${load.rows} cities)`,
  );
  console.log(`${queries.length} queries, ${(results / queries.length).toFixed(1)} suggestions on average`);
  console.log(summary('wall', wall));
  console.log(summary('cpu', cpu));
  await database.close();
}

await main();
