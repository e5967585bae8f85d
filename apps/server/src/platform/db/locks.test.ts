import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { queryRows } from './client.ts';
import { lockedTransaction } from './locks.ts';

const app = useTestApp();

describe('lockedTransaction', () => {
  beforeAll(async () => {
    await app.db.execute(
      sql`create table if not exists lock_probe (id serial primary key, grp text not null)`,
    );
  });
  afterAll(async () => {
    await app.db.execute(sql`drop table if exists lock_probe`);
  });

  /** Adds the group's first row only if it has none, after a pause between the read and the write. */
  const addFirst = (grp: string, names: string[]) =>
    lockedTransaction(app.db, names, async (tx) => {
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from lock_probe where grp = ${grp}`,
      );
      if ((row?.n ?? 0) > 0) return false;
      await sleep(30);
      await tx.execute(sql`insert into lock_probe (grp) values (${grp})`);
      return true;
    });

  const rowsOf = async (grp: string) =>
    (
      await queryRows<{ n: number }>(
        app.db,
        sql`select count(*)::int as n from lock_probe where grp = ${grp}`,
      )
    )[0]?.n;

  it('runs transactions holding one name one after the other', async () => {
    const grp = randomUUID();
    const added = await Promise.all([addFirst(grp, [`probe:${grp}`]), addFirst(grp, [`probe:${grp}`])]);
    expect(added.filter(Boolean)).toHaveLength(1);
    expect(await rowsOf(grp)).toBe(1);
  });

  it('keeps nothing of a transaction that failed', async () => {
    const grp = randomUUID();
    const failing = lockedTransaction(app.db, [`probe:${grp}`], async (tx) => {
      await tx.execute(sql`insert into lock_probe (grp) values (${grp})`);
      throw new Error('rules refused');
    });
    await expect(failing).rejects.toThrow('rules refused');
    expect(await rowsOf(grp)).toBe(0);
  });

  it('refuses a transaction, where it could not take its locks', async () => {
    await expect(
      app.db.transaction((tx) => lockedTransaction(tx, ['probe:nested'], async () => 'done')),
    ).rejects.toThrow('not a transaction');
  });

  // Without a common name, a server runs both at once: this shows the test above can fail there.
  it.skipIf(!process.env.DATABASE_URL)(
    'lets transactions of different names run at once on a server',
    async () => {
      const grp = randomUUID();
      const added = await Promise.all([addFirst(grp, ['probe:one']), addFirst(grp, ['probe:other'])]);
      expect(added.filter(Boolean)).toHaveLength(2);
    },
  );
});
