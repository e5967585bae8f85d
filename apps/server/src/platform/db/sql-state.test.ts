import { describe, expect, it } from 'vitest';
import { sqlStateOf } from './sql-state.ts';

describe('sqlStateOf', () => {
  it("finds the database's code behind drizzle's wrapping, and nothing in a network error", () => {
    const wrapped = new Error('query failed', {
      cause: Object.assign(new Error('driver'), { code: '23505' }),
    });
    expect(sqlStateOf(wrapped)).toBe('23505');
    expect(sqlStateOf(new Error('plain'))).toBeUndefined();
    const network = Object.assign(new Error('write EPIPE'), { code: 'EPIPE', syscall: 'write' });
    expect(sqlStateOf(network)).toBeUndefined();
  });
});
