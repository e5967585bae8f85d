/**
 * The database schema. Migrations under apps/server/drizzle are generated from this file
 * with `npm run db:generate` and committed; an applied migration is never edited.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** `created_at`: when the row was made (feature schemas use it too). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A required reference to a user: the row goes when the user's row does. */
export const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public number used in profile paths (/@u{userId}). */
    userNumber: serial('user_number').notNull().unique(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActivated: boolean('is_activated').notNull().default(false),
    birthday: text('birthday').notNull(),
    gender: smallint('gender').notNull(),
    looking: smallint('looking').notNull(),
    lookingAgeFrom: smallint('looking_age_from').notNull().default(18),
    lookingAgeTo: smallint('looking_age_to').notNull().default(80),
    goal: smallint('goal').notNull(),
    description: text('description').notNull().default(''),
    /** 1 confirmed, 0 pending moderation, -1 failed. */
    descriptionConfirmed: smallint('description_confirmed').notNull().default(0),
    nameConfirmed: smallint('name_confirmed').notNull().default(0),
    city: text('city').notNull(),
    region: text('region').notNull().default(''),
    country: text('country').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Show the viewer's city in place of this user's city. */
    signed: boolean('signed').notNull().default(false),
    relationship: smallint('relationship'),
    orientation: smallint('orientation'),
    height: smallint('height'),
    weight: smallint('weight'),
    living: smallint('living'),
    children: smallint('children'),
    smoking: smallint('smoking'),
    alcohol: smallint('alcohol'),
    interests: smallint('interests').array().notNull().default(sql`'{}'::smallint[]`),
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    vipUntil: timestamp('vip_until', { withTimezone: true }),
    smartMessages: boolean('smart_messages').notNull().default(false),
    /** active | deleting (hidden, waiting for the destruction job) | blocked */
    status: text('status').notNull().default('active'),
    /** Why staff blocked the account (a BAN_REASONS value); null unless status is blocked. */
    blockedReason: text('blocked_reason'),
    /** Demo community profile created by the seed on the embedded default. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** Clearly named service account (bot messages). */
    isService: boolean('is_service').notNull().default(false),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // Discover (features/sympathies/discover.repo.ts) walks these most recently active first,
    // one distance band at a time, and filters on the trailing columns: choosing candidates
    // reads index pages only.
    const discoverable = sql`${t.status} = 'active' and not ${t.isService}`;
    const tail = [t.lastActiveAt, t.birthday, t.lookingAgeFrom, t.lookingAgeTo, t.vipUntil, t.id] as const;
    return [
      uniqueIndex('users_email_unique').on(t.email),
      index('users_discover_city_idx')
        .on(t.country, t.region, t.city, t.gender, t.looking, ...tail)
        .where(discoverable),
      index('users_discover_region_idx')
        .on(t.country, t.region, t.gender, t.looking, ...tail, t.city)
        .where(discoverable),
      index('users_discover_country_idx')
        .on(t.country, t.gender, t.looking, ...tail, t.region, t.city)
        .where(discoverable),
      index('users_discover_world_idx')
        .on(t.gender, t.looking, ...tail, t.country)
        .where(discoverable),
      // Users who have (or had) VIP: the boosted stream of every band.
      index('users_discover_vip_idx')
        .on(t.gender, t.looking, ...tail, t.country, t.region, t.city)
        .where(sql`${discoverable} and ${t.vipUntil} is not null`),
    ];
  },
);

export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    /** Random, unguessable storage key shared by the full picture and its thumbnail. */
    fileKey: text('file_key').notNull().unique(),
    /**
     * Random, unguessable storage key of the blurred-looking preview alone (users/image-keys.ts
     * blurImageKey): free users get the preview's address, which must not lead to the picture.
     * The preview itself is drawn without the picture (photos/preview.ts).
     */
    blurKey: text('blur_key').notNull().unique(),
    profile: boolean('profile').notNull().default(false),
    position: integer('position').notNull().default(0),
    /**
     * The picture's perceptual fingerprint (shared/fingerprint.ts); null for
     * pictures stored before fingerprints, or with too little detail to compare.
     */
    fingerprint: bigint('fingerprint', { mode: 'bigint' }),
    /**
     * When staff approved the photo; null while it waits in the console's photo queue (shown
     * meanwhile; a rejected photo is deleted). Uploads insert null; pictures of the demo seed
     * and those stored before photo moderation take the default.
     */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('images_user_idx').on(t.userId, t.position),
    uniqueIndex('images_one_profile_per_user').on(t.userId).where(sql`${t.profile}`),
    index('images_pending_review_idx').on(t.createdAt).where(sql`${t.reviewedAt} is null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use links: e-mail confirmation, password restore, landing login, e-mail change. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    kind: text('kind').notNull(),
    /** SHA-256 of the secret; the secret itself is only in the link. */
    tokenHash: text('token_hash').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, string>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_kind_idx').on(t.userId, t.kind)],
);

/** Background jobs, claimed with FOR UPDATE SKIP LOCKED so each runs once across instances. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** Set when the job finished, successfully or not; finished jobs are never claimed again. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set together with doneAt when the job gave up (attempts spent or a bad payload). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Optional idempotency key: enqueueing a second job with the same key is a no-op. */
    key: text('key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`),
    uniqueIndex('jobs_key_unique').on(t.key).where(sql`${t.key} is not null`),
  ],
);
