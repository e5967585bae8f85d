import { AUTH_TEXT } from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('hashes with argon2id at m=19456, t=2, p=1 and verifies', async () => {
    const h = await hashPassword('Korova-na-lugu-7');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(h, 'Korova-na-lugu-7')).toBe(true);
    expect(await verifyPassword(h, 'korova-na-lugu-7')).toBe(false);
  });
  it('never verifies an unusable hash', async () => {
    expect(await verifyPassword('!demo', '!demo')).toBe(false);
  });
});

describe('password policy', () => {
  it('enforces the length bounds', () => {
    expect(passwordProblem('1234567')).toBe(AUTH_TEXT.passwordShort);
    expect(passwordProblem('x'.repeat(129))).toBe(AUTH_TEXT.passwordLong);
    expect(passwordProblem('Zvezdopad-1987')).toBeNull();
  });
  it('refuses the most common passwords regardless of case', () => {
    expect(passwordProblem('password')).toBe(AUTH_TEXT.passwordCommon);
    expect(passwordProblem('QWERTYUIOP')).toBe(AUTH_TEXT.passwordCommon);
    expect(passwordProblem('йцукенгш')).toBe(AUTH_TEXT.passwordCommon);
  });
});
