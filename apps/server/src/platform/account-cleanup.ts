/**
 * What features destroy when an account is destroyed (the account feature runs them): the
 * first, transactional kind of domain event, whose handlers must run inside the destruction's
 * transaction and report counts, so it is a registry of its own rather than a bus event. A
 * feature that keeps personal data of a user (messages, likes, payments…) registers a cleanup
 * once, from its plugin; the destruction job calls every cleanup inside its transaction, before the user row goes, and
 * records the counts they return. Rows with a cascading foreign key to users go anyway; a
 * cleanup is for everything else (and for counting). A cleanup must be idempotent: a failed job
 * runs again. Files in storage may be deleted here too: deleting a missing file is no error.
 */
import type { AppDb } from './db/client.ts';

export interface DestroyedAccount {
  userId: string;
  /** The account's address, for data kept by address (e.g. help requests sent as a guest). */
  email: string;
}

/** Destroys one feature's data of the account; returns how many items of each category went. */
export type AccountCleanup = (tx: AppDb, account: DestroyedAccount) => Promise<Record<string, number>>;

const cleanups = new Map<string, AccountCleanup>();

/** Registers (or replaces, so a second app in one process is harmless) a feature's cleanup. */
export function registerAccountCleanup(name: string, cleanup: AccountCleanup): void {
  cleanups.set(name, cleanup);
}

export function accountCleanups(): ReadonlyMap<string, AccountCleanup> {
  return cleanups;
}
