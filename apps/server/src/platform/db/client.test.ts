import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { preparedRows, queryRows } from './client.ts';

const app = useTestApp();

describe('preparedRows', () => {
  const query = (n: number) => sql`select ${n}::int as n, ${'x'}::text as t`;

  it('answers what queryRows answers', async () => {
    expect(await preparedRows(app.db, query(7))).toEqual(await queryRows(app.db, query(7)));
    expect(await preparedRows(app.db, query(8))).toEqual([{ n: 8, t: 'x' }]);
  });

  describe.skipIf(!process.env.DATABASE_URL)('on a PostgreSQL server', () => {
    it('names one prepared statement per text, whatever its parameters', async () => {
      const spy = vi.spyOn(pg.Pool.prototype, 'query');
      await preparedRows(app.db, query(1));
      await preparedRows(app.db, query(2));
      await preparedRows(app.db, sql`select ${3}::int as other`);
      const names = spy.mock.calls.map(([config]) => (config as { name?: string }).name);
      expect(names[0]).toMatch(/^iskra_[0-9a-f]{24}$/);
      expect(names[1]).toBe(names[0]);
      expect(names[2]).toMatch(/^iskra_/);
      expect(names[2]).not.toBe(names[0]);
    });
  });
});
