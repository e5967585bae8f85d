/**
 * The server side of the realtime benchmark (realtime.ts), run as a child process so the load
 * client's sockets and buffers stay out of its heap. `app` starts the real app (buildApp on the
 * loopback; the embedded PGlite in a temporary data directory, or DATABASE_URL when set), `echo`
 * a bare socket.io server that acknowledges every `echo` event with its payload.
 *
 * It takes commands over IPC (see ServerCommand) and answers each with its `id`: it seeds users
 * through the app's own database and session code, reports process.memoryUsage() after a full
 * garbage collection (the child runs with --expose-gc), reports CPU time, and closes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SOCKET_PATH } from '@iskra/contract';
import { inArray, like } from 'drizzle-orm';
import pg from 'pg';
import { Server } from 'socket.io';
import { buildApp } from '../apps/server/src/app.ts';
import { openDialog } from '../apps/server/src/features/pairs/dialogs.repo.ts';
import { createMatch } from '../apps/server/src/features/pairs/matches.repo.ts';
import { type AppDb, openPg } from '../apps/server/src/platform/db/client.ts';
import { users } from '../apps/server/src/platform/db/schema.ts';
import { MAX_FRAME_BYTES } from '../apps/server/src/platform/realtime.ts';
import type { App } from '../apps/server/src/platform/types.ts';
import { benchConfig } from './app-config.ts';
import { benchUserRows } from './bench-users.ts';
import { maintenanceUrl } from './discover-common.ts';

export type ServerMode = 'app' | 'echo';

export type ServerRequest =
  | { cmd: 'seed'; users: number }
  | { cmd: 'memory' }
  | { cmd: 'settle' }
  | { cmd: 'cpu' }
  | { cmd: 'logs' }
  | { cmd: 'close' };

/** A request as sent: the answer carries the same id. */
export type ServerCommand = ServerRequest & { id: number };

/** One seeded person: user 2k and 2k + 1 are a matched pair sharing `dialogId`. */
export interface SeededUser {
  userId: string;
  token: string;
  dialogId: string;
}

export interface SeedResult {
  users: SeededUser[];
  timings: { usersMs: number; sessionsMs: number; pairsMs: number };
}

export interface MemoryReport {
  heapUsed: number;
  heapTotal: number;
  rss: number;
  external: number;
  arrayBuffers: number;
  /** Sockets the server holds (engine.io clients). */
  sockets: number;
}

export type ServerMessage =
  | { ready: true; url: string; database: string }
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string };

/** Bench users' e-mails end with this, so a run on DATABASE_URL can remove exactly them. */
export const BENCH_EMAIL_DOMAIN = '@realtime.bench.iskra.example';

const INSERT_CHUNK = 500;
/** Sessions and pairs made at once (PGlite runs them one by one anyway; PostgreSQL in parallel). */
const PARALLEL = 32;

interface Target {
  url: string;
  database: string;
  seed(count: number): Promise<SeedResult>;
  settle(): Promise<void>;
  sockets(): number;
  close(): Promise<void>;
}

function send(message: ServerMessage): void {
  process.send?.(message);
}

async function inBatches<T>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

/** Warnings and errors the server logged while it ran (its shutdown aside). */
export interface LogCounts {
  warnings: number;
  errors: number;
}

const logCounts: LogCounts = { warnings: 0, errors: 0 };
let shownLogLines = 0;
/** Set when the server shuts down: requests still queued then fail as the database closes. */
let closing = false;
const SHOWN_LOG_LINES = 10;

/**
 * Log lines are produced as in production and dropped, but warnings and errors are counted and
 * the first few shown: a benchmark that silently failed requests would print meaningless figures.
 */
function countingLogStream(): { write(line: string): void } {
  return {
    write(line: string) {
      if (closing) return;
      let entry: { level?: number; msg?: string; err?: { type?: string; message?: string } };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return;
      }
      const level = entry.level ?? 0;
      if (level < 40) return;
      if (level >= 50) logCounts.errors += 1;
      else logCounts.warnings += 1;
      if (shownLogLines >= SHOWN_LOG_LINES) return;
      shownLogLines += 1;
      const error = entry.err
        ? ` — ${entry.err.type ?? 'Error'}: …${(entry.err.message ?? '').slice(-300)}`
        : '';
      process.stderr.write(`  server ${level >= 50 ? 'error' : 'warning'}: ${entry.msg ?? ''}${error}\n`);
    },
  };
}

/** Creates the database of DATABASE_URL when it is missing (the role needs CREATEDB then). */
async function ensureDatabase(url: string): Promise<void> {
  const { url: adminUrl, database } = maintenanceUrl(url);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
}

/** Removes every benchmark user (by cascade their sessions, dialogs, matches and messages). */
async function removeBenchUsers(db: AppDb): Promise<number> {
  const gone = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `rt-%${BENCH_EMAIL_DOMAIN}`));
  for (let i = 0; i < gone.length; i += INSERT_CHUNK) {
    const chunk = gone.slice(i, i + INSERT_CHUNK).map((r) => r.id);
    await db.delete(users).where(inArray(users.id, chunk));
  }
  return gone.length;
}

async function startApp(): Promise<Target> {
  const dataDir = await mkdtemp(join(tmpdir(), 'iskra-bench-realtime-'));
  const databaseUrl = process.env.DATABASE_URL?.trim();
  let leftovers = 0;
  if (databaseUrl) {
    await ensureDatabase(databaseUrl);
    const database = await openPg({ url: databaseUrl, max: 1 });
    try {
      await database.migrate();
      // Users of an earlier run that did not finish.
      leftovers = await removeBenchUsers(database.db);
    } finally {
      await database.close();
    }
  }
  const config = benchConfig(dataDir, databaseUrl);
  const app: App = await buildApp(config, { logStream: countingLogStream() });
  await app.database.migrate();
  app.jobs.start();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const runTag = randomBytes(4).toString('hex');

  return {
    url: `http://127.0.0.1:${address.port}`,
    database: databaseUrl
      ? `PostgreSQL ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname} (DATABASE_URL)` +
        (leftovers > 0 ? `; removed ${leftovers} users an earlier run left` : '')
      : `embedded PGlite in ${dataDir}`,

    async seed(count) {
      const now = new Date();
      let started = performance.now();
      const ids: string[] = [];
      const all = benchUserRows(count, (n) => `rt-${runTag}-${n}${BENCH_EMAIL_DOMAIN}`, now);
      for (let i = 0; i < count; i += INSERT_CHUNK) {
        const rows = all.slice(i, i + INSERT_CHUNK);
        const inserted = await app.db.insert(users).values(rows).returning({ id: users.id });
        for (const row of inserted) ids.push(row.id);
      }
      const usersMs = performance.now() - started;

      started = performance.now();
      const tokens = new Array<string>(count);
      await inBatches([...ids.keys()], PARALLEL, async (n) => {
        const session = await app.auth.issueSession(ids[n] as string, {
          ip: '127.0.0.1',
          userAgent: 'iskra-bench-realtime',
        });
        tokens[n] = session.token;
      });
      const sessionsMs = performance.now() - started;

      started = performance.now();
      const dialogIds = new Array<string>(count);
      const pairs = Array.from({ length: count / 2 }, (_, k) => 2 * k);
      await inBatches(pairs, PARALLEL, async (n) => {
        const a = ids[n] as string;
        const b = ids[n + 1] as string;
        // A mutual sympathy as the like service leaves it: the dialog, then the match.
        const dialog = await openDialog(app.db, { a, b, openedBy: null, at: now });
        await createMatch(app.db, { a, b, dialogId: dialog.id, seenBy: b, at: now });
        dialogIds[n] = dialog.id;
        dialogIds[n + 1] = dialog.id;
      });
      const pairsMs = performance.now() - started;

      return {
        users: ids.map((userId, n) => ({
          userId,
          token: tokens[n] as string,
          dialogId: dialogIds[n] as string,
        })),
        timings: { usersMs, sessionsMs, pairsMs },
      };
    },

    settle: () => app.realtime.settled(),
    sockets: () => app.realtime.io.engine.clientsCount,

    async close() {
      await app.close();
      if (databaseUrl) {
        const database = await openPg({ url: databaseUrl, max: 1 });
        try {
          await removeBenchUsers(database.db);
        } finally {
          await database.close();
        }
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface EchoEvents {
  echo: (payload: unknown, ack: (payload: unknown) => void) => void;
}

async function startEcho(): Promise<Target> {
  const http = createServer();
  const io = new Server<EchoEvents>(http, {
    path: SOCKET_PATH,
    maxHttpBufferSize: MAX_FRAME_BYTES,
    serveClient: false,
  });
  io.on('connection', (socket) => {
    socket.on('echo', (payload, ack) => {
      if (typeof ack === 'function') ack(payload);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    database: 'none',
    seed: async () => {
      throw new Error('the echo server has no users');
    },
    settle: async () => undefined,
    sockets: () => io.engine.clientsCount,
    async close() {
      io.local.disconnectSockets(true);
      await io.close();
    },
  };
}

/** A full collection, repeated so objects freed by finalizers go too. */
async function collect(): Promise<void> {
  if (!globalThis.gc) throw new Error('run with --expose-gc (realtime.ts does)');
  for (let i = 0; i < 3; i++) {
    globalThis.gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function main(): Promise<void> {
  const mode = process.argv[2] as ServerMode;
  if (mode !== 'app' && mode !== 'echo') throw new Error(`mode must be app or echo, got ${mode}`);
  const target = mode === 'app' ? await startApp() : await startEcho();

  process.on('message', (command: ServerCommand) => {
    const run = async (): Promise<unknown> => {
      switch (command.cmd) {
        case 'seed':
          return target.seed(command.users);
        case 'settle':
          await target.settle();
          return target.sockets();
        case 'memory': {
          await target.settle();
          await collect();
          const m = process.memoryUsage();
          const report: MemoryReport = {
            heapUsed: m.heapUsed,
            heapTotal: m.heapTotal,
            rss: m.rss,
            external: m.external,
            arrayBuffers: m.arrayBuffers,
            sockets: target.sockets(),
          };
          return report;
        }
        case 'cpu':
          return process.cpuUsage();
        case 'logs':
          return logCounts;
        case 'close':
          closing = true;
          await target.close();
          return null;
      }
    };
    run().then(
      (result) => {
        send({ id: command.id, ok: true, result });
        if (command.cmd === 'close') process.disconnect();
      },
      (error: unknown) =>
        send({
          id: command.id,
          ok: false,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    );
  });
  process.on('disconnect', () => process.exit(0));
  send({ ready: true, url: target.url, database: target.database });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
