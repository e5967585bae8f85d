/**
 * The cheapest answers (issue 17, P1a and P1b) beside a bare `node:http` hello measured in the
 * same run by the same client:
 *
 * - P1a: `GET /api/helpers/site-info` (no token, no database);
 * - P1b: `GET /api/user/check-premium` signed in, with the SQL statements one request costs.
 *
 *   npx tsx bench/hot-reads.ts [--seconds 5] [--concurrency 20]
 *
 * Or from another script: `await hotReads(options)` returns the rows, `formatHotReads(rows)`
 * their table.
 *
 * The app runs in this process on a fresh in-process embedded database (PGlite on this thread,
 * so every statement the app sends can be counted), with production logging written to nowhere;
 * the load client is a child process (http-load.ts). Each figure is requests per second, and the
 * ratio to the bare hello is what the issue's goals name (P1a ≥ 0.60×, P1b ≥ 0.30× with at most
 * one statement).
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { DEMO_LOGINS } from '../apps/server/src/demo/profiles.ts';
import { seedDemo } from '../apps/server/src/demo/seed.ts';
import { openPglite } from '../apps/server/src/platform/db/client.ts';
import { users } from '../apps/server/src/platform/db/schema.ts';
import { benchConfig } from './app-config.ts';
import { ms } from './discover-common.ts';
import { type LoadClient, type Measured, measure, startLoadClient } from './load-client.ts';
import { type ReportRow, report, times } from './report.ts';
import { countStatements } from './statements.ts';

export interface HotReadsOptions {
  /** Seconds measured per row. */
  seconds: number;
  /** Seconds of warm-up before each row. */
  warmup: number;
  /** Requests in flight at once. */
  concurrency: number;
}

export const HOT_READS_DEFAULTS: HotReadsOptions = { seconds: 5, warmup: 2, concurrency: 20 };

interface Row extends Measured {
  headerBytes?: number;
}

/** One row of the table: a measured answer beside the bare hello of the same run. */
export interface HotReadRow extends Row {
  /** Requests per second as a share of the bare hello's. */
  ratio: number;
  /** SQL statements one request sends (null for the bare hello). */
  statements: number | null;
  /** For the signed-in row: the statements of a request whose session is not in the cache. */
  statementsOnMiss?: number;
  /** The issue's goal for the row ('' for the baseline). */
  goal: string;
}

/** One target, warmed up first, then measured for `options.seconds`. */
function load(
  client: LoadClient,
  options: HotReadsOptions,
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Row> {
  return measure(client, name, {
    url,
    headers,
    concurrency: options.concurrency,
    warmupMs: options.warmup * 1000,
    durationMs: options.seconds * 1000,
    maxRequests: 1e9,
  });
}

/** Bytes of the response head (status line and headers) of one answer. */
async function headerBytes(url: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  let bytes = `HTTP/1.1 ${res.status} ${res.statusText}\r\n`.length + 2;
  res.headers.forEach((value, name) => {
    bytes += `${name}: ${value}\r\n`.length;
  });
  return bytes;
}

/** Measures the rows (the bare hello first); the app runs in this process meanwhile. */
export async function hotReads(options: HotReadsOptions = HOT_READS_DEFAULTS): Promise<HotReadRow[]> {
  const client = startLoadClient();
  const dataDir = await mkdtemp(join(tmpdir(), 'iskra-bench-hot-'));
  const hello = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"hello":"world"}');
  });
  try {
    await new Promise<void>((done) => hello.listen(0, '127.0.0.1', done));
    const helloUrl = `http://127.0.0.1:${(hello.address() as AddressInfo).port}/`;
    const bare = await load(client, options, 'bare node:http hello (baseline)', helloUrl);
    bare.headerBytes = await headerBytes(helloUrl);
    hello.close();

    const database = await openPglite({ dataDir: join(dataDir, 'db'), thread: false });
    await database.migrate();
    const config = benchConfig(dataDir);
    const app = await buildApp(config, { database, logStream: { write: () => undefined } });
    try {
      // Count what the app sends to the database.
      const counter = countStatements(app);
      // The demo man of a small demo community is the signed-in person.
      await seedDemo(
        { db: app.db, storage: app.storage, config: { ...config, seedDemo: 'true' }, log: app.log },
        { count: 4 },
      );
      const [person] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEMO_LOGINS.man));
      if (!person) throw new Error('the demo man is missing');
      const session = await app.auth.issueSession(person.id, { ip: '127.0.0.1', userAgent: 'iskra-bench' });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const auth = { authorization: `Bearer ${session.token}` };

      // Statements of one request: the fewest over a few requests (a background job may run meanwhile).
      const statementsOf = (url: string, headers: Record<string, string> = {}) =>
        counter.fewest(async () => {
          await (await fetch(url, { headers })).arrayBuffer();
        });
      const siteInfoUrl = `${base}/api/helpers/site-info`;
      const premiumUrl = `${base}/api/user/check-premium`;
      const siteInfoStatements = await statementsOf(siteInfoUrl);
      const premiumStatements = await statementsOf(premiumUrl, auth);
      // The first request of a session in a while reads it (the session cache, auth.ts).
      const before = counter.total();
      app.sessionCache.cache.clear();
      await (await fetch(premiumUrl, { headers: auth })).arrayBuffer();
      const premiumMissStatements = counter.total() - before;
      const siteInfo = await load(client, options, 'P1a GET /api/helpers/site-info', siteInfoUrl);
      siteInfo.headerBytes = await headerBytes(siteInfoUrl);
      const premium = await load(
        client,
        options,
        'P1b GET /api/user/check-premium (signed in)',
        premiumUrl,
        auth,
      );
      premium.headerBytes = await headerBytes(premiumUrl, auth);

      const row = (measured: Row, statements: number | null, goal: string): HotReadRow => ({
        ...measured,
        ratio: measured.perSecond / bare.perSecond,
        statements,
        goal,
      });
      return [
        row(bare, null, ''),
        row(siteInfo, siteInfoStatements, '≥ 0.60×'),
        {
          ...row(premium, premiumStatements, '≥ 0.30×, ≤ 1 statement'),
          statementsOnMiss: premiumMissStatements,
        },
      ];
    } finally {
      await app.close();
    }
  } finally {
    client.disconnect();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function statementsCell(row: HotReadRow): string {
  if (row.statements === null) return '—';
  return row.statementsOnMiss === undefined
    ? String(row.statements)
    : `${row.statements} (${row.statementsOnMiss} on a cache miss)`;
}

/** The rows as the Markdown table bench/README.md records. */
export function formatHotReads(rows: readonly HotReadRow[]): string {
  const lines = [
    '| what | req/s | × bare hello | p50 | p99 | SQL statements | response head | goal | answers |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const answers = Object.entries(row.statuses)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    lines.push(
      `| ${row.name} | ${row.perSecond.toFixed(0)} | ${row.ratio.toFixed(2)}× | ` +
        `${ms(row.p50)} | ${ms(row.p99)} | ${statementsCell(row)} | ${row.headerBytes ?? 0} B | ` +
        `${row.goal || '—'} | ${answers} |`,
    );
  }
  return lines.join('\n');
}

const runAsScript = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsScript) {
  const { values: args } = parseArgs({
    options: {
      seconds: { type: 'string', default: String(HOT_READS_DEFAULTS.seconds) },
      warmup: { type: 'string', default: String(HOT_READS_DEFAULTS.warmup) },
      concurrency: { type: 'string', default: String(HOT_READS_DEFAULTS.concurrency) },
    },
  });
  const options = {
    seconds: Number(args.seconds),
    warmup: Number(args.warmup),
    concurrency: Number(args.concurrency),
  };
  console.log(
    `Hot reads: ${options.concurrency} connections, ${options.seconds} s each, Node ${process.version}`,
  );
  const rows = await hotReads(options);
  console.log('');
  console.log(formatHotReads(rows));
  report(issueRows(rows));
}

/** Issue 17's rows P1a and P1b (the bench table of `npm run bench`). */
function issueRows([bare, siteInfo, premium]: HotReadRow[]): ReportRow[] {
  if (!bare || !siteInfo || !premium) return [];
  const hello = `bare node:http hello ${bare.perSecond.toFixed(0)} req/s`;
  return [
    {
      id: 'P1a',
      what: 'GET /api/helpers/site-info (no auth, no database)',
      figure: `${siteInfo.perSecond.toFixed(0)} req/s`,
      baseline: `${hello} → ${times(siteInfo.ratio)}`,
      goal: '≥ 0.60×',
      met: siteInfo.ratio >= 0.6,
    },
    {
      id: 'P1b',
      what: 'GET /api/user/check-premium, signed in',
      figure: `${premium.perSecond.toFixed(0)} req/s, ${statementsCell(premium)} statements`,
      baseline: `${hello} → ${times(premium.ratio)}`,
      goal: '≥ 0.30×, ≤ 1 statement',
      met: premium.ratio >= 0.3 && (premium.statements ?? Number.POSITIVE_INFINITY) <= 1,
    },
  ];
}
