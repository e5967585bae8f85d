/**
 * The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs its
 * queries synchronously on the thread that owns it, so on the main thread every statement
 * stopped the server's event loop. Here it stops only this worker's. pglite-thread.ts is the
 * other side: it sends queries and transaction steps as messages and gets rows or errors back.
 *
 * The worker imports nothing of the app; it is started with the data directory (or a dump) in
 * its workerData.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { WorkerReply, WorkerRequest, WorkerStart } from './pglite-protocol.ts';
import { errorFields } from './pglite-protocol.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');

/**
 * Dates, times and intervals stay the strings PostgreSQL sends, as drizzle's PGlite driver asks
 * (it parses them itself); the parsers are functions, so the worker applies them on its side.
 */
const KEEP_AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const parsers = Object.fromEntries(KEEP_AS_TEXT.map((oid) => [oid, (value: string) => value]));

const start = workerData as WorkerStart;
const ready = PGlite.create({
  ...(start.dataDir ? { dataDir: start.dataDir } : {}),
  ...(start.loadDataDir ? { loadDataDir: start.loadDataDir } : {}),
  extensions: { pg_trgm },
});

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction: commit when true, roll back when false. */
  end: (commit: boolean) => void;
}

/**
 * Transactions by id, from their BEGIN until their end arrives. The app sends a transaction's
 * first statement right behind its BEGIN without waiting for it (a round trip between the
 * threads fewer), so a statement waits here until its transaction has begun; when BEGIN failed,
 * the statements behind it and the end fail with its error.
 */
const open = new Map<number, Promise<OpenTransaction>>();

async function openTransaction(txId: number): Promise<OpenTransaction> {
  const transaction = open.get(txId);
  if (!transaction) throw new Error(`transaction ${txId} is not open`);
  return transaction;
}

function reply(message: WorkerReply) {
  port?.postMessage(message);
}

async function handle(request: WorkerRequest): Promise<void> {
  const db = await ready;
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? db : (await openTransaction(request.tx)).tx;
      const result = await target.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
      reply({
        id: request.id,
        ok: true,
        result: {
          rows: result.rows,
          fields: result.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
          ...(result.affectedRows === undefined ? {} : { affectedRows: result.affectedRows }),
        },
      });
      return;
    }
    case 'begin': {
      // The transaction callback stays pending until commit or rollback arrives; PGlite holds
      // every other query back meanwhile, as one connection would.
      const txId = request.id;
      let began = false;
      const transaction = new Promise<OpenTransaction>((resolve, reject) => {
        db.transaction(async (tx) => {
          const commit = await new Promise<boolean>((end) => {
            began = true;
            resolve({ tx, end });
            reply({ id: txId, ok: true, result: null });
          });
          if (!commit) await tx.rollback();
        }).then(
          () => reply({ id: -txId, ok: true, result: null }),
          (error: unknown) => {
            // A failure before the transaction began answers the begin (and fails what waits
            // for it); after, its end.
            if (!began) reject(error);
            reply({ id: began ? -txId : txId, ok: false, error: errorFields(error) });
          },
        );
      });
      // Observed by the statements and the end that wait for it; not an unhandled rejection.
      transaction.catch(() => undefined);
      open.set(txId, transaction);
      return;
    }
    case 'end': {
      const transaction = openTransaction(request.tx);
      open.delete(request.tx);
      // Answered (with the negated transaction id) when the transaction has ended; when it never
      // began, with the failure of its BEGIN (as the reply to this request).
      (await transaction).end(request.commit);
      return;
    }
    case 'close': {
      await db.close();
      reply({ id: request.id, ok: true, result: null });
      return;
    }
  }
}

port.on('message', (request: WorkerRequest) => {
  handle(request).catch((error: unknown) => reply({ id: request.id, ok: false, error: errorFields(error) }));
});
