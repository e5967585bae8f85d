/**
 * The demo community: on the embedded default the first start fills the app with generated
 * people and pictures so it is not empty, and prints the two demo logins. Never on a database
 * server unless asked (SEED_DEMO=true or `npm run seed`).
 */
import { availableParallelism } from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../features/auth/passwords.ts';
import { type ImageFileKeys, newBlurKey, newFileKey, variantKeys } from '../features/users/image-keys.ts';
import type { Config } from '../platform/config.ts';
import type { AppDb } from '../platform/db/client.ts';
import { images, users } from '../platform/db/schema.ts';
import type { Storage } from '../platform/storage.ts';
import { portraitSvgs, renderPortrait } from './portraits.ts';
import {
  DEMO_LOGINS,
  DEMO_PASSWORD,
  DEMO_PROFILE_COUNT,
  type DemoProfile,
  generateProfiles,
} from './profiles.ts';

/** The app's database (PGlite or node-postgres) or a transaction on it. */
export type SeedDb = AppDb;

export type SeedStorage = Pick<Storage, 'put' | 'delete'>;

export interface SeedLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export type SeedConfig = Pick<Config, 'seedDemo' | 'databaseUrl'> & { publicUrl?: string };

export interface SeedContext {
  db: SeedDb;
  storage: SeedStorage;
  config: SeedConfig;
  log: SeedLogger;
}

export interface SeedOptions {
  /** Generated people besides the two demo logins (default 240). */
  count?: number;
  now?: Date;
  /** Pictures rendered at once (default: cores + 1, 2–6). */
  concurrency?: number;
}

export interface SeedResult {
  users: number;
  images: number;
  renderMs: number;
  totalMs: number;
}

/** Serialises concurrent seeds (two instances starting at once with SEED_DEMO=true). */
const SEED_LOCK = 0x15_4a_de_30;
const USER_BATCH = 100;
const IMAGE_BATCH = 500;
const LOGIN_EMAILS: string[] = [DEMO_LOGINS.man, DEMO_LOGINS.woman];

interface StoredPicture extends ImageFileKeys {
  owner: number;
  position: number;
}

export async function hasDemoUsers(db: SeedDb): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isDemo, true)).limit(1);
  return rows.length > 0;
}

/** True when the two demo logins are there (and are demo accounts, not someone's real ones). */
export async function demoLoginsExist(db: SeedDb): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isDemo, true), inArray(users.email, LOGIN_EMAILS)));
  return rows.length === LOGIN_EMAILS.length;
}

/**
 * Runs `work` over `items` with at most `limit` in flight. After a failure no new item starts;
 * the first error is thrown once the items in flight have settled.
 */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
}

async function renderPictures(
  storage: SeedStorage,
  people: readonly DemoProfile[],
  concurrency: number,
  written: string[],
): Promise<StoredPicture[]> {
  const jobs = people.flatMap((person, owner) =>
    portraitSvgs({ seed: person.seed, gender: person.user.gender, age: person.age }, person.photoCount).map(
      (svg, position) => ({ owner, position, svg }),
    ),
  );
  const stored: StoredPicture[] = [];
  await pool(jobs, concurrency, async ({ owner, position, svg }) => {
    const variants = await renderPortrait(svg);
    const fileKeys: ImageFileKeys = { fileKey: newFileKey(), blurKey: newBlurKey() };
    const keys = variantKeys(fileKeys);
    written.push(keys.full, keys.thumb, keys.blur);
    await Promise.all([
      storage.put(keys.full, variants.full, 'image/jpeg'),
      storage.put(keys.thumb, variants.thumb, 'image/jpeg'),
      storage.put(keys.blur, variants.blur, 'image/jpeg'),
    ]);
    stored.push({ owner, position, ...fileKeys });
  });
  return stored.sort((a, b) => a.owner - b.owner || a.position - b.position);
}

async function removeFiles(storage: SeedStorage, keys: readonly string[], log: SeedLogger): Promise<void> {
  await pool(keys, 8, async (key) => {
    await storage
      .delete(key)
      .catch((error: unknown) => log.warn({ err: error, key }, 'demo community: could not remove a file'));
  });
}

interface InsertOutcome {
  inserted: boolean;
  /** Pictures left out because their person was (a demo login whose e-mail is taken). */
  unused: StoredPicture[];
}

/**
 * Inserts people and their pictures in one transaction. Nothing is inserted when someone else
 * seeded first. A demo login whose e-mail a real account already uses is left out.
 */
async function insertCommunity(
  db: SeedDb,
  people: readonly DemoProfile[],
  pictures: readonly StoredPicture[],
): Promise<InsertOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: users.id }).from(users).where(eq(users.isDemo, true)).limit(1);
    if (existing.length > 0) return { inserted: false, unused: [...pictures] };
    const taken = new Set(
      (await tx.select({ email: users.email }).from(users).where(inArray(users.email, LOGIN_EMAILS))).map(
        (r) => r.email,
      ),
    );
    const ids = new Map<string, string>();
    const newcomers = people.filter((p) => !taken.has(p.user.email));
    for (let i = 0; i < newcomers.length; i += USER_BATCH) {
      const rows = await tx
        .insert(users)
        .values(newcomers.slice(i, i + USER_BATCH).map((p) => p.user))
        .returning({ id: users.id, email: users.email });
      for (const row of rows) ids.set(row.email, row.id);
    }
    const unused: StoredPicture[] = [];
    const rows = pictures.flatMap((p) => {
      const userId = ids.get((people[p.owner] as DemoProfile).user.email);
      if (!userId) {
        unused.push(p);
        return [];
      }
      // The first picture is the profile picture; it is listed first (position 0).
      return [
        { userId, fileKey: p.fileKey, blurKey: p.blurKey, profile: p.position === 0, position: p.position },
      ];
    });
    for (let i = 0; i < rows.length; i += IMAGE_BATCH) {
      await tx.insert(images).values(rows.slice(i, i + IMAGE_BATCH));
    }
    return { inserted: true, unused };
  });
}

const filesOf = (pictures: readonly StoredPicture[]) =>
  pictures.flatMap((p) => Object.values(variantKeys(p)));

/**
 * Seeds the demo community unless it is already there. Returns null when nothing was done.
 * Pictures are written to storage first; the rows go in one transaction, so a crash never
 * leaves half a community (at worst some unreferenced files, removed when possible).
 */
export async function seedDemo(ctx: SeedContext, options: SeedOptions = {}): Promise<SeedResult | null> {
  const { db, storage, log } = ctx;
  if (await hasDemoUsers(db)) {
    log.info({}, 'demo community: already present');
    return null;
  }
  const started = performance.now();
  const now = options.now ?? new Date();
  const people = generateProfiles(options.count ?? DEMO_PROFILE_COUNT, now);
  const loginHash = await hashPassword(DEMO_PASSWORD);
  for (const person of people) {
    if (person.user.email === DEMO_LOGINS.man || person.user.email === DEMO_LOGINS.woman) {
      person.user.passwordHash = loginHash;
    }
  }
  // One more than the cores keeps them busy while a worker waits on storage.
  const concurrency = options.concurrency ?? Math.min(6, Math.max(2, availableParallelism() + 1));
  const planned = people.reduce((sum, p) => sum + p.photoCount, 0);
  log.info(
    { people: people.length, pictures: planned },
    'demo community: drawing people and pictures (first start only)',
  );
  const written: string[] = [];
  let pictures: StoredPicture[];
  let outcome: InsertOutcome;
  const renderStarted = performance.now();
  try {
    pictures = await renderPictures(storage, people, concurrency, written);
  } catch (error) {
    await removeFiles(storage, written, log);
    throw error;
  }
  const renderMs = Math.round(performance.now() - renderStarted);
  try {
    outcome = await insertCommunity(db, people, pictures);
  } catch (error) {
    await removeFiles(storage, written, log);
    throw error;
  }
  await removeFiles(storage, filesOf(outcome.unused), log);
  if (!outcome.inserted) {
    log.info({}, 'demo community: seeded by another process meanwhile');
    return null;
  }
  if (outcome.unused.length > 0) {
    log.warn(
      { logins: LOGIN_EMAILS },
      'demo community: a demo login e-mail belongs to a real account; left it out',
    );
  }
  const result = {
    users: people.length - new Set(outcome.unused.map((p) => p.owner)).size,
    images: pictures.length - outcome.unused.length,
    renderMs,
    totalMs: Math.round(performance.now() - started),
  };
  log.info(result, 'demo community: seeded');
  return result;
}

/** The demo logins, for the log and as a small box on stdout. */
export function printDemoCredentials(log: SeedLogger, publicUrl?: string): void {
  // The landing opens on its Вход (login) tab with ?fromLegal.
  const signIn = publicUrl ? `${publicUrl}/app/?fromLegal` : undefined;
  // Not under a `password` key: the app's logger redacts those, and this one is public on purpose.
  log.info({ logins: LOGIN_EMAILS, demoPassword: DEMO_PASSWORD, signIn }, 'demo logins');
  const lines = [
    'Искра — demo community',
    ...(signIn ? [`Sign in at ${signIn}`] : []),
    `  ${DEMO_LOGINS.man}    password ${DEMO_PASSWORD}`,
    `  ${DEMO_LOGINS.woman}  password ${DEMO_PASSWORD}`,
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const box = [
    `┌${'─'.repeat(width + 2)}┐`,
    ...lines.map((l) => `│ ${l.padEnd(width)} │`),
    `└${'─'.repeat(width + 2)}┘`,
  ].join('\n');
  process.stdout.write(`\n${box}\n\n`);
}

/**
 * Start-up hook: SEED_DEMO=auto seeds only on the embedded PGlite, true seeds on any database,
 * false never; in every case only when no demo people exist yet. A failure is logged and the
 * server starts without the demo community.
 */
export async function seedDemoIfNeeded(ctx: SeedContext, options: SeedOptions = {}): Promise<void> {
  const { config, log } = ctx;
  if (config.seedDemo === 'false') return;
  if (config.seedDemo === 'auto' && config.databaseUrl) return;
  try {
    await seedDemo(ctx, options);
    if (await demoLoginsExist(ctx.db)) printDemoCredentials(log, config.publicUrl);
  } catch (error) {
    log.error({ err: error }, 'demo community: seeding failed; starting without it');
  }
}
