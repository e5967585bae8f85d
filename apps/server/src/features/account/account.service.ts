/**
 * Account deletion and consent withdrawal (paid-tiers-and-legal §4, §6). A request hides the
 * account at once (status 'deleting', every session revoked, its sockets cut) and schedules
 * two jobs: the confirmation letter right away and the destruction of all personal data an
 * hour later — well inside the legal 3 working days (see ACCOUNT_DELETION.destroyAfterMs).
 * The destruction leaves a record of what went and when, holding nothing personal.
 */
import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_DELETION,
  ACCOUNT_DELETION_REASON,
  ACCOUNT_RATE_LIMITS,
  ACCOUNT_TEXT,
  type AccountDeletionReason,
  SERVER_MESSAGE,
} from '@iskra/contract';
import type { FastifyBaseLogger } from 'fastify';
import { accountCleanups } from '../../platform/account-cleanup.ts';
import type { Auth } from '../../platform/auth.ts';
import type { Config } from '../../platform/config.ts';
import type { AppDb } from '../../platform/db/client.ts';
import { AppError, FieldErrors } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Letters } from '../../platform/letters.ts';
import type { MailMessage } from '../../platform/mail.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { Storage } from '../../platform/storage.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { variantKeys } from '../users/image-keys.ts';
import { findUser } from '../users/users.repo.ts';
import { deletionNoticeMail } from './account.mails.ts';
import {
  destroyAccountRows,
  destructionRecorded,
  findPendingDeletion,
  imageFileKeysOf,
  insertDeletion,
  markDeleting,
  recordDestruction,
  withdrawConsents,
} from './account.repo.ts';

export const ACCOUNT_DESTROY_JOB = 'account.destroy';
export const ACCOUNT_NOTICE_JOB = 'account.deletion-notice';

/**
 * With the backoff of the jobs (doubling up to an hour), 30 attempts spread over about a day:
 * a destruction failing for a while still completes inside the deadline.
 */
const DESTROY_ATTEMPTS = 30;
/** 8 attempts span about 20 minutes: the letter is retried well before the destruction runs. */
const NOTICE_ATTEMPTS = 8;

export interface DeletionRequest {
  requestId: string;
  /** False when the account was already waiting for destruction (nothing changed). */
  created: boolean;
  destroyAfter: Date;
}

export interface DestructionResult {
  /** False when there was nothing to do (already destroyed, or an unknown request). */
  destroyed: boolean;
  categories: Record<string, number>;
}

export type AccountService = ReturnType<typeof createAccountService>;

/** What account deletion is built from (see compose.ts). */
export interface AccountDeps {
  db: AppDb;
  config: Pick<Config, 'publicUrl' | 'supportEmail'>;
  auth: Pick<Auth, 'revokeAllSessions'>;
  jobs: Pick<Jobs, 'enqueue'>;
  letters: Pick<Letters, 'enqueue'>;
  rateLimit: Pick<RateLimiter, 'enforce'>;
  storage: Pick<Storage, 'delete'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export function createAccountService(deps: AccountDeps) {
  const { db } = deps;

  async function checkPassword(userId: string, passwordHash: string, password: string): Promise<void> {
    const rule = ACCOUNT_RATE_LIMITS.passwordPerUser;
    await deps.rateLimit.enforce(`account-password:${userId}`, rule.limit, rule.windowMs);
    if (!(await verifyPassword(passwordHash, password))) {
      throw new FieldErrors([{ param: 'password', msg: ACCOUNT_TEXT.wrongPassword }]);
    }
  }

  return {
    /**
     * Hides the account and schedules its destruction. `password` is checked when given (the
     * user's own request); support acting on a letter passes none. Withdrawing the consent
     * also marks every consent of the account withdrawn.
     */
    async requestDeletion(
      userId: string,
      reason: AccountDeletionReason,
      options: { password?: string } = {},
    ): Promise<DeletionRequest> {
      const user = await findUser(db, userId);
      if (!user) throw new AppError(404, SERVER_MESSAGE.userNotFound);
      if (options.password !== undefined) await checkPassword(user.id, user.passwordHash, options.password);

      const destroyAfter = new Date(Date.now() + ACCOUNT_DELETION.destroyAfterMs);
      return db.transaction(async (tx) => {
        await markDeleting(tx, user.id);
        if (reason === ACCOUNT_DELETION_REASON.consentWithdrawal) await withdrawConsents(tx, user.id);
        const { deletion, created } = await insertDeletion(tx, {
          userId: user.id,
          requestId: randomUUID(),
          reason,
          destroyAfter,
        });
        // Also cuts the account's sockets on every instance.
        await deps.auth.revokeAllSessions(user.id, {}, tx);
        // Keys name the request, which is one per account: each job is enqueued once, and the
        // jobs table never holds the user id.
        await deps.jobs.enqueue(
          ACCOUNT_DESTROY_JOB,
          { requestId: deletion.requestId },
          {
            db: tx,
            runAt: deletion.destroyAfter,
            key: `account-destroy:${deletion.requestId}`,
            maxAttempts: DESTROY_ATTEMPTS,
          },
        );
        await deps.letters.enqueue(
          ACCOUNT_NOTICE_JOB,
          { requestId: deletion.requestId },
          { db: tx, key: `account-notice:${deletion.requestId}`, maxAttempts: NOTICE_ATTEMPTS },
        );
        return { requestId: deletion.requestId, created, destroyAfter: deletion.destroyAfter };
      });
    },

    /** The notice letter: tells the user the account is going, unless it is already gone. */
    async deletionNotice(requestId: string): Promise<MailMessage | null> {
      const pending = await findPendingDeletion(db, requestId);
      if (!pending) return null;
      return {
        to: pending.email,
        replyTo: deps.config.supportEmail,
        ...deletionNoticeMail({
          name: pending.name,
          reason: pending.reason as AccountDeletionReason,
          supportEmail: deps.config.supportEmail,
          helpUrl: `${deps.config.publicUrl}/app/help`,
          siteUrl: deps.config.publicUrl,
        }),
      };
    },

    /**
     * The destruction job. Files first: were the rows deleted first and the file deletion
     * failed, nothing would remember the files. Idempotent: a second run finds the record.
     */
    async destroy(requestId: string): Promise<DestructionResult> {
      const pending = await findPendingDeletion(db, requestId);
      if (!pending) {
        if (!(await destructionRecorded(db, requestId))) {
          deps.log.warn({ requestId }, 'account destruction: no such request');
        }
        return { destroyed: false, categories: {} };
      }

      let photoFiles = 0;
      for (const image of await imageFileKeysOf(db, pending.userId)) {
        for (const key of Object.values(variantKeys(image))) {
          await deps.storage.delete(key);
          photoFiles += 1;
        }
      }

      const categories = await db.transaction(async (tx) => {
        const locked = await findPendingDeletion(tx, requestId, { lock: true });
        if (!locked) return null;
        const counts: Record<string, number> = { photo_files: photoFiles };
        const add = (more: Record<string, number>) => {
          for (const [category, count] of Object.entries(more))
            counts[category] = (counts[category] ?? 0) + count;
        };
        const account = { userId: locked.userId, email: locked.email };
        for (const cleanup of accountCleanups().values()) add(await cleanup(tx, account));
        add(await destroyAccountRows(tx, locked.userId));
        await recordDestruction(tx, {
          requestId,
          reason: locked.reason,
          requestedAt: locked.requestedAt,
          categories: Object.entries(counts)
            .map(([category, count]) => ({ category, count }))
            .sort((a, b) => a.category.localeCompare(b.category)),
        });
        return counts;
      });
      if (!categories) return { destroyed: false, categories: {} };
      deps.log.info({ requestId, categories }, 'account destroyed');
      return { destroyed: true, categories };
    },
  };
}
