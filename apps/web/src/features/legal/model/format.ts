import { plural } from '../../../shared/plural.ts';

const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/** '2022-08-22' → '22 августа 2022 г.' (no Intl, so the result never depends on the ICU data). */
export function formatLegalDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS_GENITIVE[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not an ISO date: ${isoDate}`);
  return `${Number(match[3])} ${month} ${match[1]} г.`;
}

export function days(n: number): string {
  return `${n}\u00a0${plural(n, ['день', 'дня', 'дней'])}`;
}

export function months(n: number): string {
  return `${n}\u00a0${plural(n, ['месяц', 'месяца', 'месяцев'])}`;
}

/** A period of the tariff table: { days: 7 } → '7 дней', { months: 6 } → '6 месяцев'. */
export function formatPeriod(period: { days?: number; months?: number }): string {
  if (period.months) return months(period.months);
  if (period.days) return days(period.days);
  throw new Error('Empty period');
}

/** 2499 → '2 499 ₽' with non-breaking spaces. */
export function formatRub(amount: number): string {
  const grouped = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${grouped}\u00a0₽`;
}

/** «в течение 3 рабочих дней» — the genitive after «в течение». */
export function workingDaysGen(n: number): string {
  return `${n}\u00a0${plural(n, ['рабочего дня', 'рабочих дней', 'рабочих дней'])}`;
}

/** «за 5 календарных дней» — the accusative after «за». */
export function calendarDaysAcc(n: number): string {
  return `${n}\u00a0${plural(n, ['календарный день', 'календарных дня', 'календарных дней'])}`;
}

export function years(n: number): string {
  return `${n}\u00a0${plural(n, ['год', 'года', 'лет'])}`;
}

/** ['VISA', 'MasterCard', 'МИР'] → 'VISA, MasterCard и МИР'. */
export function joinRu(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} и ${items[items.length - 1]}`;
}

/** [1, 3, 5] → '1, 3 и 5 дней' (the plural follows the last number). */
export function dayList(ns: readonly number[]): string {
  const last = ns[ns.length - 1] ?? 0;
  return `${joinRu(ns.map(String))}\u00a0${plural(last, ['день', 'дня', 'дней'])}`;
}
