/**
 * Operator accounts of the journeys. The web server's start command makes a moderator and an
 * admin per project with `npm run staff:create` (real accounts, as support makes them) and keeps
 * what the script printed in the run's data directory; journeys read the password and the TOTP
 * secret there and compute the current code as an authenticator app would.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '../../packages/contract/src/staff.ts';

/** Accounts per project, so parallel projects never spend each other's one-time codes. */
export const E2E_STAFF_PROJECTS = ['phone', 'desktop'] as const;
const ROLES: readonly StaffRole[] = ['moderator', 'admin'];

export const staffEmail = (project: string, role: StaffRole = 'moderator') =>
  `e2e-${role}-${project}@iskra.example`;
export const staffFileName = (project: string, role: StaffRole = 'moderator') =>
  `staff-${role}-${project}.txt`;

/** The shell command that makes the journeys' operators (prepended to the server's start). */
export function createStaffCommand(): string {
  return E2E_STAFF_PROJECTS.flatMap((project) =>
    ROLES.map(
      (role) =>
        `npm run -s staff:create -- ${staffEmail(project, role)} ${role} > "$DATA_DIR/${staffFileName(project, role)}"`,
    ),
  ).join(' && ');
}

export interface StaffCredentials {
  email: string;
  password: string;
  secret: string;
}

export function staffCredentials(project: string, role: StaffRole = 'moderator'): StaffCredentials {
  const dataDir = process.env.ISKRA_E2E_DATA_DIR;
  if (!dataDir) throw new Error('ISKRA_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const printed = readFileSync(join(dataDir, staffFileName(project, role)), 'utf8');
  const password = /password:\s+(\S+)/.exec(printed)?.[1];
  const secret = /TOTP secret:\s+([A-Z2-7]+)/.exec(printed)?.[1];
  if (!password || !secret) throw new Error(`staff:create printed no credentials: ${printed}`);
  return { email: staffEmail(project, role), password, secret };
}

/** The code of this moment (RFC 6238: six digits, 30-second steps, SHA-1). */
export function totpNow(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}
