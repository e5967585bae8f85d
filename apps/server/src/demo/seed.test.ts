import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import sharp from 'sharp';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { verifyPassword } from '../features/auth/passwords.ts';
import { imageKeys, variantKeys } from '../features/users/image-keys.ts';
import { images, users } from '../platform/db/schema.ts';
import { loggerOptions } from '../platform/logging.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from './profiles.ts';
import {
  printDemoCredentials,
  type SeedConfig,
  type SeedContext,
  type SeedLogger,
  seedDemo,
  seedDemoIfNeeded,
} from './seed.ts';

const NOW = new Date('2026-03-15T12:00:00Z');
const COUNT = 4;

class MemoryStorage {
  readonly files = new Map<string, { data: Buffer; contentType: string }>();
  failAfter = Number.POSITIVE_INFINITY;

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    if (this.files.size >= this.failAfter) throw new Error('disk full');
    this.files.set(key, { data, contentType });
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
}

function memoryLog() {
  const messages: string[] = [];
  const log: SeedLogger = {
    info: (_obj, msg) => messages.push(`info ${msg}`),
    warn: (_obj, msg) => messages.push(`warn ${msg}`),
    error: (_obj, msg) => messages.push(`error ${msg}`),
  };
  return { log, messages };
}

let database: TestDatabase;

function context(config: Partial<SeedConfig> = {}) {
  const storage = new MemoryStorage();
  const { log, messages } = memoryLog();
  const ctx: SeedContext = { db: database.db, storage, config: { seedDemo: 'auto', ...config }, log };
  return { ctx, storage, messages };
}

async function countUsers(): Promise<number> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

let stdout: MockInstance<typeof process.stdout.write>;

beforeEach(async () => {
  await database.db.delete(users);
  // The credentials box goes to stdout; keep the test output clean and readable by tests.
  stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});

afterEach(() => {
  stdout.mockRestore();
});

describe('seedDemo', () => {
  it('seeds the demo logins and people, each with exactly one profile picture listed first', async () => {
    const { ctx, storage } = context();
    const result = await seedDemo(ctx, { count: COUNT, now: NOW });
    expect(result?.users).toBe(COUNT + 2);
    expect(await countUsers()).toBe(COUNT + 2);

    const people = await database.db.select().from(users);
    const pictures = await database.db.select().from(images);
    expect(result?.images).toBe(pictures.length);
    for (const person of people) {
      expect(person.isDemo).toBe(true);
      const own = pictures.filter((p) => p.userId === person.id).sort((a, b) => a.position - b.position);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(own.filter((p) => p.profile)).toHaveLength(1);
      expect(own[0]?.profile).toBe(true);
      expect(own.map((p) => p.position)).toEqual(own.map((_, i) => i));
    }
    // Every picture has its three variants in storage, as JPEG.
    expect(storage.files.size).toBe(pictures.length * 3);
    for (const picture of pictures) {
      for (const key of Object.values(variantKeys(picture))) {
        expect(storage.files.get(key)?.contentType).toBe('image/jpeg');
      }
    }
    const first = storage.files.get(imageKeys(pictures[0]?.fileKey ?? '').full);
    const meta = await sharp(first?.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 800]);
  });

  it('does not seed twice', async () => {
    const { ctx, storage } = context();
    await seedDemo(ctx, { count: COUNT, now: NOW });
    const files = storage.files.size;
    expect(await seedDemo(ctx, { count: COUNT, now: NOW })).toBeNull();
    expect(await countUsers()).toBe(COUNT + 2);
    expect(storage.files.size).toBe(files);
  });

  it('makes one community when two seeds race, removing the loser’s files', async () => {
    const { ctx, storage } = context();
    const results = await Promise.all([
      seedDemo(ctx, { count: COUNT, now: NOW }),
      seedDemo(ctx, { count: COUNT, now: NOW }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await countUsers()).toBe(COUNT + 2);
    const pictures = await database.db.select().from(images);
    expect(storage.files.size).toBe(pictures.length * 3);
  });

  it('lets the two demo logins sign in with the printed password and nobody else', async () => {
    const { ctx } = context();
    await seedDemo(ctx, { count: COUNT, now: NOW });
    for (const person of await database.db.select().from(users)) {
      const isLogin = person.email === DEMO_LOGINS.man || person.email === DEMO_LOGINS.woman;
      expect(await verifyPassword(person.passwordHash, DEMO_PASSWORD)).toBe(isLogin);
    }
    const [man] = await database.db.select().from(users).where(eq(users.email, DEMO_LOGINS.man));
    expect(man?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('leaves out a demo login whose e-mail a real account already uses', async () => {
    await database.db.insert(users).values({
      name: 'Настоящий',
      email: DEMO_LOGINS.man,
      passwordHash: 'real-hash',
      birthday: '1990-01-01',
      gender: 1,
      looking: 2,
      goal: 3,
      city: 'Москва',
      country: 'Россия',
      lat: 55.75,
      lng: 37.61,
    });
    const { ctx, storage, messages } = context();
    const result = await seedDemo(ctx, { count: COUNT, now: NOW });
    expect(result?.users).toBe(COUNT + 1);
    expect(await countUsers()).toBe(COUNT + 2);
    const [real] = await database.db.select().from(users).where(eq(users.email, DEMO_LOGINS.man));
    expect([real?.isDemo, real?.passwordHash]).toEqual([false, 'real-hash']);
    expect(messages.some((m) => m.startsWith('warn'))).toBe(true);
    // The left-out login's pictures were removed from storage again.
    expect(storage.files.size).toBe((await database.db.select().from(images)).length * 3);
  });

  it('leaves no rows and removes written files when storage fails half-way', async () => {
    const { ctx, storage } = context();
    storage.failAfter = 10;
    await expect(seedDemo(ctx, { count: COUNT, now: NOW })).rejects.toThrow('disk full');
    expect(await countUsers()).toBe(0);
    expect(storage.files.size).toBe(0);
  });
});

describe('seedDemoIfNeeded', () => {
  it('SEED_DEMO=false seeds nothing', async () => {
    const { ctx, storage } = context({ seedDemo: 'false' });
    await seedDemoIfNeeded(ctx, { count: COUNT, now: NOW });
    expect(await countUsers()).toBe(0);
    expect(storage.files.size).toBe(0);
  });

  it('SEED_DEMO=auto seeds on the embedded database only', async () => {
    const server = context({ seedDemo: 'auto', databaseUrl: 'postgres://db.example/iskra' });
    await seedDemoIfNeeded(server.ctx, { count: COUNT, now: NOW });
    expect(await countUsers()).toBe(0);

    const embedded = context({ seedDemo: 'auto' });
    await seedDemoIfNeeded(embedded.ctx, { count: COUNT, now: NOW });
    expect(await countUsers()).toBe(COUNT + 2);
  });

  it('SEED_DEMO=true seeds on a database server too, and prints the demo logins', async () => {
    const { ctx, messages } = context({ seedDemo: 'true', databaseUrl: 'postgres://db.example/iskra' });
    await seedDemoIfNeeded(ctx, { count: COUNT, now: NOW });
    expect(await countUsers()).toBe(COUNT + 2);
    expect(messages).toContain('info demo logins');
    const printed = stdout.mock.calls.map(([text]) => String(text)).join('');
    expect(printed).toContain(DEMO_LOGINS.man);
    expect(printed).toContain(DEMO_LOGINS.woman);
    expect(printed).toContain(DEMO_PASSWORD);
  });

  it('shows the demo password through the app logger, which redacts real passwords', () => {
    const lines: string[] = [];
    const logger = pino(loggerOptions('info'), { write: (line: string) => lines.push(line) });
    printDemoCredentials(logger, 'http://localhost:8080');
    expect(lines.join('')).toContain(DEMO_PASSWORD);
    expect(lines.join('')).toContain('http://localhost:8080/app/?fromLegal');
  });

  it('logs a failure instead of stopping the start-up', async () => {
    const { ctx, storage, messages } = context();
    storage.failAfter = 0;
    await expect(seedDemoIfNeeded(ctx, { count: COUNT, now: NOW })).resolves.toBeUndefined();
    expect(messages.some((m) => m.startsWith('error demo community'))).toBe(true);
    expect(await countUsers()).toBe(0);
  });
});
