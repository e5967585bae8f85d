/**
 * The realtime benchmark: message delivery to many authenticated sockets.
 *
 *   nice -n 10 npx tsx bench/realtime.ts [--sockets 5000] [--rate 200] [--seconds 30] [--warmup 5]
 *                                        [--pool 64] [--batch 250] [--drain 30]
 *                                        [--rows delivered,p99,heap]
 *
 * 1. The real app in a child process (realtime-server.ts: buildApp on the loopback, the embedded
 *    PGlite in a temporary directory, or PostgreSQL when DATABASE_URL is set). It makes
 *    `--sockets` Premium users, matched in pairs with their dialog, through the app's own
 *    database and session code; this process connects one socket per user (the web client's
 *    options: websocket transport, bearer token in `auth`), in batches, then sends messages at a
 *    fixed total rate with POST /api/messages from a pool of `--pool` keep-alive HTTP
 *    connections (each naming its sender's socket, as the web client does) and times each from
 *    its scheduled send to SERVER:NEW_MESSAGE on the partner's socket.
 * 2. A bare socket.io server in a fresh child process, the same number of sockets and the same
 *    rate of `echo` events, each timed from its scheduled emit to the server's acknowledgement.
 *
 * Times start when a message was due, not when it left, so a client that falls behind shows it
 * (a send waiting for a free pool connection counts that wait). Every message is accounted for:
 * one sent during the warm-up is not measured; after the last send, `--drain` seconds are given
 * for the rest to arrive: an accepted message (HTTP 200; for the echo, any emitted event) that
 * never arrives is lost, a send still unanswered then is counted apart (the server fell behind).
 * The server's heap is read in its own process after a full collection, before and after the
 * sockets connect, and divided by the number of sockets.
 *
 * `--rows` names which of issue 17's rows the run reports (`npm run bench`): the delivered rate
 * at the rate offered, the p99 (meant at a rate both sustain: bench/all.ts runs it again at 60
 * messages/s for that row) and the heap per connection.
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import {
  CHAT,
  type ClientToServerEvents,
  type Message,
  type ServerToClientEvents,
  SOCKET_ID_HEADER,
  SOCKET_PATH,
} from '@iskra/contract';
import { io, type Socket } from 'socket.io-client';
import { formatCount } from './discover-common.ts';
import type {
  LogCounts,
  MemoryReport,
  SeededUser,
  SeedResult,
  ServerMessage,
  ServerMode,
  ServerRequest,
} from './realtime-server.ts';
import { type ReportRow, report, times } from './report.ts';

/** A wrong flag or an unfit machine: printed without a stack. */
class UsageError extends Error {}

interface Options {
  sockets: number;
  rate: number;
  seconds: number;
  warmup: number;
  pool: number;
  batch: number;
  drain: number;
  rows: ReadonlySet<IssueRow>;
}

const ISSUE_ROWS = ['delivered', 'p99', 'heap'] as const;
type IssueRow = (typeof ISSUE_ROWS)[number];

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      sockets: { type: 'string', default: '5000' },
      rate: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '30' },
      warmup: { type: 'string', default: '5' },
      pool: { type: 'string', default: '64' },
      batch: { type: 'string', default: '250' },
      drain: { type: 'string', default: '30' },
      rows: { type: 'string', default: ISSUE_ROWS.join(',') },
    },
  });
  const num = (name: string, value: string, min: number, max: number) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n < min || n > max)
      throw new UsageError(`--${name}: expected ${min}–${max}, got "${value}"`);
    return n;
  };
  const options: Options = {
    sockets: Math.round(num('sockets', values.sockets, 2, 100_000)),
    rate: num('rate', values.rate, 1, 100_000),
    seconds: num('seconds', values.seconds, 1, 600),
    warmup: num('warmup', values.warmup, 0, 120),
    pool: Math.round(num('pool', values.pool, 1, 1024)),
    batch: Math.round(num('batch', values.batch, 1, 10_000)),
    drain: num('drain', values.drain, 1, 600),
    rows: new Set(
      values.rows.split(',').map((row) => {
        const name = ISSUE_ROWS.find((known) => known === row.trim());
        if (!name) throw new UsageError(`--rows: expected some of ${ISSUE_ROWS.join(', ')}, got "${row}"`);
        return name;
      }),
    ),
  };
  if (options.sockets % 2 !== 0) throw new UsageError('--sockets: must be even (users are matched in pairs)');
  // Every user sends in turn; the app refuses more than CHAT.sendsPerMinute per user and minute.
  const perUserMinute = (options.rate * 60) / options.sockets;
  if (perUserMinute > CHAT.sendsPerMinute) {
    throw new UsageError(
      `--rate ${options.rate} over ${options.sockets} users is ${perUserMinute.toFixed(1)} messages per user ` +
        `and minute; the app allows ${CHAT.sendsPerMinute} (CHAT.sendsPerMinute): lower --rate or raise --sockets`,
    );
  }
  return options;
}

/** Open files this process (and its children, which inherit the limit) may hold. */
function checkFileLimit(options: Options): void {
  const raw = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
  // Each side holds one descriptor per socket, plus the pool, the database files and some slack.
  const needed = options.sockets + options.pool + 256;
  console.log(
    `ulimit -n: ${raw} (each process needs at least ${formatCount(needed)} for ${formatCount(options.sockets)} sockets)`,
  );
  if (raw !== 'unlimited' && Number(raw) < needed) {
    throw new UsageError(
      `open file limit too low: ulimit -n is ${raw}, ${formatCount(options.sockets)} sockets need at least ${needed}. ` +
        `Raise it in this shell first (ulimit -n ${needed}, up to the hard limit ulimit -Hn) or lower --sockets.`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The server child

class ServerChild {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  url = '';
  database = '';

  private constructor(private readonly child: ChildProcess) {}

  static start(mode: ServerMode): Promise<ServerChild> {
    const child = fork(new URL('./realtime-server.ts', import.meta.url), [mode], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
    });
    const server = new ServerChild(child);
    return new Promise((resolve, reject) => {
      child.once('exit', (code) => {
        const error = new Error(`the ${mode} server exited (code ${code})`);
        reject(error);
        for (const w of server.waiting.values()) w.reject(error);
        server.waiting.clear();
      });
      child.on('message', (message: ServerMessage) => {
        if ('ready' in message) {
          server.url = message.url;
          server.database = message.database;
          resolve(server);
          return;
        }
        const w = server.waiting.get(message.id);
        if (!w) return;
        server.waiting.delete(message.id);
        if (message.ok) w.resolve(message.result);
        else w.reject(new Error(`server: ${message.error}`));
      });
    });
  }

  call<T>(command: ServerRequest): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.child.send({ ...command, id });
    });
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    await this.call({ cmd: 'close' }).catch(() => undefined);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (this.child.exitCode === null) this.child.kill();
  }
}

// ---------------------------------------------------------------------------------------------
// Sockets

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
interface EchoEvents {
  echo: (payload: { n: number; text: string }, ack: (payload: { n: number }) => void) => void;
}
type EchoSocket = Socket<Record<string, never>, EchoEvents>;

const CONNECT_TIMEOUT_MS = 120_000;

/** Connects one socket per token (null: no auth), `batch` at a time; fails on the first refusal. */
async function connectAll<S extends Socket>(
  url: string,
  tokens: ReadonlyArray<string | null>,
  batch: number,
): Promise<{ sockets: S[]; ms: number }> {
  const sockets: S[] = [];
  const started = performance.now();
  for (let i = 0; i < tokens.length; i += batch) {
    const part = tokens.slice(i, i + batch).map((token, j) => {
      const socket = io(url, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        timeout: CONNECT_TIMEOUT_MS,
        ...(token ? { auth: { token } } : {}),
      }) as unknown as S;
      sockets.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', (error: Error) =>
          reject(new Error(`socket ${i + j + 1} of ${tokens.length} refused: ${error.message}`)),
        );
      });
    });
    try {
      await Promise.all(part);
    } catch (error) {
      closeAll(sockets);
      throw error;
    }
  }
  return { sockets, ms: performance.now() - started };
}

function closeAll(sockets: readonly Socket[]): void {
  for (const socket of sockets) {
    socket.removeAllListeners();
    socket.disconnect();
  }
}

// ---------------------------------------------------------------------------------------------
// Load

/** One message of a run; times are performance.now() of this process, NaN while unknown. */
interface Traffic {
  scheduled: Float64Array;
  /** Delivery: SERVER:NEW_MESSAGE on the recipient's socket, or the echo's acknowledgement. */
  delivered: Float64Array;
  /** App only: when the HTTP answer came, and its status (0: transport error). */
  answered: Float64Array;
  status: Int16Array;
  /** When the message left (after waiting for a pool connection). */
  started: Float64Array;
  duplicates: number;
  misrouted: number;
}

function newTraffic(total: number): Traffic {
  return {
    scheduled: new Float64Array(total).fill(Number.NaN),
    delivered: new Float64Array(total).fill(Number.NaN),
    answered: new Float64Array(total).fill(Number.NaN),
    status: new Int16Array(total),
    started: new Float64Array(total).fill(Number.NaN),
    duplicates: 0,
    misrouted: 0,
  };
}

interface Window {
  /** performance.now() when the first message was due. */
  t0: number;
  measureFrom: number;
  measureTo: number;
  /** Messages scheduled, in total and in the measured window. */
  total: number;
}

/**
 * Calls `dispatch(i)` for message i when it is due — i / rate seconds after the start — never
 * earlier; a late timer sends every message already due at once.
 */
function schedule(
  options: Options,
  traffic: Traffic,
  dispatch: (i: number) => void,
  onWindow: (window: Window) => void,
): Promise<Window> {
  const total = Math.round(options.rate * (options.warmup + options.seconds));
  const interval = 1000 / options.rate;
  const t0 = performance.now() + 50;
  const window: Window = {
    t0,
    measureFrom: t0 + options.warmup * 1000,
    measureTo: t0 + (options.warmup + options.seconds) * 1000,
    total,
  };
  onWindow(window);
  return new Promise((resolve) => {
    let i = 0;
    const tick = () => {
      const now = performance.now();
      while (i < total && t0 + i * interval <= now) {
        traffic.scheduled[i] = t0 + i * interval;
        dispatch(i);
        i++;
      }
      if (i >= total) resolve(window);
      else setTimeout(tick, Math.max(0, t0 + i * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, t0 - performance.now()));
  });
}

/** Waits until `done()` or `seconds` pass. */
async function drain(seconds: number, done: () => boolean): Promise<number> {
  const started = performance.now();
  const end = started + seconds * 1000;
  while (!done() && performance.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
  return performance.now() - started;
}

/** Sender of message i: first one direction of every pair, then the other, round and round. */
function senderOf(i: number, n: number): number {
  const k = i % n;
  const half = n / 2;
  return k < half ? 2 * k : 2 * (k - half) + 1;
}

const TEXT = 'Привет! Как прошёл день? Давай встретимся в субботу';
const REQUEST_TIMEOUT_MS = 60_000;

async function appLoad(
  options: Options,
  url: string,
  seeded: readonly SeededUser[],
  sockets: readonly AppSocket[],
  onWindow: (window: Window) => void,
): Promise<{ traffic: Traffic; window: Window; drainedMs: number; firstErrors: string[] }> {
  const total = Math.round(options.rate * (options.warmup + options.seconds));
  const traffic = newTraffic(total);
  const byClientId = new Map<string, { i: number; recipient: number }>();
  const firstErrors: string[] = [];
  /** Set after the drain: what comes later is not recorded and nothing more is sent. */
  let stopped = false;
  for (const [index, socket] of sockets.entries()) {
    socket.on('SERVER:NEW_MESSAGE', ({ message }: { message: Message }) => {
      const now = performance.now();
      const sent = byClientId.get(message.clientId);
      if (!sent || stopped) return;
      if (sent.recipient !== index) {
        traffic.misrouted += 1;
        return;
      }
      if (!Number.isNaN(traffic.delivered[sent.i] as number)) traffic.duplicates += 1;
      else traffic.delivered[sent.i] = now;
    });
  }

  const target = new URL('/api/messages', url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.pool });
  let inFlight = 0;
  const queue: number[] = [];

  const post = (i: number) => {
    inFlight += 1;
    traffic.started[i] = performance.now();
    const sender = senderOf(i, options.sockets);
    const user = seeded[sender] as SeededUser;
    const clientId = randomUUID();
    byClientId.set(clientId, { i, recipient: sender ^ 1 });
    const body = JSON.stringify({ clientId, text: `${TEXT} ${i}`, dialogId: user.dialogId });
    let finished = false;
    const finish = (status: number, detail?: string) => {
      if (finished || stopped) return;
      finished = true;
      traffic.answered[i] = performance.now();
      traffic.status[i] = status;
      if (status !== 200 && firstErrors.length < 5)
        firstErrors.push(`${status || 'error'}: ${detail ?? ''}`.slice(0, 300));
      inFlight -= 1;
      const next = queue.shift();
      if (next !== undefined) post(next);
    };
    const request = http.request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${user.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [SOCKET_ID_HEADER]: sockets[sender]?.id ?? '',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => finish(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
        response.on('error', (error) => finish(0, error.message));
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.on('error', (error) => finish(0, error.message));
    request.end(body);
  };

  const window = await schedule(
    options,
    traffic,
    (i) => {
      if (inFlight < options.pool) post(i);
      else queue.push(i);
    },
    onWindow,
  );
  const accepted = () => {
    for (let i = 0; i < total; i++) {
      if (Number.isNaN(traffic.answered[i] as number)) return false;
      if (traffic.status[i] === 200 && Number.isNaN(traffic.delivered[i] as number)) return false;
    }
    return true;
  };
  const drainedMs = await drain(options.drain, accepted);
  stopped = true;
  agent.destroy();
  return { traffic, window, drainedMs, firstErrors };
}

async function echoLoad(
  options: Options,
  sockets: readonly EchoSocket[],
  onWindow: (window: Window) => void,
): Promise<{ traffic: Traffic; window: Window; drainedMs: number }> {
  const total = Math.round(options.rate * (options.warmup + options.seconds));
  const traffic = newTraffic(total);
  let stopped = false;
  const window = await schedule(
    options,
    traffic,
    (i) => {
      const socket = sockets[senderOf(i, options.sockets)] as EchoSocket;
      traffic.started[i] = performance.now();
      socket.emit('echo', { n: i, text: `${TEXT} ${i}` }, (reply) => {
        if (stopped) return;
        if (reply?.n !== i) traffic.misrouted += 1;
        else if (!Number.isNaN(traffic.delivered[i] as number)) traffic.duplicates += 1;
        else traffic.delivered[i] = performance.now();
        traffic.status[i] = 200;
      });
    },
    onWindow,
  );
  const drainedMs = await drain(options.drain, () => {
    for (let i = 0; i < total; i++) if (Number.isNaN(traffic.delivered[i] as number)) return false;
    return true;
  });
  stopped = true;
  return { traffic, window, drainedMs };
}

// ---------------------------------------------------------------------------------------------
// Figures

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function ms(value: number): string {
  if (Number.isNaN(value)) return '—';
  return `${value.toFixed(value < 10 ? 2 : 1)} ms`;
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function kbPer(bytes: number, n: number): string {
  return `${(bytes / n / 1024).toFixed(1)} kB`;
}

interface Summary {
  name: string;
  sockets: number;
  connectMs: number;
  before: MemoryReport;
  after: MemoryReport;
  measured: number;
  delivered: number;
  /** Accepted (HTTP 200, or for the echo: emitted) and never delivered by the end of the drain. */
  lost: number;
  /** App only: answered with another status or a transport error. */
  refused: number;
  /** App only: neither answered nor delivered by the end of the drain (the server fell behind). */
  unanswered: number;
  /** Of those, sends that never left the client's queue (every pool connection stayed busy). */
  unsent: number;
  duplicates: number;
  misrouted: number;
  latencies: number[];
  /** Deliveries that happened inside the measured window, per second. */
  deliveredRate: number;
  /** App only: send → HTTP answer. */
  answers: number[];
  /** Messages that left more than 5 ms after they were due, and the worst delay. */
  late: number;
  worstLateMs: number;
  serverCpuPct: number;
  drainedMs: number;
}

function summarize(
  name: string,
  /** Sent over HTTP (an answer tells accepted from refused) rather than emitted. */
  overHttp: boolean,
  traffic: Traffic,
  window: Window,
  options: Options,
  extra: Pick<Summary, 'sockets' | 'connectMs' | 'before' | 'after' | 'serverCpuPct' | 'drainedMs'>,
): Summary {
  const latencies: number[] = [];
  const answers: number[] = [];
  let measured = 0;
  let delivered = 0;
  let lost = 0;
  let refused = 0;
  let unanswered = 0;
  let unsent = 0;
  let late = 0;
  let worstLateMs = 0;
  let inWindow = 0;
  for (let i = 0; i < window.total; i++) {
    const at = traffic.delivered[i] as number;
    if (at >= window.measureFrom && at < window.measureTo) inWindow += 1;
    const scheduled = traffic.scheduled[i] as number;
    if (scheduled < window.measureFrom) continue;
    measured += 1;
    const wait = (traffic.started[i] as number) - scheduled;
    if (!(wait <= 5)) late += 1;
    if (wait > worstLateMs) worstLateMs = wait;
    const answered = traffic.answered[i] as number;
    if (!Number.isNaN(answered)) answers.push(answered - scheduled);
    if (!Number.isNaN(at)) {
      delivered += 1;
      latencies.push(at - scheduled);
    } else if (!overHttp) lost += 1;
    else if (Number.isNaN(answered)) {
      unanswered += 1;
      if (Number.isNaN(traffic.started[i] as number)) unsent += 1;
    } else if (traffic.status[i] === 200) lost += 1;
    else refused += 1;
  }
  latencies.sort((a, b) => a - b);
  answers.sort((a, b) => a - b);
  return {
    name,
    ...extra,
    measured,
    delivered,
    lost,
    refused,
    unanswered,
    unsent,
    duplicates: traffic.duplicates,
    misrouted: traffic.misrouted,
    latencies,
    deliveredRate: inWindow / options.seconds,
    answers,
    late,
    worstLateMs,
  };
}

function printPhase(s: Summary, options: Options): void {
  const heap = s.after.heapUsed - s.before.heapUsed;
  const rss = s.after.rss - s.before.rss;
  console.log(
    `  ${formatCount(s.sockets)} sockets connected in ${(s.connectMs / 1000).toFixed(1)} s ` +
      `(batches of ${options.batch}; the server holds ${formatCount(s.after.sockets)})`,
  );
  console.log(
    `  server heap after a full GC: ${mb(s.before.heapUsed)} before connecting, ${mb(s.after.heapUsed)} after ` +
      `→ ${kbPer(heap, s.sockets)} per connection (rss ${mb(s.before.rss)} → ${mb(s.after.rss)}, ` +
      `${kbPer(rss, s.sockets)} per connection)`,
  );
  console.log(
    `  measured: ${formatCount(s.measured)} messages due, ${formatCount(s.delivered)} delivered, ` +
      `lost ${s.lost}, refused ${s.refused}, unanswered ${s.unanswered} (${s.unsent} never left the client's queue), duplicates ${s.duplicates}, ` +
      `misrouted ${s.misrouted}; ` +
      `sustained ${s.deliveredRate.toFixed(1)} delivered/s (offered ${options.rate}/s)`,
  );
  console.log(
    `  latency due → delivered: p50 ${ms(percentile(s.latencies, 50))}, p90 ${ms(percentile(s.latencies, 90))}, ` +
      `p99 ${ms(percentile(s.latencies, 99))}, max ${ms(s.latencies.at(-1) ?? Number.NaN)}`,
  );
  if (s.answers.length > 0 && s.name.startsWith('app')) {
    console.log(
      `  HTTP answer due → 200: p50 ${ms(percentile(s.answers, 50))}, p99 ${ms(percentile(s.answers, 99))}, ` +
        `max ${ms(s.answers.at(-1) ?? Number.NaN)}`,
    );
  }
  console.log(
    `  sends that left over 5 ms late: ${formatCount(s.late)} (worst ${ms(s.worstLateMs)}); ` +
      `server CPU during the measured window ${s.serverCpuPct.toFixed(0)} % of one core; ` +
      `drain after the last send ${(s.drainedMs / 1000).toFixed(1)} s`,
  );
}

function printTable(rows: Summary[], options: Options): void {
  console.log(
    `\n${formatCount(options.sockets)} sockets, ${options.rate} messages/s offered, ${options.warmup} s warm-up, ` +
      `${options.seconds} s measured`,
  );
  const head = [
    'target',
    'due',
    'delivered',
    'lost',
    'not done',
    'per s',
    'p50',
    'p90',
    'p99',
    'max',
    'heap/conn',
  ];
  const table = rows.map((s) => [
    s.name,
    formatCount(s.measured),
    formatCount(s.delivered),
    String(s.lost),
    String(s.refused + s.unanswered),
    s.deliveredRate.toFixed(1),
    ms(percentile(s.latencies, 50)),
    ms(percentile(s.latencies, 90)),
    ms(percentile(s.latencies, 99)),
    ms(s.latencies.at(-1) ?? Number.NaN),
    kbPer(s.after.heapUsed - s.before.heapUsed, s.sockets),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(head));
  for (const row of table) console.log(line(row));
}

// ---------------------------------------------------------------------------------------------
// Phases

function cpuMs(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1000;
}

async function appPhase(options: Options): Promise<Summary> {
  console.log('\n=== app: POST /api/messages → SERVER:NEW_MESSAGE on the partner’s socket');
  const server = await ServerChild.start('app');
  const sockets: AppSocket[] = [];
  try {
    console.log(`  server ${server.url}, database: ${server.database}`);
    const seed = await server.call<SeedResult>({ cmd: 'seed', users: options.sockets });
    const t = seed.timings;
    console.log(
      `  seeded ${formatCount(options.sockets)} Premium users in ${formatCount(options.sockets / 2)} matched pairs: ` +
        `rows ${(t.usersMs / 1000).toFixed(1)} s, sessions ${(t.sessionsMs / 1000).toFixed(1)} s, ` +
        `dialogs and matches ${(t.pairsMs / 1000).toFixed(1)} s`,
    );
    const before = await server.call<MemoryReport>({ cmd: 'memory' });
    const connected = await connectAll<AppSocket>(
      server.url,
      seed.users.map((u) => u.token),
      options.batch,
    );
    sockets.push(...connected.sockets);
    const after = await server.call<MemoryReport>({ cmd: 'memory' });

    const cpu = cpuWatch(server);
    const { traffic, window, drainedMs, firstErrors } = await appLoad(
      options,
      server.url,
      seed.users,
      sockets,
      cpu.onWindow,
    );
    const summary = summarize('app: POST → SERVER:NEW_MESSAGE', true, traffic, window, options, {
      sockets: options.sockets,
      connectMs: connected.ms,
      before,
      after,
      serverCpuPct: await cpu.percent,
      drainedMs,
    });
    printPhase(summary, options);
    const logs = await server.call<LogCounts>({ cmd: 'logs' });
    console.log(`  server log while it ran: ${logs.warnings} warnings, ${logs.errors} errors`);
    for (const e of firstErrors) console.log(`  refused: ${e}`);
    return summary;
  } finally {
    await server.close();
    closeAll(sockets);
  }
}

async function echoPhase(options: Options): Promise<Summary> {
  console.log('\n=== bare socket.io: emit echo → acknowledgement');
  const server = await ServerChild.start('echo');
  const sockets: EchoSocket[] = [];
  try {
    console.log(`  server ${server.url}`);
    const before = await server.call<MemoryReport>({ cmd: 'memory' });
    const connected = await connectAll<EchoSocket>(
      server.url,
      Array.from({ length: options.sockets }, () => null),
      options.batch,
    );
    sockets.push(...connected.sockets);
    const after = await server.call<MemoryReport>({ cmd: 'memory' });
    const cpu = cpuWatch(server);
    const { traffic, window, drainedMs } = await echoLoad(options, sockets, cpu.onWindow);
    const summary = summarize('bare socket.io echo → ack', false, traffic, window, options, {
      sockets: options.sockets,
      connectMs: connected.ms,
      before,
      after,
      serverCpuPct: await cpu.percent,
      drainedMs,
    });
    printPhase(summary, options);
    const logs = await server.call<LogCounts>({ cmd: 'logs' });
    console.log(`  server log while it ran: ${logs.warnings} warnings, ${logs.errors} errors`);
    return summary;
  } finally {
    await server.close();
    closeAll(sockets);
  }
}

/** The server's CPU time over the measured window of a run, as a percentage of one core. */
function cpuWatch(server: ServerChild): { onWindow: (window: Window) => void; percent: Promise<number> } {
  let onWindow: (window: Window) => void = () => undefined;
  const percent = new Promise<Window>((resolve) => {
    onWindow = resolve;
  }).then(async (window) => {
    const sleep = (until: number) =>
      new Promise((resolve) => setTimeout(resolve, Math.max(0, until - performance.now())));
    await sleep(window.measureFrom);
    const a = await server.call<NodeJS.CpuUsage>({ cmd: 'cpu' });
    const from = performance.now();
    await sleep(window.measureTo);
    const b = await server.call<NodeJS.CpuUsage>({ cmd: 'cpu' });
    return ((cpuMs(b) - cpuMs(a)) / (performance.now() - from)) * 100;
  });
  return { onWindow, percent };
}

async function main(): Promise<void> {
  const options = readOptions();
  console.log(
    `realtime benchmark: ${formatCount(options.sockets)} sockets, ${options.rate} messages/s, ` +
      `${options.warmup} s warm-up + ${options.seconds} s measured, HTTP pool ${options.pool}; ` +
      `node ${process.version}, ${cpus().length} CPUs, ${(totalmem() / 1024 ** 3).toFixed(0)} GB, ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  checkFileLimit(options);
  const app = await appPhase(options);
  const echo = await echoPhase(options);
  printTable([app, echo], options);
  console.log(
    `load average at the end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const s of [app, echo]) {
    if (s.lost > 0) console.log(`WARNING: ${s.name}: ${s.lost} accepted message(s) lost`);
    if (s.refused + s.unanswered > 0)
      console.log(
        `WARNING: ${s.name}: ${s.refused} refused, ${s.unanswered} still unanswered after the drain`,
      );
    if (s.deliveredRate < options.rate * 0.95)
      console.log(
        `WARNING: ${s.name}: the server did not keep up — ${s.deliveredRate.toFixed(1)} delivered/s of ${options.rate}/s offered`,
      );
  }
  report(issueRows(app, echo, options));
  if (app.lost + echo.lost > 0) process.exitCode = 1;
}

/** Issue 17's rows P4 and P5 (the bench table of `npm run bench`). */
function issueRows(app: Summary, echo: Summary, options: Options): ReportRow[] {
  const heapPer = (s: Summary) => (s.after.heapUsed - s.before.heapUsed) / s.sockets;
  const p99 = (s: Summary) => percentile(s.latencies, 99);
  const rate = app.deliveredRate / echo.deliveredRate;
  const sustained = app.deliveredRate >= options.rate * 0.95;
  const latency = p99(app) / p99(echo);
  const heap = heapPer(app) / heapPer(echo);
  const at = `${formatCount(options.sockets)} sockets, ${options.rate} messages/s offered`;
  const rows: Array<ReportRow & { row: IssueRow }> = [
    {
      row: 'delivered',
      id: 'P4',
      what: `chat: delivered/s at ${at}`,
      figure: `${app.deliveredRate.toFixed(1)} delivered/s`,
      baseline: `bare socket.io echo ${echo.deliveredRate.toFixed(1)}/s → ${times(rate)}`,
      goal: '≥ 0.5× the echo',
      met: rate >= 0.5,
    },
    {
      row: 'p99',
      id: 'P4',
      what: `chat: p99 due → delivered at ${at}`,
      figure: `${ms(p99(app))}${sustained ? '' : ' (not sustained: queueing time)'}`,
      baseline: `echo ${ms(p99(echo))}${Number.isFinite(latency) ? ` → ${times(latency)}` : ''}`,
      goal: '≤ 3× the echo at a rate both sustain',
      met: sustained && latency <= 3,
    },
    {
      row: 'heap',
      id: 'P5',
      what: `idle signed-in socket heap, ${formatCount(options.sockets)} sockets`,
      figure: `${kbPer(app.after.heapUsed - app.before.heapUsed, app.sockets)} per connection`,
      baseline: `bare socket.io ${kbPer(echo.after.heapUsed - echo.before.heapUsed, echo.sockets)} → ${times(heap)}`,
      goal: '≤ 1.3×',
      met: heap <= 1.3,
    },
  ];
  return rows.filter(({ row }) => options.rows.has(row)).map(({ row: _, ...reported }) => reported);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
