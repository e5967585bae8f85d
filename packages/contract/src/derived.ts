/**
 * Values derived from a profile, computed in one place for both apps (core-application §3, §6, §9).
 */
import { FULLNESS, POPULARITY, PREMIUM_FEATURES } from './constants.ts';
import type { Zodiac } from './enums.ts';

/**
 * Whether someone has Premium's features (PREMIUM_FEATURES): a paid Premium period lasts, or
 * they are of the gender that gets them free. The server's one rule for every limit and list.
 */
export function hasPremiumFeatures(gender: number, premiumPaid: boolean): boolean {
  return premiumPaid || gender === PREMIUM_FEATURES.freeForGender;
}

/** Full years between a yyyy-mm-dd birthday and `today` (UTC calendar dates). */
export function ageOf(birthday: string, today: Date = new Date()): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  let age = ty - y;
  if (tm < m || (tm === m && td < d)) age -= 1;
  return age;
}

/** True when `value` is a real calendar date in yyyy-mm-dd form. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Zodiac sign 1–12 (Aquarius … Capricorn) by the standard tropical date ranges:
 * the first day of each sign, starting with Aquarius on 20 January.
 */
const ZODIAC_STARTS: ReadonlyArray<readonly [month: number, day: number, sign: Zodiac]> = [
  [1, 20, 1],
  [2, 19, 2],
  [3, 21, 3],
  [4, 20, 4],
  [5, 21, 5],
  [6, 21, 6],
  [7, 23, 7],
  [8, 23, 8],
  [9, 23, 9],
  [10, 23, 10],
  [11, 22, 11],
  [12, 22, 12],
];

export function zodiacOf(birthday: string): Zodiac {
  const [, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let sign: Zodiac = 12; // 1–19 January is still Capricorn
  for (const [month, day, s] of ZODIAC_STARTS) {
    if (m > month || (m === month && d >= day)) sign = s;
  }
  return sign;
}

export interface FullnessInput {
  images: ReadonlyArray<{ profile: boolean }>;
  description: string;
  interests: readonly number[];
  /** The personal info fields (entities' Info): each a value or null when not filled. */
  info: Readonly<Record<string, number | null>>;
  lookingAgeFrom: number;
  lookingAgeTo: number;
}

/**
 * Weights of profile fullness, in percent (they add up to 100). A profile photo matters most;
 * extra photos, the About text, interests and the personal info make up the rest.
 */
export const FULLNESS_WEIGHTS = {
  profilePhoto: 30,
  extraPhotos: 10,
  description: 20,
  interests: 15,
  info: 20,
  ageRange: 5,
} as const;

export function fullnessOf(p: FullnessInput): number {
  const w = FULLNESS_WEIGHTS;
  const hasProfile = p.images.some((i) => i.profile);
  const extra = p.images.filter((i) => !i.profile).length;
  const infoValues = Object.values(p.info);
  const filledInfo = infoValues.filter((v) => v !== null).length;
  const score =
    (hasProfile ? w.profilePhoto : 0) +
    Math.min(extra, 2) * (w.extraPhotos / 2) +
    (p.description.trim().length >= 20 ? w.description : p.description.trim() ? w.description / 2 : 0) +
    Math.min(p.interests.length, 3) * (w.interests / 3) +
    (filledInfo / infoValues.length) * w.info +
    (p.lookingAgeFrom !== 18 || p.lookingAgeTo !== 80 ? w.ageRange : 0);
  return Math.round(Math.min(100, score));
}

/** Russian verdict on a fullness value: >70, 50–70, <50. */
export function fullnessLabel(value: number): string {
  if (value > FULLNESS.excellentAbove) return 'Отлично!';
  if (value >= FULLNESS.goodFrom) return 'Хорошо!';
  return 'Недостаточно заполнен:(';
}

export function popularityOf(vip: boolean): number {
  return vip ? POPULARITY.vip : POPULARITY.regular;
}

export function popularityLabel(value: number): 'Высокая' | 'Низкая' {
  return value > POPULARITY.highAbove ? 'Высокая' : 'Низкая';
}

/** Greeting shown when a profile has no description. */
export function defaultGreeting(name: string, city: string): string {
  return `Привет! Меня зовут ${name}, я из города ${city}. Давай познакомимся!`;
}

/** The city to show on a card: the viewer's own city when the profile is `signed`. */
export function shownCity(card: { city: string; signed: boolean }, viewerCity: string): string {
  return card.signed ? viewerCity : card.city;
}
