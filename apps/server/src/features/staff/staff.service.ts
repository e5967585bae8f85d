/**
 * Staff accounts and their sessions: creation from a shell, sign-in with a password and a TOTP
 * code, the opaque console token and its check. The console's reads and actions are in
 * staff.console.ts; both write the audit log.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  SERVER_MESSAGE,
  STAFF_RATE_LIMITS,
  STAFF_ROLES,
  STAFF_SESSION_TTL_MS,
  STAFF_TEXT,
  type StaffLogin,
  type StaffLoginResponse,
  type StaffRole,
} from '@iskra/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionMeta } from '../../platform/auth.ts';
import type { AppDb } from '../../platform/db/client.ts';
import { AppError, FieldErrors } from '../../platform/errors.ts';
import { hashPassword, verifyNoPassword, verifyPassword } from '../auth/passwords.ts';
import {
  appendAudit,
  claimTotpStep,
  disableStaffAccount,
  findStaffByEmail,
  insertStaffAccount,
  insertStaffSession,
  liveStaffSession,
  revokeStaffSession,
} from './staff.repo.ts';
import { newTotpSecret, totpStep, totpUri } from './staff.totp.ts';

/** The signed-in operator of a console request. */
export interface StaffContext {
  staffId: string;
  email: string;
  role: StaffRole;
  sessionId: string;
  expiresAt: Date;
  /** The client address, for the audit log. */
  ip: string;
}

/** What a new staff account's owner is told once: nothing of it is stored in the clear. */
export interface CreatedStaff {
  id: string;
  email: string;
  role: StaffRole;
  password: string;
  totpSecret: string;
  totpUri: string;
}

export const STAFF_TOKEN_PREFIX = 'staff.';
const TOKEN_PATTERN = /^staff\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/** True for a string shaped like a staff token (it may still be unknown or expired). */
export function looksLikeStaffToken(token: string): boolean {
  return token.startsWith(STAFF_TOKEN_PREFIX);
}

function isRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

export interface StaffDeps {
  db: AppDb;
  limit(key: string, rule: { limit: number; windowMs: number }): Promise<void>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export type StaffService = ReturnType<typeof createStaffService>;

export function createStaffService(deps: StaffDeps) {
  const { db } = deps;
  const refused = () => new FieldErrors([{ param: 'password', msg: STAFF_TEXT.wrongCredentials }]);

  return {
    /** `npm run staff:create`: a generated password and TOTP secret; null when the address is taken. */
    /** `npm run staff:disable`: the account can no longer sign in, and its sessions end now. */
    disableAccount: (email: string): Promise<boolean> => disableStaffAccount(db, email),

    async createAccount(email: string, role: StaffRole): Promise<CreatedStaff | null> {
      const password = randomBytes(18).toString('base64url');
      const totpSecret = newTotpSecret();
      const row = await insertStaffAccount(db, {
        email,
        role,
        passwordHash: await hashPassword(password),
        totpSecret,
      });
      if (!row) return null;
      deps.log.info({ staffId: row.id, role }, 'staff account created');
      return {
        id: row.id,
        email: row.email,
        role,
        password,
        totpSecret,
        totpUri: totpUri(totpSecret, row.email),
      };
    },

    /**
     * Password and code together; any failure answers the same field error, so a guesser
     * learns neither which part was wrong nor whether the address is staff. A code is accepted
     * once (its time step is claimed), so a code seen over a shoulder cannot be replayed.
     */
    async login(input: StaffLogin, meta: SessionMeta, now = Date.now()): Promise<StaffLoginResponse> {
      await deps.limit(`staff-login:ip:${meta.ip}`, STAFF_RATE_LIMITS.loginPerIp);
      await deps.limit(`staff-login:account:${input.email}`, STAFF_RATE_LIMITS.loginPerAccount);
      const staff = await findStaffByEmail(db, input.email);
      if (!staff || !isRole(staff.role)) {
        await verifyNoPassword(input.password);
        throw refused();
      }
      const fail = async (stage: 'password' | 'code') => {
        await appendAudit(db, {
          staffId: staff.id,
          ip: meta.ip,
          action: 'loginFailed',
          objectType: 'staff',
          objectId: staff.id,
          details: { stage },
        });
        deps.log.warn({ staffId: staff.id, ip: meta.ip, stage }, 'staff sign-in refused');
        return refused();
      };
      if (!(await verifyPassword(staff.passwordHash, input.password))) throw await fail('password');
      const step = totpStep(staff.totpSecret, input.code, now);
      if (step === null || !(await claimTotpStep(db, staff.id, step))) throw await fail('code');

      const secret = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now + STAFF_SESSION_TTL_MS);
      const sessionId = await insertStaffSession(db, {
        staffId: staff.id,
        tokenHash: digest(secret),
        ip: meta.ip,
        userAgent: meta.userAgent,
        expiresAt,
      });
      await appendAudit(db, {
        staffId: staff.id,
        ip: meta.ip,
        action: 'login',
        objectType: 'staff',
        objectId: staff.id,
        details: { sessionId },
      });
      return {
        token: `${STAFF_TOKEN_PREFIX}${sessionId}.${secret}`,
        expiresAt: expiresAt.toISOString(),
        staff: { id: staff.id, email: staff.email, role: staff.role },
      };
    },

    /** The operator of a staff token, or null when it is malformed, unknown, expired or signed out. */
    async verify(token: string, ip: string): Promise<StaffContext | null> {
      const match = TOKEN_PATTERN.exec(token);
      if (!match?.[1] || !match[2]) return null;
      const row = await liveStaffSession(db, match[1]);
      if (!row || !isRole(row.role)) return null;
      const given = Buffer.from(digest(match[2]));
      const stored = Buffer.from(row.tokenHash);
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
      return {
        staffId: row.staffId,
        email: row.email,
        role: row.role,
        sessionId: row.sessionId,
        expiresAt: row.expiresAt,
        ip,
      };
    },

    async logout(staff: StaffContext): Promise<void> {
      await revokeStaffSession(db, staff.sessionId);
      await appendAudit(db, {
        staffId: staff.staffId,
        ip: staff.ip,
        action: 'logout',
        objectType: 'staff',
        objectId: staff.staffId,
      });
    },
  };
}

/** 403 unless the operator is an admin (tier grants, the audit log). */
export function requireAdmin(staff: StaffContext): void {
  if (staff.role !== 'admin') throw new AppError(403, SERVER_MESSAGE.forbidden);
}
