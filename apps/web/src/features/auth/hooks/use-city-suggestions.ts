import { CITY_AUTOCOMPLETE, type CitySuggestion } from '@iskra/contract';
import { useEffect, useState } from 'react';
import { useErrorHandler } from '../../../shared/api/index.ts';
import { findCities } from '../api/auth-api.ts';
import { isCityQueryLongEnough, normaliseCityQuery } from '../model/city.ts';

export interface CitySuggestionsState {
  suggestions: CitySuggestion[];
  /** A search is waiting for the pause or for its answer. */
  loading: boolean;
  /** The normalised text the current suggestions answer (null before any answer). */
  answered: string | null;
}

const IDLE: CitySuggestionsState = { suggestions: [], loading: false, answered: null };

/**
 * City suggestions for what is typed: asked for only when the trimmed text is longer than one
 * character, after a pause of CITY_AUTOCOMPLETE.delayMs, with commas removed and whitespace
 * collapsed. A newer text cancels the pending pause and the request in flight.
 * Pass null to stop searching (a city has been picked).
 */
export function useCitySuggestions(text: string | null): CitySuggestionsState {
  const [state, setState] = useState<CitySuggestionsState>(IDLE);
  const handleError = useErrorHandler();
  const query = text === null ? null : normaliseCityQuery(text);

  useEffect(() => {
    if (query === null || !isCityQueryLongEnough(query)) {
      setState(IDLE);
      return;
    }
    setState((current) => ({ ...current, loading: true }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      findCities(query, controller.signal)
        .then((suggestions) => setState({ suggestions, loading: false, answered: query }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ suggestions: [], loading: false, answered: null });
          handleError(error, { fieldsAsNotification: true });
        });
    }, CITY_AUTOCOMPLETE.delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, handleError]);

  return state;
}
