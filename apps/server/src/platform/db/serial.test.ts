import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { isDatabaseUnavailable } from '../errors.ts';
import { queryRows } from './client.ts';
import { SERIAL_TRIES, serialTransaction, sqlStateOf } from './serial.ts';

const app = useTestApp();

function failure(code: string): Error {
  return new Error('query failed', { cause: Object.assign(new Error('driver'), { code }) });
}

describe('sqlStateOf', () => {
  it("finds the database's code behind drizzle's wrapping, and nothing in a network error", () => {
    expect(sqlStateOf(failure('40001'))).toBe('40001');
    expect(sqlStateOf(new Error('plain'))).toBeUndefined();
    const network = Object.assign(new Error('write EPIPE'), { code: 'EPIPE', syscall: 'write' });
    expect(sqlStateOf(network)).toBeUndefined();
  });

  it('makes contention that outlasted the tries a 503, not a fault', () => {
    expect(isDatabaseUnavailable(failure('40001'))).toBe(true);
    expect(isDatabaseUnavailable(failure('40P01'))).toBe(true);
    expect(isDatabaseUnavailable(failure('23505'))).toBe(false);
  });
});

describe('serialTransaction', () => {
  beforeAll(async () => {
    await app.db.execute(
      sql`create table if not exists serial_probe (id serial primary key, grp text not null)`,
    );
  });
  afterAll(async () => {
    await app.db.execute(sql`drop table if exists serial_probe`);
  });

  const rowsOf = async (grp: string) =>
    (
      await queryRows<{ n: number }>(
        app.db,
        sql`select count(*)::int as n from serial_probe where grp = ${grp}`,
      )
    )[0]?.n;

  it('tries again after a conflict, up to its limit, and keeps nothing of a failed try', async () => {
    const grp = randomUUID();
    let tries = 0;
    const answer = await serialTransaction(app.db, async (tx) => {
      tries += 1;
      await tx.execute(sql`insert into serial_probe (grp) values (${grp})`);
      if (tries < 3) throw failure('40001');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(tries).toBe(3);
    expect(await rowsOf(grp)).toBe(1);

    tries = 0;
    const always = serialTransaction(app.db, async () => {
      tries += 1;
      throw failure('40P01');
    });
    await expect(always).rejects.toThrow('query failed');
    expect(tries).toBe(SERIAL_TRIES);

    // Any other failure is not tried again.
    tries = 0;
    const other = serialTransaction(app.db, async () => {
      tries += 1;
      throw failure('23505');
    });
    await expect(other).rejects.toThrow('query failed');
    expect(tries).toBe(1);
  });

  it('runs two transactions that read what the other writes as if one ran after the other', async () => {
    const grp = randomUUID();
    let tries = 0;
    // Each adds the group's first row only if it has none: exactly one of them may.
    const addFirst = () =>
      serialTransaction(app.db, async (tx) => {
        tries += 1;
        const [row] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from serial_probe where grp = ${grp}`,
        );
        if ((row?.n ?? 0) > 0) return false;
        // Both read before either writes, where both can run at once.
        await sleep(30);
        await tx.execute(sql`insert into serial_probe (grp) values (${grp})`);
        return true;
      });
    const added = await Promise.all([addFirst(), addFirst()]);
    expect(added.filter(Boolean)).toHaveLength(1);
    expect(await rowsOf(grp)).toBe(1);
    // On a server the loser was aborted and tried again; the embedded database ran them in turn.
    expect(tries).toBe(process.env.DATABASE_URL ? 3 : 2);
  });
});
