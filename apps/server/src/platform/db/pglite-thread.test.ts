import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPglite, queryRows } from './client.ts';
import { users } from './schema.ts';

/** The embedded database on its worker thread, as the app opens it, through drizzle. */
describe('the embedded database on a worker thread', () => {
  let database: Database;

  beforeAll(async () => {
    // The run's migrated dump on the embedded default; with DATABASE_URL there is none, and the
    // thread then migrates a database of its own (drizzle's migrator through the worker).
    const dumpPath = inject('pgliteDump');
    if (dumpPath) {
      database = await openPglite({ loadDataDir: new Blob([await readFile(dumpPath)]), thread: true });
    } else {
      database = await openPglite({ thread: true });
      await database.migrate();
    }
  });
  afterAll(async () => {
    await database?.close();
  });

  const row = (email: string) => ({
    name: 'Вера',
    email,
    passwordHash: '!',
    birthday: '1994-03-02',
    gender: 2,
    looking: 1,
    goal: 3,
    city: 'Москва',
    region: '',
    country: 'Россия',
    lat: 55.75,
    lng: 37.61,
  });

  it('reads and writes rows with their types as on the calling thread', async () => {
    const [vera] = await database.db.insert(users).values(row('vera@thread.example')).returning();
    expect(vera?.birthday).toBe('1994-03-02');
    expect(vera?.createdAt).toBeInstanceOf(Date);
    expect(typeof vera?.userNumber).toBe('number');
    const [again] = await database.db.select().from(users).where(eq(users.email, 'vera@thread.example'));
    expect(again).toEqual(vera);
    expect(await database.pendingMigrations()).toBe(0);
  });

  it('commits a transaction, and rolls one back when it throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values(row('kept@thread.example'));
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(row('dropped@thread.example'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const emails = await queryRows<{ email: string }>(
      database.db,
      sql`select email from users where email like '%@thread.example' order by email`,
    );
    expect(emails.map((r) => r.email)).toEqual(['kept@thread.example', 'vera@thread.example']);
  });

  it('hands PostgreSQL errors over with their code and constraint', async () => {
    const error = await database.db
      .insert(users)
      .values(row('vera@thread.example'))
      .catch((e: unknown) => e);
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause?.code).toBe('23505');
    expect(cause?.constraint).toMatch(/email/);
  });

  it('runs each statement of simultaneous transactions inside its own, behind its BEGIN', async () => {
    // The app sends a transaction's first statement without waiting for its BEGIN: were that
    // statement run before or outside its transaction, increments read and written by separate
    // statements would be lost.
    await database.db.execute(sql`create table if not exists thread_counter (n int not null)`);
    await database.db.execute(sql`insert into thread_counter values (0)`);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction(async (tx) => {
          const [row] = await queryRows<{ n: number }>(tx, sql`select n from thread_counter`);
          await tx.execute(sql`update thread_counter set n = ${(row?.n ?? 0) + 1}`);
        }),
      ),
    );
    const [counter] = await queryRows<{ n: number }>(database.db, sql`select n from thread_counter`);
    expect(counter?.n).toBe(20);
  });

  it('fails a transaction whose first statement fails, and goes on with the next', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select * from no_such_table`);
      }),
    ).rejects.toThrow();
    const [row] = await queryRows<{ one: number }>(database.db, sql`select 1 as one`);
    expect(row?.one).toBe(1);
    await database.db.transaction(async () => undefined);
  });

  it('keeps other statements out of an open transaction until it ends', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(users).values(row('inside@thread.example'));
      order.push('inserted');
      await held;
      order.push('committing');
    });
    // Give the transaction its start, then ask from outside while it is open.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from users where email = 'inside@thread.example'`,
    ).then((rows) => {
      order.push('outside read');
      return rows[0]?.count;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toBe(1);
    expect(order).toEqual(['inserted', 'committing', 'outside read']);
  });
});
