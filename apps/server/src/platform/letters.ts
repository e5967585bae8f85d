/**
 * Every letter of the app goes through the job queue. A request (or a job) only queues a letter
 * — inside its own transaction where it has one — and answers; the letter's job builds it when
 * it runs and hands it to the mailer. A mail server that refuses or hangs costs a retry with
 * backoff (10 s doubling up to an hour), never the letter and never a slow answer.
 *
 * Payloads name what the letter is about (a user id, a request id, an address), never a link
 * secret: letters carrying single-use links create the link when they are built, so a secret
 * exists only in the letter itself. A payload may hold an e-mail address, so every letter's
 * payload is emptied once its job is finished. Failures are logged as MailError, which carries
 * the SMTP code and command but no address.
 */
import type { ZodType } from 'zod';
import type { EnqueueOptions, JobInfo, Jobs } from './jobs.ts';
import type { Mailer, MailMessage } from './mail.ts';

/**
 * 12 attempts with the jobs' backoff span about three and a half hours: a mail server down for
 * a while still gets every letter.
 */
export const LETTER_ATTEMPTS = 12;

/** Builds a letter when its job runs; null when there is nothing to send any more. */
export type LetterBuilder<T> = (payload: T, job: JobInfo) => Promise<MailMessage | null>;

export type Letters = ReturnType<typeof createLetters>;

export function createLetters({ jobs, mail }: { jobs: Jobs; mail: Pick<Mailer, 'send'> }) {
  const kinds = new Set<string>();

  return {
    /** A letter kind (a job kind) and how its letter is built. */
    register<T>(kind: string, schema: ZodType<T>, build: LetterBuilder<T>): void {
      jobs.register(
        kind,
        schema,
        async (payload, job) => {
          const message = await build(payload, job);
          if (message) await mail.send(message);
        },
        { clearPayload: true },
      );
      kinds.add(kind);
    },

    /** Queues a letter; pass `db` to queue it inside the transaction it belongs to. */
    async enqueue(
      kind: string,
      payload: Record<string, unknown>,
      options: EnqueueOptions = {},
    ): Promise<number | null> {
      if (!kinds.has(kind)) throw new Error(`letter kind ${kind} is not registered`);
      return jobs.enqueue(kind, payload, { maxAttempts: LETTER_ATTEMPTS, ...options });
    },

    /** Withdraws the letters of a kind not yet being sent whose key starts with `keyPrefix`. */
    cancel(kind: string, keyPrefix: string, options: Pick<EnqueueOptions, 'db'> = {}): Promise<number> {
      return jobs.cancel(kind, keyPrefix, options);
    },

    /** Sends the letters that are due now; returns how many jobs ran (tests, scripts). */
    runDue(): Promise<number> {
      return jobs.runDue([...kinds]);
    },

    /** The job kinds of letters. */
    kinds(): string[] {
      return [...kinds];
    },
  };
}
