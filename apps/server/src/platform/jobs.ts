/**
 * Background jobs over the `jobs` table. Any number of instances may run a worker: a job is
 * claimed with FOR UPDATE SKIP LOCKED, so each runs once. Failures are retried with
 * exponential backoff until maxAttempts; a worker that died holding a job releases it after
 * the lock timeout. Handlers should be idempotent: a crash after the work but before the job is
 * marked done runs it again.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import {
  and,
  asc,
  eq,
  gte,
  inArray,
  isNull,
  like,
  lt,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type ZodType, z } from 'zod';
import { type AppDb, queryRows } from './db/client.ts';
import { jobs } from './db/schema.ts';

export interface JobInfo {
  id: number;
  kind: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

type Handler<T> = (payload: T, job: JobInfo) => Promise<void>;
type Registration = { schema: ZodType; handler: Handler<unknown>; clearPayload: boolean };

export interface RegisterOptions {
  /**
   * Empty the payload once the job is finished (done or given up): for payloads holding
   * personal data (an e-mail address) that must not stay in the table after they served.
   */
  clearPayload?: boolean;
}

export interface EnqueueOptions {
  /** Not before this moment (default: now). */
  runAt?: Date;
  maxAttempts?: number;
  /** Idempotency key: a second job with the same key is not added. */
  key?: string;
  /** Enqueue inside the caller's transaction. */
  db?: AppDb;
  /**
   * A statement (a data-modifying one with RETURNING: a claim) run with the insert, in the same
   * statement: the job is added only when it returns a row (see `enqueueEach`).
   */
  when?: SQLWrapper;
}

/** One job of `enqueueEach`. */
export interface JobToAdd extends Pick<EnqueueOptions, 'runAt' | 'maxAttempts' | 'key'> {
  payload: Record<string, unknown>;
  /** The gate's value that admits this job (see `enqueueEach`). */
  gatedBy?: string;
}

export interface JobsOptions {
  db: AppDb;
  logger: FastifyBaseLogger;
  /** Hears every run's outcome (metrics). */
  onRun?: (kind: string, outcome: 'done' | 'retry' | 'failed') => void;
  /**
   * Hears a job's final failure (its last attempt failed, or its payload was rejected), with
   * the error; attempts that will be retried are only logged (error reporting).
   */
  onFailed?: (error: unknown, job: JobInfo) => void;
  pollMs?: number;
  lockTimeoutMs?: number;
}

export type Jobs = ReturnType<typeof createJobs>;

/** 10 s, 20 s, 40 s… capped at an hour, ±20 % so failed jobs do not retry in lockstep. */
export function backoffMs(attempt: number): number {
  const base = Math.min(10_000 * 2 ** (attempt - 1), 3_600_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

const SWEEP_EVERY_MS = 60_000;

/** The payload of a recurring job: nothing. */
const EMPTY_PAYLOAD = z.object({}).strict();

/**
 * A job added inside a transaction is invisible until the commit, which the jobs cannot see:
 * the worker is woken at once and again after these delays, so it does not sleep a whole poll.
 */
const TX_WAKE_DELAYS_MS = [25, 150];

export function createJobs({
  db,
  logger,
  onRun,
  onFailed,
  pollMs = 1000,
  lockTimeoutMs = 10 * 60_000,
}: JobsOptions) {
  const workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const registry = new Map<string, Registration>();
  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  /** A job was added while the worker was busy: it looks again before sleeping. */
  let nudged = false;
  let lastSweep = 0;
  /** Recurring kinds and their intervals (`every`). */
  const schedules = new Map<string, number>();
  let lastScheduled = 0;
  const staleBefore = () => sql`now() - ${`${lockTimeoutMs} milliseconds`}::interval`;

  async function claim(kinds: string[]) {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          lte(jobs.runAt, sql`now()`),
          lt(jobs.attempts, jobs.maxAttempts),
          inArray(jobs.kind, kinds),
          or(isNull(jobs.lockedAt), lt(jobs.lockedAt, staleBefore())),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await db
      .update(jobs)
      .set({ lockedAt: sql`now()`, lockedBy: workerId, attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning();
    return job;
  }

  async function finish(id: number, error?: unknown, retryAt?: Date, clearPayload = false) {
    const lastError = error === undefined ? null : String((error as Error)?.stack ?? error).slice(0, 4000);
    const set = retryAt
      ? { lockedAt: null, lockedBy: null, lastError, runAt: retryAt }
      : {
          lockedAt: null,
          lockedBy: null,
          lastError,
          doneAt: sql`now()`,
          failedAt: error ? sql`now()` : null,
          ...(clearPayload ? { payload: {} } : {}),
        };
    await db
      .update(jobs)
      .set(set)
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
  }

  /** Jobs whose worker died on their last attempt would otherwise stay open for ever. */
  async function sweep() {
    lastSweep = Date.now();
    const clearing = [...registry].flatMap(([kind, registration]) =>
      registration.clearPayload ? [kind] : [],
    );
    await db
      .update(jobs)
      .set({
        doneAt: sql`now()`,
        failedAt: sql`now()`,
        lockedAt: null,
        lastError: 'worker lost on the last attempt',
        ...(clearing.length > 0
          ? {
              payload: sql`case when ${inArray(jobs.kind, clearing)} then '{}'::jsonb else ${jobs.payload} end`,
            }
          : {}),
      })
      .where(
        and(isNull(jobs.doneAt), lt(jobs.lockedAt, staleBefore()), gte(jobs.attempts, jobs.maxAttempts)),
      );
  }

  /** Claims and runs one due job (of these kinds only, when given); false when there was none. */
  async function runNext(only?: readonly string[]): Promise<boolean> {
    const kinds = [...registry.keys()].filter((kind) => !only || only.includes(kind));
    if (kinds.length === 0) return false;
    if (Date.now() - lastSweep > SWEEP_EVERY_MS) await sweep();
    const job = await claim(kinds);
    if (!job) return false;
    const registration = registry.get(job.kind);
    const info: JobInfo = { id: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts };
    const parsed = registration?.schema.safeParse(job.payload);
    if (!registration || !parsed?.success) {
      // A payload that does not fit its schema will never succeed: give up at once.
      logger.error({ job: info, issues: parsed?.error?.issues }, 'job payload rejected');
      const rejection = new Error(registration ? 'job payload rejected' : 'no handler');
      await finish(job.id, parsed?.error ?? rejection, undefined, registration?.clearPayload);
      onRun?.(job.kind, 'failed');
      onFailed?.(rejection, info);
      return true;
    }
    try {
      await registration.handler(parsed.data, info);
      await finish(job.id, undefined, undefined, registration.clearPayload);
      onRun?.(job.kind, 'done');
    } catch (error) {
      const retry = job.attempts < job.maxAttempts;
      onRun?.(job.kind, retry ? 'retry' : 'failed');
      logger.error({ err: error, job: info, retry }, 'job failed');
      if (!retry) onFailed?.(error, info);
      await finish(
        job.id,
        error,
        retry ? new Date(Date.now() + backoffMs(job.attempts)) : undefined,
        registration.clearPayload,
      );
    }
    return true;
  }

  /**
   * Adds the job of each recurring kind for the interval `now` is in, keyed by the interval:
   * every instance may do it, one job is made per interval (a missed interval is not made up).
   */
  async function scheduleDue(now = Date.now()): Promise<void> {
    lastScheduled = now;
    for (const [kind, everyMs] of schedules) {
      const slot = Math.floor(now / everyMs);
      await db
        .insert(jobs)
        .values({ kind, payload: {}, key: `every:${kind}:${slot}` })
        .onConflictDoNothing({ target: jobs.key, where: sql`${jobs.key} is not null` });
    }
  }

  function nudge() {
    if (wake) wake();
    else nudged = true;
  }

  async function work() {
    while (running) {
      let worked = false;
      nudged = false;
      try {
        if (schedules.size > 0 && Date.now() - lastScheduled > SWEEP_EVERY_MS) await scheduleDue();
        worked = await runNext();
      } catch (error) {
        logger.error({ err: error }, 'job worker error');
      }
      if (!worked && running && !nudged) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    }
  }

  /**
   * Adds jobs of one kind in one statement; returns the ids of those added (a job whose key
   * exists is not). With `gate`, its statement (a claim with RETURNING) runs with the insert:
   * a job is added only when the gate returned a row whose `column` is the job's `gatedBy` (any
   * row, without `column`). One round trip for "claim, then queue", and no claim left without
   * its job. The jobs name the same options (the columns of the insert).
   */
  async function enqueueEach(
    kind: string,
    toAdd: readonly JobToAdd[],
    options: { db?: AppDb; gate?: { query: SQLWrapper; column?: string } } = {},
  ): Promise<number[]> {
    const first = toAdd[0];
    if (!first) return [];
    const registration = registry.get(kind);
    // The columns given; the others take their defaults (run now, the default attempts).
    const columns = [
      'kind',
      'payload',
      ...(first.runAt ? ['run_at'] : []),
      ...(first.maxAttempts ? ['max_attempts'] : []),
      ...(first.key ? ['key'] : []),
    ];
    const { gate } = options;
    const named = (job: JobToAdd) => [!!job.runAt, !!job.maxAttempts, !!job.key].join();
    const rows = toAdd.map((job) => {
      registration?.schema.parse(job.payload);
      if (named(job) !== named(first)) throw new Error('jobs added together must name the same options');
      // A job that names no gate row would silently never be added.
      if (gate?.column && job.gatedBy === undefined) throw new Error('a gated job needs its gatedBy');
      const values: SQL[] = [sql`${kind}`, sql`${JSON.stringify(job.payload)}::jsonb`];
      if (job.runAt) values.push(sql`${job.runAt.toISOString()}::timestamptz`);
      if (job.maxAttempts) values.push(sql`${job.maxAttempts}::int`);
      if (job.key) values.push(sql`${job.key}`);
      return sql`(${sql.join([...values, sql`${job.gatedBy ?? null}::text`], sql`, `)})`;
    });
    const admitted = !gate
      ? sql``
      : gate.column
        ? sql`where exists (select 1 from gate where gate.${sql.identifier(gate.column)}::text = v.gated_by)`
        : sql`where exists (select 1 from gate)`;
    const names = sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    );
    const inserted = await queryRows<{ id: number | string; due: boolean }>(
      options.db ?? db,
      sql`${gate ? sql`with gate as (${gate.query.getSQL()}) ` : sql``}insert into ${jobs} (${names})
        select ${sql.join(
          columns.map((column) => sql`v.${sql.identifier(column)}`),
          sql`, `,
        )}
        from (values ${sql.join(rows, sql`, `)}) as v(${names}, gated_by)
        ${admitted}
        on conflict (key) where key is not null do nothing
        returning id, run_at <= now() as due`,
    );
    if (inserted.some((row) => row.due)) {
      nudge();
      if (options.db && options.db !== db && running) {
        for (const delay of TX_WAKE_DELAYS_MS) setTimeout(nudge, delay).unref();
      }
    }
    return inserted.map((row) => Number(row.id));
  }

  return {
    workerId,

    /** The handler of a job kind; the payload is checked against the schema before it runs. */
    register<T>(kind: string, schema: ZodType<T>, handler: Handler<T>, options: RegisterOptions = {}): void {
      if (registry.has(kind)) throw new Error(`job kind ${kind} already has a handler`);
      registry.set(kind, {
        schema,
        handler: handler as Handler<unknown>,
        clearPayload: options.clearPayload ?? false,
      });
    },

    /**
     * A recurring job: `handler` runs once every `everyMs` across all instances (the running
     * worker adds each interval's job; see scheduleDue).
     */
    every(kind: string, everyMs: number, handler: Handler<Record<string, never>>): void {
      if (registry.has(kind)) throw new Error(`job kind ${kind} already has a handler`);
      registry.set(kind, {
        schema: EMPTY_PAYLOAD,
        handler: handler as Handler<unknown>,
        clearPayload: false,
      });
      schedules.set(kind, everyMs);
    },

    /** Adds the recurring jobs of the current intervals now (tests, scripts). */
    scheduleDue,

    /**
     * Adds a job; returns its id, or null when a job with the same key exists or `when` returned
     * no row.
     */
    async enqueue(kind: string, payload: Record<string, unknown> = {}, options: EnqueueOptions = {}) {
      const { when, db: target, ...job } = options;
      const [id] = await enqueueEach(kind, [{ payload, ...job }], {
        ...(target ? { db: target } : {}),
        ...(when ? { gate: { query: when } } : {}),
      });
      return id ?? null;
    },

    enqueueEach,

    /**
     * Closes the waiting jobs of a kind whose key starts with `keyPrefix` (a job already in a
     * worker's hands finishes; its handler should re-check what it acts on). Returns how many.
     */
    async cancel(kind: string, keyPrefix: string, options: Pick<EnqueueOptions, 'db'> = {}): Promise<number> {
      const escaped = keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`);
      const rows = await (options.db ?? db)
        .update(jobs)
        .set({
          doneAt: sql`now()`,
          lastError: 'cancelled',
          ...(registry.get(kind)?.clearPayload ? { payload: {} } : {}),
        })
        .where(
          and(eq(jobs.kind, kind), isNull(jobs.doneAt), isNull(jobs.lockedAt), like(jobs.key, `${escaped}%`)),
        )
        .returning({ id: jobs.id });
      return rows.length;
    },

    runNext,

    /**
     * Runs due jobs (of these kinds only, when given) until none is left; returns how many ran
     * (tests, scripts).
     */
    async runDue(only?: readonly string[]): Promise<number> {
      let count = 0;
      while (await runNext(only)) count += 1;
      return count;
    },

    start(): void {
      if (running) return;
      running = true;
      loop = work();
    },

    /** Stops polling and waits for the job in hand to finish. */
    async stop(): Promise<void> {
      running = false;
      wake?.();
      await loop;
      loop = null;
    },
  };
}
