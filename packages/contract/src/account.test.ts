import { describe, expect, it } from 'vitest';
import {
  accountPasswordSchema,
  FEEDBACK_GUEST_USER_ID,
  FEEDBACK_TEXT,
  feedbackBodySchema,
  isFeedbackSendable,
} from './account.ts';
import { HELP_MAX_TEXT_LENGTH } from './constants.ts';

describe('help form rules', () => {
  it('sends only a trimmed text longer than 10 characters that fits the limit', () => {
    expect(isFeedbackSendable('')).toBe(false);
    expect(isFeedbackSendable('           ')).toBe(false);
    expect(isFeedbackSendable('  0123456789  ')).toBe(false);
    expect(isFeedbackSendable('  01234567890  ')).toBe(true);
    expect(isFeedbackSendable('я'.repeat(HELP_MAX_TEXT_LENGTH))).toBe(true);
    expect(isFeedbackSendable('я'.repeat(HELP_MAX_TEXT_LENGTH + 1))).toBe(false);
  });

  it('validates the body like the form: trimmed text, optional address, guest placeholder', () => {
    expect(feedbackBodySchema.parse({ message: '  01234567890  ' })).toEqual({
      message: '01234567890',
      userId: FEEDBACK_GUEST_USER_ID,
      replyEmail: '',
    });
    expect(
      feedbackBodySchema.parse({ message: 'Длинный вопрос', replyEmail: ' a@b.example ' }).replyEmail,
    ).toBe('a@b.example');
    const short = feedbackBodySchema.safeParse({ message: ' 0123456789 ' });
    expect(short.error?.issues[0]?.message).toBe(FEEDBACK_TEXT.messageTooShort);
    const bad = feedbackBodySchema.safeParse({ message: 'Длинный вопрос', replyEmail: 'a@' });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['replyEmail'],
      message: FEEDBACK_TEXT.replyEmailInvalid,
    });
  });

  it('requires a password for the account requests', () => {
    expect(accountPasswordSchema.safeParse({ password: '' }).success).toBe(false);
    expect(accountPasswordSchema.safeParse({ password: 'secret-pass' }).success).toBe(true);
  });
});
