import { CHAT, FREE_TIER } from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import {
  catchUpPage,
  countsAgainstAllowance,
  createTypingThrottle,
  freeMessagesLeft,
  isReply,
  refusal,
  sentTodayOf,
} from './chat.policy.ts';

const today = new Date('2026-11-23T21:00:00.000Z');
const yesterday = new Date('2026-11-22T21:00:00.000Z');

describe('who may write', () => {
  const matched = { matched: true, openedBy: null, partnerId: 'p', lastAuthorId: null };
  const stranger = { matched: false, openedBy: null, partnerId: 'p', lastAuthorId: null };
  /** A match's dialog whose newest message is the partner's (newer than my previous one). */
  const theyWroteLast = { ...matched, lastAuthorId: 'p' };
  /** A match's dialog whose newest message is mine (my previous one is newer than theirs). */
  const iWroteLast = { ...matched, lastAuthorId: 'me' };

  it('lets Premium write to anyone, over any daily count', () => {
    expect(refusal(true, 1000, stranger)).toBeNull();
  });

  it('lets free users write to matches, and answer a dialog the partner opened with Premium', () => {
    expect(refusal(false, 0, matched)).toBeNull();
    expect(
      refusal(false, 0, { matched: false, openedBy: 'p', partnerId: 'p', lastAuthorId: 'p' }),
    ).toBeNull();
  });

  it('refuses free users a stranger, and a dialog they opened themselves without a match', () => {
    expect(refusal(false, 0, stranger)).toBe('notAllowed');
    expect(refusal(false, 0, { matched: false, openedBy: 'me', partnerId: 'p', lastAuthorId: 'me' })).toBe(
      'notAllowed',
    );
    // Even a reply needs a match or a dialog the partner opened.
    expect(refusal(false, 0, { ...stranger, lastAuthorId: 'p' })).toBe('notAllowed');
  });

  it('stops free users at the daily allowance for messages nobody has answered', () => {
    expect(refusal(false, FREE_TIER.messagesPerDay - 1, matched)).toBeNull();
    expect(refusal(false, FREE_TIER.messagesPerDay, matched)).toBe('freeLimit');
    expect(refusal(false, FREE_TIER.messagesPerDay, iWroteLast)).toBe('freeLimit');
    expect(freeMessagesLeft(false, FREE_TIER.messagesPerDay - 3)).toBe(3);
    expect(freeMessagesLeft(false, FREE_TIER.messagesPerDay + 5)).toBe(0);
    expect(freeMessagesLeft(true, 99)).toBe(FREE_TIER.messagesPerDay);
  });

  it('never refuses a reply for the allowance, however much was spent', () => {
    expect(refusal(false, FREE_TIER.messagesPerDay, theyWroteLast)).toBeNull();
    expect(refusal(false, FREE_TIER.messagesPerDay + 50, theyWroteLast)).toBeNull();
    expect(
      refusal(false, FREE_TIER.messagesPerDay, {
        matched: false,
        openedBy: 'p',
        partnerId: 'p',
        lastAuthorId: 'p',
      }),
    ).toBeNull();
  });

  it('calls a message a reply only when the partner wrote the newest message of the dialog', () => {
    expect(isReply(theyWroteLast)).toBe(true);
    // My previous message is newer than their last one: not a reply.
    expect(isReply(iWroteLast)).toBe(false);
    // The first message of a dialog answers nothing.
    expect(isReply(matched)).toBe(false);
  });

  it('spends the allowance only on messages that are not replies, openers and Premium features aside', () => {
    expect(countsAgainstAllowance(false, false, matched)).toBe(true);
    expect(countsAgainstAllowance(false, false, iWroteLast)).toBe(true);
    expect(countsAgainstAllowance(false, false, theyWroteLast)).toBe(false);
    // A smart-message opener is free, as before.
    expect(countsAgainstAllowance(false, true, matched)).toBe(false);
    expect(countsAgainstAllowance(true, false, matched)).toBe(false);
  });

  it("counts a stream's allowance only on the day it was spent", () => {
    expect(sentTodayOf({ sentDayStart: today, sentToday: 4 }, today)).toBe(4);
    expect(sentTodayOf({ sentDayStart: yesterday, sentToday: 4 }, today)).toBe(0);
    expect(sentTodayOf({ sentDayStart: null, sentToday: 0 }, today)).toBe(0);
    expect(sentTodayOf(undefined, today)).toBe(0);
  });
});

describe('the typing throttle', () => {
  it('forwards once per throttle period per person and dialog', () => {
    const throttle = createTypingThrottle();
    expect(throttle.shouldForward('u:d', 0)).toBe(true);
    expect(throttle.shouldForward('u:d', CHAT.typingThrottleMs - 1)).toBe(false);
    expect(throttle.shouldForward('u:other', 1)).toBe(true);
    expect(throttle.shouldForward('u:d', CHAT.typingThrottleMs)).toBe(true);
  });

  it('sweeps expired entries once it holds many', () => {
    const throttle = createTypingThrottle(10);
    for (let i = 0; i <= 10_000; i++) throttle.shouldForward(`k${i}`, 0);
    throttle.shouldForward('late', 100);
    expect(throttle.size).toBe(1);
  });
});

describe('a catch-up page', () => {
  const entries = (...seqs: number[]) => seqs.map((seq) => ({ seq }));

  it('covers up to the stream position when nothing more waits', () => {
    expect(catchUpPage(entries(5, 6), 9, 10)).toEqual({ page: entries(5, 6), more: false, covered: 9 });
    expect(catchUpPage([], 3, 10)).toEqual({ page: [], more: false, covered: 3 });
  });

  it('covers up to its last entry when more wait', () => {
    expect(catchUpPage(entries(5, 6, 7), 9, 2)).toEqual({ page: entries(5, 6), more: true, covered: 6 });
  });
});
