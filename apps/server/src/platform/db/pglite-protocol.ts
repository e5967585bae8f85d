/** The messages between the app (pglite-thread.ts) and the embedded database's worker. */

export interface WorkerStart {
  dataDir?: string;
  loadDataDir?: Blob;
}

export type WorkerRequest =
  | {
      op: 'query';
      id: number;
      /** An open transaction's id; outside any when absent. */
      tx?: number;
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
    }
  /** Opens a transaction whose id is the request's id. */
  | { op: 'begin'; id: number }
  /** Ends transaction `tx`; answered with the id `-tx` once it has committed or rolled back. */
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'close'; id: number };

export interface QueryResult {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

/** What crosses the thread boundary of a failure: the message and PostgreSQL's fields. */
export interface ErrorFields {
  message: string;
  fields: Record<string, string>;
}

export type WorkerReply =
  | { id: number; ok: true; result: QueryResult | null }
  | { id: number; ok: false; error: ErrorFields };

/** PostgreSQL's error fields (pg's DatabaseError and PGlite's carry the same names). */
const DATABASE_ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, string> = {};
  for (const name of DATABASE_ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[name];
    if (typeof value === 'string') fields[name] = value;
  }
  return { message: error.message, fields };
}

/** The error again on the app's side, with the fields code that handles database errors reads. */
export function errorFrom({ message, fields }: ErrorFields): Error {
  return Object.assign(new Error(message), fields);
}
