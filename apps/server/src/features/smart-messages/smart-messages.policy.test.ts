import { SMART_MESSAGES } from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import {
  choiceProblem,
  nextTemplate,
  type OpenerFacts,
  openerClientId,
  openerRefusal,
  sendJobKey,
  sendJobKeyPrefix,
} from './smart-messages.policy.ts';

const library = new Set([1, 2, 3, 4, 5, 6, 7]);

describe('choiceProblem', () => {
  it('wants at least the minimum of distinct ids', () => {
    expect(choiceProblem([1, 2, 3, 4], library)).toBe('tooFew');
    expect(choiceProblem([1, 1, 2, 3, 4], library)).toBe('tooFew');
    expect(choiceProblem([1, 2, 3, 4, 5], library)).toBeNull();
    expect(SMART_MESSAGES.minimum).toBe(5);
  });

  it('refuses ids outside the library', () => {
    expect(choiceProblem([1, 2, 3, 4, 99], library)).toBe('foreign');
  });
});

describe('openerRefusal', () => {
  const ok: OpenerFacts = {
    enabled: true,
    bothActive: true,
    blockedEitherWay: false,
    alreadySent: false,
    sentToday: 0,
  };

  it('lets an opener go when everything allows it', () => {
    expect(openerRefusal(ok)).toBeNull();
    expect(openerRefusal({ ...ok, sentToday: SMART_MESSAGES.perDay - 1 })).toBeNull();
  });

  it('names the first reason against it', () => {
    expect(openerRefusal({ ...ok, enabled: false })).toBe('off');
    expect(openerRefusal({ ...ok, bothActive: false })).toBe('inactive');
    expect(openerRefusal({ ...ok, blockedEitherWay: true })).toBe('blocked');
    expect(openerRefusal({ ...ok, alreadySent: true })).toBe('alreadySent');
    expect(openerRefusal({ ...ok, sentToday: SMART_MESSAGES.perDay })).toBe('dailyCap');
  });
});

describe('nextTemplate', () => {
  it('starts at the beginning and walks the choice in a circle', () => {
    expect(nextTemplate([4, 2, 7], null)).toBe(4);
    expect(nextTemplate([4, 2, 7], 4)).toBe(2);
    expect(nextTemplate([4, 2, 7], 7)).toBe(4);
  });

  it('starts again when the last one is no longer chosen', () => {
    expect(nextTemplate([4, 2, 7], 99)).toBe(4);
  });

  it('skips what the recipient already got, and gives up when nothing is left', () => {
    expect(nextTemplate([4, 2, 7], 4, new Set([2]))).toBe(7);
    expect(nextTemplate([4, 2], null, new Set([4, 2]))).toBeNull();
    expect(nextTemplate([], null)).toBeNull();
  });
});

describe('keys', () => {
  const a = '0d7f1a8e-3b8c-4c55-9a0e-1f2b3c4d5e6f';
  const b = '9e8d7c6b-5a49-4387-a6b5-c4d3e2f1a0b9';

  it('gives a retried opener the same client id, and each pair its own', () => {
    expect(openerClientId(a, b)).toBe(openerClientId(a, b));
    expect(openerClientId(a, b)).not.toBe(openerClientId(b, a));
    expect(openerClientId(a, b)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('puts every send of a sender under one prefix', () => {
    expect(sendJobKey(a, b, 'm1').startsWith(sendJobKeyPrefix(a))).toBe(true);
    expect(sendJobKey(b, a, 'm1').startsWith(sendJobKeyPrefix(a))).toBe(false);
  });
});
