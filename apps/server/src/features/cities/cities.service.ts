/** Rules of city suggestions: how the user's input becomes a search. */
import { CITY_INPUT, type CitySuggestion, normaliseCityInput } from '@iskra/contract';
import type { AppDb } from '../../platform/db/client.ts';
import { type CitySearch, searchCities } from './cities.repo.ts';
import {
  fromEnglishLayout,
  hasCyrillic,
  hasLatin,
  latinToCyrillic,
  replaceLookalikes,
  searchKey,
} from './cities.text.ts';

/**
 * The search for an input. Cyrillic is searched as is (Latin look-alike letters mixed into it
 * are read as Cyrillic); Latin-only input is transliterated ('moskva' → 'москва'), also read as
 * if typed with the wrong keyboard layout ('vjcrdf' → 'москва'), and matched as typed against
 * the Latin names we keep ('moscow').
 */
export function citySearchFor(input: string): CitySearch | null {
  const key = searchKey(normaliseCityInput(input));
  if (key.length < CITY_INPUT.minLength) return null;
  if (hasLatin(key) && !hasCyrillic(key)) {
    return {
      key: searchKey(latinToCyrillic(key)),
      latin: key,
      layout: searchKey(fromEnglishLayout(normaliseCityInput(input))),
    };
  }
  return { key: hasLatin(key) ? replaceLookalikes(key) : key };
}

export async function suggestCities(db: AppDb, input: string): Promise<CitySuggestion[]> {
  const search = citySearchFor(input);
  return search ? searchCities(db, search, CITY_INPUT.maxResults) : [];
}
