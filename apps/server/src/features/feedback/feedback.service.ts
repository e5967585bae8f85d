/**
 * The help form: a request is stored and a job mails it to support, so a mail server that is
 * down delays the letter (with retries) instead of losing the request or failing the form.
 */
import { FEEDBACK_RATE_LIMITS, FEEDBACK_TEXT, type feedbackBodySchema } from '@iskra/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth.ts';
import type { Config } from '../../platform/config.ts';
import type { AppDb } from '../../platform/db/client.ts';
import { FieldErrors } from '../../platform/errors.ts';
import type { Letters } from '../../platform/letters.ts';
import type { MailMessage } from '../../platform/mail.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { findUser } from '../users/users.repo.ts';
import { feedbackMail } from './feedback.mails.ts';
import { findFeedbackForMail, insertFeedback } from './feedback.repo.ts';

export const FEEDBACK_MAIL_JOB = 'feedback.mail';

/** A letter to support is worth a few hours of retries (backoff doubles up to an hour). */
const MAIL_ATTEMPTS = 10;

export interface FeedbackMeta {
  /** The signed-in author, from the bearer token only. */
  auth: AuthContext | null;
  ip: string;
  userAgent: string;
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;

/** What help requests are built from (see compose.ts). */
export interface FeedbackDeps {
  db: AppDb;
  config: Pick<Config, 'supportEmail'>;
  letters: Pick<Letters, 'enqueue'>;
  rateLimit: Pick<RateLimiter, 'enforce'>;
}

export function createFeedbackService(deps: FeedbackDeps) {
  const limit = (key: string, rule: { limit: number; windowMs: number }) =>
    deps.rateLimit.enforce(key, rule.limit, rule.windowMs);

  return {
    /** Stores a request and schedules its letter to support; returns the request id. */
    async submit(body: z.output<typeof feedbackBodySchema>, meta: FeedbackMeta): Promise<string> {
      // The userId of the body is never trusted: only the token says who wrote.
      const author = meta.auth ? await findUser(deps.db, meta.auth.userId) : undefined;
      if (!author && body.replyEmail === '') {
        throw new FieldErrors([{ param: 'replyEmail', msg: FEEDBACK_TEXT.replyEmailRequired }]);
      }
      await limit(`feedback:ip:${meta.ip}`, FEEDBACK_RATE_LIMITS.perIp);
      if (author) await limit(`feedback:user:${author.id}`, FEEDBACK_RATE_LIMITS.perUser);

      return deps.db.transaction(async (tx) => {
        const id = await insertFeedback(tx, {
          userId: author?.id ?? null,
          replyEmail: body.replyEmail || (author?.email ?? ''),
          message: body.message,
          ip: meta.ip,
          userAgent: meta.userAgent.slice(0, 512),
        });
        await deps.letters.enqueue(
          FEEDBACK_MAIL_JOB,
          { feedbackId: id },
          { db: tx, key: `feedback-mail:${id}`, maxAttempts: MAIL_ATTEMPTS },
        );
        return id;
      });
    },

    /** The letter of a stored request to support, replies going to the author's address. */
    async supportLetter(feedbackId: string): Promise<MailMessage | null> {
      const request = await findFeedbackForMail(deps.db, feedbackId);
      // Gone, or erased with its author's account before the letter went out.
      if (!request || request.message === '') return null;
      return {
        to: deps.config.supportEmail,
        ...feedbackMail(request),
        ...(request.replyEmail ? { replyTo: request.replyEmail } : {}),
      };
    },
  };
}
