import { CITY_AUTOCOMPLETE, type CitySuggestion } from '@iskra/contract';

/** The city field: what is typed and, once a suggestion is chosen, the chosen place. */
export interface CityValue {
  text: string;
  picked: CitySuggestion | null;
}

export const EMPTY_CITY: CityValue = { text: '', picked: null };

/** Text sent to the city search: commas removed, whitespace collapsed (core-application §5). */
export function normaliseCityQuery(text: string): string {
  return text.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Suggestions are asked for only when the trimmed text is longer than one character. */
export function isCityQueryLongEnough(text: string): boolean {
  return normaliseCityQuery(text).length >= CITY_AUTOCOMPLETE.minChars;
}

/** 'Город, регион, страна' — the region is skipped when it is empty or repeats the city. */
export function formatCity({ name, region, country }: CitySuggestion): string {
  const parts = [name];
  if (region && region !== name) parts.push(region);
  if (country && country !== name) parts.push(country);
  return parts.join(', ');
}

/** Registration fields that describe the chosen place. */
export const CITY_FIELDS = ['lat', 'lng', 'city', 'country'] as const;

export function isCityField(param: string): boolean {
  return (CITY_FIELDS as readonly string[]).includes(param);
}
