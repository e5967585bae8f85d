import {
  AGE,
  alcoholLabels,
  childrenLabels,
  GENDER,
  goalLabels,
  INTERESTS_LIMIT,
  interestLabels,
  livingLabels,
  orientationLabels,
  PROFILE,
  relationshipLabels,
  smokingLabels,
} from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_CITIES } from './demo-data.ts';
import {
  ageOn,
  DEMO_LOGINS,
  DEMO_PROFILE_COUNT,
  type DemoProfile,
  generateProfiles,
  UNUSABLE_PASSWORD_HASH,
} from './profiles.ts';

const NOW = new Date('2026-03-15T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const people = generateProfiles(DEMO_PROFILE_COUNT, NOW);
const generated = people.filter((p) => !Object.values<string>(DEMO_LOGINS).includes(p.user.email));
const codeSet = (labels: object) => new Set(Object.keys(labels).map(Number));
const share = (list: readonly DemoProfile[], test: (p: DemoProfile) => boolean) =>
  list.filter(test).length / list.length;

describe('generateProfiles', () => {
  it('is deterministic for the same count, date and seed, and differs for another seed', () => {
    expect(generateProfiles(DEMO_PROFILE_COUNT, NOW)).toEqual(people);
    const other = generateProfiles(20, NOW, 'another-seed');
    expect(other.slice(2).map((p) => p.user.name)).not.toEqual(people.slice(2, 22).map((p) => p.user.name));
  });

  it('makes at least 240 people plus the two demo logins, about half of each gender', () => {
    expect(generated).toHaveLength(DEMO_PROFILE_COUNT);
    expect(DEMO_PROFILE_COUNT).toBeGreaterThanOrEqual(240);
    expect(people.map((p) => p.user.email)).toEqual(
      expect.arrayContaining([DEMO_LOGINS.man, DEMO_LOGINS.woman]),
    );
    expect(share(generated, (p) => p.user.gender === GENDER.MAN)).toBeCloseTo(0.5, 1);
    expect(new Set(people.map((p) => p.user.email)).size).toBe(people.length);
  });

  it('gives adults aged 18–65 (within the 18–80 rule), mostly 22–40, with matching birthdays', () => {
    for (const p of people) {
      expect(ageOn(p.user.birthday, NOW)).toBe(p.age);
      expect(p.age).toBeGreaterThanOrEqual(AGE.min);
      expect(p.age).toBeLessThanOrEqual(65);
      expect(p.user.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(share(generated, (p) => p.age >= 22 && p.age <= 40)).toBeGreaterThan(0.55);
    expect(share(generated, (p) => p.age > 50)).toBeGreaterThan(0.03);
  });

  it('uses only codes of the contract enumerations and values within the profile bounds', () => {
    const info = {
      relationship: codeSet(relationshipLabels),
      orientation: codeSet(orientationLabels),
      living: codeSet(livingLabels),
      children: codeSet(childrenLabels),
      smoking: codeSet(smokingLabels),
      alcohol: codeSet(alcoholLabels),
    } as const;
    const goals = codeSet(goalLabels);
    const interests = codeSet(interestLabels);
    for (const { user } of people) {
      expect(goals.has(user.goal)).toBe(true);
      for (const [field, allowed] of Object.entries(info)) {
        const value = user[field as keyof typeof info];
        if (value != null) expect(allowed.has(value)).toBe(true);
      }
      if (user.height != null) expect(user.height).toBeGreaterThanOrEqual(PROFILE.heightMin);
      if (user.height != null) expect(user.height).toBeLessThanOrEqual(PROFILE.heightMax);
      if (user.weight != null) expect(user.weight).toBeGreaterThanOrEqual(PROFILE.weightMin);
      if (user.weight != null) expect(user.weight).toBeLessThanOrEqual(PROFILE.weightMax);
      const list = user.interests ?? [];
      expect(list.length).toBeLessThanOrEqual(INTERESTS_LIMIT);
      expect(new Set(list).size).toBe(list.length);
      for (const code of list) expect(interests.has(code)).toBe(true);
      const from = user.lookingAgeFrom ?? AGE.min;
      const to = user.lookingAgeTo ?? AGE.max;
      expect(from).toBeGreaterThanOrEqual(AGE.min);
      expect(to).toBeLessThanOrEqual(AGE.max);
      expect(from).toBeLessThanOrEqual(to);
    }
    expect(new Set(people.map((p) => p.user.goal)).size).toBe(goals.size);
    expect(share(generated, (p) => (p.user.interests ?? []).length === 0)).toBeGreaterThan(0.03);
    expect(share(generated, (p) => p.user.relationship == null && p.user.smoking == null)).toBeGreaterThan(
      0.05,
    );
    expect(
      share(generated, (p) => p.user.lookingAgeFrom !== AGE.min || p.user.lookingAgeTo !== AGE.max),
    ).toBeGreaterThan(0.2);
  });

  it('is mostly heterosexual, with a few people looking for their own gender', () => {
    const opposite = share(generated, (p) => p.user.gender !== p.user.looking);
    expect(opposite).toBeGreaterThan(0.9);
    expect(opposite).toBeLessThan(1);
  });

  it('spreads people over at least 25 Russian and Kazakh cities with their real coordinates', () => {
    const cities = new Set(people.map((p) => p.user.city));
    expect(cities.size).toBeGreaterThanOrEqual(25);
    for (const name of [
      'Москва',
      'Санкт-Петербург',
      'Казань',
      'Сочи',
      'Владивосток',
      'Алматы',
      'Астана',
      'Уральск',
    ]) {
      expect(cities.has(name)).toBe(true);
    }
    for (const { user } of people) {
      const city = DEMO_CITIES.find((c) => c.name === user.city);
      expect(city).toBeDefined();
      expect([user.lat, user.lng, user.country, user.region]).toEqual([
        city?.lat,
        city?.lng,
        city?.country,
        city?.region,
      ]);
    }
    const moscow = share(generated, (p) => p.user.city === 'Москва');
    expect(moscow).toBeGreaterThan(0.08);
    expect(moscow).toBeLessThan(0.3);
    expect(share(generated, (p) => p.user.country === 'Казахстан')).toBeGreaterThan(0.08);
  });

  it('writes varied Russian descriptions, none alike, some left empty for the default greeting', () => {
    const texts = generated.map((p) => p.user.description ?? '');
    const filled = texts.filter(Boolean);
    expect(new Set(filled).size).toBe(filled.length);
    expect(texts.length - filled.length).toBeGreaterThan(DEMO_PROFILE_COUNT * 0.08);
    expect(texts.length - filled.length).toBeLessThan(DEMO_PROFILE_COUNT * 0.3);
    for (const text of filled) {
      expect(text).toMatch(/[а-яё]/i);
      expect(text.length).toBeLessThanOrEqual(PROFILE.descriptionMax);
      expect(text).not.toMatch(/\(а\)|\(ка\)|undefined|null/);
    }
  });

  it('uses first names in Cyrillic, agreeing with the gender', () => {
    for (const { user } of people) expect(user.name).toMatch(/^[А-ЯЁ][а-яё]+$/);
    const men = new Set(generated.filter((p) => p.user.gender === GENDER.MAN).map((p) => p.user.name));
    const women = new Set(generated.filter((p) => p.user.gender === GENDER.WOMAN).map((p) => p.user.name));
    expect([...men].filter((n) => women.has(n))).toEqual([]);
    expect(men.size).toBeGreaterThan(25);
    expect(women.size).toBeGreaterThan(25);
  });

  it('marks everyone as an activated, moderated demo profile that cannot be signed into', () => {
    for (const { user, photoCount } of people) {
      expect(user.isDemo).toBe(true);
      expect(user.isActivated).toBe(true);
      expect(user.nameConfirmed).toBe(1);
      expect(user.descriptionConfirmed).toBe(1);
      expect(user.passwordHash).toBe(UNUSABLE_PASSWORD_HASH);
      expect(photoCount).toBeGreaterThanOrEqual(1);
      expect(photoCount).toBeLessThanOrEqual(4);
    }
  });

  it('spreads last activity over the last 7 days and joins before it', () => {
    for (const { user } of people) {
      const active = user.lastActiveAt?.getTime() ?? 0;
      expect(active).toBeLessThanOrEqual(NOW.getTime());
      expect(active).toBeGreaterThanOrEqual(NOW.getTime() - 7 * DAY);
      expect(user.createdAt?.getTime()).toBeLessThanOrEqual(active);
    }
    expect(
      share(generated, (p) => (p.user.lastActiveAt?.getTime() ?? 0) > NOW.getTime() - DAY),
    ).toBeGreaterThan(0.2);
  });

  it('gives VIP to about 8 % and Premium to about 5 % of the men, never to women', () => {
    const vip = share(generated, (p) => (p.user.vipUntil?.getTime() ?? 0) > NOW.getTime());
    expect(vip).toBeGreaterThan(0.03);
    expect(vip).toBeLessThan(0.14);
    const men = generated.filter((p) => p.user.gender === GENDER.MAN);
    const premium = share(men, (p) => (p.user.premiumUntil?.getTime() ?? 0) > NOW.getTime());
    expect(premium).toBeGreaterThan(0.01);
    expect(premium).toBeLessThan(0.1);
    expect(generated.some((p) => p.user.gender === GENDER.WOMAN && p.user.premiumUntil)).toBe(false);
  });

  it('gives the demo logins full Moscow profiles', () => {
    for (const email of [DEMO_LOGINS.man, DEMO_LOGINS.woman]) {
      const login = people.find((p) => p.user.email === email);
      expect(login?.user.city).toBe('Москва');
      expect(login?.user.description).not.toBe('');
      expect(login?.user.interests?.length).toBeGreaterThan(2);
      expect(login?.photoCount).toBeGreaterThan(1);
      expect(login?.user.gender).not.toBe(login?.user.looking);
    }
  });
});
