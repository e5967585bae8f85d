/**
 * Profiles: another person's page (which counts a visit), and the own-profile editors — the
 * profile settings with the confirmed e-mail change, the info fields and the interests.
 */

import { randomUUID } from 'node:crypto';
import {
  AUTH_LINK_TTL_MS,
  type CurrentUser,
  type EMAIL_CHANGE_LANDING,
  type EMAIL_REVERT_LANDING,
  ERROR_TEXT,
  type Info,
  type InfoUpdate,
  PROFILE_RATE_LIMITS,
  PROFILE_TEXT,
  type ProfilePageResponse,
  type ProfileUpdate,
  type ProfileUpdateResponse,
  SERVER_MESSAGE,
} from '@iskra/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../platform/db/client.ts';
import { AppError, FieldErrors } from '../../platform/errors.ts';
import type { Letters } from '../../platform/letters.ts';
import type { MailMessage } from '../../platform/mail.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { isBlockedEitherWay } from '../pairs/blocks.repo.ts';
import { findDialogOfPair } from '../pairs/dialogs.repo.ts';
import { findUser, findUserByNumber, imagesOf } from '../users/users.repo.ts';
import { infoOf, type ListedCity, type PublicUrl, toUserCard, type UserRow } from '../users/users.view.ts';
import type { Viewer } from '../users/viewer.ts';
import { emailChangedMail, emailChangeMail, emailRevertedMail } from './profile.mails.ts';
import { emailUsedByOther, switchEmail, type UserUpdate, updateUserRow } from './profile.repo.ts';

/** Public profile numbers are positive serials (PostgreSQL integer). */
const PROFILE_NUMBER = /^[1-9]\d{0,9}$/;
const MAX_PROFILE_NUMBER = 2_147_483_647;

/** Path of the link mailed to a new address; the route redirects to EMAIL_CHANGE_LANDING. */
export const EMAIL_CHANGE_CONFIRM_PATH = '/api/user/confirm-email-change';

/** Path of the undo link mailed to the previous address; the route redirects to EMAIL_REVERT_LANDING. */
export const EMAIL_REVERT_PATH = '/api/user/revert-email-change';

export type EmailChangeOutcome = keyof typeof EMAIL_CHANGE_LANDING;
export type EmailRevertOutcome = keyof typeof EMAIL_REVERT_LANDING;

/** The job kinds of the e-mail change letters; each link is created when its letter is built. */
export const PROFILE_LETTERS = {
  /** The confirmation link to a requested new address: { userId, email }. */
  emailChange: 'profile.email-change-mail',
  /** The undo link to the previous address once the change is done: { userId, oldEmail, newEmail }. */
  emailChanged: 'profile.email-changed-mail',
  /** A restore link to the address an undo brought back: { userId, email }. */
  emailReverted: 'profile.email-reverted-mail',
} as const;

type ProfileLinkKind = 'email_change' | 'email_revert' | 'email_confirm' | 'pass_restore';

function notFound(): AppError {
  return new AppError(404, SERVER_MESSAGE.userNotFound);
}

/** One-time links of the accounts feature (auth.repo), for the confirmed e-mail change. */
export interface EmailChangeLinks {
  create(
    db: AppDb,
    userId: string,
    kind: ProfileLinkKind,
    ttlMs: number,
    payload?: { email: string },
  ): Promise<string>;
  consume(
    db: AppDb,
    kind: 'email_change' | 'email_revert',
    secret: string,
  ): Promise<{ userId: string; payload: Record<string, string> | null } | undefined>;
  expire(db: AppDb, userId: string, kind: ProfileLinkKind): Promise<void>;
}

export interface ProfileDeps {
  db: AppDb;
  realtime: Pick<Realtime, 'isOnline'>;
  rateLimit: Pick<RateLimiter, 'enforce'>;
  letters: Pick<Letters, 'enqueue' | 'cancel'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  publicUrl: PublicUrl;
  siteUrl: string;
  links: EmailChangeLinks;
  /** Signs the user out everywhere (platform/auth): an undone e-mail change ends every session. */
  revokeAllSessions: (userId: string) => Promise<void>;
  /** The city list's exact lookup of a chosen city (features/cities); null: not in the list. */
  findCity(choice: { city: string; country: string; lat: number; lng: number }): Promise<ListedCity | null>;
  /** The viewer's current rating of a person (features/sympathies): true like, false dislike. */
  ratingOf: (raterId: string, ratedId: string) => Promise<boolean | null>;
  /** Counts a visit of a profile (features/visits). */
  recordVisit: (visitor: UserRow, visited: UserRow, now: Date) => Promise<void>;
  /** The current user as the API answers it (features/me). */
  currentUser: (user: UserRow) => Promise<CurrentUser>;
}

export type ProfileService = ReturnType<typeof createProfileService>;

export function createProfileService(deps: ProfileDeps) {
  const { db, publicUrl, siteUrl, links, log } = deps;

  async function save(userId: string, set: UserUpdate): Promise<UserRow> {
    const row = await updateUserRow(db, userId, set);
    if (!row) throw new AppError(401, ERROR_TEXT.authorization);
    return row;
  }

  /** The account a letter is about, while it still is what the letter expects. */
  async function activeWithEmail(userId: string, email: string): Promise<UserRow | null> {
    const user = await findUser(db, userId);
    return user?.status === 'active' && user.email === email.toLowerCase() ? user : null;
  }

  /** Field errors of a profile update that need the stored profile or the database. */
  async function checkUpdate(user: UserRow, input: ProfileUpdate) {
    const errors: { param: string; msg: string }[] = [];
    const from = input.lookingAgeFrom ?? user.lookingAgeFrom;
    const to = input.lookingAgeTo ?? user.lookingAgeTo;
    if (from > to) {
      // Both sent in the wrong order is caught by the schema; here one side crosses the stored one.
      const param = input.lookingAgeFrom !== undefined ? 'lookingAgeFrom' : 'lookingAgeTo';
      errors.push({ param, msg: PROFILE_TEXT.ageRangeOrder });
    }
    let city: ListedCity | null = null;
    if (
      input.city !== undefined &&
      input.country !== undefined &&
      input.lat !== undefined &&
      input.lng !== undefined
    ) {
      city = await deps.findCity({
        city: input.city,
        country: input.country,
        lat: input.lat,
        lng: input.lng,
      });
      if (!city) errors.push({ param: 'city', msg: ERROR_TEXT.pickCityFromList });
    }
    const newEmail = input.email !== undefined && input.email !== user.email ? input.email : null;
    if (newEmail && (await emailUsedByOther(db, newEmail, user.id))) {
      errors.push({ param: 'email', msg: PROFILE_TEXT.emailTaken });
    }
    if (errors.length > 0) throw new FieldErrors(errors);
    return { city, newEmail };
  }

  return {
    /**
     * Another person's profile by public number, with the viewer's rating and dialog. Unknown,
     * hidden or blocked (either way) people are 404 alike. Opening someone else's profile
     * counts a visit; the own number answers the own card and counts nothing. Other numbers,
     * found or not, count against PROFILE_RATE_LIMITS.pageViewsPerUser (429 over it), so no one
     * walks the numbers to collect everyone's pictures.
     */
    async page({ user: viewer, now }: Viewer, number: string): Promise<ProfilePageResponse> {
      if (number !== String(viewer.userNumber)) {
        const rule = PROFILE_RATE_LIMITS.pageViewsPerUser;
        await deps.rateLimit.enforce(`profile-view:${viewer.id}`, rule.limit, rule.windowMs);
      }
      const parsed = PROFILE_NUMBER.test(number) ? Number(number) : Number.NaN;
      if (!(parsed <= MAX_PROFILE_NUMBER)) throw notFound();
      const target = parsed === viewer.userNumber ? viewer : await findUserByNumber(db, parsed);
      if (!target) throw notFound();
      if (target.id === viewer.id) {
        const imageRows = await imagesOf(db, viewer.id);
        return {
          user: toUserCard(viewer, imageRows, publicUrl, await deps.realtime.isOnline(viewer.id)),
          rating: null,
          dialog: null,
        };
      }
      if (await isBlockedEitherWay(db, viewer.id, target.id)) throw notFound();

      const [imageRows, online, rating, dialog] = await Promise.all([
        imagesOf(db, target.id),
        deps.realtime.isOnline(target.id),
        deps.ratingOf(viewer.id, target.id),
        findDialogOfPair(db, viewer.id, target.id),
      ]);
      try {
        await deps.recordVisit(viewer, target, now);
      } catch (err) {
        // The page itself is fine; a lost visit is not worth failing it for.
        log.error({ err }, 'visit not recorded');
      }
      return { user: toUserCard(target, imageRows, publicUrl, online), rating, dialog: dialog?.id ?? null };
    },

    /**
     * The profile settings. A new e-mail is not applied: a confirmation link goes to it and the
     * address switches when the link is opened (`updateEmail` true).
     */
    async update({ user }: Viewer, input: ProfileUpdate): Promise<ProfileUpdateResponse> {
      if (Object.values(input).every((v) => v === undefined)) {
        throw new AppError(400, PROFILE_TEXT.nothingToUpdate);
      }
      // Counted before the "taken" check, so it cannot be used to test addresses one by one.
      if (input.email !== undefined && input.email !== user.email) {
        const rule = PROFILE_RATE_LIMITS.emailChangePerUser;
        await deps.rateLimit.enforce(`email-change:${user.id}`, rule.limit, rule.windowMs);
      }
      const { city, newEmail } = await checkUpdate(user, input);

      const set: UserUpdate = {};
      if (input.name !== undefined && input.name !== user.name) {
        set.name = input.name;
        set.nameConfirmed = 0;
      }
      if (input.description !== undefined && input.description !== user.description) {
        set.description = input.description;
        set.descriptionConfirmed = 0;
      }
      if (input.birthday !== undefined) set.birthday = input.birthday;
      if (input.goal !== undefined) set.goal = input.goal;
      if (input.looking !== undefined) set.looking = input.looking;
      if (input.lookingAgeFrom !== undefined) set.lookingAgeFrom = input.lookingAgeFrom;
      if (input.lookingAgeTo !== undefined) set.lookingAgeTo = input.lookingAgeTo;
      if (city) {
        Object.assign(set, {
          city: city.name,
          region: city.region,
          country: city.country,
          lat: city.lat,
          lng: city.lng,
        });
      }

      const row = await db.transaction(async (tx) => {
        const saved = await updateUserRow(tx, user.id, set);
        if (!saved) throw new AppError(401, ERROR_TEXT.authorization);
        if (!newEmail) return saved;
        // Only the newest requested address can be confirmed: older links and unsent letters go.
        await links.expire(tx, user.id, 'email_change');
        const keyPrefix = `email-change:${user.id}:`;
        await deps.letters.cancel(PROFILE_LETTERS.emailChange, keyPrefix, { db: tx });
        await deps.letters.enqueue(
          PROFILE_LETTERS.emailChange,
          { userId: user.id, email: newEmail },
          { db: tx, key: `${keyPrefix}${randomUUID()}` },
        );
        return saved;
      });
      return { user: await deps.currentUser(row), updateEmail: newEmail !== null };
    },

    /** Opens the link mailed to a new address: the address replaces the old one, confirmed. */
    async confirmEmailChange(secret: string): Promise<EmailChangeOutcome> {
      const link = await links.consume(db, 'email_change', secret);
      const email = link?.payload?.email;
      if (!link || !email) return 'invalid';
      const user = await findUser(db, link.userId);
      if (user?.status !== 'active') return 'invalid';
      if (user.email === email) return 'changed';
      const outcome = await switchEmail(db, user.id, email);
      if (outcome === 'gone') return 'invalid';
      if (outcome === 'taken') return 'taken';
      await db.transaction(async (tx) => {
        // Links already mailed to the old address must not act on the account any more.
        for (const kind of ['email_confirm', 'pass_restore', 'email_revert'] as const) {
          await links.expire(tx, user.id, kind);
        }
        // The old address may undo it for a day, in case it was not the owner who changed it.
        await deps.letters.enqueue(
          PROFILE_LETTERS.emailChanged,
          { userId: user.id, oldEmail: user.email, newEmail: email },
          { db: tx },
        );
      });
      return 'changed';
    },

    /**
     * Opens the undo link mailed to the previous address: the address comes back, every session
     * ends (whoever changed it is signed out) and a password-restore letter goes to it.
     */
    async revertEmailChange(secret: string): Promise<EmailRevertOutcome> {
      const link = await links.consume(db, 'email_revert', secret);
      const email = link?.payload?.email;
      if (!link || !email) return 'invalid';
      const user = await findUser(db, link.userId);
      if (user?.status !== 'active') return 'invalid';
      if (user.email !== email) {
        const outcome = await switchEmail(db, user.id, email);
        if (outcome === 'gone') return 'invalid';
        if (outcome === 'taken') return 'taken';
      }
      await db.transaction(async (tx) => {
        for (const kind of ['email_change', 'email_confirm', 'pass_restore'] as const) {
          await links.expire(tx, user.id, kind);
        }
        await deps.letters.enqueue(PROFILE_LETTERS.emailReverted, { userId: user.id, email }, { db: tx });
      });
      await deps.revokeAllSessions(user.id);
      return 'reverted';
    },

    /** The info fields: a field sent as null is cleared, an absent one stays. */
    async updateInfo({ user }: Viewer, input: InfoUpdate): Promise<Info> {
      const set: UserUpdate = {};
      for (const [key, value] of Object.entries(input) as [keyof InfoUpdate, number | null | undefined][]) {
        if (value !== undefined) set[key] = value;
      }
      if (Object.keys(set).length === 0) throw new AppError(400, PROFILE_TEXT.nothingToUpdate);
      return infoOf(await save(user.id, set));
    },

    async updateInterests({ user }: Viewer, interests: number[]): Promise<number[]> {
      const row = await save(user.id, { interests });
      return [...row.interests];
    },

    /** The builders of the letters in PROFILE_LETTERS, run by their jobs (profile.routes.ts). */
    letters: {
      async emailChange({ userId, email }: { userId: string; email: string }): Promise<MailMessage | null> {
        const user = await findUser(db, userId);
        if (user?.status !== 'active' || user.email === email.toLowerCase()) return null;
        await links.expire(db, user.id, 'email_change');
        const secret = await links.create(db, user.id, 'email_change', AUTH_LINK_TTL_MS.email_change, {
          email,
        });
        return {
          to: email,
          ...emailChangeMail(user.name, `${siteUrl}${EMAIL_CHANGE_CONFIRM_PATH}/${secret}`, siteUrl),
        };
      },
      async emailChanged(payload: { userId: string; oldEmail: string; newEmail: string }) {
        // Undone or changed again before the letter went: this undo link has nothing to undo.
        const user = await activeWithEmail(payload.userId, payload.newEmail);
        if (!user) return null;
        await links.expire(db, user.id, 'email_revert');
        const revert = await links.create(db, user.id, 'email_revert', AUTH_LINK_TTL_MS.email_revert, {
          email: payload.oldEmail,
        });
        const url = `${siteUrl}${EMAIL_REVERT_PATH}/${revert}`;
        return { to: payload.oldEmail, ...emailChangedMail(user.name, payload.newEmail, url, siteUrl) };
      },
      async emailReverted({ userId, email }: { userId: string; email: string }): Promise<MailMessage | null> {
        const user = await activeWithEmail(userId, email);
        if (!user) return null;
        await links.expire(db, user.id, 'pass_restore');
        const restore = await links.create(db, user.id, 'pass_restore', AUTH_LINK_TTL_MS.pass_restore);
        return {
          to: email,
          ...emailRevertedMail(user.name, `${siteUrl}/app/restore-pass/${restore}`, siteUrl),
        };
      },
    },
  };
}
