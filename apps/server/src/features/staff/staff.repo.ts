/** SQL of the operator console: staff accounts, their sessions, the audit log, bans. */
import type { StaffAuditAction } from '@iskra/contract';
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { writeUsers } from '../../platform/db/user-writes.ts';
import { staffAccounts, staffAudit, staffSessions } from './staff.schema.ts';

export type StaffAccountRow = typeof staffAccounts.$inferSelect;

export async function insertStaffAccount(
  db: AppDb,
  values: { email: string; role: string; passwordHash: string; totpSecret: string },
): Promise<StaffAccountRow | undefined> {
  const [row] = await db
    .insert(staffAccounts)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findStaffByEmail(db: AppDb, email: string): Promise<StaffAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.email, email.toLowerCase()), isNull(staffAccounts.disabledAt)))
    .limit(1);
  return row;
}

/**
 * Records `step` as the last accepted TOTP step unless it (or a later one) was used already:
 * false then, and the code is refused as a replay.
 */
export async function claimTotpStep(db: AppDb, staffId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffAccounts.id, staffId),
        or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: staffAccounts.id });
  return rows.length > 0;
}

export async function insertStaffSession(
  db: AppDb,
  values: { staffId: string; tokenHash: string; ip: string; userAgent: string; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(staffSessions).values(values).returning({ id: staffSessions.id });
  if (!row) throw new Error('staff session insert returned nothing');
  return row.id;
}

/** A live session with its (enabled) staff account. */
export async function liveStaffSession(db: AppDb, sessionId: string) {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      tokenHash: staffSessions.tokenHash,
      expiresAt: staffSessions.expiresAt,
      staffId: staffAccounts.id,
      email: staffAccounts.email,
      role: staffAccounts.role,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, sessionId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        isNull(staffAccounts.disabledAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Disables a staff account and ends its open sessions; false when there is no enabled account
 * with this address.
 */
export async function disableStaffAccount(db: AppDb, email: string): Promise<boolean> {
  const [row] = await db
    .update(staffAccounts)
    .set({ disabledAt: sql`now()` })
    .where(and(eq(staffAccounts.email, email.toLowerCase()), isNull(staffAccounts.disabledAt)))
    .returning({ id: staffAccounts.id });
  if (!row) return false;
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, row.id), isNull(staffSessions.revokedAt)));
  return true;
}

export async function revokeStaffSession(db: AppDb, sessionId: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

export interface AuditRecord {
  staffId: string;
  ip: string;
  action: StaffAuditAction;
  objectType: 'user' | 'staff' | 'queue';
  objectId: string;
  details?: Record<string, string | number | boolean | null>;
}

export async function appendAudit(db: AppDb, record: AuditRecord): Promise<void> {
  await db.insert(staffAudit).values({ ...record, details: record.details ?? {} });
}

const auditColumns = {
  id: staffAudit.id,
  at: staffAudit.at,
  staffId: staffAudit.staffId,
  staffEmail: staffAccounts.email,
  ip: staffAudit.ip,
  action: staffAudit.action,
  objectType: staffAudit.objectType,
  objectId: staffAudit.objectId,
  details: staffAudit.details,
};

/** The log, newest first, `limit` rows with ids below `before`. */
export async function auditPage(db: AppDb, limit: number, before?: number) {
  return db
    .select(auditColumns)
    .from(staffAudit)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffAudit.staffId))
    .where(before === undefined ? undefined : lt(staffAudit.id, before))
    .orderBy(desc(staffAudit.id))
    .limit(limit);
}

/** The staff decisions about one account (reads left out), newest first. */
export async function decisionsAbout(db: AppDb, userId: string, limit = 50) {
  return db
    .select(auditColumns)
    .from(staffAudit)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffAudit.staffId))
    .where(
      and(
        eq(staffAudit.objectType, 'user'),
        eq(staffAudit.objectId, userId),
        ne(staffAudit.action, 'userRead'),
      ),
    )
    .orderBy(desc(staffAudit.id))
    .limit(limit);
}

const accountColumns = {
  id: users.id,
  userNumber: users.userNumber,
  name: users.name,
  email: users.email,
  status: users.status,
  blockedReason: users.blockedReason,
  gender: users.gender,
  birthday: users.birthday,
  city: users.city,
  description: users.description,
  nameConfirmed: users.nameConfirmed,
  descriptionConfirmed: users.descriptionConfirmed,
  premiumUntil: users.premiumUntil,
  vipUntil: users.vipUntil,
  createdAt: users.createdAt,
  lastActiveAt: users.lastActiveAt,
  isService: users.isService,
};

/** A person's account by number or e-mail (service accounts included, so staff can see them). */
export async function findAccount(
  db: AppDb,
  by: { userNumber: number } | { email: string } | { id: string },
) {
  const where =
    'userNumber' in by
      ? eq(users.userNumber, by.userNumber)
      : 'email' in by
        ? eq(users.email, by.email.toLowerCase())
        : eq(users.id, by.id);
  const [row] = await db.select(accountColumns).from(users).where(where).limit(1);
  return row;
}

/** Blocks an active person (service accounts never); the account's name and e-mail, or undefined. */
export async function blockAccount(db: AppDb, userId: string, reason: string) {
  const [row] = await writeUsers(db, userId, () =>
    db
      .update(users)
      .set({ status: 'blocked', blockedReason: reason })
      .where(and(eq(users.id, userId), eq(users.status, 'active'), eq(users.isService, false)))
      .returning({ name: users.name, email: users.email, userNumber: users.userNumber }),
  );
  return row;
}

/** Makes a blocked account active again; undefined when it was not blocked. */
export async function unblockAccount(db: AppDb, userId: string) {
  const [row] = await writeUsers(db, userId, () =>
    db
      .update(users)
      .set({ status: 'active', blockedReason: null })
      .where(and(eq(users.id, userId), eq(users.status, 'blocked')))
      .returning({ name: users.name, email: users.email, userNumber: users.userNumber }),
  );
  return row;
}
