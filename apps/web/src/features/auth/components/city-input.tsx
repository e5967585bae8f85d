import type { CitySuggestion } from '@iskra/contract';
import { type KeyboardEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Field } from '../../../ui/form/field.tsx';
import { Spinner } from '../../../ui/spinner/spinner.tsx';
import { useCitySuggestions } from '../hooks/use-city-suggestions.ts';
import { type CityValue, formatCity, normaliseCityQuery } from '../model/city.ts';
import './city-input.css';

export interface CityInputProps {
  value: CityValue;
  onChange: (value: CityValue) => void;
  error?: string | undefined;
  id?: string;
}

const t = ru.auth.city;

/**
 * The location picker: a WAI-ARIA combobox with a list of suggestions. Choosing one sets the city,
 * country and coordinates; typing again drops the choice.
 */
export function CityInput({ value, onChange, error, id }: CityInputProps) {
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, loading, answered } = useCitySuggestions(value.picked ? null : value.text);

  const current = normaliseCityQuery(value.text);
  const fresh = answered !== null && answered === current && !value.picked;
  const open = focused && !dismissed && fresh && suggestions.length > 0;
  const nothingFound = focused && fresh && !loading && suggestions.length === 0;

  // The list opens below the field: bring it into view (phones, a field low on the screen).
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) listRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  // The highlighted option stays visible while the arrows move through a long list.
  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  // New suggestions start without a highlighted option.
  const clearHighlight = useEffectEvent((_suggestions: readonly CitySuggestion[]) => setActive(-1));
  useEffect(() => clearHighlight(suggestions), [suggestions]);

  function pick(suggestion: CitySuggestion) {
    onChange({ text: formatCity(suggestion), picked: suggestion });
    setDismissed(true);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!fresh || suggestions.length === 0) return;
      event.preventDefault();
      setDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => {
        if (!open) return step === 1 ? 0 : suggestions.length - 1;
        return (index + step + suggestions.length) % suggestions.length;
      });
    } else if (event.key === 'Enter' && open) {
      // Enter chooses the highlighted city (or the first) instead of submitting the form.
      event.preventDefault();
      const chosen = suggestions[active] ?? suggestions[0];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;
  const status = loading
    ? t.searching
    : nothingFound
      ? t.nothingFound
      : open
        ? t.found(suggestions.length)
        : '';

  return (
    <Field label={ru.auth.fields.city} hint={t.hint} error={error} id={id} className="city-input">
      {(a11y) => (
        <div className="city-input__box">
          <input
            className="field__control city-input__control"
            type="text"
            role="combobox"
            autoComplete="off"
            autoCapitalize="words"
            spellCheck="false"
            placeholder={t.placeholder}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            {...a11y}
            value={value.text}
            onChange={(event) => {
              onChange({ text: event.target.value, picked: null });
              setDismissed(false);
            }}
            onKeyDown={handleKeyDown}
            onFocus={() => {
              setFocused(true);
              setDismissed(false);
            }}
            onBlur={() => setFocused(false)}
          />
          {loading && (
            <span className="city-input__spinner">
              <Spinner size="sm" />
            </span>
          )}
          <div
            ref={listRef}
            className="city-input__list"
            id={listId}
            role="listbox"
            aria-label={t.listLabel}
            hidden={!open}
          >
            {open &&
              suggestions.map((suggestion, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (arrows, Enter, Escape)
                <div
                  key={`${suggestion.name}-${suggestion.lat}-${suggestion.lng}`}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={
                    index === active ? 'city-input__option city-input__option--active' : 'city-input__option'
                  }
                  // Keeps the focus in the field, so the list does not close before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(suggestion)}
                  onMouseEnter={() => setActive(index)}
                >
                  <span className="city-input__name">{suggestion.name}</span>
                  <span className="city-input__place">
                    {[suggestion.region, suggestion.country].filter(Boolean).join(', ')}
                  </span>
                </div>
              ))}
          </div>
          {nothingFound && <p className="city-input__empty">{t.nothingFound}</p>}
          <span className="visually-hidden" role="status">
            {status}
          </span>
        </div>
      )}
    </Field>
  );
}
