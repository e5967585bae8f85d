/**
 * Writes to the users table. The session check caches users' rows for a few seconds
 * (platform/session-cache.ts), so every UPDATE or DELETE of users rows goes through
 * writeUsers(): once the write is committed, the app forgets those users' cached sessions on
 * every instance, before the request that wrote answers. So a profile edit, a tier grant or a
 * ban is seen by the person's next request, wherever it lands. (Inserting a user needs nothing:
 * a new account has no session yet.) user-writes.test.ts fails when a write to users bypasses
 * this.
 *
 * Inside a transaction opened on the app's database (announceUserWrites() wraps it) the news
 * waits until the transaction has ended: told earlier, another request could read the old row,
 * still the committed one, and cache it again. afterCommit() defers other such news (revoked
 * sessions) the same way.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppDb } from './client.ts';

export type AnnounceUserWrites = (userIds: readonly string[]) => Promise<void>;

interface TransactionScope {
  announce: AnnounceUserWrites;
  /** Users written in the transaction, told once it has ended. */
  written: Set<string>;
  /** What afterCommit() left to run once it has ended. */
  tasks: Array<() => Promise<void>>;
  open: boolean;
}

const announcers = new WeakMap<AppDb, AnnounceUserWrites>();
const transactions = new AsyncLocalStorage<TransactionScope>();

/**
 * The app's database handle: the same database, whose writeUsers() calls reach `announce` —
 * at once outside a transaction, after its end inside one.
 */
export function announceUserWrites(db: AppDb, announce: AnnounceUserWrites): AppDb {
  const transaction: AppDb['transaction'] = async (work, config) => {
    const scope: TransactionScope = { announce, written: new Set(), tasks: [], open: true };
    try {
      return await transactions.run(scope, () => db.transaction(work, config));
    } finally {
      // Also after a rollback: a needless forget costs one cache miss.
      scope.open = false;
      if (scope.written.size > 0) await announce([...scope.written]);
      for (const task of scope.tasks) await task();
    }
  };
  // Everything else is the database itself (its methods run with `this` reaching its fields).
  const announcing: AppDb = Object.create(db, {
    transaction: { value: transaction, enumerable: false },
  });
  announcers.set(announcing, announce);
  return announcing;
}

/**
 * Runs `write`, an UPDATE or DELETE of the rows of `userIds` through `db`, and tells the app
 * they changed once that is committed. Returns what `write` returned.
 */
export async function writeUsers<T>(
  db: AppDb,
  userIds: string | readonly string[],
  write: () => Promise<T>,
): Promise<T> {
  const result = await write();
  const ids = typeof userIds === 'string' ? [userIds] : userIds;
  const scope = transactions.getStore();
  if (scope?.open) {
    for (const id of ids) scope.written.add(id);
  } else {
    await (announcers.get(db) ?? scope?.announce)?.(ids);
  }
  return result;
}

/**
 * Runs `task` once the transaction under way (opened on the app's database) has ended, so
 * what it wrote is committed; at once outside a transaction.
 */
export async function afterCommit(task: () => Promise<void>): Promise<void> {
  const scope = transactions.getStore();
  if (scope?.open) scope.tasks.push(task);
  else await task();
}
