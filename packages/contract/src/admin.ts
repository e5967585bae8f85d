/**
 * Support tools (ours): granting or extending a paid tier by hand (a ledger row, beside paid ones),
 * for compensation, complaints or trying the paid features, and moderating names and
 * descriptions. Operators use them in the console (staff.ts: `/api/staff/moderation`, and
 * `/api/staff/tiers` for admins); the `npm run tier:grant` script grants a tier from a shell.
 * The former support API behind one shared token is retired.
 */
import { z } from 'zod';
import { emailSchema, idSchema } from './entities.ts';

/** The tiers support can grant: the server keeps one end date per tier. */
export const GRANTABLE_TIERS = ['premium', 'vip'] as const;
export type GrantableTier = (typeof GRANTABLE_TIERS)[number];

/** How many days one grant may add (a year, leap day included). */
export const TIER_GRANT_DAYS = { min: 1, max: 366 } as const;

/** What a moderator decides about a name or a description: confirmed (1) or failed (-1). */
export const MODERATION_DECISIONS = ['approve', 'reject'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** Items of one `GET /api/staff/moderation` answer. */
export const MODERATION_QUEUE_LIMIT = { default: 50, max: 200 } as const;

export const ADMIN_TEXT = {
  tierInvalid: 'Укажи тариф: premium или vip',
  daysInvalid: `Укажи целое число дней от ${TIER_GRANT_DAYS.min} до ${TIER_GRANT_DAYS.max}`,
  limitInvalid: `Укажи целое число от 1 до ${MODERATION_QUEUE_LIMIT.max}`,
  userIdInvalid: 'Укажи id пользователя',
  decisionInvalid: 'Укажи решение: approve или reject',
  decisionMissing: 'Укажи решение по имени или описанию',
  reviewedMissing: 'Укажи проверенный текст',
  /** 409: the user changed the name or description after it was reviewed. */
  changedSinceReview: 'Пользователь изменил данные после проверки. Проверь заново',
} as const;

/** `POST /api/staff/tiers`: adds `days` to the tier, from its current end or from now. */
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

/** `GET /api/staff/moderation?limit=`: the oldest pending items first. */
export const moderationQuerySchema = z.object({
  limit: z.coerce
    .number({ error: ADMIN_TEXT.limitInvalid })
    .int({ error: ADMIN_TEXT.limitInvalid })
    .min(1, { error: ADMIN_TEXT.limitInvalid })
    .max(MODERATION_QUEUE_LIMIT.max, { error: ADMIN_TEXT.limitInvalid })
    .default(MODERATION_QUEUE_LIMIT.default),
});

/**
 * An active user whose name (name_confirmed 0) or non-empty description (description_confirmed
 * 0) waits for moderation. `updatedAt` is the last change of the profile (ISO 8601).
 */
export const moderationItemSchema = z.object({
  userId: idSchema,
  userNumber: z.number().int(),
  name: z.string(),
  description: z.string(),
  pending: z.object({ name: z.boolean(), description: z.boolean() }),
  updatedAt: z.string(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationQueueResponseSchema = z.object({ items: z.array(moderationItemSchema) });
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponseSchema>;

const decisionSchema = z.enum(MODERATION_DECISIONS, { error: ADMIN_TEXT.decisionInvalid });
const reviewedSchema = z.string({ error: ADMIN_TEXT.reviewedMissing });

/**
 * `POST /api/staff/moderation`: decides the name, the description or both. Each decision names
 * the text that was reviewed; when the user changed it since, nothing is written (409
 * ADMIN_TEXT.changedSinceReview). The user then hears SERVER:MODERATION_COMPLETE.
 */
export const moderationDecisionSchema = z
  .object({
    userId: z.string({ error: ADMIN_TEXT.userIdInvalid }).uuid({ error: ADMIN_TEXT.userIdInvalid }),
    name: decisionSchema.optional(),
    nameReviewed: reviewedSchema.optional(),
    description: decisionSchema.optional(),
    descriptionReviewed: reviewedSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.name === undefined && body.description === undefined) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: ADMIN_TEXT.decisionMissing });
    }
    if (body.name !== undefined && body.nameReviewed === undefined) {
      ctx.addIssue({ code: 'custom', path: ['nameReviewed'], message: ADMIN_TEXT.reviewedMissing });
    }
    if (body.description !== undefined && body.descriptionReviewed === undefined) {
      ctx.addIssue({ code: 'custom', path: ['descriptionReviewed'], message: ADMIN_TEXT.reviewedMissing });
    }
  });
export type ModerationDecisionRequest = z.infer<typeof moderationDecisionSchema>;

/** The user's moderation state after the decision: 1 confirmed, 0 pending, -1 failed. */
export const moderationDecisionResponseSchema = z.object({
  userId: idSchema,
  userNumber: z.number().int(),
  nameConfirmed: z.number().int(),
  descriptionConfirmed: z.number().int(),
});
export type ModerationDecisionResponse = z.infer<typeof moderationDecisionResponseSchema>;
