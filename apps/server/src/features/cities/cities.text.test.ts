import { normaliseCityInput } from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import { citySearchFor } from './cities.service.ts';
import {
  cyrillicToLatin,
  firstLetterVariants,
  fromEnglishLayout,
  isRussianAlphabet,
  latinToCyrillic,
  replaceLookalikes,
  searchKey,
} from './cities.text.ts';

describe('searchKey', () => {
  it('lower-cases, folds ё and turns punctuation into single spaces', () => {
    expect(searchKey('Санкт-Петербург')).toBe('санкт петербург');
    expect(searchKey('  Орёл ')).toBe('орел');
    expect(searchKey('Ростов-на-Дону')).toBe('ростов на дону');
    expect(searchKey('Ханты-Мансийский автономный округ — Югра')).toBe(
      'ханты мансийский автономный округ югра',
    );
  });
});

describe('isRussianAlphabet', () => {
  it('accepts Russian names and refuses other Cyrillic alphabets and Latin', () => {
    expect(isRussianAlphabet('Йошкар-Ола')).toBe(true);
    expect(isRussianAlphabet('Набережные Челны')).toBe(true);
    expect(isRussianAlphabet('Київ')).toBe(false);
    expect(isRussianAlphabet('Өскемен')).toBe(false);
    expect(isRussianAlphabet('Moscow')).toBe(false);
    expect(isRussianAlphabet('москва')).toBe(false);
  });
});

describe('transliteration', () => {
  it('writes Russian in the BGN style of GeoNames', () => {
    expect(cyrillicToLatin('Екатеринбург')).toBe('yekaterinburg');
    expect(cyrillicToLatin('Рязань')).toBe("ryazan'");
    expect(cyrillicToLatin('Щёлково')).toBe('shchelkovo');
  });

  it('reads Latin input as Russian', () => {
    expect(latinToCyrillic('moskva')).toBe('москва');
    expect(latinToCyrillic('almaty')).toBe('алматы');
    expect(latinToCyrillic('sankt-peterburg')).toBe('санкт-петербург');
    expect(latinToCyrillic('Chelyabinsk')).toBe('челябинск');
    expect(latinToCyrillic('Nizhniy Novgorod')).toBe('нижний новгород');
  });

  it('reads text typed with the wrong keyboard layout', () => {
    expect(fromEnglishLayout('vjcrdf')).toBe('москва');
    expect(fromEnglishLayout('Fkvfns')).toBe('алматы');
  });

  it('replaces Latin look-alikes mixed into Cyrillic', () => {
    expect(replaceLookalikes(searchKey('Mосква'))).toBe('москва');
  });
});

describe('firstLetterVariants', () => {
  it('adds the vowels people confuse at the start of a word', () => {
    expect(firstLetterVariants('москва')).toEqual(['м']);
    expect(firstLetterVariants('аренбург').sort()).toEqual(['а', 'о']);
    expect(firstLetterVariants('экибастуз').sort()).toEqual(['е', 'и', 'э']);
    expect(firstLetterVariants('')).toEqual([]);
  });
});

describe('city input', () => {
  it('is normalised like the web does it', () => {
    expect(normaliseCityInput('  Москва,   Россия ')).toBe('Москва Россия');
    expect(normaliseCityInput(',,')).toBe('');
  });

  it('becomes a Cyrillic search, with the Latin and layout readings for Latin input', () => {
    expect(citySearchFor('М')).toBeNull();
    expect(citySearchFor('Моск')).toEqual({ key: 'моск' });
    expect(citySearchFor('Mосква')).toEqual({ key: 'москва' });
    expect(citySearchFor('moskva')).toEqual({ key: 'москва', latin: 'moskva', layout: 'ьщылмф' });
    expect(citySearchFor('vjcrdf')?.layout).toBe('москва');
  });
});
