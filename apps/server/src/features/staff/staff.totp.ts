/** TOTP (RFC 6238) of staff sign-in, through the maintained `otpauth` library. */
import { STAFF_TOTP } from '@iskra/contract';
import { Secret, TOTP } from 'otpauth';

function totp(secretBase32: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: STAFF_TOTP.issuer,
    label,
    algorithm: STAFF_TOTP.algorithm,
    digits: STAFF_TOTP.digits,
    period: STAFF_TOTP.period,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads (as a QR code or typed in). */
export function totpUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

/** The code of the moment `now` (tests and the e2e journey sign in with it). */
export function totpCode(secretBase32: string, now = Date.now()): string {
  return totp(secretBase32).generate({ timestamp: now });
}

/**
 * The time step a code belongs to, when it is the code of the current step or one next to it
 * (clock drift); null for a wrong code. The caller accepts each step once.
 */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totp(secretBase32).validate({ token: code, timestamp: now, window: STAFF_TOTP.window });
  if (delta === null) return null;
  return TOTP.counter({ period: STAFF_TOTP.period, timestamp: now }) + delta;
}
