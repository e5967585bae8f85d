import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { type Database, openPg } from './db/client.ts';
import { jobs } from './db/schema.ts';
import { backoffMs, createJobs } from './jobs.ts';

const app = useTestApp();

const payloadSchema = z.object({ n: z.number() });

function newJobs(db = app.db) {
  return createJobs({ db, logger: app.log, pollMs: 20 });
}

async function jobRow(id: number | null) {
  const [row] = await app.db
    .select()
    .from(jobs)
    .where(eq(jobs.id, id ?? -1));
  return row;
}

/** Makes a job waiting for its backoff due now. */
async function makeDue(id: number | null) {
  await app.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.id, id ?? -1));
}

describe('jobs', () => {
  it('runs an enqueued job once with its payload', async () => {
    const worker = newJobs();
    const seen: number[] = [];
    worker.register('test.once', payloadSchema, async ({ n }, job) => {
      seen.push(n);
      expect(job.attempt).toBe(1);
    });
    const id = await worker.enqueue('test.once', { n: 7 });
    expect(await worker.runDue()).toBe(1);
    expect(await worker.runDue()).toBe(0);
    expect(seen).toEqual([7]);
    expect(await jobRow(id)).toMatchObject({ attempts: 1, failedAt: null, lockedAt: null, lastError: null });
    expect((await jobRow(id))?.doneAt).toBeInstanceOf(Date);
  });

  it('waits for runAt', async () => {
    const worker = newJobs();
    const handler = vi.fn(async () => undefined);
    worker.register('test.later', payloadSchema, handler);
    const id = await worker.enqueue('test.later', { n: 1 }, { runAt: new Date(Date.now() + 60_000) });
    expect(await worker.runDue()).toBe(0);
    await makeDue(id);
    expect(await worker.runDue()).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('retries a failing job with backoff, then succeeds', async () => {
    const worker = newJobs();
    let calls = 0;
    worker.register('test.flaky', payloadSchema, async () => {
      calls += 1;
      if (calls < 3) throw new Error(`flaky failure ${calls}`);
    });
    const id = await worker.enqueue('test.flaky', { n: 1 });
    await worker.runDue();
    const afterFirst = await jobRow(id);
    expect(afterFirst).toMatchObject({ attempts: 1, doneAt: null, lockedAt: null });
    expect(afterFirst?.lastError).toContain('flaky failure 1');
    expect(afterFirst?.runAt.getTime()).toBeGreaterThan(Date.now() + 5000);
    expect(await worker.runDue()).toBe(0);
    await makeDue(id);
    await worker.runDue();
    await makeDue(id);
    await worker.runDue();
    const done = await jobRow(id);
    expect(calls).toBe(3);
    expect(done).toMatchObject({ attempts: 3, failedAt: null, lastError: null });
    expect(done?.doneAt).toBeInstanceOf(Date);
  });

  it('gives up after maxAttempts', async () => {
    const worker = newJobs();
    worker.register('test.broken', payloadSchema, async () => {
      throw new Error('always broken');
    });
    const id = await worker.enqueue('test.broken', { n: 1 }, { maxAttempts: 2 });
    await worker.runDue();
    await makeDue(id);
    await worker.runDue();
    await makeDue(id);
    expect(await worker.runDue()).toBe(0);
    const row = await jobRow(id);
    expect(row).toMatchObject({ attempts: 2 });
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(row?.doneAt).toBeInstanceOf(Date);
    expect(row?.lastError).toContain('always broken');
  });

  it('refuses a payload that does not fit the schema', async () => {
    const worker = newJobs();
    const handler = vi.fn(async () => undefined);
    worker.register('test.typed', payloadSchema, handler);
    await expect(worker.enqueue('test.typed', { n: 'seven' })).rejects.toThrow();
    // Written by an older version, say: fails at once, without retries.
    const [row] = await app.db
      .insert(jobs)
      .values({ kind: 'test.typed', payload: { n: 'seven' } })
      .returning();
    await worker.runDue();
    expect(handler).not.toHaveBeenCalled();
    expect(await jobRow(row?.id ?? null)).toMatchObject({
      attempts: 1,
      lastError: expect.stringContaining('n'),
    });
    expect((await jobRow(row?.id ?? null))?.failedAt).toBeInstanceOf(Date);
  });

  it('adds a job with an idempotency key only once', async () => {
    const worker = newJobs();
    worker.register('test.keyed', payloadSchema, async () => undefined);
    const first = await worker.enqueue('test.keyed', { n: 1 }, { key: 'renewal:sub-1:2026-05' });
    const second = await worker.enqueue('test.keyed', { n: 2 }, { key: 'renewal:sub-1:2026-05' });
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
  });

  it('adds a gated job only when its gate returns a row, with the options given', async () => {
    const worker = newJobs();
    worker.register('test.gated', payloadSchema, async () => undefined);
    const runAt = new Date(Date.now() + 60_000);
    const closed = await worker.enqueue('test.gated', { n: 1 }, { runAt, when: sql`select 1 where false` });
    expect(closed).toBeNull();
    const open = await worker.enqueue(
      'test.gated',
      { n: 2 },
      { runAt, maxAttempts: 2, key: 'gated:1', when: sql`select 1 as claimed` },
    );
    expect(open).toBeTypeOf('number');
    expect(await jobRow(open)).toMatchObject({
      kind: 'test.gated',
      payload: { n: 2 },
      runAt,
      maxAttempts: 2,
      key: 'gated:1',
    });
    const rows = await app.db.select().from(jobs).where(eq(jobs.kind, 'test.gated'));
    expect(rows).toHaveLength(1);
    // Without options the table's defaults: due now, five attempts.
    const plain = await jobRow(await worker.enqueue('test.gated', { n: 3 }));
    expect(plain).toMatchObject({ maxAttempts: 5, key: null, payload: { n: 3 } });
    expect(Math.abs((plain?.runAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('runs a data-modifying gate (a claim) in the insert’s statement', async () => {
    const worker = newJobs();
    worker.register('test.claimed', payloadSchema, async () => undefined);
    const claim = () =>
      app.db
        .insert(jobs)
        .values({ kind: 'test.claim-mark', key: 'claim-mark' })
        .onConflictDoNothing()
        .returning({ id: jobs.id });
    expect(await worker.enqueue('test.claimed', { n: 1 }, { when: claim() })).toBeTypeOf('number');
    // Claimed already: the gate returns nothing, and no second job comes.
    expect(await worker.enqueue('test.claimed', { n: 2 }, { when: claim() })).toBeNull();
    expect(await app.db.select().from(jobs).where(eq(jobs.kind, 'test.claimed'))).toHaveLength(1);
  });

  it('adds several jobs in one statement, each admitted by its own row of the gate', async () => {
    const worker = newJobs();
    worker.register('test.each', payloadSchema, async () => undefined);
    const runAt = new Date(Date.now() + 60_000);
    const each = (keys: string[]) =>
      keys.map((key, n) => ({ payload: { n }, runAt, key: `each:${key}`, gatedBy: key }));
    // The gate lets only "b" in.
    const ids = await worker.enqueueEach('test.each', each(['a', 'b']), {
      gate: { query: sql`select 'b' as who`, column: 'who' },
    });
    expect(ids).toHaveLength(1);
    expect(await jobRow(ids[0] ?? null)).toMatchObject({ key: 'each:b', payload: { n: 1 }, runAt });
    // Without a column any row admits all; a key already queued is not added again.
    const more = await worker.enqueueEach('test.each', each(['b', 'c']), { gate: { query: sql`select 1` } });
    expect(more).toHaveLength(1);
    expect(await jobRow(more[0] ?? null)).toMatchObject({ key: 'each:c' });
    // Jobs added together name the same options, and a gated job names its gate row.
    await expect(
      worker.enqueueEach('test.each', [
        { payload: { n: 1 }, key: 'each:d' },
        { payload: { n: 2 }, runAt },
      ]),
    ).rejects.toThrow('same options');
    await expect(
      worker.enqueueEach('test.each', [{ payload: { n: 1 } }], {
        gate: { query: sql`select 1 as who`, column: 'who' },
      }),
    ).rejects.toThrow('gatedBy');
    // Payloads are checked against the kind's schema.
    await expect(worker.enqueueEach('test.each', [{ payload: { n: 'x' } }])).rejects.toThrow();
  });

  it('takes over a job whose worker died holding it', async () => {
    const worker = newJobs();
    const handler = vi.fn(async () => undefined);
    worker.register('test.orphan', payloadSchema, handler);
    const [row] = await app.db
      .insert(jobs)
      .values({
        kind: 'test.orphan',
        payload: { n: 1 },
        attempts: 1,
        lockedAt: new Date(Date.now() - 60 * 60_000),
        lockedBy: 'dead-worker',
      })
      .returning();
    await worker.runDue();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(await jobRow(row?.id ?? null)).toMatchObject({ attempts: 2, lockedBy: null, failedAt: null });
  });

  it('runs only the kinds asked for', async () => {
    const worker = newJobs();
    const seen: string[] = [];
    worker.register('test.only-a', payloadSchema, async () => void seen.push('a'));
    worker.register('test.only-b', payloadSchema, async () => void seen.push('b'));
    await worker.enqueue('test.only-a', { n: 1 });
    const other = await worker.enqueue('test.only-b', { n: 2 });
    expect(await worker.runDue(['test.only-a'])).toBe(1);
    expect(seen).toEqual(['a']);
    expect((await jobRow(other))?.doneAt).toBeNull();
    expect(await worker.runDue()).toBe(1);
    expect(seen).toEqual(['a', 'b']);
  });

  it('empties the payload of a finished job registered with clearPayload, whatever the outcome', async () => {
    const worker = newJobs();
    worker.register('test.clear-ok', payloadSchema, async () => undefined, { clearPayload: true });
    worker.register(
      'test.clear-fail',
      payloadSchema,
      async () => {
        throw new Error('no');
      },
      { clearPayload: true },
    );
    // One whose worker died on its last attempt: the sweep closes it and empties it too.
    const [lost] = await app.db
      .insert(jobs)
      .values({
        kind: 'test.clear-ok',
        payload: { n: 9 },
        attempts: 3,
        maxAttempts: 3,
        lockedAt: new Date(Date.now() - 60 * 60_000),
        lockedBy: 'dead-worker',
      })
      .returning();
    const ok = await worker.enqueue('test.clear-ok', { n: 1 });
    const failing = await worker.enqueue('test.clear-fail', { n: 2 }, { maxAttempts: 2 });
    const cancelled = await worker.enqueue(
      'test.clear-ok',
      { n: 3 },
      { runAt: new Date(Date.now() + 60_000), key: 'clear:x' },
    );
    await worker.runDue();
    expect((await jobRow(ok))?.payload).toEqual({});
    expect(await jobRow(lost?.id ?? null)).toMatchObject({
      payload: {},
      lastError: 'worker lost on the last attempt',
    });
    // Waiting for a retry, it still needs its payload.
    expect((await jobRow(failing))?.payload).toEqual({ n: 2 });
    await makeDue(failing);
    await worker.runDue();
    expect(await jobRow(failing)).toMatchObject({ payload: {}, attempts: 2 });
    expect((await jobRow(failing))?.failedAt).toBeInstanceOf(Date);
    expect(await worker.cancel('test.clear-ok', 'clear:')).toBe(1);
    expect((await jobRow(cancelled))?.payload).toEqual({});
  });

  it('wakes a sleeping worker for a job added inside a transaction, once it is committed', async () => {
    const worker = createJobs({ db: app.db, logger: app.log, pollMs: 60_000 });
    const done = new Promise<number>((resolve) => {
      worker.register('test.in-tx', payloadSchema, async ({ n }) => resolve(n));
    });
    worker.start();
    // Let the worker find nothing and fall asleep for its (long) poll.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await app.db.transaction(async (tx) => {
      await worker.enqueue('test.in-tx', { n: 5 }, { db: tx });
    });
    expect(await done).toBe(5);
    expect(Date.now() - started).toBeLessThan(5000);
    await worker.stop();
  });

  it('grows the backoff exponentially up to an hour', () => {
    expect(backoffMs(1)).toBeGreaterThanOrEqual(8_000);
    expect(backoffMs(1)).toBeLessThanOrEqual(12_000);
    expect(backoffMs(3)).toBeGreaterThanOrEqual(32_000);
    expect(backoffMs(30)).toBeLessThanOrEqual(3_600_000 * 1.2);
  });

  it('runs in the background once started and stops cleanly', async () => {
    const worker = newJobs();
    const done = new Promise<number>((resolve) => {
      worker.register('test.background', payloadSchema, async ({ n }) => resolve(n));
    });
    worker.start();
    await worker.enqueue('test.background', { n: 42 });
    expect(await done).toBe(42);
    await worker.stop();
  });
});

describe('several workers', () => {
  let second: Database;
  let own: TestDatabase | undefined;

  beforeAll(async () => {
    // On a database server the second worker gets its own pool, as another instance would.
    own = app.database.kind === 'pg' ? await createTestDatabase() : undefined;
    second = own?.url ? await openPg({ url: own.url, max: 4 }) : app.database;
  });

  afterAll(async () => {
    if (second !== app.database) await second.close();
    await own?.close();
  });

  it('run each job exactly once', async () => {
    const db = own ? own.db : app.db;
    const runs = new Map<number, number>();
    const workers = [
      createJobs({ db, logger: app.log, pollMs: 10 }),
      createJobs({ db: second.db, logger: app.log, pollMs: 10 }),
    ];
    for (const worker of workers) {
      worker.register('test.race', payloadSchema, async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
    }
    const total = 40;
    for (let n = 0; n < total; n += 1) await workers[0]?.enqueue('test.race', { n });
    for (const worker of workers) worker.start();
    await vi.waitFor(() => expect(runs.size).toBe(total), { timeout: 20_000, interval: 50 });
    await Promise.all(workers.map((w) => w.stop()));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const [open] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.kind} = 'test.race' and ${jobs.doneAt} is null`);
    expect(open?.n).toBe(0);
  });
});
