/** Requests and answers of the accounts API (core-application §7, /api/user/*). */
import { z } from 'zod';
import { authResponseSchema, emailSchema } from './entities.ts';

export const landingLoginSchema = z.object({
  uid: z.string().min(1).max(64),
  token: z.string().min(1).max(256),
});
export type LandingLogin = z.infer<typeof landingLoginSchema>;

export const landingLoginResponseSchema = authResponseSchema.extend({
  /** UTM tags of the link that brought the user, when it had them. */
  utm: z.record(z.string(), z.string()).nullable(),
});
export type LandingLoginResponse = z.infer<typeof landingLoginResponseSchema>;

/** `POST /api/user/pass-restore` and `POST /api/user/resend-activation-link/`. */
export const emailRequestSchema = z.object({ email: emailSchema });
export type EmailRequest = z.infer<typeof emailRequestSchema>;

export const successSchema = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof successSchema>;

/** `POST /api/user/logout` */
export const logoutResponseSchema = z.object({ ok: z.literal(true) });

/** The secret of a mailed single-use link, as it appears in the link. */
const linkSecretSchema = z.string().min(1).max(256);

/**
 * Path parameters of the mailed links: `/api/user/activate/{link}`,
 * `/api/user/pass-restore/{link}` and the e-mail change confirmation.
 */
export const authLinkParamsSchema = z.object({ link: linkSecretSchema });

export const checkRestoreLinkSchema = z.object({ link: linkSecretSchema });

export const passRestoreSetSchema = z.object({ pass: z.string() });
export const passRestoreSetResponseSchema = z.object({
  success: z.literal(true),
  userData: authResponseSchema.pick({ accessToken: true, user: true, menuData: true }),
});
export type PassRestoreSetResponse = z.infer<typeof passRestoreSetResponseSchema>;

export const passwordChangeSchema = z.object({ oldPassword: z.string().max(256), newPassword: z.string() });

/**
 * `premium`: a paid Premium period lasts (the spec's flag); `premiumFeatures`: the user has
 * Premium's features, paid or free (CurrentUser.premiumFeatures).
 */
export const checkPremiumResponseSchema = z.object({ premium: z.boolean(), premiumFeatures: z.boolean() });
export type CheckPremiumResponse = z.infer<typeof checkPremiumResponseSchema>;

/** Kinds of single-use links the server issues. */
export const AUTH_LINK_KIND = {
  emailConfirm: 'email_confirm',
  passRestore: 'pass_restore',
  landingLogin: 'landing_login',
  emailChange: 'email_change',
} as const;

/** Lifetimes of single-use links, in milliseconds. */
export const AUTH_LINK_TTL_MS = {
  email_confirm: 7 * 24 * 60 * 60 * 1000,
  pass_restore: 60 * 60 * 1000,
  landing_login: 3 * 24 * 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
  /** The old address's way to undo a confirmed e-mail change (account-takeover protection). */
  email_revert: 24 * 60 * 60 * 1000,
} as const;

/** Rate limits of the accounts API: attempts per window. */
export const AUTH_RATE_LIMITS = {
  /** Attempts on one account from one client address. */
  loginPerAccountAndIp: { limit: 10, windowMs: 15 * 60 * 1000 },
  /**
   * Attempts on one account from addresses it never signed in from, all together: slows a
   * spread-out guesser; the owner on a known address is not counted and never locked out.
   */
  loginPerAccountFromNewIps: { limit: 100, windowMs: 60 * 60 * 1000 },
  loginPerIp: { limit: 50, windowMs: 15 * 60 * 1000 },
  registrationPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  restorePerAddress: { limit: 5, windowMs: 60 * 60 * 1000 },
  /** Restore letters asked from one address, whatever the e-mails (no mail bombing). */
  restorePerIp: { limit: 20, windowMs: 60 * 60 * 1000 },
  /** Password changes tried by one account (a stolen token cannot guess the old password). */
  passwordChangePerUser: { limit: 10, windowMs: 15 * 60 * 1000 },
  resendPerAddress: { limit: 5, windowMs: 60 * 60 * 1000 },
} as const;
