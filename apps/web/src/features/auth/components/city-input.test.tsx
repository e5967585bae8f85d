import { CITY_AUTOCOMPLETE, type CitySuggestion } from '@iskra/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { type CityValue, EMPTY_CITY } from '../model/city.ts';
import { CityInput } from './city-input.tsx';

const MOSCOW: CitySuggestion = {
  name: 'Москва',
  region: 'Москва',
  country: 'Россия',
  lat: 55.7558,
  lng: 37.6173,
};
const MOSKALENKI: CitySuggestion = {
  name: 'Москаленки',
  region: 'Омская область',
  country: 'Россия',
  lat: 54.9,
  lng: 71.93,
};

let latest: CityValue = EMPTY_CITY;

function Harness() {
  const [value, setValue] = useState<CityValue>(EMPTY_CITY);
  return (
    <CityInput
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
    />
  );
}

const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
  jsonResponse({ success: true, cities: [MOSCOW, MOSKALENKI] }),
);

function sentInputs(): string[] {
  return fetchMock.mock.calls.map(([, init]) => (JSON.parse(String(init?.body)) as { input: string }).input);
}

function field() {
  return screen.getByRole('combobox', { name: 'Город' });
}

function type(text: string) {
  fireEvent.input(field(), { target: { value: text } });
}

/** Lets the pause run out and the answer arrive. */
async function settle(ms: number = CITY_AUTOCOMPLETE.delayMs) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  latest = EMPTY_CITY;
  renderInShell(<Harness />);
  fireEvent.focus(field());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('city field', () => {
  it('asks for nothing while the trimmed text is a single character', async () => {
    type('М');
    await settle(2000);
    type('  М  ');
    await settle(2000);
    type(',');
    await settle(2000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(/кириллицей/)).toBeInTheDocument();
  });

  it(`waits for a pause of ${CITY_AUTOCOMPLETE.delayMs} ms and asks once for the last text`, async () => {
    type('Мо');
    await settle(300);
    type('Мос');
    await settle(CITY_AUTOCOMPLETE.delayMs - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await settle(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentInputs()).toEqual(['Мос']);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/helpers/get-cities');
    expect(screen.getByRole('option', { name: /Москаленки/ })).toBeInTheDocument();
  });

  it('removes commas and collapses whitespace before sending', async () => {
    type('  Нижний ,,  Новгород,  ');
    await settle();
    expect(sentInputs()).toEqual(['Нижний Новгород']);
  });

  it('picking a suggestion sets city, country, lat and lng and shows "город, регион, страна"', async () => {
    type('Моск');
    await settle();
    fireEvent.click(screen.getByRole('option', { name: /Москаленки/ }));
    expect(latest.picked).toEqual(MOSKALENKI);
    expect(field()).toHaveValue('Москаленки, Омская область, Россия');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    // A picked city is not searched again.
    await settle(2000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('typing again drops the choice', async () => {
    type('Моск');
    await settle();
    fireEvent.click(screen.getByRole('option', { name: /Москва/ }));
    expect(latest.picked).toEqual(MOSCOW);
    expect(field()).toHaveValue('Москва, Россия');
    type('Москва, Росси');
    expect(latest).toEqual({ text: 'Москва, Росси', picked: null });
  });

  it('is a keyboard combobox: arrows move, Enter picks, Escape closes', async () => {
    type('Моск');
    await settle();
    const input = field();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const [first, second] = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(latest.picked).toEqual(MOSCOW);
  });

  it('says so when nothing is found', async () => {
    fetchMock.mockImplementationOnce(async () => jsonResponse({ success: true, cities: [] }));
    type('Qwerty');
    await settle();
    expect(screen.getAllByText(/не нашёлся/).length).toBeGreaterThan(0);
  });
});
