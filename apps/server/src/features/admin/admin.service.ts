/**
 * Support tools. Granting a paid tier by hand (no payment flow yet): compensation, complaints,
 * trying the paid features on a test account. The HTTP API (admin.routes.ts) and the
 * `npm run tier:grant` script share it, so both extend and log the same way.
 */
import { SERVER_MESSAGE, type TierGrant, type TierGrantResponse } from '@iskra/contract';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/types.ts';
import { extendTier } from './admin.repo.ts';

/** Who asked for a support action, for the log: the API's caller or a shell user. */
export type AdminActor = { via: 'api'; ip: string } | { via: 'cli'; osUser: string };

export type AdminService = ReturnType<typeof createAdminService>;

export function createAdminService(app: App) {
  return {
    /**
     * Adds `days` to the tier from its current end, or from now when it has ended or never
     * began. An unknown address (or an account waiting for destruction) is 404.
     */
    async grantTier(grant: TierGrant, actor: AdminActor, now = new Date()): Promise<TierGrantResponse> {
      const extended = await extendTier(app.db, grant.email, grant.tier, grant.days, now);
      if (!extended) {
        app.log.info({ actor, tier: grant.tier, days: grant.days }, 'tier grant: no such account');
        throw new AppError(404, SERVER_MESSAGE.userNotFound);
      }
      const until = extended.until.toISOString();
      // The account by id and number: the log keeps no e-mail address.
      app.log.info(
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
  };
}
