/**
 * The rules of accounts and sessions: registration with consent records, login, logout,
 * token refresh, e-mail confirmation, password restore and one-time landing links.
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
  mail: { send(message: { to: string; subject: string; html: string; text: string }): Promise<void> };
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
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export function createAuthService(deps: AuthDeps) {
  const { db } = deps;
  const appUrl = (path: string) => `${deps.siteUrl}/app${path}`;

  /** Mail failures never undo the action that sent the letter; the user can ask again. */
  async function sendMail(to: string, mail: { subject: string; html: string; text: string }) {
    try {
      await deps.mail.send({ to, ...mail });
    } catch (err) {
      deps.log.error({ err, subject: mail.subject }, 'mail not sent');
    }
  }

  async function sendConfirmation(user: Pick<UserRow, 'id' | 'name' | 'email'>) {
    await expireAuthLinks(db, user.id, 'email_confirm');
    const secret = await createAuthLink(db, user.id, 'email_confirm', AUTH_LINK_TTL_MS.email_confirm);
    await sendMail(
      user.email,
      confirmationMail(user.name, `${deps.siteUrl}/api/user/activate/${secret}`, deps.siteUrl),
    );
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
        return created;
      });
      await sendConfirmation(user);
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

    /** Always answers the same way, so it does not reveal which addresses exist. */
    async requestRestore(email: string, meta: RequestMeta): Promise<void> {
      await deps.limit(`restore:ip:${meta.ip}`, AUTH_RATE_LIMITS.restorePerIp);
      await deps.limit(`restore:${email}`, AUTH_RATE_LIMITS.restorePerAddress);
      const user = await findUserByEmail(db, email);
      if (user?.status !== 'active') return;
      await expireAuthLinks(db, user.id, 'pass_restore');
      const secret = await createAuthLink(db, user.id, 'pass_restore', AUTH_LINK_TTL_MS.pass_restore);
      await sendMail(user.email, restoreMail(user.name, appUrl(`/restore-pass/${secret}`), deps.siteUrl));
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
      await setPasswordHash(db, user.id, await hashPassword(pass), { confirmEmail: true });
      await deps.sessions.revokeAll(user.id);
      await sendMail(user.email, passwordChangedMail(user.name, appUrl('/help'), deps.siteUrl));
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
      await setPasswordHash(db, user.id, await hashPassword(newPassword), { confirmEmail: false });
      await deps.sessions.revokeAll(user.id, auth.sessionId);
      await sendMail(user.email, passwordChangedMail(user.name, appUrl('/help'), deps.siteUrl));
    },

    async resendActivation(email: string): Promise<void> {
      await deps.limit(`resend:${email}`, AUTH_RATE_LIMITS.resendPerAddress);
      const user = await findUserByEmail(db, email);
      if (user?.status !== 'active') return;
      // The same answer as for an unknown address: nothing tells which addresses exist.
      if (user.isActivated) return;
      await sendConfirmation(user);
    },

    /** Confirms the address of a mailed link; false when the link is unknown, used or expired. */
    async activate(secret: string): Promise<boolean> {
      const link = await consumeAuthLink(db, 'email_confirm', secret);
      if (!link) return false;
      await markEmailConfirmed(db, link.userId);
      return true;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export type { AuthLinkKind };
