import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PromoPopup } from './promo-popup.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the promo countdown', () => {
  it('starts at 24 hours and ticks down every second (hh:mm:ss)', () => {
    render(
      <MemoryRouter>
        <PromoPopup onOpenTerms={() => undefined} onBuy={() => undefined} />
      </MemoryRouter>,
    );
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('24:00:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('23:59:59');
    act(() => vi.advanceTimersByTime(61_000));
    expect(timer).toHaveTextContent('23:58:58');
    act(() => vi.advanceTimersByTime(86_400_000));
    expect(timer).toHaveTextContent('00:00:00');
  });
});
