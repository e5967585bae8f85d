/**
 * Support tools. Granting a paid tier by hand (a ledger row of features/billing): compensation, complaints,
 * trying the paid features on a test account. The HTTP API (admin.routes.ts) and the
 * `npm run tier:grant` script share it, so both extend and log the same way. Moderation: the
 * queue of pending names and descriptions and the decisions on them.
 */
import {
  ADMIN_TEXT,
  type ModerationDecision,
  type ModerationDecisionRequest,
  type ModerationDecisionResponse,
  type ModerationQueueResponse,
  SERVER_MESSAGE,
  type TierGrant,
  type TierGrantResponse,
} from '@iskra/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { createAdminEvents } from './admin.events.ts';
import {
  decideModeration,
  grantableAccount,
  type ModerationVerdict,
  pendingModeration,
} from './admin.repo.ts';

function verdictOf(decision: ModerationDecision | undefined, reviewed: string | undefined) {
  if (decision === undefined || reviewed === undefined) return undefined;
  return { confirmed: decision === 'approve' ? 1 : -1, reviewed } satisfies ModerationVerdict;
}

/** Who asked for a support action, for the log: a shell user or an operator of the console. */
export type AdminActor = { via: 'cli'; osUser: string } | { via: 'staff'; staffId: string; ip: string };

function noteOf(actor: AdminActor): string {
  if (actor.via === 'cli') return `tier:grant by ${actor.osUser}`;
  return `staff ${actor.staffId} from ${actor.ip}`;
}

export type AdminService = ReturnType<typeof createAdminService>;

/** What support actions are built from (see compose.ts). */
export interface AdminDeps {
  db: AppDb;
  realtime: Pick<Realtime, 'toUser'>;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** Appends a support grant to the entitlement ledger (features/billing); the new tier end. */
  grantDays(userId: string, type: 1 | 2, days: number, note: string, now: Date): Promise<Date | null>;
}

export function createAdminService(deps: AdminDeps) {
  const events = createAdminEvents(deps.realtime);
  return {
    /**
     * Adds `days` to the tier from its current end, or from now when it has ended or never
     * began. An unknown address (or an account waiting for destruction) is 404.
     */
    async grantTier(grant: TierGrant, actor: AdminActor, now = new Date()): Promise<TierGrantResponse> {
      const account = await grantableAccount(deps.db, grant.email);
      const note = noteOf(actor);
      const grantedUntil = account
        ? await deps.grantDays(account.userId, grant.tier === 'vip' ? 2 : 1, grant.days, note, now)
        : null;
      const extended = account && grantedUntil ? { ...account, until: grantedUntil } : undefined;
      if (!extended) {
        deps.log.info({ actor, tier: grant.tier, days: grant.days }, 'tier grant: no such account');
        throw new AppError(404, SERVER_MESSAGE.userNotFound);
      }
      const until = extended.until.toISOString();
      // The account by id and number: the log keeps no e-mail address.
      deps.log.info(
        {
          actor,
          userId: extended.userId,
          userNumber: extended.userNumber,
          tier: grant.tier,
          days: grant.days,
          until,
        },
        'tier granted',
      );
      return { email: grant.email, tier: grant.tier, until };
    },

    /** The oldest pending names and descriptions of active people. */
    async moderationQueue(limit: number): Promise<ModerationQueueResponse> {
      const rows = await pendingModeration(deps.db, limit);
      return {
        items: rows.map((r) => ({
          userId: r.userId,
          userNumber: r.userNumber,
          name: r.name,
          description: r.description,
          pending: {
            name: r.nameConfirmed === 0,
            description: r.descriptionConfirmed === 0 && r.description !== '',
          },
          updatedAt: r.updatedAt.toISOString(),
        })),
      };
    },

    /**
     * Confirms or fails the reviewed name and/or description, then tells the user (their page
     * reloads). 404 for no such active user, 409 when a reviewed text was changed meanwhile.
     */
    async decideModeration(
      body: ModerationDecisionRequest,
      actor: AdminActor,
    ): Promise<ModerationDecisionResponse> {
      const outcome = await decideModeration(deps.db, body.userId, {
        name: verdictOf(body.name, body.nameReviewed),
        description: verdictOf(body.description, body.descriptionReviewed),
      });
      const decisions = { name: body.name, description: body.description };
      if (outcome.status === 'missing') {
        deps.log.info({ actor, userId: body.userId }, 'moderation: no such account');
        throw new AppError(404, SERVER_MESSAGE.userNotFound);
      }
      if (outcome.status === 'changed') {
        deps.log.info({ actor, userId: body.userId, ...decisions }, 'moderation: changed since review');
        throw new AppError(409, ADMIN_TEXT.changedSinceReview);
      }
      // Ids and decisions only: the log keeps no profile text.
      deps.log.info(
        { actor, userId: body.userId, userNumber: outcome.userNumber, ...decisions },
        'moderation decided',
      );
      events.moderationComplete(body.userId);
      return {
        userId: body.userId,
        userNumber: outcome.userNumber,
        nameConfirmed: outcome.nameConfirmed,
        descriptionConfirmed: outcome.descriptionConfirmed,
      };
    },
  };
}
