import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, useTestApp } from '../../../test/test-app.ts';
import { SERVER_DIR } from '../paths.ts';
import type { AppDb } from './client.ts';
import { users } from './schema.ts';
import { afterCommit, announceUserWrites, writeUsers } from './user-writes.ts';

const SERVER_SRC = join(SERVER_DIR, 'src');

async function sourceFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await sourceFiles(path)));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) found.push(path);
  }
  return found;
}

/** An UPDATE or DELETE of users, through drizzle or in raw SQL. */
const USER_WRITE = /\.(update|delete)\(users\)|\b(update|delete\s+from)\s+("?users"?|\$\{users\})\s/gi;

describe('writes to users', () => {
  it('all go through writeUsers(), so the session cache hears of them', async () => {
    const bypassing: string[] = [];
    let writes = 0;
    for (const file of await sourceFiles(SERVER_SRC)) {
      const text = await readFile(file, 'utf8');
      for (const match of text.matchAll(USER_WRITE)) {
        writes += 1;
        // The write is the callback of a writeUsers() call a few lines above.
        const before = text.slice(Math.max(0, match.index - 160), match.index);
        if (!before.includes('writeUsers(')) {
          const line = text.slice(0, match.index).split('\n').length;
          bypassing.push(`${relative(SERVER_SRC, file)}:${line}`);
        }
      }
    }
    expect(writes).toBeGreaterThanOrEqual(12);
    expect(bypassing).toEqual([]);
  });
});

describe('writeUsers()', () => {
  const app = useTestApp();
  let db: AppDb;
  const told: string[][] = [];
  let userId: string;

  beforeAll(async () => {
    // The bare database, told of writes here instead of the app's session cache.
    db = announceUserWrites(app.database.db, async (ids) => {
      told.push([...ids]);
    });
    userId = (await createTestUser(app)).user.id;
  });

  const rename = (on: AppDb, name: string) =>
    writeUsers(on, userId, () => on.update(users).set({ name }).where(eq(users.id, userId)));
  const nameNow = async () =>
    (await app.database.db.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]?.name;

  it('tells the app after a write outside a transaction', async () => {
    told.length = 0;
    await rename(db, 'Первое');
    expect(told).toEqual([[userId]]);
  });

  it('inside a transaction, tells once it is committed', async () => {
    told.length = 0;
    const seenAtTelling: Array<string | undefined> = [];
    const telling = announceUserWrites(app.database.db, async (ids) => {
      told.push([...ids]);
      // Read on another path than the transaction: the new name must be visible by now.
      seenAtTelling.push(await nameNow());
    });
    await telling.transaction(async (tx) => {
      await rename(tx, 'Второе');
      await rename(tx, 'Третье');
      expect(told).toEqual([]);
    });
    expect(told).toEqual([[userId]]);
    expect(seenAtTelling).toEqual(['Третье']);
  });

  it('runs afterCommit() tasks after the transaction, at once outside one', async () => {
    const order: string[] = [];
    await db.transaction(async () => {
      await afterCommit(async () => void order.push('after'));
      order.push('inside');
    });
    await afterCommit(async () => void order.push('outside'));
    expect(order).toEqual(['inside', 'after', 'outside']);
  });

  it('tells also after a rollback (a needless forget costs one cache miss)', async () => {
    told.length = 0;
    await expect(
      db.transaction(async (tx) => {
        await rename(tx, 'Никогда');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(told).toEqual([[userId]]);
    expect(await nameNow()).toBe('Третье');
  });
});
