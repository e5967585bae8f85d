import { describe, expect, it } from 'vitest';
import {
  ageOf,
  defaultGreeting,
  fullnessGaps,
  fullnessLabel,
  fullnessOf,
  hasPremiumFeatures,
  isCalendarDate,
  popularityLabel,
  popularityOf,
  shownCity,
  zodiacOf,
} from './derived.ts';
import { EMPTY_INFO } from './entities.ts';

describe('ageOf', () => {
  const today = new Date(Date.UTC(2026, 10, 22));
  it('counts full years, not yet on the day before the birthday', () => {
    expect(ageOf('2008-11-22', today)).toBe(18);
    expect(ageOf('2008-11-23', today)).toBe(17);
    expect(ageOf('1946-11-21', today)).toBe(80);
  });
  it('handles a 29 February birthday in a common year', () => {
    expect(ageOf('2000-02-29', new Date(Date.UTC(2026, 1, 28)))).toBe(25);
    expect(ageOf('2000-02-29', new Date(Date.UTC(2026, 2, 1)))).toBe(26);
  });
});

describe('isCalendarDate', () => {
  it('accepts real dates only', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2001-02-29')).toBe(false);
    expect(isCalendarDate('2001-13-01')).toBe(false);
    expect(isCalendarDate('01.02.2001')).toBe(false);
  });
});

describe('zodiacOf', () => {
  it.each([
    ['1990-01-19', 12],
    ['1990-01-20', 1],
    ['1990-02-18', 1],
    ['1990-02-19', 2],
    ['1990-03-20', 2],
    ['1990-03-21', 3],
    ['1990-04-20', 4],
    ['1990-05-21', 5],
    ['1990-06-21', 6],
    ['1990-07-22', 6],
    ['1990-07-23', 7],
    ['1990-08-23', 8],
    ['1990-09-23', 9],
    ['1990-10-23', 10],
    ['1990-11-21', 10],
    ['1990-11-22', 11],
    ['1990-12-21', 11],
    ['1990-12-22', 12],
    ['1990-12-31', 12],
  ])('%s is sign %i', (date, sign) => {
    expect(zodiacOf(date)).toBe(sign);
  });
});

describe('fullness', () => {
  const empty = {
    images: [],
    description: '',
    interests: [],
    info: EMPTY_INFO,
    lookingAgeFrom: 18,
    lookingAgeTo: 80,
  };
  it('is 0 for an empty profile and 100 for a complete one', () => {
    expect(fullnessOf(empty)).toBe(0);
    expect(
      fullnessOf({
        images: [{ profile: true }, { profile: false }, { profile: false }],
        description: 'Люблю горы, книги и долгие прогулки по вечернему городу.',
        interests: [1, 2, 3],
        info: {
          relationship: 1,
          orientation: 1,
          height: 170,
          weight: 60,
          living: 1,
          children: 1,
          smoking: 2,
          alcohol: 2,
        },
        lookingAgeFrom: 25,
        lookingAgeTo: 35,
      }),
    ).toBe(100);
  });
  it('counts each part by its weight and names exactly what is missing, heaviest first', () => {
    const partial = {
      images: [{ profile: true }, { profile: false }],
      description: 'Люблю горы',
      interests: [4],
      info: { ...EMPTY_INFO, relationship: 1, height: 180, smoking: 2, alcohol: 2 },
      lookingAgeFrom: 18,
      lookingAgeTo: 80,
    };
    // 30 photo + 5 of 10 extra + 10 of 20 text + 5 of 15 interests + 10 of 20 info + 0 range.
    expect(fullnessOf(partial)).toBe(60);
    expect(fullnessGaps(partial)).toEqual([
      { part: 'description', missing: 'short' },
      { part: 'info', missing: 4 },
      { part: 'interests', missing: 2 },
      { part: 'extraPhotos', missing: 1 },
      { part: 'ageRange' },
    ]);
    expect(fullnessGaps(empty)[0]).toEqual({ part: 'profilePhoto' });
    expect(fullnessGaps(empty)).toContainEqual({ part: 'description', missing: 'empty' });
  });
  it('labels the thresholds: above 70, 50 to 70, below 50', () => {
    expect(fullnessLabel(71)).toBe('Отлично!');
    expect(fullnessLabel(70)).toBe('Хорошо!');
    expect(fullnessLabel(50)).toBe('Хорошо!');
    expect(fullnessLabel(49)).toBe('Недостаточно заполнен:(');
  });
});

describe('popularity and texts', () => {
  it('gives VIP 100 (high) and others 25 (low)', () => {
    expect(popularityOf(true)).toBe(100);
    expect(popularityLabel(popularityOf(true))).toBe('Высокая');
    expect(popularityOf(false)).toBe(25);
    expect(popularityLabel(popularityOf(false))).toBe('Низкая');
  });
  it('greets by name and city and replaces a signed city', () => {
    expect(defaultGreeting('Анна', 'Казань')).toContain('Анна');
    expect(shownCity({ city: 'Омск', signed: true }, 'Томск')).toBe('Томск');
    expect(shownCity({ city: 'Омск', signed: false }, 'Томск')).toBe('Омск');
  });
});

describe('hasPremiumFeatures', () => {
  it('is true for a woman without paying and for anyone who paid; a man without Premium has none', () => {
    expect(hasPremiumFeatures(2, false)).toBe(true);
    expect(hasPremiumFeatures(1, true)).toBe(true);
    expect(hasPremiumFeatures(1, false)).toBe(false);
  });
});
