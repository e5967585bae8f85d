/**
 * Password hashing (argon2id, OWASP minimum parameters or above) and the password policy:
 * 8–128 characters, not one of the most common passwords.
 */

import { AUTH_TEXT, PROFILE } from '@iskra/contract';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, not importable as a value). */
const ARGON2ID = 2 as Algorithm;

const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time of one password check and answers false: a login with an unknown address
 * takes as long as one with a wrong password, so timing does not tell which addresses exist.
 */
export async function verifyNoPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password');
  await verify(await dummyHash, password).catch(() => false);
  return false;
}

/** False for a wrong password and for a hash that is not an argon2 hash (unusable accounts). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!passwordHash.startsWith('$argon2')) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Common passwords popular with Russian-speaking users, beyond the international list. */
const RUSSIAN_COMMON = [
  'йцукенгш',
  'йцукенгшщз',
  'пароль123',
  'парольпароль',
  'qwertyuiop',
  'ytrewq123',
  'zaq12wsx',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  'privet123',
  'lyubov123',
  'iloveyou1',
  'natasha1',
  'nastya123',
  'marina123',
  'samsung123',
  'spartak1',
  'zenit2024',
];

let commonSet: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!commonSet) {
    const list = dictionary['passwords-common'] as readonly string[];
    commonSet = new Set(
      [...list, ...RUSSIAN_COMMON].filter((p) => p.length >= PROFILE.passwordMin).map((p) => p.toLowerCase()),
    );
  }
  return commonSet;
}

/** The Russian field error for a password that breaks the policy, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PROFILE.passwordMin) return AUTH_TEXT.passwordShort;
  if (password.length > PROFILE.passwordMax) return AUTH_TEXT.passwordLong;
  if (commonPasswords().has(password.toLowerCase())) return AUTH_TEXT.passwordCommon;
  return null;
}
