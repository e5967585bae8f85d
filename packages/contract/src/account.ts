/**
 * Help and account requests (ours where the specification is silent): the feedback form of
 * /help (core-application §5, §7 `/api/helpers/feedback`) and the data subject requests of
 * account settings — deleting the account and withdrawing the consent to personal data
 * processing (paid-tiers-and-legal §4, §6, §9).
 */
import { z } from 'zod';
import { HELP_MAX_TEXT_LENGTH, HELP_MIN_TEXT_LENGTH_EXCLUSIVE, LEGAL } from './constants.ts';
import { AUTH_TEXT } from './messages.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** What the help form sends as `userId` when nobody is signed in. */
export const FEEDBACK_GUEST_USER_ID = 'unauthorized';

/** Field errors of the help form. */
export const FEEDBACK_TEXT = {
  messageTooShort: `Опиши вопрос подробнее — длиннее ${HELP_MIN_TEXT_LENGTH_EXCLUSIVE} символов`,
  messageTooLong: `Сообщение слишком длинное — не больше ${HELP_MAX_TEXT_LENGTH} символов`,
  replyEmailInvalid: AUTH_TEXT.emailInvalid,
  replyEmailRequired: 'Укажи email, на который прислать ответ',
} as const;

/** Subject of the letter a help request becomes in the support mailbox. */
export const FEEDBACK_MAIL_SUBJECT = 'Обращение в поддержку Искры';

/** Help requests per window; an IP gets more room than a person, as it may be shared (NAT). */
export const FEEDBACK_RATE_LIMITS = {
  perUser: { limit: 5, windowMs: HOUR },
  perIp: { limit: 10, windowMs: HOUR },
} as const;

/** The send rule of the help form: the trimmed text is longer than 10 characters and fits. */
export function isFeedbackSendable(message: string): boolean {
  const length = message.trim().length;
  return length > HELP_MIN_TEXT_LENGTH_EXCLUSIVE && length <= HELP_MAX_TEXT_LENGTH;
}

const replyEmail = z
  .string({ error: FEEDBACK_TEXT.replyEmailInvalid })
  .trim()
  .max(254, { error: FEEDBACK_TEXT.replyEmailInvalid })
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    error: FEEDBACK_TEXT.replyEmailInvalid,
  });

/**
 * `POST /api/helpers/feedback`: the shape of `feedbackRequestSchema` with Russian field errors.
 * `userId` is informative only: the server takes the author from the bearer token. A guest must
 * give a reply address (checked by the server, which knows whether a token came).
 */
export const feedbackBodySchema = z.object({
  message: z
    .string({ error: FEEDBACK_TEXT.messageTooShort })
    .trim()
    .min(HELP_MIN_TEXT_LENGTH_EXCLUSIVE + 1, { error: FEEDBACK_TEXT.messageTooShort })
    .max(HELP_MAX_TEXT_LENGTH, { error: FEEDBACK_TEXT.messageTooLong }),
  userId: z.string().max(64).default(FEEDBACK_GUEST_USER_ID),
  replyEmail: replyEmail.default(''),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

/** Why an account is being deleted; kept (without anything personal) in the destruction record. */
export const ACCOUNT_DELETION_REASON = {
  /** The user deleted the account in account settings. */
  user: 'user_request',
  /** The user withdrew the consent to personal data processing (settings or e-mail). */
  consentWithdrawal: 'consent_withdrawal',
  /** Support acted on a request sent by e-mail or letter. */
  support: 'support_request',
} as const;
export type AccountDeletionReason = (typeof ACCOUNT_DELETION_REASON)[keyof typeof ACCOUNT_DELETION_REASON];

export const ACCOUNT_DELETION = {
  /** The legal deadline: data destroyed within this many working days of the request. */
  workingDays: LEGAL.deletionWorkingDays,
  /**
   * The destruction job runs this long after the request, far inside the deadline: the
   * confirmation letter goes out (with its retries) while the address still exists, and a
   * failing run still has days of retries left before the deadline.
   */
  destroyAfterMs: HOUR,
} as const;

/** Password attempts on the account requests, per user. */
export const ACCOUNT_RATE_LIMITS = {
  passwordPerUser: { limit: 10, windowMs: 15 * MINUTE },
} as const;

export const ACCOUNT_TEXT = {
  passwordRequired: 'Введи пароль',
  wrongPassword: AUTH_TEXT.wrongPassword,
} as const;

/** Subjects of the letters confirming an account request. */
export const ACCOUNT_MAIL_SUBJECT = {
  deletion: 'Твой аккаунт в Искре удаляется',
  consentWithdrawal: 'Согласие отозвано, аккаунт в Искре удаляется',
} as const;

/** `POST /api/user/delete` and `POST /api/user/consent/withdraw`: confirmed with the password. */
export const accountPasswordSchema = z.object({
  password: z
    .string({ error: ACCOUNT_TEXT.passwordRequired })
    .min(1, { error: ACCOUNT_TEXT.passwordRequired })
    .max(256, { error: ACCOUNT_TEXT.wrongPassword }),
});
export type AccountPassword = z.infer<typeof accountPasswordSchema>;
