import { describe, expect, it } from 'vitest';
import {
  calendarDaysAcc,
  formatLegalDate,
  formatPeriod,
  formatRub,
  joinRu,
  workingDaysGen,
} from './format.ts';
import { variantForGeo } from './jurisdiction.ts';

const NBSP = '\u00a0';

describe('legal formatting', () => {
  it('formats ISO dates in Russian', () => {
    expect(formatLegalDate('2022-08-22')).toBe('22 августа 2022 г.');
    expect(formatLegalDate('2022-01-09')).toBe('9 января 2022 г.');
    expect(() => formatLegalDate('22.08.2022')).toThrow();
    expect(() => formatLegalDate('2022-13-01')).toThrow();
  });

  it('counts working and calendar days in the right case', () => {
    expect(workingDaysGen(3)).toBe(`3${NBSP}рабочих дней`);
    expect(workingDaysGen(1)).toBe(`1${NBSP}рабочего дня`);
    expect(calendarDaysAcc(5)).toBe(`5${NBSP}календарных дней`);
    expect(calendarDaysAcc(2)).toBe(`2${NBSP}календарных дня`);
  });

  it('formats prices, periods and lists', () => {
    expect(formatRub(2499)).toBe(`2${NBSP}499${NBSP}₽`);
    expect(formatRub(29)).toBe(`29${NBSP}₽`);
    expect(formatPeriod({ days: 7 })).toBe(`7${NBSP}дней`);
    expect(formatPeriod({ months: 6 })).toBe(`6${NBSP}месяцев`);
    expect(joinRu(['VISA', 'MasterCard', 'МИР'])).toBe('VISA, MasterCard и МИР');
    expect(joinRu(['VISA'])).toBe('VISA');
  });

  it('gives the Russian texts only to geo RU', () => {
    expect(variantForGeo('RU')).toBe('ru');
    expect(variantForGeo('ru')).toBe('ru');
    expect(variantForGeo('KZ')).toBe('kz');
    expect(variantForGeo('BY')).toBe('kz');
    expect(variantForGeo('')).toBe('ru');
  });
});
