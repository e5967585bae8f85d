import { describe, expect, it } from 'vitest';
import { isMember, orderedPair, partnerIdOf } from './pair.ts';

describe('a pair', () => {
  it('is stored in one order whoever comes first', () => {
    expect(orderedPair('b', 'a')).toEqual(['a', 'b']);
    expect(orderedPair('a', 'b')).toEqual(['a', 'b']);
  });

  it('knows its members and the other person', () => {
    const pair = { userA: 'a', userB: 'b' };
    expect(partnerIdOf(pair, 'a')).toBe('b');
    expect(partnerIdOf(pair, 'b')).toBe('a');
    expect(isMember(pair, 'a')).toBe(true);
    expect(isMember(pair, 'c')).toBe(false);
  });
});
