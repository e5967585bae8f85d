/**
 * Transactions whose rules read and then write shared state (a like's daily allowance and
 * match, a send's stream numbers) and must behave as if they ran one at a time.
 *
 * On a PostgreSQL server they run SERIALIZABLE: PostgreSQL aborts one of two transactions
 * whose reads and writes overlap (SQLSTATE 40001) and the work is tried again from the start.
 * No lock statement is spent: under READ COMMITTED a lock and the reads after it cannot share a
 * statement (the statement's snapshot is taken before the lock is granted), so a lock costs a
 * round trip of its own. On the embedded database they run as they are: its one connection
 * runs one transaction at a time, and nothing else runs meanwhile (PGlite queues the rest).
 *
 * `work` may run more than once, so it must only touch the database; effects outside it (events,
 * answers) come after it returns.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { type AppDb, serverPoolOf } from './client.ts';

/** Serialization failure and deadlock: nothing was wrong with the work, only its timing. */
const RETRIED_STATES = new Set(['40001', '40P01']);

/** Tries of one transaction; a conflict that outlasts them is answered 503 (errors.ts). */
export const SERIAL_TRIES = 5;

/**
 * The SQLSTATE of a database error, looking through drizzle's wrapping (`cause`). Node's own
 * network errors (EPIPE…) also have five-letter codes; they carry a `syscall`.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const { code, syscall } = current as { code?: unknown; syscall?: unknown };
    if (typeof code === 'string' && syscall === undefined && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

export async function serialTransaction<T>(db: AppDb, work: (tx: AppDb) => Promise<T>): Promise<T> {
  // The embedded database's transactions are serial already (and its drizzle driver would spend
  // a statement of its own on the isolation level).
  const config = serverPoolOf(db) ? ({ isolationLevel: 'serializable' } as const) : undefined;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work, config);
    } catch (error) {
      const state = sqlStateOf(error);
      if (attempt >= SERIAL_TRIES || state === undefined || !RETRIED_STATES.has(state)) throw error;
      // A random pause, growing with each try, so the two sides of a conflict part ways.
      await sleep(Math.random() * 4 * 2 ** attempt);
    }
  }
}
