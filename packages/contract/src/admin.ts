/**
 * Support tools (ours; no payment flow exists yet): granting or extending a paid tier by hand,
 * for compensation, complaints or trying the paid features. `POST /api/admin/tiers` exists only
 * when the server has ADMIN_TOKEN and is called with `Authorization: Bearer <ADMIN_TOKEN>`; the
 * `npm run tier:grant` script does the same from a shell.
 */
import { z } from 'zod';
import { emailSchema } from './entities.ts';

const MINUTE = 60 * 1000;

/** The tiers support can grant: the server keeps one end date per tier. */
export const GRANTABLE_TIERS = ['premium', 'vip'] as const;
export type GrantableTier = (typeof GRANTABLE_TIERS)[number];

/** How many days one grant may add (a year, leap day included). */
export const TIER_GRANT_DAYS = { min: 1, max: 366 } as const;

export const ADMIN_TEXT = {
  tierInvalid: 'Укажите тариф: premium или vip',
  daysInvalid: `Укажите целое число дней от ${TIER_GRANT_DAYS.min} до ${TIER_GRANT_DAYS.max}`,
} as const;

/** Calls to the support API per IP, counted before the token is checked. */
export const ADMIN_RATE_LIMITS = {
  perIp: { limit: 30, windowMs: 15 * MINUTE },
} as const;

/** `POST /api/admin/tiers`: adds `days` to the tier, from its current end or from now. */
export const tierGrantSchema = z.object({
  email: emailSchema,
  tier: z.enum(GRANTABLE_TIERS, { error: ADMIN_TEXT.tierInvalid }),
  days: z
    .number({ error: ADMIN_TEXT.daysInvalid })
    .int({ error: ADMIN_TEXT.daysInvalid })
    .min(TIER_GRANT_DAYS.min, { error: ADMIN_TEXT.daysInvalid })
    .max(TIER_GRANT_DAYS.max, { error: ADMIN_TEXT.daysInvalid }),
});
export type TierGrant = z.infer<typeof tierGrantSchema>;

/** The tier's new end (ISO 8601). */
export const tierGrantResponseSchema = z.object({
  email: z.string(),
  tier: z.enum(GRANTABLE_TIERS),
  until: z.string(),
});
export type TierGrantResponse = z.infer<typeof tierGrantResponseSchema>;
