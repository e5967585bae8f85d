/**
 * The hot writes (issue 17, P3 and P4's statement count) beside a primary-key read measured in
 * the same run by the same client:
 *
 * - baseline: `GET /bench/pk`, a route added for this run that reads one user by primary key
 *   (one statement) and answers its JSON: what any request that touches the database costs;
 * - P3: `POST /api/like`, a like of someone who has not rated the viewer, and a like that
 *   completes a match (the other person liked the viewer first): each request rates a person
 *   the viewer has not rated before, as discover does;
 * - P4 (statements only): one `POST /api/messages` into a matched pair's dialog; the throughput
 *   of sends is bench/realtime.ts's;
 * - the floor of a write: `POST /bench/write-floor`, a route added for this run whose
 *   transaction reads one user by primary key and inserts one row (four statements), the least
 *   a write that checks a rule costs on this database.
 *
 *   npx tsx bench/writes.ts [--seconds 5] [--concurrency 16] [--server] [--same-thread] [--photos 6]
 *
 * Everyone has six photos (`--photos N` for another number): a send's checks and a like's
 * answer read them. The time of a send alone, 40 one after another into the idle app, is printed
 * with the rest.
 *
 * The app runs in this process on a fresh embedded database, on its worker thread as the app
 * runs it (`--same-thread`: on this thread, as runs before 2026-11-25 did); every statement is
 * counted, BEGIN and COMMIT included. The load client is a child process
 * (http-load.ts). With `--server` it runs on a fresh database of the PostgreSQL server of
 * BENCH_DATABASE_URL (its name with `_writes`, dropped afterwards), where statements are not
 * counted: the rates there, for comparing builds, are printed and not reported. The viewers have Premium, so the free daily allowance never refuses a like
 * and is never counted (a free viewer's like reads the day's count: one statement more).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PHOTOS as PHOTO_RULES } from '@iskra/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { likes } from '../apps/server/src/features/sympathies/sympathies.schema.ts';
import { openPg, openPglite } from '../apps/server/src/platform/db/client.ts';
import { images, users } from '../apps/server/src/platform/db/schema.ts';
import { addPrimaryKeyRead, addWriteFloor, benchConfig } from './app-config.ts';
import { benchUserRows } from './bench-users.ts';
import { benchUrl, ms, scratchDatabase } from './discover-common.ts';
import type { LoadJob } from './http-load.ts';
import { answers, type LoadClient, type Measured, measure, startLoadClient } from './load-client.ts';
import { printRows, type ReportRow, report, times } from './report.ts';
import { countStatements, uncounted } from './statements.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '16' },
    viewers: { type: 'string', default: '16' },
    targets: { type: 'string', default: '800' },
    server: { type: 'boolean', default: false },
    'same-thread': { type: 'boolean', default: false },
    photos: { type: 'string', default: String(PHOTO_RULES.avatarSlots + PHOTO_RULES.extraSlots) },
  },
});
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const CONCURRENCY = Number(args.concurrency);
const VIEWERS = Number(args.viewers);
/** People each viewer may like in each of the two like loads (and the samples). */
const TARGETS = Number(args.targets);
const SAMPLES = 10;
/** Photos of every person (a full profile by default; 0 as the runs before 2026-11-25 had). */
const PHOTOS = Number(args.photos);
/** Sends one after another into an idle app, for the time a send takes alone. */
const ALONE_SENDS = 40;
const INSERT_CHUNK = 500;

function load(
  client: LoadClient,
  name: string,
  job: Omit<LoadJob, 'concurrency' | 'warmupMs' | 'durationMs' | 'maxRequests'>,
): Promise<Measured> {
  return measure(client, name, {
    ...job,
    concurrency: CONCURRENCY,
    warmupMs: WARMUP * 1000,
    durationMs: SECONDS * 1000,
    maxRequests: Number.MAX_SAFE_INTEGER,
  });
}

export async function writesBench(): Promise<ReportRow[]> {
  console.log(
    `Hot writes: ${CONCURRENCY} connections, ${SECONDS} s each after ${WARMUP} s of warm-up, Node ${process.version}`,
  );
  const client = startLoadClient();
  const dataDir = await mkdtemp(join(tmpdir(), 'iskra-bench-writes-'));
  const scratch = args.server ? await scratchDatabase(benchUrl(), 'writes') : undefined;
  const database = scratch
    ? await openPg({ url: scratch.url, max: 10 })
    : await openPglite({ dataDir: join(dataDir, 'db'), thread: !args['same-thread'] });
  await database.migrate();
  const app = await buildApp(benchConfig(dataDir), { database, logStream: { write: () => undefined } });
  try {
    const counter = scratch ? uncounted : countStatements(app);
    // Viewers are the men (even rows); each group of targets is women, one group per use.
    const groups = ['sample', 'plain', 'match'] as const;
    const rows = benchUserRows(
      2 * (VIEWERS + groups.length * TARGETS),
      (n) => `w-${n}@writes.bench.iskra.example`,
    );
    const ids: string[] = [];
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const inserted = await app.db
        .insert(users)
        .values(rows.slice(i, i + INSERT_CHUNK))
        .returning({ id: users.id });
      ids.push(...inserted.map((row) => row.id));
    }
    // Everyone's photos: a send's checks and views read both people's.
    const photos = ids.flatMap((userId) =>
      Array.from({ length: PHOTOS }, (_, position) => ({
        userId,
        fileKey: randomBytes(12).toString('base64url'),
        blurKey: randomBytes(12).toString('base64url'),
        profile: position === 0,
        position,
      })),
    );
    for (let i = 0; i < photos.length; i += INSERT_CHUNK) {
      await app.db.insert(images).values(photos.slice(i, i + INSERT_CHUNK));
    }
    const men = ids.filter((_, n) => n % 2 === 0);
    const women = ids.filter((_, n) => n % 2 === 1);
    const viewers = men.slice(0, VIEWERS);
    const targets = Object.fromEntries(
      groups.map((group, g) => [group, women.slice(g * TARGETS, (g + 1) * TARGETS)]),
    ) as Record<(typeof groups)[number], string[]>;
    const tokens = await Promise.all(
      viewers.map(
        async (id) => (await app.auth.issueSession(id, { ip: '127.0.0.1', userAgent: 'iskra-bench' })).token,
      ),
    );
    // Everyone of the match group (and the samples) liked every viewer first.
    const now = new Date();
    const firstLikes = [...targets.match, ...targets.sample].flatMap((raterId) =>
      viewers.map((ratedId) => ({
        raterId,
        ratedId,
        love: true,
        createdAt: now,
        ratedAt: now,
        updatedAt: now,
      })),
    );
    for (let i = 0; i < firstLikes.length; i += INSERT_CHUNK) {
      await app.db.insert(likes).values(firstLikes.slice(i, i + INSERT_CHUNK));
    }

    const pkPath = addPrimaryKeyRead(app, ids[0] as string);
    const floorPath = await addWriteFloor(app, ids[0] as string);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const bearer = (v: number) => ({ authorization: `Bearer ${tokens[v]}` });
    const post = async (path: string, v: number, body: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { ...bearer(v), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return res.json() as Promise<{ dialog?: { id: string } | null }>;
    };

    // Statements of one request, the fewest of SAMPLES, all by viewer 0: likes of people from
    // the plain group's tail (the load below leaves them out), likes of the sample group (who
    // liked every viewer first: each completes a match), then sends into one of those dialogs.
    const plainTail = targets.plain.slice(TARGETS - SAMPLES);
    const likeStatements = await counter.fewest(async (n) => {
      await post('/api/like', 0, { liked: plainTail[n], love: true, place: 'discover' });
    }, SAMPLES);
    const dialogIds: string[] = [];
    const matchStatements = await counter.fewest(async (n) => {
      const answer = await post('/api/like', 0, { liked: targets.sample[n], love: true, place: 'discover' });
      if (answer.dialog) dialogIds.push(answer.dialog.id);
    }, SAMPLES);
    if (dialogIds.length !== SAMPLES) throw new Error('the sample likes made too few matches');
    const send = async (dialogId: string, n: number) => {
      await post('/api/messages', 0, { clientId: randomUUID(), text: `Привет ${n}`, dialogId });
    };
    // The first message to each of these people claims their notification check; the next ones
    // in the same conversation, within the letter's delay, find it claimed.
    const firstSendStatements = await counter.fewest((n) => send(dialogIds[n] as string, n), SAMPLES);
    const sendStatements = await counter.fewest((n) => send(dialogIds[0] as string, n), SAMPLES);
    const aloneMs: number[] = [];
    for (let n = 0; n < ALONE_SENDS; n += 1) {
      const started = performance.now();
      await send(dialogIds[1] as string, n);
      aloneMs.push(performance.now() - started);
    }
    const sendAlone = aloneMs.sort((a, b) => a - b)[ALONE_SENDS / 2] ?? Number.NaN;

    const likeJob = (group: 'plain' | 'match') => {
      const people = group === 'plain' ? targets.plain.slice(0, TARGETS - SAMPLES) : targets.match;
      // Request k: viewer k mod VIEWERS likes that viewer's next person (viewer 0's samples
      // are not in these lists), so concurrent requests come from different viewers.
      const requests = people.flatMap((liked) =>
        viewers.map((_, v) => ({
          headers: bearer(v),
          body: JSON.stringify({ liked, love: true, place: 'discover' }),
        })),
      );
      return { url: `${base}/api/like`, headers: {}, method: 'POST' as const, requests };
    };
    const pk = await load(client, 'baseline: GET /bench/pk', { url: `${base}${pkPath}`, headers: {} });
    const floor = await load(client, 'floor: POST /bench/write-floor', {
      url: `${base}${floorPath}`,
      headers: {},
      method: 'POST',
    });
    const plain = await load(client, 'P3 POST /api/like', likeJob('plain'));
    const match = await load(client, 'P3 POST /api/like completing a match', likeJob('match'));

    console.log('');
    console.log('| what | req/s | × PK read | p50 | p99 | SQL statements | answers |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [row, statements] of [
      [pk, 1],
      [floor, 4],
      [plain, likeStatements],
      [match, matchStatements],
    ] as const) {
      console.log(
        `| ${row.name} | ${row.perSecond.toFixed(0)} | ${times(row.perSecond / pk.perSecond)} | ${ms(row.p50)} | ${ms(row.p99)} | ${Number.isNaN(statements) ? 'not counted' : statements} | ${answers(row.statuses)} |`,
      );
    }
    if (!scratch)
      console.log(
        `P4: one POST /api/messages into a matched pair's dialog sends ${sendStatements} statements (the first to a person in a while ${firstSendStatements}: it claims their notification check).`,
      );
    console.log(
      `A send alone (${ALONE_SENDS} one after another into the idle app, ${PHOTOS} photos each person): ${ms(sendAlone)} at the median.`,
    );
    for (const row of [plain, match]) {
      const refused = Object.entries(row.statuses).filter(([status]) => status !== '200');
      if (refused.length > 0)
        console.log(`WARNING: ${row.name}: answers other than 200: ${JSON.stringify(row.statuses)}`);
    }

    const plainRatio = plain.perSecond / pk.perSecond;
    const matchRatio = match.perSecond / pk.perSecond;
    const pkFigure = `PK read ${pk.perSecond.toFixed(0)} req/s`;
    const floorFigure = `the floor (a read and an insert in a transaction) ${times(floor.perSecond / pk.perSecond)}`;
    return [
      {
        id: 'P3',
        what: 'POST /api/like',
        figure: `${plain.perSecond.toFixed(0)} req/s, ${likeStatements} statements`,
        baseline: `${pkFigure} → ${times(plainRatio)}; ${floorFigure}`,
        goal: '≥ 0.50× with ≤ 5 statements',
        met: plainRatio >= 0.5 && likeStatements <= 5,
      },
      {
        id: 'P3',
        what: 'a like that completes a match',
        figure: `${match.perSecond.toFixed(0)} req/s, ${matchStatements} statements`,
        baseline: `${pkFigure} → ${times(matchRatio)}; ${floorFigure}`,
        goal: '≥ 0.30× with ≤ 8 statements',
        met: matchRatio >= 0.3 && matchStatements <= 8,
      },
      {
        id: 'P4',
        what: 'statements per POST /api/messages',
        figure: `${sendStatements} statements (${firstSendStatements} for the first to its recipient since their last letter check)`,
        baseline: '—',
        goal: '≤ 5 statements per send',
        met: sendStatements <= 5,
      },
    ];
  } finally {
    await app.close();
    client.disconnect();
    await rm(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

const rows = await writesBench();
if (!args.server) {
  console.log('');
  printRows(rows);
  report(rows);
}
