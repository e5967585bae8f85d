/**
 * The embedded database on a worker thread (pglite-worker.ts), behind the part of PGlite's
 * interface drizzle's PGlite driver uses: `query(sql, params, { rowMode })` and
 * `transaction(fn)`. A statement then blocks the worker, not the server's event loop.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results, Transaction } from '@electric-sql/pglite';
import {
  errorFrom,
  type QueryResult,
  type WorkerReply,
  type WorkerRequest,
  type WorkerStart,
} from './pglite-protocol.ts';

type Pending = { resolve: (result: QueryResult | null) => void; reject: (error: Error) => void };

export interface PgliteThread {
  query<T>(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }): Promise<Results<T>>;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const FROM_SOURCE = import.meta.url.endsWith('.ts');
/** Next to this module in the source; in the build (scripts/build.ts) dist/pglite-worker.js, next to every bundle. */
const WORKER_URL = new URL(`./pglite-worker${FROM_SOURCE ? '.ts' : '.js'}`, import.meta.url);

/**
 * Run from TypeScript source (tsx, tests), the worker registers tsx's loader before it imports
 * its entry: a worker does not inherit the loader, nor take `--import` in its execArgv.
 */
function sourceWorker(start: WorkerStart): Worker {
  const tsxApi = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const bootstrap = `import(${JSON.stringify(pathToFileURL(tsxApi).href)}).then((tsx) => {
    tsx.register();
    return import(${JSON.stringify(WORKER_URL.href)});
  });`;
  return new Worker(bootstrap, { eval: true, workerData: start });
}

/** Starts the worker and resolves once its database is open. */
export async function startPgliteThread(start: WorkerStart): Promise<PgliteThread> {
  const worker = FROM_SOURCE ? sourceWorker(start) : new Worker(WORKER_URL, { workerData: start });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | null = null;

  const fail = (error: Error) => {
    failure ??= error;
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: WorkerReply) => {
    const entry = pending.get(reply.id);
    if (!entry) return;
    pending.delete(reply.id);
    if (reply.ok) entry.resolve(reply.result);
    else entry.reject(errorFrom(reply.error));
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the embedded database's thread exited (${code})`)));

  function call(request: WorkerRequest, answerId = request.id): Promise<QueryResult | null> {
    if (failure) return Promise.reject(failure);
    return new Promise((resolve, reject) => {
      pending.set(answerId, { resolve, reject });
      worker.postMessage(request);
    });
  }

  async function query<T>(
    sql: string,
    params: unknown[] = [],
    options: { rowMode?: 'array' | 'object' } = {},
    tx?: number,
  ): Promise<Results<T>> {
    const result = await call({
      op: 'query',
      id: nextId++,
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      ...(tx === undefined ? {} : { tx }),
    });
    if (!result) throw new Error('a query answered without a result');
    return result as unknown as Results<T>;
  }

  // The first query waits for the database to open (it reports a failure to open as well).
  await query('select 1');

  return {
    query: (sql, params, options) => query(sql, params, options),

    async transaction(fn) {
      const txId = nextId++;
      // Not awaited: the worker runs this transaction's statements behind its BEGIN, so the
      // work starts at once, and a failed BEGIN fails them (and the end) with its error.
      const began = call({ op: 'begin', id: txId });
      began.catch(() => undefined);
      let ended = false;
      const end = async (commit: boolean) => {
        if (ended) return;
        ended = true;
        await call({ op: 'end', id: -txId, tx: txId, commit }, -txId);
      };
      const tx = {
        query: <R>(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }) =>
          query<R>(sql, params, options, txId),
        rollback: () => end(false),
        get closed() {
          return ended;
        },
      } as unknown as Transaction;
      try {
        const result = await fn(tx);
        await began;
        await end(true);
        return result;
      } catch (error) {
        await end(false).catch(() => undefined);
        throw error;
      }
    },

    async close() {
      if (!failure) await call({ op: 'close', id: nextId++ }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
