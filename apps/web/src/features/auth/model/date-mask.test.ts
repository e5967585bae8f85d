import { AUTH_TEXT } from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import { caretAfterMask, formatDateDigits, fromIsoDate, maskDate, toIsoDate } from './date-mask.ts';
import { EMPTY_REGISTRATION, validateRegistration } from './registration.ts';

async function birthdayError(masked: string): Promise<string | undefined> {
  const check = await validateRegistration({ ...EMPTY_REGISTRATION, birthday: masked });
  return check.ok ? undefined : check.errors.birthday;
}

/** A date `years` years before today, as dd.mm.yyyy, shifted by `days`. */
function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${date.getUTCFullYear()}`;
}

describe('birth date mask dd.mm.yyyy', () => {
  it('puts the dots in as the digits arrive', () => {
    const typed = '12031990';
    const steps = [...typed].map((_, index) => formatDateDigits(typed.slice(0, index + 1)));
    expect(steps).toEqual(['1', '12', '12.0', '12.03', '12.03.1', '12.03.19', '12.03.199', '12.03.1990']);
  });

  it('drops letters and extra digits, and accepts other separators', () => {
    expect(maskDate('1a2b0c3')).toBe('12.03');
    expect(maskDate('12/03/1990')).toBe('12.03.1990');
    expect(maskDate('12.03.19901')).toBe('12.03.1990');
    expect(maskDate('')).toBe('');
  });

  it('turns a pasted or autofilled ISO date around', () => {
    expect(maskDate('1990-03-12')).toBe('12.03.1990');
  });

  it('does not get stuck when a dot is deleted', () => {
    // "12.03" with the dot removed by Backspace leaves "1203", shown again as "12.03";
    // deleting a digit before it works as usual.
    expect(maskDate('12.0')).toBe('12.0');
    expect(maskDate('120')).toBe('12.0');
    expect(maskDate('12')).toBe('12');
  });

  it('keeps the caret after the same digit', () => {
    // Typing "5" after "12" in "12.03.1990" → raw "125.03.1990", caret after the 5.
    const raw = '125.03.1990';
    const masked = maskDate(raw);
    expect(masked).toBe('12.50.3199');
    expect(caretAfterMask(raw, 3, masked)).toBe(4);
    expect(caretAfterMask('', 0, '')).toBe(0);
  });

  it('converts to yyyy-mm-dd and back', () => {
    expect(toIsoDate('12.03.1990')).toBe('1990-03-12');
    expect(toIsoDate('12.03.199')).toBe('');
    expect(toIsoDate('')).toBe('');
    expect(fromIsoDate('1990-03-12')).toBe('12.03.1990');
    expect(fromIsoDate('nonsense')).toBe('');
  });

  it('rejects impossible and incomplete dates with the contract message', async () => {
    expect(await birthdayError('31.02.1990')).toBe(AUTH_TEXT.birthdayNoSuchDate);
    expect(await birthdayError('31.02.2000')).toBe(AUTH_TEXT.birthdayNoSuchDate);
    expect(await birthdayError('29.02.1991')).toBe(AUTH_TEXT.birthdayNoSuchDate);
    expect(await birthdayError('00.13.1990')).toBe(AUTH_TEXT.birthdayNoSuchDate);
    expect(await birthdayError('12.03.19')).toBe(AUTH_TEXT.birthdayInvalid);
    expect(await birthdayError('')).toBe(AUTH_TEXT.birthdayInvalid);
    expect(await birthdayError('29.02.1992')).toBeUndefined();
  });

  it('accepts ages 18 to 80 only', async () => {
    expect(await birthdayError(yearsAgo(18))).toBeUndefined();
    expect(await birthdayError(yearsAgo(18, 1))).toBe(AUTH_TEXT.ageTooYoung);
    expect(await birthdayError(yearsAgo(80))).toBeUndefined();
    expect(await birthdayError(yearsAgo(81))).toBe(AUTH_TEXT.ageTooOld);
  });
});
