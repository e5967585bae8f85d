/** The city picker's search, `POST /api/helpers/get-cities` (core-application §5, §7). */
import { z } from 'zod';
import { CITY_AUTOCOMPLETE } from './constants.ts';

/** What the server accepts as a search: the web's limits, plus a bound on the length. */
export const CITY_INPUT = {
  minLength: CITY_AUTOCOMPLETE.minChars,
  maxLength: 64,
  maxResults: CITY_AUTOCOMPLETE.maxResults,
} as const;

/** The server's normalisation of a search: commas removed, whitespace collapsed, trimmed. */
export function normaliseCityInput(input: string): string {
  return input.replaceAll(',', '').replace(/\s+/g, ' ').trim();
}

/** The input as the web sends it; the server repeats the normalisation. */
export const getCitiesRequestSchema = z.object({
  input: z
    .string()
    .transform(normaliseCityInput)
    .pipe(z.string().min(CITY_INPUT.minLength).max(CITY_INPUT.maxLength)),
});
export type GetCitiesRequest = z.input<typeof getCitiesRequestSchema>;

export const citySuggestionSchema = z.object({
  name: z.string(),
  region: z.string(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type CitySuggestion = z.infer<typeof citySuggestionSchema>;

/** Answer of POST /api/helpers/get-cities: at most CITY_AUTOCOMPLETE.maxResults suggestions. */
export const citiesResponseSchema = z.object({
  success: z.literal(true),
  cities: z.array(citySuggestionSchema),
});
export type CitiesResponse = z.infer<typeof citiesResponseSchema>;
