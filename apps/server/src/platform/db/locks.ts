/**
 * Transactions holding named locks (a rater, a pair, a person's message stream): whoever takes
 * the same name waits for the transaction to end, so rules that read and then write shared
 * state (a like's daily allowance and match, a send's stream numbers) see everything committed
 * before them.
 *
 * On a PostgreSQL server the names are transaction-scoped advisory locks, taken in one
 * statement before the work. (They cannot share a statement with the reads after them: under
 * READ COMMITTED a statement's snapshot is taken before its locks are granted. SERIALIZABLE
 * instead, with retries, was tried: sixteen simultaneous likes completing matches with one
 * person made a quarter of them exhaust five tries, bench/README.md.) On the embedded database
 * they are not taken: its one connection runs one transaction at a time and holds every other
 * statement back meanwhile (PGlite does, and so does its worker thread), so a lock would change
 * nothing and cost a statement.
 */
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { type AppDb, serverPoolOf } from './client.ts';

export async function lockedTransaction<T>(
  db: AppDb,
  names: readonly string[],
  work: (tx: AppDb) => Promise<T>,
): Promise<T> {
  // Inside a transaction the server's pool is out of sight, and the locks would silently not
  // be taken: the caller's transaction must take them itself.
  if (db instanceof PgTransaction) throw new Error('lockedTransaction needs the database, not a transaction');
  if (!serverPoolOf(db) || names.length === 0) return db.transaction(work);
  return db.transaction(async (tx) => {
    // PostgreSQL evaluates a select list left to right: the locks are taken in the order given
    // (callers keep one order).
    const locks = names.map((name) => sql`pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
    await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
    return work(tx);
  });
}
