/**
 * The demo community: adult profiles across Russian and Kazakh cities, generated from a fixed
 * seed so every machine gets the same people. Dates are relative to `now`.
 */
import {
  AGE,
  EMPTY_INFO,
  GENDER,
  INTERESTS_LIMIT,
  type Info,
  interestLabels,
  PROFILE,
} from '@iskra/contract';
import type { users } from '../platform/db/schema.ts';
import { DEMO_CITIES, type DemoCity, FEMALE_NAMES, MALE_NAMES, REGIONAL_NAMES } from './demo-data.ts';
import { composeDescription, type DescriptionSubject } from './descriptions.ts';
import { Random } from './random.ts';

export type NewUser = typeof users.$inferInsert;

export interface DemoProfile {
  /** Stable seed of the person (also draws their portraits). */
  seed: string;
  age: number;
  /** How many pictures the person has (1–4). */
  photoCount: number;
  user: NewUser & { email: string; gender: 1 | 2; looking: 1 | 2 };
}

export const DEMO_SEED = 'iskra-demo-community-1';
export const DEMO_PROFILE_COUNT = 240;
export const DEMO_EMAIL_DOMAIN = 'iskra.example';
/** Not an argon2 hash: nobody can sign in to a generated demo profile. */
export const UNUSABLE_PASSWORD_HASH = '!demo';

/** The two demo accounts whose credentials are printed at start. */
export const DEMO_PASSWORD = 'iskra-demo-2026';
export const DEMO_LOGINS = {
  man: `demo.man@${DEMO_EMAIL_DOMAIN}`,
  woman: `demo.woman@${DEMO_EMAIL_DOMAIN}`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

const codes = (labels: object) => Object.keys(labels).map(Number);

/** Ages 18–65 with most people between 22 and 40. */
function drawAge(rng: Random): number {
  const band = rng.weighted<[number, number]>([
    [[18, 21], 8],
    [[22, 30], 36],
    [[31, 40], 30],
    [[41, 50], 15],
    [[51, 65], 11],
  ]);
  return rng.int(band[0], band[1]);
}

/** A birthday giving exactly `age` full years on `now` (UTC). */
export function birthdayFor(rng: Random, age: number, now: Date): string {
  const latest = Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate());
  const date = new Date(latest - rng.int(0, 364) * DAY_MS);
  return date.toISOString().slice(0, 10);
}

export function ageOn(birthday: string, now: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age--;
  return age;
}

function drawName(rng: Random, gender: 1 | 2, age: number, city: DemoCity): string {
  if (city.names && rng.chance(city.names === 'kz' ? 0.35 : 0.25)) {
    const pool = REGIONAL_NAMES[city.names];
    return rng.pick(gender === GENDER.MAN ? pool.male : pool.female);
  }
  const pools = gender === GENDER.MAN ? MALE_NAMES : FEMALE_NAMES;
  const own = age <= 30 ? pools.young : age <= 44 ? pools.middle : pools.older;
  // Mostly a name of one's generation, sometimes a timeless one, rarely any other.
  const pool = rng.weighted([
    [own, 6],
    [pools.any, 3],
    [[...pools.young, ...pools.middle, ...pools.older], 0.4],
  ] as const);
  return rng.pick(pool);
}

const INTEREST_WEIGHTS: Readonly<Record<number, readonly [number, number]>> = {
  // code: [weight for men, weight for women]
  1: [2, 1],
  2: [5, 2],
  3: [3, 3],
  4: [1, 1],
  5: [8, 9],
  6: [3, 3],
  7: [4, 6],
  8: [8, 8],
  9: [8, 8],
  10: [3, 5],
  11: [0.5, 0.4],
  12: [3, 2],
  13: [4, 5],
  14: [1.5, 3],
  15: [2, 5],
  16: [7, 5],
  17: [5, 1],
  18: [3, 0.5],
  19: [4, 6],
  20: [0.4, 0.3],
  21: [4, 6],
  22: [2, 4],
  23: [5, 6],
  24: [3, 2],
  25: [1, 4],
  26: [0.7, 3],
  27: [3, 4],
};

function drawInterests(rng: Random, gender: 1 | 2): number[] {
  const count = rng.weighted<number>([
    [0, 12],
    [1, 10],
    [2, 18],
    [3, 25],
    [4, 20],
    [5, 15],
  ]);
  const left = codes(interestLabels).map((code) => {
    const w = INTEREST_WEIGHTS[code] ?? [1, 1];
    return [code, gender === GENDER.MAN ? w[0] : w[1]] as const;
  });
  const chosen: number[] = [];
  while (chosen.length < Math.min(count, INTERESTS_LIMIT) && left.length > 0) {
    const code = rng.weighted(left);
    chosen.push(code);
    left.splice(
      left.findIndex(([c]) => c === code),
      1,
    );
  }
  return chosen.sort((a, b) => a - b);
}

/** Roughly normal, by the sum of three uniforms. */
function bell(rng: Random, mean: number, spread: number): number {
  return mean + (rng.next() + rng.next() + rng.next() - 1.5) * spread;
}

function drawInfo(rng: Random, gender: 1 | 2, looking: 1 | 2, age: number): Info {
  if (rng.chance(0.15)) return { ...EMPTY_INFO };
  const fill = () => rng.chance(0.78);
  const man = gender === GENDER.MAN;
  const height = Math.round(Math.min(200, Math.max(150, man ? bell(rng, 179, 16) : bell(rng, 166, 14))));
  const bmi = man ? bell(rng, 24.5, 6) : bell(rng, 22, 5.5);
  const weight = Math.round(Math.min(PROFILE.weightMax, Math.max(45, bmi * (height / 100) ** 2)));
  const sameGender = gender === looking;
  return {
    relationship: fill()
      ? rng.weighted([
          [1, 85],
          [3, 12],
          [2, 3],
        ] as const)
      : null,
    orientation: fill()
      ? sameGender
        ? rng.weighted([
            [2, 6],
            [3, 4],
          ] as const)
        : rng.weighted([
            [1, 30],
            [3, 1],
          ] as const)
      : null,
    height: fill() ? height : null,
    weight: fill() && rng.chance(0.8) ? weight : null,
    living: fill()
      ? rng.weighted([
          [1, 45],
          [2, age < 25 ? 30 : 6],
          [3, 2],
          [4, age < 35 ? 14 : 4],
          [5, age <= 23 ? 12 : 0],
        ] as const)
      : null,
    children: fill()
      ? age < 25
        ? rng.weighted([
            [1, 9],
            [4, 1],
          ] as const)
        : age < 42
          ? rng.weighted([
              [1, 5],
              [2, 4],
              [4, 1.5],
            ] as const)
          : rng.weighted([
              [2, 4],
              [3, 5],
              [4, 1],
            ] as const)
      : null,
    smoking: fill()
      ? rng.weighted([
          [2, 60],
          [1, 20],
          [3, 20],
        ] as const)
      : null,
    alcohol: fill()
      ? rng.weighted([
          [2, 62],
          [1, 22],
          [4, 14],
          [3, 2],
        ] as const)
      : null,
  };
}

function lookingAges(rng: Random, gender: 1 | 2, looking: 1 | 2, age: number): [number, number] {
  if (rng.chance(0.55)) return [AGE.min, AGE.max];
  const clamp = (v: number) => Math.min(AGE.max, Math.max(AGE.min, v));
  // Men tend to look younger, women older; the same-gender ranges sit around one's own age.
  const [below, above] =
    gender === looking
      ? [rng.int(4, 8), rng.int(4, 8)]
      : gender === GENDER.MAN
        ? [rng.int(6, 12), rng.int(1, 5)]
        : [rng.int(1, 4), rng.int(5, 12)];
  const from = clamp(age - below);
  const to = clamp(Math.max(age + above, from + 5));
  return [from, to];
}

function pickCity(rng: Random, index: number): DemoCity {
  // Every city gets someone first, then people follow population (damped, so Moscow is not half).
  const first = DEMO_CITIES[index];
  if (first) return first;
  return rng.weighted(DEMO_CITIES.map((c) => [c, c.population ** 0.8] as const));
}

/** One generated person. `index` makes the e-mail and the seed. */
function generateProfile(
  root: string,
  index: number,
  now: Date,
): { profile: DemoProfile; about: DescriptionSubject } {
  const seed = `${root}:${index}`;
  const rng = new Random(seed);
  const gender: 1 | 2 = index % 2 === 0 ? GENDER.MAN : GENDER.WOMAN;
  const looking: 1 | 2 = rng.chance(0.95) ? (gender === GENDER.MAN ? GENDER.WOMAN : GENDER.MAN) : gender;
  const age = drawAge(rng);
  const city = pickCity(rng, index);
  const name = drawName(rng, gender, age, city);
  const goal = rng.weighted<number>([
    [1, 15],
    [2, 20],
    [3, 40],
    [4, 7],
    [5, 12],
  ]);
  const interests = drawInterests(rng, gender);
  const info = drawInfo(rng, gender, looking, age);
  const [lookingAgeFrom, lookingAgeTo] = lookingAges(rng, gender, looking, age);
  const about: DescriptionSubject = {
    name,
    gender,
    looking,
    age,
    goal,
    interests,
    children: info.children,
    cityFrom: city.from,
    cityIn: city.in,
  };
  const description = composeDescription(rng, about);
  const lastActiveAt = new Date(now.getTime() - rng.next() ** 1.6 * 7 * DAY_MS);
  const createdAt = new Date(lastActiveAt.getTime() - rng.range(0.5, 240) * DAY_MS);
  const profile: DemoProfile = {
    seed,
    age,
    // About 2.3 pictures each: enough variety, and the first start stays quick (see seed.ts).
    photoCount: rng.weighted<number>([
      [1, 22],
      [2, 38],
      [3, 26],
      [4, 14],
    ]),
    user: {
      name,
      email: `demo-${String(index + 1).padStart(4, '0')}@${DEMO_EMAIL_DOMAIN}`,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      isActivated: true,
      birthday: birthdayFor(rng, age, now),
      gender,
      looking,
      lookingAgeFrom,
      lookingAgeTo,
      goal,
      description,
      descriptionConfirmed: 1,
      nameConfirmed: 1,
      city: city.name,
      region: city.region,
      country: city.country,
      lat: city.lat,
      lng: city.lng,
      ...info,
      interests,
      isDemo: true,
      lastActiveAt,
      createdAt,
      updatedAt: lastActiveAt,
    },
  };
  return { profile, about };
}

export const VIP_SHARE = 0.08;
/** Share of the men with Premium (only gender 1 can have it). */
export const PREMIUM_SHARE_OF_MEN = 0.05;

/** VIP for 8 % of everyone and Premium for 5 % of the men, running out in the coming weeks. */
function grantTiers(people: DemoProfile[], now: Date, rng: Random): void {
  const vip = rng.sample(people, Math.round(people.length * VIP_SHARE));
  for (const p of vip) p.user.vipUntil = new Date(now.getTime() + rng.int(3, 40) * DAY_MS);
  const men = people.filter((p) => p.user.gender === GENDER.MAN);
  for (const p of rng.sample(men, Math.round(men.length * PREMIUM_SHARE_OF_MEN))) {
    p.user.premiumUntil = new Date(now.getTime() + rng.int(3, 60) * DAY_MS);
  }
}

/** The two accounts one can sign in to; their password hash is set by the seed. */
function demoLogins(now: Date): DemoProfile[] {
  const moscow = DEMO_CITIES[0] as DemoCity;
  const rng = new Random(`${DEMO_SEED}:logins`);
  const base = {
    passwordHash: UNUSABLE_PASSWORD_HASH,
    isActivated: true,
    descriptionConfirmed: 1,
    nameConfirmed: 1,
    city: moscow.name,
    region: moscow.region,
    country: moscow.country,
    lat: moscow.lat,
    lng: moscow.lng,
    isDemo: true,
    lastActiveAt: now,
    createdAt: new Date(now.getTime() - 30 * DAY_MS),
    updatedAt: now,
  };
  return [
    {
      seed: `${DEMO_SEED}:login-man`,
      age: 31,
      photoCount: 3,
      user: {
        ...base,
        name: 'Алексей',
        email: DEMO_LOGINS.man,
        birthday: birthdayFor(rng, 31, now),
        gender: GENDER.MAN,
        looking: GENDER.WOMAN,
        lookingAgeFrom: 23,
        lookingAgeTo: 35,
        goal: 3,
        description:
          'Привет! Я Алексей, работаю в IT, а по выходным выбираюсь за город на велосипеде. Люблю кино, путешествия и хороший кофе. Ищу ту, с кем будет интересно и болтать до утра, и молчать.',
        relationship: 1,
        orientation: 1,
        height: 182,
        weight: 78,
        living: 1,
        children: 1,
        smoking: 2,
        alcohol: 2,
        interests: [5, 8, 16, 23],
      },
    },
    {
      seed: `${DEMO_SEED}:login-woman`,
      age: 28,
      photoCount: 3,
      user: {
        ...base,
        name: 'Марина',
        email: DEMO_LOGINS.woman,
        birthday: birthdayFor(rng, 28, now),
        gender: GENDER.WOMAN,
        looking: GENDER.MAN,
        lookingAgeFrom: 26,
        lookingAgeTo: 38,
        goal: 3,
        description:
          'Привет! Я Марина, дизайнер интерьеров. Обожаю выставки, танцы и утренний кофе на балконе. Ищу надёжного человека с чувством юмора — остальное обсудим :)',
        relationship: 1,
        orientation: 1,
        height: 168,
        weight: 56,
        living: 4,
        children: 1,
        smoking: 3,
        alcohol: 2,
        interests: [5, 10, 13, 15, 23],
      },
    },
  ];
}

/**
 * The demo logins followed by `count` generated people (half men, half women). The same
 * `count`, `now` and `seed` always give the same community.
 */
export function generateProfiles(count: number, now: Date, seed = DEMO_SEED): DemoProfile[] {
  const drawn = Array.from({ length: count }, (_, i) => generateProfile(seed, i, now));
  // Descriptions are composed from fragments; redraw the rare exact repeat for the same person.
  const seen = new Set<string>();
  for (const { profile, about } of drawn) {
    for (let attempt = 1; profile.user.description && seen.has(profile.user.description); attempt++) {
      profile.user.description =
        attempt > 20 ? '' : composeDescription(new Random(`${profile.seed}:again:${attempt}`), about);
    }
    if (profile.user.description) seen.add(profile.user.description);
  }
  const people = drawn.map((d) => d.profile);
  grantTiers(people, now, new Random(`${seed}:tiers`));
  return [...demoLogins(now), ...people];
}
