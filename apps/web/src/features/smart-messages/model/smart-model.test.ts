import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/index.ts';
import { canConfirm, initialSelection, introFigure, smartFailure } from './smart-model.ts';

const library = Array.from({ length: 8 }, (_, index) => ({ id: index + 1, text: `Привет ${index + 1}` }));

describe('smart messages model', () => {
  it('shows the waiting matches, else the week, else nothing', () => {
    expect(introFigure({ waitingMatches: 3, newMatchesWeek: 9 })).toEqual({ kind: 'waiting', count: 3 });
    expect(introFigure({ waitingMatches: 0, newMatchesWeek: 9 })).toEqual({ kind: 'week', count: 9 });
    expect(introFigure({ waitingMatches: 0, newMatchesWeek: 0 })).toBeNull();
    expect(introFigure(null)).toBeNull();
  });

  it('ticks every opener, or a saved choice that still meets the minimum', () => {
    expect([...initialSelection(library, [])]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...initialSelection(library, [2, 3, 4, 5, 6])]).toEqual([2, 3, 4, 5, 6]);
    // Ids no longer in the library do not count towards the minimum.
    expect(initialSelection(library, [2, 3, 4, 5, 99]).size).toBe(8);
  });

  it('needs at least five', () => {
    expect(canConfirm(4)).toBe(false);
    expect(canConfirm(5)).toBe(true);
  });

  it('keeps the field error of the choice and says the spec text for the rest', () => {
    const fields = new ApiError('fields', 'Field errors', {
      status: 422,
      fieldErrors: [{ param: 'messageIds', msg: 'Выбери не меньше 5 сообщений' }],
    });
    expect(smartFailure(fields)).toEqual({ kind: 'field', text: 'Выбери не меньше 5 сообщений' });
    expect(smartFailure(new ApiError('message', 'Ошибка', { status: 500 }))).toEqual({ kind: 'notify' });
    expect(smartFailure(new ApiError('aborted', 'Request cancelled'))).toEqual({ kind: 'silent' });
    expect(smartFailure(new Error('boom'))).toEqual({ kind: 'notify' });
  });
});
