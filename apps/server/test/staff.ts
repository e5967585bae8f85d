/** Operators for tests: staff accounts made as `npm run staff:create` does, and signed in. */
import { randomUUID } from 'node:crypto';
import type { StaffLoginResponse, StaffRole } from '@iskra/contract';
import { totpCode } from '../src/features/staff/staff.totp.ts';
import type { App } from '../src/platform/types.ts';

let accounts = 0;
let ipCounter = 0;
/** A fresh client address per sign-in, so the per-IP allowance is not what a test measures. */
export const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export async function createStaffAccount(app: App, role: StaffRole = 'moderator') {
  accounts += 1;
  const created = await app.services.staff.createAccount(
    `staff-${accounts}-${randomUUID()}@iskra.example`,
    role,
  );
  if (!created) throw new Error('staff account not created');
  return created;
}

export function staffLogin(app: App, body: Record<string, unknown>, remoteAddress = nextIp()) {
  return app.inject({ method: 'POST', url: '/api/staff/login', payload: body, remoteAddress });
}

/** A signed-in operator: the token's headers and the account. */
export async function signedInStaff(app: App, role: StaffRole = 'moderator') {
  const staff = await createStaffAccount(app, role);
  const res = await staffLogin(app, {
    email: staff.email,
    password: staff.password,
    code: totpCode(staff.totpSecret),
  });
  if (res.statusCode !== 200) throw new Error(`staff sign-in failed: ${res.body}`);
  const body = res.json<StaffLoginResponse>();
  return { ...staff, token: body.token, headers: { authorization: `Bearer ${body.token}` } };
}
