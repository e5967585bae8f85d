/**
 * The rules of accounts and sessions: registration with consent records, login, logout,
 * token refresh, e-mail confirmation, password restore and one-time landing links.
 *
 * Letters are queued (platform/letters.ts) and built when their job runs, which is also when
 * their single-use link is created. A restore or a new confirmation link asked for by address
 * queues the same job whether the address has an account or not — the job finds out — so the
 * answer and its timing are the same for both.
 */
import {
  AUTH_LINK_TTL_MS,
  AUTH_RATE_LIMITS,
  AUTH_TEXT,
  type AuthResponse,
  accountBlockedMessage,
  BAN_REASONS,
  CONSENT_DOCUMENTS,
  ERROR_TEXT,
  type Login,
  REGISTRATION_CONSENT_TEXT,
  type Registration,
} from '@iskra/contract';
import type { AppDb } from '../../platform/db/client.ts';
import { AppError, FieldErrors } from '../../platform/errors.ts';
import type { Letters } from '../../platform/letters.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { findUser } from '../users/users.repo.ts';
import type { ListedCity, UserRow } from '../users/users.view.ts';
import { confirmationMail, passwordChangedMail, restoreMail } from './auth.mails.ts';
import {
  type AuthLinkKind,
  consumeAuthLink,
  createAuthLink,
  emailTaken,
  expireAuthLinks,
  findUserByEmail,
  insertUser,
  markEmailConfirmed,
  peekAuthLink,
  recordConsents,
  setPasswordHash,
  signedInFrom,
  touchLastActive,
} from './auth.repo.ts';
import { hashPassword, passwordProblem, verifyNoPassword, verifyPassword } from './passwords.ts';

/** The job kinds of the accounts' letters. */
export const AUTH_LETTERS = {
  /** The confirmation link after registration: { userId }. */
  confirmation: 'auth.confirmation-mail',
  /** A new confirmation link asked for by address: { email }. */
  resendConfirmation: 'auth.resend-confirmation-mail',
  /** A password restore link asked for by address: { email }. */
  restore: 'auth.restore-mail',
  /** The notice that the password was changed: { userId }. */
  passwordChanged: 'auth.password-changed-mail',
} as const;

export interface RequestMeta {
  ip: string;
  userAgent: string;
}

export interface AuthDeps {
  db: AppDb;
  /** The city list's exact lookup of a chosen city (features/cities); null: not in the list. */
  findCity(choice: { city: string; country: string; lat: number; lng: number }): Promise<ListedCity | null>;
  /** Public address of the site, e.g. https://iskra.example (no trailing slash). */
  siteUrl: string;
  letters: Pick<Letters, 'enqueue'>;
  sessions: {
    issue(userId: string, meta: RequestMeta): Promise<{ token: string; sessionId: string }>;
    /** Extends a live session with a freshly signed token; null when the session is gone. */
    renew(sessionId: string): Promise<{ token: string } | null>;
    revoke(sessionId: string): Promise<void>;
    /** Revokes every session of the user (but `exceptSessionId`) and disconnects their sockets. */
    revokeAll(userId: string, exceptSessionId?: string): Promise<void>;
  };
  /** Counts an attempt under `key`; throws 429 when over the limit. */
  limit(key: string, rule: { limit: number; windowMs: number }): Promise<void>;
  /** The signed-in answer for a user: token plus the current user and menu counters. */
  present(user: UserRow, token: string): Promise<AuthResponse>;
}

export function createAuthService(deps: AuthDeps) {
  const { db } = deps;
  const appUrl = (path: string) => `${deps.siteUrl}/app${path}`;

  /** The confirmation letter with a fresh link (older ones stop working); null: nothing to confirm. */
  async function confirmationLetter(user: UserRow | undefined): Promise<MailMessage | null> {
    if (user?.status !== 'active' || user.isActivated) return null;
    await expireAuthLinks(db, user.id, 'email_confirm');
    const secret = await createAuthLink(db, user.id, 'email_confirm', AUTH_LINK_TTL_MS.email_confirm);
    return {
      to: user.email,
      ...confirmationMail(user.name, `${deps.siteUrl}/api/user/activate/${secret}`, deps.siteUrl),
    };
  }

  /** Stores a new password and queues the notice with it. */
  async function savePassword(userId: string, password: string, confirmEmail: boolean): Promise<void> {
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, userId, passwordHash, { confirmEmail });
      await deps.letters.enqueue(AUTH_LETTERS.passwordChanged, { userId }, { db: tx });
    });
  }

  async function signIn(user: UserRow, meta: RequestMeta): Promise<AuthResponse> {
    const { token } = await deps.sessions.issue(user.id, meta);
    await touchLastActive(db, user.id);
    return deps.present(user, token);
  }

  async function activeUser(userId: string): Promise<UserRow> {
    const user = await findUser(db, userId);
    if (user?.status !== 'active') throw new AppError(401, ERROR_TEXT.authorization);
    return user;
  }

  return {
    async register(input: Registration, meta: RequestMeta): Promise<AuthResponse> {
      const errors: { param: string; msg: string }[] = [];
      const passwordError = passwordProblem(input.password);
      if (passwordError) errors.push({ param: 'password', msg: passwordError });
      if (await emailTaken(db, input.email)) errors.push({ param: 'email', msg: AUTH_TEXT.emailTaken });
      const city = await deps.findCity(input);
      if (!city) errors.push({ param: 'city', msg: ERROR_TEXT.pickCityFromList });
      if (errors.length > 0 || !city) throw new FieldErrors(errors);

      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          name: input.name,
          email: input.email,
          passwordHash,
          birthday: input.birthday,
          gender: input.gender,
          looking: input.looking,
          goal: input.goal,
          city: city.name,
          region: city.region,
          country: city.country,
          lat: city.lat,
          lng: city.lng,
        });
        // A concurrent registration with the same address won the race.
        if (!created) throw new FieldErrors([{ param: 'email', msg: AUTH_TEXT.emailTaken }]);
        await recordConsents(
          tx,
          created.id,
          [
            {
              ...CONSENT_DOCUMENTS.userAgreement,
              document: CONSENT_DOCUMENTS.userAgreement.id,
              text: REGISTRATION_CONSENT_TEXT,
            },
            {
              ...CONSENT_DOCUMENTS.personalData,
              document: CONSENT_DOCUMENTS.personalData.id,
              text: REGISTRATION_CONSENT_TEXT,
            },
          ],
          meta,
        );
        await deps.letters.enqueue(AUTH_LETTERS.confirmation, { userId: created.id }, { db: tx });
        return created;
      });
      return signIn(user, meta);
    },

    /**
     * Attempts are limited per client address, per account from one address, and — only from
     * addresses the account never signed in from — per account: an attacker slows down, while
     * the owner on a known device or network is never locked out.
     */
    async login(input: Login, meta: RequestMeta): Promise<AuthResponse> {
      await deps.limit(`login:ip:${meta.ip}`, AUTH_RATE_LIMITS.loginPerIp);
      await deps.limit(`login:account-ip:${input.email}|${meta.ip}`, AUTH_RATE_LIMITS.loginPerAccountAndIp);
      const user = await findUserByEmail(db, input.email);
      if (!user || !(await signedInFrom(db, user.id, meta.ip))) {
        await deps.limit(`login:account-new-ip:${input.email}`, AUTH_RATE_LIMITS.loginPerAccountFromNewIps);
      }
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyNoPassword(input.password);
      if (!user || !ok || user.status === 'deleting') {
        throw new FieldErrors([{ param: 'password', msg: AUTH_TEXT.wrongCredentials }]);
      }
      if (user.status === 'blocked') {
        const reason = BAN_REASONS.find((r) => r === user.blockedReason) ?? 'other';
        throw new AppError(403, accountBlockedMessage(reason), { code: 'accountBlocked' });
      }
      return signIn(user, meta);
    },

    async logout(sessionId: string): Promise<void> {
      await deps.sessions.revoke(sessionId);
    },

    /**
     * Signs a fresh token for the presented session and extends it. The session stays the same,
     * so several tabs refreshing at once all keep working.
     */
    async refresh(auth: { userId: string; sessionId: string }): Promise<AuthResponse> {
      const user = await activeUser(auth.userId);
      const renewed = await deps.sessions.renew(auth.sessionId);
      if (!renewed) throw new AppError(401, ERROR_TEXT.authorization);
      await touchLastActive(db, user.id);
      return deps.present(user, renewed.token);
    },

    async landingLogin(uid: string, secret: string, meta: RequestMeta) {
      const link = await consumeAuthLink(db, 'landing_login', secret);
      if (!link || link.userId !== uid)
        throw new AppError(401, AUTH_TEXT.loginLinkInvalid, { code: 'linkInvalid' });
      const user = await activeUser(link.userId);
      const answer = await signIn(user, meta);
      const utm = link.payload && Object.keys(link.payload).length > 0 ? link.payload : null;
      return { ...answer, utm };
    },

    /** Issues a one-time login link to put into a letter. */
    async issueLandingLink(userId: string, landing: string, utm?: Record<string, string>): Promise<string> {
      const secret = await createAuthLink(db, userId, 'landing_login', AUTH_LINK_TTL_MS.landing_login, utm);
      const query = new URLSearchParams({ uid: userId, token: secret, landing });
      return appUrl(`/auth?${query.toString()}`);
    },

    /**
     * Always does and answers the same, so neither the answer nor its timing reveals which
     * addresses exist: the job looks the address up.
     */
    async requestRestore(email: string, meta: RequestMeta): Promise<void> {
      await deps.limit(`restore:ip:${meta.ip}`, AUTH_RATE_LIMITS.restorePerIp);
      await deps.limit(`restore:${email}`, AUTH_RATE_LIMITS.restorePerAddress);
      await deps.letters.enqueue(AUTH_LETTERS.restore, { email: email.toLowerCase() });
    },

    async checkRestoreLink(secret: string): Promise<void> {
      if (!(await peekAuthLink(db, 'pass_restore', secret)))
        throw new AppError(400, AUTH_TEXT.restoreLinkInvalid, { code: 'linkInvalid' });
    },

    async restorePassword(secret: string, pass: string, meta: RequestMeta): Promise<AuthResponse> {
      const problem = passwordProblem(pass);
      if (problem) throw new FieldErrors([{ param: 'pass', msg: problem }]);
      const link = await consumeAuthLink(db, 'pass_restore', secret);
      if (!link) throw new AppError(400, AUTH_TEXT.restoreLinkInvalid, { code: 'linkInvalid' });
      const user = await activeUser(link.userId);
      // Following the mailed link proves the address, so it also confirms it.
      await savePassword(user.id, pass, true);
      await deps.sessions.revokeAll(user.id);
      return signIn({ ...user, isActivated: true }, meta);
    },

    async changePassword(
      auth: { userId: string; sessionId: string },
      oldPassword: string,
      newPassword: string,
    ): Promise<void> {
      await deps.limit(`password-change:${auth.userId}`, AUTH_RATE_LIMITS.passwordChangePerUser);
      const user = await activeUser(auth.userId);
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        throw new FieldErrors([{ param: 'oldPassword', msg: AUTH_TEXT.wrongPassword }]);
      }
      const problem = passwordProblem(newPassword);
      if (problem) throw new FieldErrors([{ param: 'newPassword', msg: problem }]);
      await savePassword(user.id, newPassword, false);
      await deps.sessions.revokeAll(user.id, auth.sessionId);
    },

    /**
     * The same work and answer for an unknown, a confirmed and an unconfirmed address: the job
     * decides whether there is a letter to send.
     */
    async resendActivation(email: string): Promise<void> {
      await deps.limit(`resend:${email}`, AUTH_RATE_LIMITS.resendPerAddress);
      await deps.letters.enqueue(AUTH_LETTERS.resendConfirmation, { email: email.toLowerCase() });
    },

    /** Confirms the address of a mailed link; false when the link is unknown, used or expired. */
    async activate(secret: string): Promise<boolean> {
      const link = await consumeAuthLink(db, 'email_confirm', secret);
      if (!link) return false;
      await markEmailConfirmed(db, link.userId);
      return true;
    },

    /** The builders of the letters in AUTH_LETTERS, run by their jobs (auth.routes.ts). */
    letters: {
      confirmation: async ({ userId }: { userId: string }) => confirmationLetter(await findUser(db, userId)),
      resendConfirmation: async ({ email }: { email: string }) =>
        confirmationLetter(await findUserByEmail(db, email)),
      async restore({ email }: { email: string }): Promise<MailMessage | null> {
        const user = await findUserByEmail(db, email);
        if (user?.status !== 'active') return null;
        await expireAuthLinks(db, user.id, 'pass_restore');
        const secret = await createAuthLink(db, user.id, 'pass_restore', AUTH_LINK_TTL_MS.pass_restore);
        return {
          to: user.email,
          ...restoreMail(user.name, appUrl(`/restore-pass/${secret}`), deps.siteUrl),
        };
      },
      async passwordChanged({ userId }: { userId: string }): Promise<MailMessage | null> {
        const user = await findUser(db, userId);
        if (user?.status !== 'active') return null;
        return { to: user.email, ...passwordChangedMail(user.name, appUrl('/help'), deps.siteUrl) };
      },
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export type { AuthLinkKind };
