/**
 * Counts the SQL statements the app sends (issue 17 names its goals in statements per
 * request). Drizzle calls the in-process embedded database's `query()` for every statement,
 * and inside a transaction the transaction object's `query()`: both are wrapped, and a
 * transaction adds its BEGIN and COMMIT (or ROLLBACK), which PGlite sends itself.
 */
import type { App } from '../apps/server/src/platform/types.ts';

export interface StatementCounter {
  /** Statements sent since the app started. */
  total(): number;
  /**
   * The fewest statements one call of `request` cost over `times` calls: a background job
   * that runs meanwhile adds to one call, never to all.
   */
  fewest(request: (n: number) => Promise<void>, times?: number): Promise<number>;
}

interface Queryable {
  query: (...a: unknown[]) => Promise<unknown>;
}
type Transact = <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;

export function countStatements(app: App): StatementCounter {
  // PGlite's client has transaction(); a PostgreSQL pool has none (its transactions run on a
  // client checked out of the pool, which this does not count).
  const client = (app.db as unknown as { $client: Queryable & { transaction?: Transact } }).$client;
  let statements = 0;
  const counted = (target: Queryable) => {
    const query = target.query.bind(target);
    target.query = (...a: unknown[]) => {
      statements += 1;
      return query(...a);
    };
    return target;
  };
  counted(client);
  const transaction = client.transaction?.bind(client);
  if (transaction) {
    client.transaction = (work) => {
      statements += 2;
      return transaction((tx) => work(counted(tx)));
    };
  }
  return {
    total: () => statements,
    async fewest(request, times = 10) {
      let fewest = Number.POSITIVE_INFINITY;
      for (let n = 0; n < times; n += 1) {
        const before = statements;
        await request(n);
        fewest = Math.min(fewest, statements - before);
      }
      return fewest;
    },
  };
}

/** A counter for a database whose statements are not counted (a PostgreSQL server): NaN. */
export const uncounted: StatementCounter = {
  total: () => Number.NaN,
  async fewest(request, times = 10) {
    for (let n = 0; n < times; n += 1) await request(n);
    return Number.NaN;
  },
};
