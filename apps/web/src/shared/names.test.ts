import { GENDER } from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import { declineName, withName } from './names.ts';

const { MAN, WOMAN } = GENDER;

describe('declineName', () => {
  it.each([
    ['Алиса', WOMAN, 'instrumental', 'Алисой'],
    ['Марина', WOMAN, 'instrumental', 'Мариной'],
    ['Анна', WOMAN, 'genitive', 'Анны'],
    ['Тестолина', WOMAN, 'instrumental', 'Тестолиной'],
    ['Иван', MAN, 'genitive', 'Ивана'],
    ['Алексей', MAN, 'genitive', 'Алексея'],
    ['Владислав', MAN, 'dative', 'Владиславу'],
    ['Тестослав', MAN, 'instrumental', 'Тестославом'],
    ['Пётр', MAN, 'genitive', 'Петра'],
    ['Илья', MAN, 'genitive', 'Ильи'],
    ['Никита', MAN, 'dative', 'Никите'],
  ] as const)('%s (%i) in %s → %s', (name, gender, nameCase, expected) => {
    expect(declineName(name, gender, nameCase)).toBe(expected);
  });

  it('declines names that suit both genders by the person’s gender', () => {
    expect(declineName('Саша', MAN, 'instrumental')).toBe('Сашей');
    expect(declineName('Женя', WOMAN, 'genitive')).toBe('Жени');
  });

  it('keeps names that do not decline as they are', () => {
    expect(declineName('Айгерим', WOMAN, 'instrumental')).toBe('Айгерим');
    expect(declineName('Нелли', WOMAN, 'genitive')).toBe('Нелли');
  });

  it('declines every part of a hyphenated or two-word name', () => {
    expect(declineName('Анна-Мария', WOMAN, 'instrumental')).toBe('Анной-Марией');
    expect(declineName('Анна Мария', WOMAN, 'genitive')).toBe('Анны Марии');
  });

  it('gives up on Latin and mixed-script names', () => {
    expect(declineName('Marie', WOMAN, 'instrumental')).toBeNull();
    expect(declineName('John', MAN, 'genitive')).toBeNull();
    expect(declineName('Анна Marie', WOMAN, 'genitive')).toBeNull();
  });

  it('gives up when the name’s gender contradicts the person’s (ambiguous reading)', () => {
    expect(declineName('Мари', WOMAN, 'instrumental')).toBeNull();
    expect(declineName('Алиса', MAN, 'instrumental')).toBeNull();
    expect(declineName('Иван', WOMAN, 'genitive')).toBeNull();
  });

  it('gives up on names the library does not know', () => {
    expect(declineName('Кэт', WOMAN, 'genitive')).toBeNull();
    expect(declineName('', WOMAN, 'genitive')).toBeNull();
  });
});

describe('withName', () => {
  const match = (name: string, gender: typeof MAN | typeof WOMAN) =>
    withName(
      name,
      gender,
      'instrumental',
      (n) => `Взаимная симпатия с ${n}!`,
      (n) => `Взаимная симпатия: ${n}`,
    );

  it('uses the declined phrasing for a known name', () => {
    expect(match('Алиса', WOMAN)).toBe('Взаимная симпатия с Алисой!');
    expect(match('Иван', MAN)).toBe('Взаимная симпатия с Иваном!');
  });

  it('falls back to the nominative phrasing for a foreign name', () => {
    expect(match('Marie', WOMAN)).toBe('Взаимная симпатия: Marie');
  });
});
