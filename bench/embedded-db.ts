/**
 * The embedded database and the server's event loop.
 *
 *   npx tsx bench/embedded-db.ts [--seconds 10] [--concurrency 20] [--people 120]
 *
 * Starts the app twice on a fresh embedded database with the demo community: once with PGlite
 * on the server's own thread (how it ran before: the baseline) and once on its worker thread
 * (how the app runs it now). Each time, a client in a child process (http-load.ts) keeps
 * `concurrency` signed-in discover requests in flight, and the server process records its
 * event-loop delay (perf_hooks.monitorEventLoopDelay) meanwhile. Prints, per mode, requests per
 * second, request latency and the event-loop delay percentiles; the goal is a loop that stays
 * under 100 ms at 20 connections.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { DEMO_LOGINS } from '../apps/server/src/demo/profiles.ts';
import { seedDemo } from '../apps/server/src/demo/seed.ts';
import { openPglite } from '../apps/server/src/platform/db/client.ts';
import { users } from '../apps/server/src/platform/db/schema.ts';
import { benchConfig } from './app-config.ts';
import { ms, percentile } from './discover-common.ts';
import type { LoadJob } from './http-load.ts';
import { type LoadClient, runLoad, startLoadClient } from './load-client.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    concurrency: { type: 'string', default: '20' },
    people: { type: 'string', default: '120' },
  },
});
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const CONCURRENCY = Number(args.concurrency);
const PEOPLE = Number(args.people);
const DISCOVER_URL = '/api/matches/discover';

interface ModeFigures {
  mode: string;
  requestsPerSecond: number;
  statuses: Record<string, number>;
  latency: { p50: number; p99: number };
  loop: { p50: number; p90: number; p99: number; max: number };
}

async function measure(mode: string, thread: boolean, client: LoadClient): Promise<ModeFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'iskra-bench-embedded-'));
  const config = benchConfig(dataDir);
  const database = await openPglite({ dataDir: join(dataDir, 'db'), thread });
  await database.migrate();
  // Request logs are produced as in production, then dropped: the figures include their cost.
  const app = await buildApp(config, { database, logStream: { write: () => undefined } });
  try {
    await seedDemo(
      { db: app.db, storage: app.storage, config: { ...config, seedDemo: 'true' }, log: app.log },
      { count: PEOPLE },
    );
    const [viewer] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_LOGINS.man));
    if (!viewer) throw new Error('the demo man is missing');
    const session = await app.auth.issueSession(viewer.id, { ip: '127.0.0.1', userAgent: 'iskra-bench' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const job: LoadJob = {
      url: `http://127.0.0.1:${address.port}${DISCOVER_URL}`,
      headers: { authorization: `Bearer ${session.token}` },
      concurrency: CONCURRENCY,
      warmupMs: WARMUP * 1000,
      durationMs: 0,
      maxRequests: 10_000_000,
    };
    await runLoad(client, job);
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    const result = await runLoad(client, { ...job, warmupMs: 0, durationMs: SECONDS * 1000 });
    histogram.disable();
    const sorted = [...result.latenciesMs].sort((a, b) => a - b);
    const toMs = (ns: number) => ns / 1e6;
    return {
      mode,
      requestsPerSecond: (result.latenciesMs.length / result.elapsedMs) * 1000,
      statuses: result.statuses,
      latency: { p50: percentile(sorted, 50), p99: percentile(sorted, 99) },
      loop: {
        p50: toMs(histogram.percentile(50)),
        p90: toMs(histogram.percentile(90)),
        p99: toMs(histogram.percentile(99)),
        max: toMs(histogram.max),
      },
    };
  } finally {
    // The app closes the database it was given.
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `Embedded database: ${CONCURRENCY} connections of signed-in GET ${DISCOVER_URL}, ${SECONDS} s each, ` +
      `${PEOPLE} demo people, Node ${process.version}`,
  );
  const client = startLoadClient();
  try {
    const figures: ModeFigures[] = [];
    figures.push(await measure('main thread (baseline)', false, client));
    figures.push(await measure('worker thread (the app)', true, client));
    console.log('');
    console.log('| mode | req/s | latency p50 | latency p99 | loop delay p50 | p90 | p99 | max | answers |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const f of figures) {
      const answers = Object.entries(f.statuses)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ');
      console.log(
        `| ${f.mode} | ${f.requestsPerSecond.toFixed(0)} | ${ms(f.latency.p50)} | ${ms(f.latency.p99)} | ` +
          `${ms(f.loop.p50)} | ${ms(f.loop.p90)} | ${ms(f.loop.p99)} | ${ms(f.loop.max)} | ${answers} |`,
      );
    }
    const [base, worker] = figures;
    if (base && worker) {
      console.log('');
      console.log(
        `Loop delay p99: worker ${ms(worker.loop.p99)} vs baseline ${ms(base.loop.p99)} ` +
          `(goal: under 100 ms); throughput ${(worker.requestsPerSecond / base.requestsPerSecond).toFixed(2)}× the baseline.`,
      );
    }
  } finally {
    client.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
