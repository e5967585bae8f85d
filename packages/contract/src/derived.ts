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

const ISO_DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` has the yyyy-mm-dd form, whether or not the calendar has that day. */
export function isIsoDateShape(value: string): boolean {
  return ISO_DATE_SHAPE.test(value);
}

/** True when `value` is a real calendar date in yyyy-mm-dd form. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE_SHAPE.exec(value);
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

/** What counts in full: two extra photos, an About text of 20 characters, three interests. */
export const FULLNESS_FULL = { extraPhotos: 2, descriptionChars: 20, interests: 3 } as const;

export type FullnessPart = keyof typeof FULLNESS_WEIGHTS;

/**
 * One part of the profile that is not full yet, and how much of it is missing: photos,
 * interests or info fields still to add; for the About text 'empty' or 'short'.
 */
export type FullnessGap =
  | { part: 'profilePhoto' | 'ageRange' }
  | { part: 'extraPhotos' | 'interests' | 'info'; missing: number }
  | { part: 'description'; missing: 'empty' | 'short' };

interface FullnessScore {
  part: FullnessPart;
  /** Share of the part's weight earned, 0–1. */
  share: number;
  gap: FullnessGap | null;
}

function fullnessScores(p: FullnessInput): FullnessScore[] {
  const extra = Math.min(p.images.filter((i) => !i.profile).length, FULLNESS_FULL.extraPhotos);
  const interests = Math.min(p.interests.length, FULLNESS_FULL.interests);
  const infoValues = Object.values(p.info);
  const emptyInfo = infoValues.filter((v) => v === null).length;
  const about = p.description.trim().length;
  const hasProfile = p.images.some((i) => i.profile);
  const rangeSet = p.lookingAgeFrom !== 18 || p.lookingAgeTo !== 80;
  return [
    { part: 'profilePhoto', share: hasProfile ? 1 : 0, gap: hasProfile ? null : { part: 'profilePhoto' } },
    {
      part: 'extraPhotos',
      share: extra / FULLNESS_FULL.extraPhotos,
      gap:
        extra < FULLNESS_FULL.extraPhotos
          ? { part: 'extraPhotos', missing: FULLNESS_FULL.extraPhotos - extra }
          : null,
    },
    {
      part: 'description',
      share: about >= FULLNESS_FULL.descriptionChars ? 1 : about > 0 ? 0.5 : 0,
      gap:
        about >= FULLNESS_FULL.descriptionChars
          ? null
          : { part: 'description', missing: about > 0 ? 'short' : 'empty' },
    },
    {
      part: 'interests',
      share: interests / FULLNESS_FULL.interests,
      gap:
        interests < FULLNESS_FULL.interests
          ? { part: 'interests', missing: FULLNESS_FULL.interests - interests }
          : null,
    },
    {
      part: 'info',
      share: infoValues.length === 0 ? 1 : (infoValues.length - emptyInfo) / infoValues.length,
      gap: emptyInfo > 0 ? { part: 'info', missing: emptyInfo } : null,
    },
    { part: 'ageRange', share: rangeSet ? 1 : 0, gap: rangeSet ? null : { part: 'ageRange' } },
  ];
}

export function fullnessOf(p: FullnessInput): number {
  const score = fullnessScores(p).reduce((sum, s) => sum + s.share * FULLNESS_WEIGHTS[s.part], 0);
  return Math.round(Math.min(100, score));
}

/** What the profile still lacks, heaviest part first: the fullness hint names exactly these. */
export function fullnessGaps(p: FullnessInput): FullnessGap[] {
  return fullnessScores(p)
    .filter((s) => s.gap !== null)
    .sort((a, b) => FULLNESS_WEIGHTS[b.part] - FULLNESS_WEIGHTS[a.part])
    .flatMap((s) => (s.gap ? [s.gap] : []));
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
