/**
 * A large synthetic community for the discover benchmark, in a PostgreSQL server database.
 *
 *   npx tsx bench/discover-seed.ts [--users 1000000] [--likes 20000000] [--blocks N] [--seed 1] [--force]
 *
 * Database: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/iskra_bench. It is
 * created when missing and given the app's own migrations (openPg().migrate()); then everything
 * is generated inside PostgreSQL with generate_series and hash-based pseudo-randomness
 * (hashint8extended of the row number and a per-column stream of the seed), so one seed and one
 * size always give the same rows, ids included. A finished dataset is recorded in bench.marker;
 * a second run with the same seed and sizes does nothing (--force rebuilds) while the database's
 * schema is still the one the app's migrations make (compared with a scratch database migrated
 * from scratch); after new migrations it applies them to the dataset, and rebuilds only when
 * that fails or gives another schema (migrations squashed or rewritten).
 *
 * The community:
 * - users: cities from the app's city dataset, chosen in proportion to population — 97 % in
 *   Russia and Kazakhstan (Moscow about 8 %, Saint Petersburg 4 %, thousands of towns with a
 *   handful of people each), 3 % abroad; 55 % men; 94 % look for the other gender; ages 18–80
 *   skewed young (60 % under 35); age ranges around the own age (a quarter keep 18–80); last
 *   activity over 90 days, most of it recent; 2 % current VIP, 1 % expired VIP, 5 % more
 *   Premium; 2.5 % blocked or being deleted.
 * - likes: unique (rater, rated) pairs. Heavy raters (one per 10,000 users, plus one forced into
 *   the largest city) rated 10,000–60,000 people each, in the order discover shows them: their
 *   own city most recently active first, then the rest of the country — the history that makes a
 *   discover query skip the most. Everyone else rates a log-normal number of people (a quarter
 *   none), half in the own city, half anywhere, of the gender they look for; 72 % are likes.
 * - blocks: `--blocks` (default likes / 500) pairs, one per blocker.
 * - images: a profile photo row (no picture file) for nine users in ten.
 *
 * Loading: the non-constraint indexes of users, likes and blocks and the likes primary key are
 * dropped after migrating and recreated from their saved definitions after the load; foreign
 * keys stay, unchecked during the load (session_replication_role = replica: every reference is
 * made from existing users). At the end the index and constraint set is compared with the one
 * the migrations made, and VACUUM ANALYZE runs (after the commits are flushed, so that every page
 * is marked all-visible). The database backend is reniced to this
 * process's niceness (best effort), so `nice -n 10 npx tsx …` keeps the machine usable.
 */
import { getPriority, setPriority } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/features/auth/passwords.ts';
import { readDataset } from '../apps/server/src/features/cities/cities.dataset.ts';
import { openPg } from '../apps/server/src/platform/db/client.ts';
import {
  benchUrl,
  formatCount,
  maintenanceUrl,
  migratedSchemaFingerprint,
  schemaFingerprint,
} from './discover-common.ts';

/** Bump when the generated data changes for the same seed and sizes. */
const GENERATOR_VERSION = 2;
/** Share of users abroad (outside Russia and Kazakhstan). */
const ABROAD = 0.03;
/** Tables whose indexes are rebuilt after the load. */
const LOADED_TABLES = ['users', 'likes', 'blocks'] as const;

interface Options {
  users: number;
  likes: number;
  blocks: number;
  seed: number;
  force: boolean;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replaceAll('_', ''));
  if (!Number.isSafeInteger(n) || n < 0)
    throw new Error(`--${name}: expected a whole number, got "${value}"`);
  return n;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      users: { type: 'string' },
      likes: { type: 'string' },
      blocks: { type: 'string' },
      seed: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const users = positiveInt('users', values.users, 1_000_000);
  const likes = positiveInt('likes', values.likes, 20_000_000);
  const blocks = Math.min(users, positiveInt('blocks', values.blocks, Math.round(likes / 500)));
  const seed = positiveInt('seed', values.seed, 1);
  if (users < 1000) throw new Error('--users: at least 1000');
  if (seed > 1_000_000) throw new Error('--seed: at most 1000000');
  return { users, likes, blocks, seed, force: values.force };
}

/** The `count` smallest primes above `above` (strides that are coprime with any pool size ≤ above). */
function primesAbove(above: number, count: number): number[] {
  const primes: number[] = [];
  for (let c = above + 1; primes.length < count; c++) {
    let prime = c > 1;
    for (let d = 2; d * d <= c; d++) {
      if (c % d === 0) {
        prime = false;
        break;
      }
    }
    if (prime) primes.push(c);
  }
  return primes;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

interface Step {
  name: string;
  ms: number;
}

interface IndexEntry {
  tbl: string;
  idx: string;
  def: string;
  con: string;
  cdef: string;
}

async function main(): Promise<void> {
  const options = readOptions();
  const url = benchUrl();
  const { url: adminUrl, database } = maintenanceUrl(url);
  const schema = await migratedSchemaFingerprint(url);
  const wanted = {
    seed: options.seed,
    users: options.users,
    likes: options.likes,
    blocks: options.blocks,
    generator: GENERATOR_VERSION,
  };
  const shownUrl = url.replace(/\/\/[^@/]*@/, '//…@');
  console.log(
    `discover dataset: ${formatCount(options.users)} users, ${formatCount(options.likes)} likes, ` +
      `${formatCount(options.blocks)} blocks, seed ${options.seed} → ${shownUrl}`,
  );

  // 1. The database: reuse a finished identical dataset, else start from an empty database.
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [database])).rowCount;
    if (exists) {
      const state = await inspect(url);
      const same = state.marker !== null && JSON.stringify(state.marker) === JSON.stringify(wanted);
      if (same && state.schema === schema && !options.force) {
        console.log(`already generated (${state.generatedAt}); nothing to do — pass --force to rebuild`);
        return;
      }
      if (same && state.schema !== schema && !options.force) {
        // New migrations since the dataset was built: apply them to it, as a deployment would.
        console.log(`the app's migrations changed since ${state.generatedAt}: applying them to the dataset`);
        if (await migrateInPlace(url, schema)) {
          console.log('dataset kept, now on the current schema');
          return;
        }
        console.log('the migrated schema still differs from a fresh one (or migrating failed): rebuilding');
      }
      if (!state.marker && state.tables > 0 && !options.force) {
        throw new Error(
          `database ${database} holds tables but no finished benchmark dataset; pass --force to replace it`,
        );
      }
      console.log(
        !state.marker
          ? 'replacing an unfinished dataset'
          : options.force
            ? 'rebuilding (--force)'
            : 'replacing a different dataset',
      );
      await admin.query(`drop database ${database} with (force)`);
    }
    await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }

  const steps: Step[] = [];
  const started = performance.now();
  async function step<T>(name: string, run: () => Promise<T>, describe?: (result: T) => string): Promise<T> {
    process.stdout.write(`  ${name}… `);
    const t = performance.now();
    const result = await run();
    const ms = performance.now() - t;
    steps.push({ name, ms });
    console.log(`${seconds(ms)}${describe ? ` — ${describe(result)}` : ''}`);
    return result;
  }

  // 2. The app's schema, by the app's own migration code.
  await step('migrations', async () => {
    const app = await openPg({ url, max: 1 });
    try {
      await app.migrate();
    } finally {
      await app.close();
    }
  });

  const client = new pg.Client({ connectionString: url, application_name: 'iskra-bench-seed' });
  await client.connect();
  try {
    await generate(client, options, step);
    if ((await schemaFingerprint(client)) !== schema) {
      throw new Error("the loaded database's schema differs from the one the migrations make");
    }
    const total = performance.now() - started;
    await client.query(
      `create table bench.marker (
        seed int not null, users int not null, likes bigint not null, blocks int not null,
        generator int not null, schema text not null,
        generated_at timestamptz not null default now(), seconds jsonb not null)`,
    );
    await client.query(
      'insert into bench.marker (seed, users, likes, blocks, generator, schema, seconds) values ($1, $2, $3, $4, $5, $6, $7)',
      [
        options.seed,
        options.users,
        options.likes,
        options.blocks,
        GENERATOR_VERSION,
        schema,
        JSON.stringify(
          Object.fromEntries([
            ...steps.map((s) => [s.name, Math.round(s.ms) / 1000]),
            ['total', Math.round(total) / 1000],
          ]),
        ),
      ],
    );
    console.log(`done in ${seconds(total)}`);
  } finally {
    await client.end();
  }
}

/**
 * Applies the app's pending migrations to an existing dataset; true when its schema then equals
 * a freshly migrated one. Migrations that were squashed or rewritten fail here, and the caller
 * rebuilds.
 */
async function migrateInPlace(url: string, schema: string): Promise<boolean> {
  try {
    const app = await openPg({ url, max: 1 });
    try {
      await app.migrate();
    } finally {
      await app.close();
    }
  } catch (error) {
    console.log(`  migrating failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if ((await schemaFingerprint(client)) !== schema) return false;
    // A migration that rewrote a table would have cleared its visibility map.
    for (const table of LOADED_TABLES) await client.query(`vacuum (analyze) ${table}`);
    return true;
  } finally {
    await client.end();
  }
}

/** What a database already holds: the finished dataset's marker, if any, and its table count. */
async function inspect(
  url: string,
): Promise<{ marker: Record<string, unknown> | null; generatedAt: string; tables: number; schema: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = Number(
      (
        await client.query<{ n: string }>(
          `select count(*) as n from pg_tables where schemaname in ('public', 'bench')`,
        )
      ).rows[0]?.n ?? 0,
    );
    const hasMarker = (await client.query(`select to_regclass('bench.marker') is not null as ok`)).rows[0]
      ?.ok;
    const schema = await schemaFingerprint(client);
    if (!hasMarker) return { marker: null, generatedAt: '', tables, schema };
    const row = (
      await client.query<{
        seed: number;
        users: number;
        likes: string;
        blocks: number;
        generator: number;
        generated_at: Date;
      }>('select seed, users, likes, blocks, generator, generated_at from bench.marker limit 1')
    ).rows[0];
    if (!row) return { marker: null, generatedAt: '', tables, schema };
    return {
      marker: {
        seed: row.seed,
        users: row.users,
        likes: Number(row.likes),
        blocks: row.blocks,
        generator: row.generator,
      },
      generatedAt: row.generated_at.toISOString(),
      tables,
      schema,
    };
  } finally {
    await client.end();
  }
}

type StepFn = <T>(name: string, run: () => Promise<T>, describe?: (result: T) => string) => Promise<T>;

async function generate(client: pg.Client, options: Options, step: StepFn): Promise<void> {
  const { users: N, likes: L, blocks: B, seed } = options;
  const q = async (text: string, values?: unknown[]) => client.query(text, values);
  const count = async (text: string): Promise<number> =>
    Number((await client.query<{ n: string }>(text)).rows[0]?.n ?? 0);
  /** A uniform number in [0, 1) for row `expr` on stream `stream` of this seed. */
  const R = (expr: string, stream: number) => `bench.rnd((${expr})::bigint, ${seed * 1000 + stream})`;
  const S = (stream: number) => seed * 1000 + stream;

  // Keep the backend as polite as this process, and give the load room.
  const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
  if (backend) {
    try {
      setPriority(backend, getPriority());
    } catch {
      // Not allowed (another user's process without privileges): the load simply runs at normal priority.
    }
  }
  await q(`set maintenance_work_mem = '1GB'`);
  await q(`set work_mem = '256MB'`);
  await q('set synchronous_commit = off');
  await q('set max_parallel_maintenance_workers = 0');
  await q('set max_parallel_workers_per_gather = 0');
  // Foreign keys stay but are not checked row by row during the load; every reference is made
  // from existing users.
  await q('set session_replication_role = replica');

  const now = (await client.query<{ now: string }>(`select date_trunc('second', now())::text as now`)).rows[0]
    ?.now;
  const NOW = `'${now}'::timestamptz`;
  const TODAY = `'${now}'::timestamptz::date`;

  await q('create schema bench');
  await q(`create function bench.rnd(n bigint, s bigint) returns double precision
    language sql immutable parallel safe
    return ((hashint8extended(n, s) >> 11) & 9007199254740991)::double precision / 9007199254740992.0`);
  // A version-4 UUID made of two seeded hashes: valid for every UUID parser, the same on every run.
  await q(`create function bench.uuid(n bigint, s bigint) returns uuid
    language sql immutable parallel safe
    return encode(
      int8send((hashint8extended(n, s) & -61441) | 16384)
        || int8send((hashint8extended(n, s + 500) & 4611686018427387903) | x'8000000000000000'::bigint),
      'hex')::uuid`);

  // The index set the migrations made; everything but primary keys of referenced tables goes.
  const before = await snapshot(client);
  const referenced = new Set(
    (
      await client.query<{ tbl: string }>(
        `select distinct confrelid::regclass::text as tbl from pg_constraint where contype = 'f'`,
      )
    ).rows.map((r) => r.tbl),
  );
  const dropped = before.indexes.filter((i) => i.con === '' || !referenced.has(i.tbl));
  await step(
    'drop indexes for the load',
    async () => {
      for (const i of dropped) {
        if (i.con === '') await q(`drop index public."${i.idx}"`);
        else await q(`alter table public."${i.tbl}" drop constraint "${i.con}"`);
      }
    },
    () => dropped.map((i) => i.idx).join(', '),
  );
  async function restore(table: string): Promise<void> {
    for (const i of dropped.filter((d) => d.tbl === table)) {
      if (i.con === '') await q(i.def);
      else await q(`alter table public."${i.tbl}" add constraint "${i.con}" ${i.cdef}`);
    }
  }

  // Cities, weighted by population: 97 % Russia and Kazakhstan, 3 % abroad.
  await step(
    'cities',
    async () => {
      const { rows } = await readDataset();
      const cities = rows
        .filter((c) => c.population > 0)
        .sort((a, b) => b.population - a.population || a.id - b.id);
      await q(`create table bench.cities (
        id int primary key, name text not null, region text not null, country text not null,
        code text not null, lat double precision not null, lng double precision not null,
        population bigint not null, w double precision, lo double precision)`);
      await q(
        `insert into bench.cities (id, name, region, country, code, lat, lng, population)
         select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[], $8::bigint[])`,
        [
          cities.map((_, i) => i + 1),
          cities.map((c) => c.name),
          cities.map((c) => c.region),
          cities.map((c) => c.country),
          cities.map((c) => c.countryCode),
          cities.map((c) => c.lat),
          cities.map((c) => c.lng),
          cities.map((c) => c.population),
        ],
      );
      await q(`with t as (
          select sum(population) filter (where code in ('RU', 'KZ'))::float8 as home,
                 sum(population) filter (where code not in ('RU', 'KZ'))::float8 as abroad
          from bench.cities)
        update bench.cities c set w = case when c.code in ('RU', 'KZ')
          then c.population / t.home * ${1 - ABROAD} else c.population / t.abroad * ${ABROAD} end
        from t`);
      await q(`with s as (select id, sum(w) over (order by id) - w as lo from bench.cities)
        update bench.cities c set lo = s.lo from s where s.id = c.id`);
      await q('create index on bench.cities (lo)');
      await q('analyze bench.cities');
      return cities.length;
    },
    (n) => `${formatCount(n)} cities`,
  );

  // People: the attributes later steps need, one row per user number n.
  await step(
    'people',
    async () => {
      await q(`create table bench.people as
        select n, bench.uuid(n, ${S(100)}) as id, city_id, gender,
          case when ${R('n', 3)} < 0.94 then 3 - gender else gender end as looking,
          age,
          case when ${R('n', 11)} < 0.02 then 'blocked' when ${R('n', 11)} < 0.025 then 'deleting' else 'active' end as status
        from (
          select n,
            (select c.id from bench.cities c where c.lo <= ${R('n', 1)} order by c.lo desc limit 1) as city_id,
            case when ${R('n', 2)} < 0.55 then 1 else 2 end as gender,
            -- 25 % 18–24, 35 % 25–34, 20 % 35–44, 12 % 45–54, 8 % 55–80.
            (select case when u < 0.25 then 18 + floor(u / 0.25 * 7) when u < 0.6 then 25 + floor((u - 0.25) / 0.35 * 10)
                         when u < 0.8 then 35 + floor((u - 0.6) / 0.2 * 10) when u < 0.92 then 45 + floor((u - 0.8) / 0.12 * 10)
                         else 55 + floor((u - 0.92) / 0.08 * 26) end::int
             from (select ${R('n', 4)} as u) a) as age
          from generate_series(1, ${N}) n
        ) s`);
      await q('alter table bench.people add primary key (n)');
      await q('analyze bench.people');
    },
    () => `${formatCount(N)} rows`,
  );

  const passwordHash = await hashPassword('bench-password');
  await step(
    'users',
    async () => {
      const men = [
        'Александр',
        'Дмитрий',
        'Максим',
        'Сергей',
        'Андрей',
        'Алексей',
        'Артём',
        'Илья',
        'Кирилл',
        'Михаил',
        'Никита',
        'Иван',
        'Егор',
        'Арман',
        'Нурлан',
        'Тимур',
      ];
      const women = [
        'Анастасия',
        'Мария',
        'Анна',
        'Виктория',
        'Екатерина',
        'Наталья',
        'Марина',
        'Полина',
        'Дарья',
        'Алина',
        'Ксения',
        'Елена',
        'Ольга',
        'Айгерим',
        'Динара',
        'Софья',
      ];
      const about = [
        'Люблю путешествия и хорошие книги.',
        'Ищу человека, с которым интересно молчать.',
        'Кофе, горы, кино по выходным.',
        'Работаю много, отдыхаю ещё больше.',
        'Спорт, музыка и собака по имени Рыжик.',
        'Давай знакомиться!',
      ];
      const lit = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(', ')}]`;
      await q(
        `insert into users (id, user_number, name, email, password_hash, is_activated, birthday, gender, looking,
          looking_age_from, looking_age_to, goal, description, description_confirmed, name_confirmed,
          city, region, country, lat, lng, signed, interests, premium_until, vip_until, status,
          last_active_at, created_at, updated_at)
        select p.id, p.n,
          case when p.gender = 1 then (${lit(men)})[1 + floor(${R('p.n', 17)} * ${men.length})::int]
               else (${lit(women)})[1 + floor(${R('p.n', 17)} * ${women.length})::int] end,
          'u' || p.n || '@bench.example', $1, ${R('p.n', 20)} < 0.95,
          to_char((${TODAY} - floor(${R('p.n', 5)} * 365)::int) - make_interval(years => p.age), 'YYYY-MM-DD'),
          p.gender, p.looking,
          case when ${R('p.n', 6)} < 0.25 then 18
               when p.gender = 1 then greatest(18, p.age - 2 - floor(${R('p.n', 7)} * 12)::int)
               else greatest(18, p.age - floor(${R('p.n', 7)} * 4)::int) end,
          case when ${R('p.n', 6)} < 0.25 then 80
               when p.gender = 1 then least(80, p.age + floor(${R('p.n', 8)} * 6)::int)
               else least(80, p.age + 3 + floor(${R('p.n', 8)} * 12)::int) end,
          1 + floor(${R('p.n', 9)} * 5)::int,
          case when ${R('p.n', 18)} < 0.4 then '' else (${lit(about)})[1 + floor(${R('p.n', 19)} * ${about.length})::int] end,
          1, 1,
          c.name, c.region, c.country, c.lat, c.lng,
          ${R('p.n', 21)} < 0.05,
          case when ${R('p.n', 10)} < 0.3 then '{}'::smallint[] else array[
            1 + floor(${R('p.n', 22)} * 27)::int,
            1 + (floor(${R('p.n', 22)} * 27)::int + 9) % 27,
            1 + (floor(${R('p.n', 22)} * 27)::int + 18) % 27]::smallint[] end,
          case when ${R('p.n', 12)} < 0.02 or ${R('p.n', 14)} < 0.05
               then ${NOW} + make_interval(days => 1 + floor(${R('p.n', 13)} * 60)::int) end,
          case when ${R('p.n', 12)} < 0.02 then ${NOW} + make_interval(days => 1 + floor(${R('p.n', 13)} * 29)::int)
               when ${R('p.n', 12)} < 0.03 then ${NOW} - make_interval(days => 1 + floor(${R('p.n', 13)} * 60)::int) end,
          p.status,
          a.at, a.at - make_interval(secs => ${R('p.n', 16)} * 700 * 86400), a.at
        from bench.people p
        join bench.cities c on c.id = p.city_id
        cross join lateral (select ${NOW} - make_interval(secs => 90 * 86400 * power(${R('p.n', 15)}, 2)) as at) a
        order by p.n`,
        [passwordHash],
      );
      await q(`select setval(pg_get_serial_sequence('users', 'user_number'), ${N})`);
    },
    () => `${formatCount(N)} rows`,
  );
  await step('users indexes', () => restore('users'));
  await q('analyze users');
  await step(
    'profile photos',
    async () => {
      // Discover shows only people with a profile photo: nine in ten have one (the rows of the
      // images table only; no picture files exist for them).
      const { rowCount } = await client.query(
        `insert into images (user_id, file_key, blur_key, profile, position, created_at)
         select id, 'bench/' || id, 'bench-blur/' || id, true, 0, created_at from users
         where (hashint8extended(user_number, ${seed} + 17) & 1023) >= 102`,
      );
      await q('analyze images');
      return rowCount ?? 0;
    },
    (n) => `${formatCount(n)} rows`,
  );

  // Heavy raters: one per 10,000 users, plus one forced into the largest city (the benchmark's
  // heavy-history viewer), each with 10,000–60,000 ratings at full size (scaled down with the size).
  const scale = Math.min(N / 1_000_000, L / 20_000_000);
  const heavyCount = Math.max(1, Math.round(N / 10_000));
  const heavyRows = await step(
    'likes of heavy raters',
    async () => {
      await q(`create table bench.heavy as
        with biggest as (
          select city_id from bench.people group by city_id order by count(*) desc, city_id limit 1),
        forced as (
          select p.n from bench.people p, biggest b
          where p.city_id = b.city_id and p.status = 'active' and p.gender = 1 and p.looking = 2 and p.age between 24 and 35
          order by ${R('p.n', 31)} limit 1),
        picked as (
          select n, false as forced from (
            select n from bench.people where status = 'active' and n not in (select n from forced)
            order by ${R('n', 30)} limit ${heavyCount}) t
          union all select n, true from forced)
        select t.*,
          coalesce(sum(t.k) over (order by t.n rows between unbounded preceding and 1 preceding), 0)::bigint as start
        from (
          select p.n, p.id, p.gender, p.looking, c.name as city, c.region, c.country, x.forced,
            greatest(1, round(case when x.forced then 50000 else 10000 + ${R('p.n', 32)} * 50000 end * ${scale}))::int as k
          from picked x join bench.people p on p.n = x.n join bench.cities c on c.id = p.city_id) t`);
      const inserted =
        await q(`insert into likes (id, rater_id, rated_id, love, place, created_at, rated_at, updated_at, seen_at)
        select bench.uuid(t.key, ${S(210)}), t.rater, t.rated, t.love, 'discover', t.at, t.at, t.at,
          case when t.love and ${R('t.key', 213)} >= 0.1 then least(${NOW}, t.at + make_interval(secs => ${R('t.key', 214)} * 86400)) end
        from (
          select h.start + x.j as key, h.id as rater, x.id as rated,
            ${R('h.start + x.j', 211)} < 0.45 as love,
            ${NOW} - make_interval(secs => 90 * 86400 * ${R('h.start + x.j', 212)}) as at
          from bench.heavy h
          cross join lateral (
            select y.id, (row_number() over (order by y.band, y.last_active_at desc) - 1) as j from (
              (select u.id, 1 as band, u.last_active_at from users u
               where u.status = 'active' and not u.is_service
                 and u.country = h.country and u.region = h.region and u.city = h.city
                 and u.gender = h.looking and u.looking = h.gender and u.id <> h.id
               order by u.last_active_at desc limit h.k)
              union all
              (select u.id, 2, u.last_active_at from users u
               where u.status = 'active' and not u.is_service
                 and u.country = h.country and (u.region <> h.region or u.city <> h.city)
                 and u.gender = h.looking and u.looking = h.gender and u.id <> h.id
               order by u.last_active_at desc limit h.k)
            ) y order by y.band, y.last_active_at desc limit h.k
          ) x
          offset 0
        ) t`);
      return inserted.rowCount ?? 0;
    },
    (n) => `${formatCount(n)} rows from ${formatCount(heavyCount + 1)} raters`,
  );

  // Everyone else: log-normal counts scaled so the total is exactly the requested number of likes;
  // targets by an arithmetic stride (a prime above the user count) through the looked-for gender's
  // users ordered by city: half inside the own city's range, half outside it — unique by construction.
  const rest = Math.max(0, L - heavyRows);
  const primes = primesAbove(N, 8);
  await step(
    'raters',
    async () => {
      await q(`create table bench.gidx as
        select gender, (row_number() over (partition by gender order by city_id, n) - 1)::int as pos, n, id, city_id
        from bench.people`);
      await q('alter table bench.gidx add primary key (gender, pos)');
      await q('create unique index on bench.gidx (n)');
      await q(`create table bench.gcity as
        select gender, city_id, min(pos) as lo, count(*)::int as cnt from bench.gidx group by gender, city_id`);
      await q('alter table bench.gcity add primary key (gender, city_id)');
      await q(`create table bench.raters as
        with base as (
          select p.n, p.id, p.looking,
            coalesce(gc.lo, 0) as c_lo, coalesce(gc.cnt, 0) as m_c, gt.total - coalesce(gc.cnt, 0) as m_glob,
            case when p.gender = p.looking then gi.pos - gc.lo end as self_local,
            coalesce(gc.cnt, 0) - case when p.gender = p.looking then 1 else 0 end as m_local,
            case when ${R('p.n', 40)} < 0.25 then 0
                 else exp(1.5 * sqrt(-2 * ln(1 - ${R('p.n', 41)})) * cos(2 * pi() * ${R('p.n', 42)})) end as w
          from bench.people p
          join bench.gidx gi on gi.n = p.n
          left join bench.gcity gc on gc.gender = p.looking and gc.city_id = p.city_id
          join (select gender, count(*)::int as total from bench.people group by gender) gt on gt.gender = p.looking
          where p.n not in (select n from bench.heavy)),
        scaled as (
          select b.*, case when t.total > 0 then b.w * ${rest} / t.total else 0 end as kf
          from base b, (select sum(w) as total from base) t),
        floored as (select s.*, floor(s.kf)::int as k0, s.kf - floor(s.kf) as frac from scaled s),
        short as (select ${rest} - sum(k0) as d from floored),
        counted as (
          select f.*, f.k0 + case when row_number() over (order by f.frac desc, f.n) <= short.d then 1 else 0 end as k
          from floored f, short),
        split as (select c.*, least(greatest(c.m_local, 0), round(c.k * 0.5)::int) as k_local from counted c)
        select x.n, x.id, x.looking, x.c_lo, x.m_c, x.m_glob, x.self_local, x.m_local, x.k_local,
          least(x.m_glob, x.k - x.k_local) as k_global,
          -- The first row number of this rater's likes: (start + j) is unique over all of them.
          coalesce(sum(x.k_local + least(x.m_glob, x.k - x.k_local)) over (
            order by x.n rows between unbounded preceding and 1 preceding), 0)::bigint as start,
          floor(${R('x.n', 43)} * greatest(x.m_local, 1))::bigint as a1,
          floor(${R('x.n', 44)} * greatest(x.m_glob, 1))::bigint as a2,
          (array[${primes.join(', ')}]::bigint[])[1 + floor(${R('x.n', 45)} * ${primes.length})::int] as s
        from split x`);
      return count('select coalesce(sum(k_local + k_global), 0) as n from bench.raters');
    },
    (n) => `${formatCount(n)} ratings to make`,
  );

  const normalRows = await step(
    'likes of everyone else',
    async () => {
      const key = 'r.start + j';
      const local = `(r.a1 + j * r.s) % nullif(r.m_local, 0)`;
      const global = `(r.a2 + (j - r.k_local) * r.s) % nullif(r.m_glob, 0)`;
      const inserted =
        await q(`insert into likes (id, rater_id, rated_id, love, place, created_at, rated_at, updated_at, seen_at)
        select bench.uuid(x.key, ${S(220)}), x.rater, g.id, x.love,
          case when x.p < 0.85 then 'discover' when x.p < 0.95 then 'likes' else 'profile' end,
          x.at, x.at, x.at,
          case when x.love and ${R('x.key', 224)} >= 0.1 then least(${NOW}, x.at + make_interval(secs => ${R('x.key', 225)} * 86400)) end
        from (
          select r.id as rater, r.looking, ${key} as key,
            case when j < r.k_local
              then r.c_lo + ${local} + case when r.self_local is not null and ${local} >= r.self_local then 1 else 0 end
              else case when ${global} < r.c_lo then ${global} else ${global} + r.m_c end
            end as pos,
            ${R(key, 221)} < 0.72 as love,
            ${R(key, 222)} as p,
            ${NOW} - make_interval(secs => 90 * 86400 * ${R(key, 223)}) as at
          from bench.raters r
          cross join lateral generate_series(0, r.k_local + r.k_global - 1) j
          where r.k_local + r.k_global > 0
          offset 0 -- computed once per row, not once per use
        ) x
        join bench.gidx g on g.gender = x.looking and g.pos = x.pos`);
      return inserted.rowCount ?? 0;
    },
    (n) => `${formatCount(n)} rows`,
  );

  await step(
    'blocks',
    async () => {
      const [p] = primesAbove(N, 1);
      await q(`insert into blocks (blocker_id, blocked_id, created_at)
        select a.id, b.id, ${NOW} - make_interval(secs => 90 * 86400 * ${R('s.i', 51)})
        from (select i, ((i - 1)::bigint * ${p}) % ${N} + 1 as an from generate_series(1, ${B}) i) s
        cross join lateral (select ((s.an - 1) + 1 + floor(${R('s.i', 50)} * ${N - 1})::bigint) % ${N} + 1 as bn) t
        join bench.people a on a.n = s.an
        join bench.people b on b.n = t.bn`);
    },
    () => `${formatCount(B)} rows`,
  );

  await q('reset session_replication_role');
  await step('likes and blocks indexes', async () => {
    await restore('likes');
    await restore('blocks');
  });

  await step(
    'compare indexes with the migrations',
    async () => {
      const after = await snapshot(client);
      const a = JSON.stringify(before);
      const b = JSON.stringify(after);
      if (a !== b) throw new Error(`index set differs from the migrations':\nbefore ${a}\nafter  ${b}`);
    },
    () => 'identical',
  );

  // VACUUM marks a page all-visible (so index-only scans skip the table) only once it could set
  // the rows' commit hint bits, which waits for the commit records to be flushed: asynchronous
  // commits just before it would leave pages unmarked.
  await q('set synchronous_commit = on');
  await q('checkpoint');
  await step(
    'vacuum analyze',
    async () => {
      for (const table of LOADED_TABLES) await q(`vacuum (analyze) ${table}`);
      return (
        await client.query<{ rel: string; pages: number; visible: number }>(
          `select relname as rel, relpages as pages, relallvisible as visible from pg_class
           where relnamespace = 'public'::regnamespace and relname = any($1) order by relname`,
          [LOADED_TABLES],
        )
      ).rows;
    },
    (rows) =>
      `all-visible pages: ${rows.map((r) => `${r.rel} ${formatCount(r.visible)}/${formatCount(r.pages)}`).join(', ')}`,
  );

  // The benchmark's three viewers.
  await step(
    'viewers',
    async () => {
      await q(`create table bench.viewers (role text primary key, user_id uuid not null, city text not null,
        city_users int not null, ratings int not null)`);
      await q(
        `create table bench.city_users as select city_id, count(*)::int as n from bench.people group by city_id`,
      );
      const typical = `p.status = 'active' and p.gender = 1 and p.looking = 2 and p.age between 24 and 35
        and u.looking_age_from <= 22 and u.looking_age_to >= 30 and p.n not in (select n from bench.heavy)`;
      await q(`insert into bench.viewers
        select 'dense', p.id, u.city, cu.n, coalesce(r.k_local + r.k_global, 0)
        from bench.people p join users u on u.id = p.id join bench.city_users cu on cu.city_id = p.city_id
        left join bench.raters r on r.n = p.n
        where ${typical} and p.city_id = (select city_id from bench.city_users order by n desc, city_id limit 1)
          and coalesce(r.k_local + r.k_global, 0) between 5 and 60
        order by p.n limit 1`);
      await q(`insert into bench.viewers
        select 'sparse', p.id, u.city, cu.n, coalesce(r.k_local + r.k_global, 0)
        from bench.people p join users u on u.id = p.id join bench.city_users cu on cu.city_id = p.city_id
        join bench.cities c on c.id = p.city_id
        left join bench.raters r on r.n = p.n
        where ${typical} and c.code = 'RU' and c.region <> '' and coalesce(r.k_local + r.k_global, 0) between 5 and 60
        order by cu.n, p.n limit 1`);
      await q(`insert into bench.viewers
        select 'heavy', h.id, h.city, cu.n, (select count(*) from likes l where l.rater_id = h.id)
        from bench.heavy h join bench.people p on p.n = h.n join bench.city_users cu on cu.city_id = p.city_id
        order by h.forced desc, h.k desc limit 1`);
      return (
        await client.query<{ role: string; city: string; city_users: number; ratings: number }>(
          'select role, city, city_users, ratings from bench.viewers order by role',
        )
      ).rows;
    },
    (rows) =>
      rows
        .map(
          (r) =>
            `${r.role}: ${r.city} (${formatCount(r.city_users)} users), ${formatCount(r.ratings)} ratings`,
        )
        .join('; '),
  );

  await step('drop staging tables', async () => {
    for (const t of ['people', 'gidx', 'gcity', 'raters', 'heavy', 'city_users'])
      await q(`drop table bench.${t}`);
  });

  const sizes = (
    await client.query<{ rel: string; size: string }>(
      `select relname as rel, pg_size_pretty(pg_total_relation_size(oid)) as size from pg_class
       where relname in ('users', 'likes', 'blocks') and relnamespace = 'public'::regnamespace order by relname`,
    )
  ).rows;
  console.log(
    `  ${formatCount(heavyRows + normalRows)} likes in all; sizes with indexes: ${sizes.map((s) => `${s.rel} ${s.size}`).join(', ')}`,
  );
}

/** Indexes (with their constraints) and foreign keys of the loaded tables, in a stable order. */
async function snapshot(client: pg.Client): Promise<{ indexes: IndexEntry[]; foreignKeys: string[] }> {
  const indexes = (
    await client.query<IndexEntry>(
      `select c.relname as tbl, i.relname as idx, pg_get_indexdef(i.oid) as def,
         coalesce(con.conname, '') as con, coalesce(pg_get_constraintdef(con.oid), '') as cdef
       from pg_index x
       join pg_class i on i.oid = x.indexrelid
       join pg_class c on c.oid = x.indrelid
       left join pg_constraint con on con.conindid = i.oid and con.conrelid = c.oid and con.contype in ('p', 'u', 'x')
       where c.relnamespace = 'public'::regnamespace and c.relname = any($1)
       order by c.relname, i.relname`,
      [LOADED_TABLES],
    )
  ).rows;
  const foreignKeys = (
    await client.query<{ d: string }>(
      `select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) || ' ' || convalidated as d
       from pg_constraint where contype = 'f' and (conrelid::regclass::text = any($1) or confrelid::regclass::text = any($1))
       order by 1`,
      [LOADED_TABLES],
    )
  ).rows.map((r) => r.d);
  return { indexes, foreignKeys };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
