/**
 * What the operator console reads and does: the moderation queue and its decisions (the
 * support tools of features/admin), looking an account up, bans and unbans, tier grants and
 * the audit log. Every read of personal data and every action writes one audit row first.
 */
import {
  type AuditEntry,
  type AuditResponse,
  BAN_REASONS,
  type BanReason,
  type HeldMessageDecision,
  type HeldMessageDecisionResponse,
  type HeldMessagesResponse,
  type ModerationDecisionRequest,
  type ModerationDecisionResponse,
  type ModerationQueueResponse,
  type PendingPhoto,
  type PhotoDecision,
  type PhotoDecisionResponse,
  type PhotosResponse,
  type ReportDecision,
  type ReportDecisionResponse,
  type ReportsResponse,
  SERVER_MESSAGE,
  type SignalsResponse,
  STAFF_AUDIT_ACTIONS,
  STAFF_AUDIT_OBJECTS,
  STAFF_TEXT,
  STAFF_USER_STATUSES,
  type StaffAuditAction,
  type StaffUser,
  type TierGrant,
  type TierGrantResponse,
} from '@iskra/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { AppDb } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Letters } from '../../platform/letters.ts';
import type { MailMessage } from '../../platform/mail.ts';
import type { AdminService } from '../admin/admin.service.ts';
import type { HeldEntry } from '../chat/chat.review.ts';
import type {
  decideReport,
  OpenReport,
  openSignals,
  reportPhoto,
  resolveSignal,
} from '../safety/reports.repo.ts';
import { holdReasons } from '../safety/safety.hold.ts';
import './staff.events.ts';
import { bannedMail, unbannedMail, warnedMail } from './staff.mails.ts';
import {
  type AuditRecord,
  appendAudit,
  auditPage,
  blockAccount,
  decisionsAbout,
  findAccount,
  unblockAccount,
} from './staff.repo.ts';
import { requireAdmin, type StaffContext } from './staff.service.ts';

export interface StaffConsoleDeps {
  db: AppDb;
  admin: Pick<AdminService, 'moderationQueue' | 'decideModeration' | 'grantTier'>;
  /** Ends every session of a user and disconnects their sockets (platform/auth.ts). */
  revokeUserSessions(userId: string): Promise<void>;
  letters: Pick<Letters, 'enqueue'>;
  /** The reports of features/safety, read and closed through its functions. */
  reports: {
    open(limit: number): Promise<OpenReport[]>;
    decide(reportId: string, decision: ReportDecision): ReturnType<typeof decideReport>;
    photo(reportId: string, position: number): ReturnType<typeof reportPhoto>;
    signals(limit: number): ReturnType<typeof openSignals>;
    resolveSignal(signalId: string): ReturnType<typeof resolveSignal>;
  };
  /** The photo queue of features/photos. */
  photos: {
    queue(limit: number): Promise<PendingPhoto[]>;
    ofAccount(userId: string): Promise<StaffUser['photos']>;
    review(imageId: string, decision: PhotoDecision): Promise<{ userId: string } | undefined>;
  };
  /** Held first messages of the chat (features/chat/chat.review.ts). */
  heldMessages: {
    list(limit: number): Promise<HeldEntry[]>;
    decide(
      messageId: string,
      decision: HeldMessageDecision,
      now: Date,
    ): Promise<{ authorId: string } | undefined>;
  };
  /** Tells a user's open pages that staff warned them (SERVER:ACCOUNT_WARNING). */
  warned(userId: string, reason: BanReason): void;
  /** Tells a user's open pages that moderation changed what they show (SERVER:MODERATION_COMPLETE). */
  moderated(userId: string): void;
  config: Pick<Config, 'publicUrl' | 'supportEmail'>;
  bus: EventBus;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/** The letter job of a ban or an unban (registered in staff.routes.ts). */
export const STAFF_LETTER_JOB = 'staff.decision-letter';
export type StaffLetter =
  | { userId: string; decision: 'banned' | 'unbanned' }
  | { userId: string; decision: 'warned'; reason: BanReason };

type AuditRow = Awaited<ReturnType<typeof auditPage>>[number];

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);
const isAction = oneOf<StaffAuditAction>(STAFF_AUDIT_ACTIONS);
const isObject = oneOf(STAFF_AUDIT_OBJECTS);
const isReason = oneOf<BanReason>(BAN_REASONS);
const isStatus = oneOf(STAFF_USER_STATUSES);

function entryOf(row: AuditRow): AuditEntry | null {
  if (!isAction(row.action) || !isObject(row.objectType)) return null;
  return { ...row, action: row.action, objectType: row.objectType, at: row.at.toISOString() };
}
const entries = (rows: AuditRow[]) => rows.flatMap((row) => entryOf(row) ?? []);

type Primitive = string | number | boolean | null;
/** Signal details as plain values (nested ones as JSON text). */
function plainDetails(details: Record<string, unknown>): Record<string, Primitive> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]): [string, Primitive] => [
      key,
      value === null || ['string', 'number', 'boolean'].includes(typeof value)
        ? (value as Primitive)
        : JSON.stringify(value),
    ]),
  );
}

/** `123`, `u123`, `@u123` or an e-mail address. */
function lookupKey(query: string): { userNumber: number } | { email: string } | null {
  const number = /^@?u?(\d{1,9})$/i.exec(query)?.[1];
  if (number) return { userNumber: Number(number) };
  return query.includes('@') ? { email: query } : null;
}

export type StaffConsole = ReturnType<typeof createStaffConsole>;

export function createStaffConsole(deps: StaffConsoleDeps) {
  const { db } = deps;
  const audit = (staff: StaffContext, record: Omit<AuditRecord, 'staffId' | 'ip'>) =>
    appendAudit(db, { staffId: staff.staffId, ip: staff.ip, ...record });
  const actor = (staff: StaffContext) => ({ via: 'staff' as const, staffId: staff.staffId, ip: staff.ip });

  async function account(userId: string): Promise<StaffUser> {
    const row = await findAccount(db, { id: userId });
    if (!row || !isStatus(row.status)) throw new AppError(404, STAFF_TEXT.userNotFound);
    return {
      ...row,
      status: row.status,
      blockedReason: row.blockedReason && isReason(row.blockedReason) ? row.blockedReason : null,
      premiumUntil: row.premiumUntil?.toISOString() ?? null,
      vipUntil: row.vipUntil?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.lastActiveAt.toISOString(),
      photos: await deps.photos.ofAccount(userId),
      history: entries(await decisionsAbout(db, userId)),
    };
  }

  /** The letter goes through the job queue: a slow or failing mail server never undoes a decision. */
  const queueLetter = (letter: StaffLetter) => deps.letters.enqueue(STAFF_LETTER_JOB, letter);

  return {
    async moderationQueue(staff: StaffContext, limit: number): Promise<ModerationQueueResponse> {
      await audit(staff, {
        action: 'moderationQueueRead',
        objectType: 'queue',
        objectId: 'texts',
        details: { limit },
      });
      return deps.admin.moderationQueue(limit);
    },

    async decideModeration(
      staff: StaffContext,
      body: ModerationDecisionRequest,
    ): Promise<ModerationDecisionResponse> {
      const answer = await deps.admin.decideModeration(body, actor(staff));
      await audit(staff, {
        action: 'moderationDecided',
        objectType: 'user',
        objectId: body.userId,
        details: { name: body.name ?? null, description: body.description ?? null },
      });
      return answer;
    },

    /** Photos waiting for staff, the longest waiting first (an audited read of the queue). */
    async photosQueue(staff: StaffContext, limit: number): Promise<PhotosResponse> {
      const items = await deps.photos.queue(limit);
      await audit(staff, {
        action: 'photosQueueRead',
        objectType: 'queue',
        objectId: 'photos',
        details: { limit, shown: items.length },
      });
      return { items };
    },

    /** Approves or rejects a waiting photo; 409 when it no longer waits. */
    async decidePhoto(
      staff: StaffContext,
      imageId: string,
      decision: PhotoDecision,
    ): Promise<PhotoDecisionResponse> {
      const decided = await deps.photos.review(imageId, decision);
      if (!decided) throw new AppError(409, STAFF_TEXT.photoDecided);
      await audit(staff, {
        action: 'photoDecided',
        objectType: 'user',
        objectId: decided.userId,
        details: { imageId, decision },
      });
      if (decision === 'reject') deps.moderated(decided.userId);
      return { imageId, decision };
    },

    /** Held first messages, the longest waiting first (an audited read of the queue). */
    async heldMessages(staff: StaffContext, limit: number): Promise<HeldMessagesResponse> {
      const rows = await deps.heldMessages.list(limit);
      await audit(staff, {
        action: 'heldMessagesRead',
        objectType: 'queue',
        objectId: 'messages',
        details: { limit, shown: rows.length },
      });
      const person = (user: HeldEntry['author']) => ({
        id: user.id,
        userNumber: user.userNumber,
        name: user.name,
      });
      return {
        items: rows.map(({ message, author, recipient }) => ({
          id: message.id,
          text: message.text,
          reasons: holdReasons(message.text),
          createdAt: message.createdAt.toISOString(),
          author: {
            ...person(author),
            registeredAt: author.createdAt.toISOString(),
            status: isStatus(author.status) ? author.status : 'deleting',
          },
          recipient: person(recipient),
        })),
      };
    },

    /** Delivers or rejects a held message; 409 when it no longer waits. */
    async decideHeld(
      staff: StaffContext,
      messageId: string,
      decision: HeldMessageDecision,
    ): Promise<HeldMessageDecisionResponse> {
      const decided = await deps.heldMessages.decide(messageId, decision, new Date());
      if (!decided) throw new AppError(409, STAFF_TEXT.messageDecided);
      await audit(staff, {
        action: 'heldMessageDecided',
        objectType: 'user',
        objectId: decided.authorId,
        details: { messageId, decision },
      });
      return { messageId, decision };
    },

    /** Open reports, most urgent first, with their evidence (an audited read of the queue). */
    async reportsQueue(staff: StaffContext, limit: number): Promise<ReportsResponse> {
      const rows = await deps.reports.open(limit);
      await audit(staff, {
        action: 'reportsQueueRead',
        objectType: 'queue',
        objectId: 'reports',
        details: { limit, shown: rows.length },
      });
      return {
        // An open report always has its evidence (it is destroyed only after the decision).
        items: rows.flatMap((row) => {
          if (!row.evidence) return [];
          const { profile } = row.evidence;
          return {
            id: row.id,
            category: row.category,
            comment: row.comment,
            createdAt: row.createdAt.toISOString(),
            reporterNumber: row.reporterNumber,
            reportedId: row.reportedId,
            reported:
              row.reportedNumber !== null &&
              row.reportedName !== null &&
              row.reportedStatus &&
              isStatus(row.reportedStatus)
                ? { userNumber: row.reportedNumber, name: row.reportedName, status: row.reportedStatus }
                : null,
            openAgainst: row.openAgainst,
            photoCount: row.photoCount,
            evidence: {
              profile: {
                userNumber: profile.userNumber,
                name: profile.name,
                description: profile.description,
                birthday: profile.birthday,
                city: profile.city,
                email: profile.email,
              },
              reportedPhoto: row.evidence.reportedPhoto,
              reportedMessageId: row.evidence.reportedMessageId,
              messages: row.evidence.messages,
            },
          };
        }),
      };
    },

    /** A photo copy kept with a report (an audited read of the reported person's data). */
    async reportPhoto(staff: StaffContext, reportId: string, position: number) {
      const photo = await deps.reports.photo(reportId, position);
      if (!photo) throw new AppError(404, SERVER_MESSAGE.notFound);
      await audit(staff, {
        action: 'reportPhotoRead',
        objectType: 'user',
        objectId: photo.reportedId,
        details: { reportId, position },
      });
      return photo;
    },

    /** Closes a report; the decision joins the reported person's history. 409 when it is closed already. */
    async decideReport(
      staff: StaffContext,
      reportId: string,
      decision: ReportDecision,
    ): Promise<ReportDecisionResponse> {
      const closed = await deps.reports.decide(reportId, decision);
      if (!closed) throw new AppError(409, STAFF_TEXT.reportClosed);
      await audit(staff, {
        action: 'reportDecided',
        objectType: 'user',
        objectId: closed.reportedId,
        details: { reportId, decision, category: closed.category },
      });
      if (closed.reporterId) {
        await deps.bus.publish('report.decided', { reportId, reporterId: closed.reporterId, decision });
      }
      return { id: reportId, decision };
    },

    /** Open automatic signals, the oldest first (an audited read of the queue). */
    async signals(staff: StaffContext, limit: number): Promise<SignalsResponse> {
      const rows = await deps.reports.signals(limit);
      await audit(staff, {
        action: 'signalsRead',
        objectType: 'queue',
        objectId: 'signals',
        details: { shown: rows.length },
      });
      return {
        items: rows.flatMap((row) =>
          isStatus(row.status)
            ? [
                {
                  id: row.id,
                  kind: row.kind,
                  details: plainDetails(row.details),
                  createdAt: row.createdAt.toISOString(),
                  user: { id: row.userId, userNumber: row.userNumber, name: row.name, status: row.status },
                },
              ]
            : [],
        ),
      };
    },

    /** Marks a signal looked at; it joins the account's history. 409 when it was already. */
    async resolveSignal(staff: StaffContext, signalId: string): Promise<{ success: true }> {
      const resolved = await deps.reports.resolveSignal(signalId);
      if (!resolved) throw new AppError(409, STAFF_TEXT.signalClosed);
      await audit(staff, {
        action: 'signalResolved',
        objectType: 'user',
        objectId: resolved.userId,
        details: { signalId, kind: resolved.kind },
      });
      return { success: true };
    },

    /** An account by number or e-mail, with the decisions taken about it. 404 when there is none. */
    async findUser(staff: StaffContext, query: string): Promise<StaffUser> {
      const key = lookupKey(query);
      const found = key ? await findAccount(db, key) : undefined;
      if (!found) throw new AppError(404, STAFF_TEXT.userNotFound);
      await audit(staff, { action: 'userRead', objectType: 'user', objectId: found.id });
      return account(found.id);
    },

    async user(staff: StaffContext, userId: string): Promise<StaffUser> {
      await audit(staff, { action: 'userRead', objectType: 'user', objectId: userId });
      return account(userId);
    },

    /**
     * Blocks the account: hidden everywhere (every list shows active people only), every
     * session and socket ended at once, sign-in refused with the reason; a letter says why and
     * how to appeal. 409 when it is already blocked or cannot be (service account, deletion).
     */
    async ban(staff: StaffContext, userId: string, reason: BanReason, note: string): Promise<StaffUser> {
      const blocked = await blockAccount(db, userId, reason);
      if (!blocked) {
        const row = await findAccount(db, { id: userId });
        if (!row) throw new AppError(404, STAFF_TEXT.userNotFound);
        throw new AppError(
          409,
          row.status === 'blocked' ? STAFF_TEXT.alreadyBlocked : STAFF_TEXT.notBannable,
        );
      }
      await audit(staff, {
        action: 'userBanned',
        objectType: 'user',
        objectId: userId,
        details: { reason, note },
      });
      await deps.revokeUserSessions(userId);
      deps.log.info(
        { staffId: staff.staffId, userId, userNumber: blocked.userNumber, reason },
        'account banned',
      );
      await deps.bus.publish('account.banned', { userId, reason, staffId: staff.staffId });
      await queueLetter({ userId, decision: 'banned' });
      return account(userId);
    },

    /** Warns an active account: its open tabs hear it and a letter goes; nothing else changes. */
    async warn(staff: StaffContext, userId: string, reason: BanReason, note: string): Promise<StaffUser> {
      const row = await findAccount(db, { id: userId });
      if (!row) throw new AppError(404, STAFF_TEXT.userNotFound);
      if (row.status !== 'active') throw new AppError(409, STAFF_TEXT.notWarnable);
      await audit(staff, {
        action: 'userWarned',
        objectType: 'user',
        objectId: userId,
        details: { reason, note },
      });
      deps.log.info({ staffId: staff.staffId, userId, userNumber: row.userNumber, reason }, 'account warned');
      deps.warned(userId, reason);
      await queueLetter({ userId, decision: 'warned', reason });
      return account(userId);
    },

    async unban(staff: StaffContext, userId: string): Promise<StaffUser> {
      const restored = await unblockAccount(db, userId);
      if (!restored) {
        const row = await findAccount(db, { id: userId });
        throw row ? new AppError(409, STAFF_TEXT.notBlocked) : new AppError(404, STAFF_TEXT.userNotFound);
      }
      await audit(staff, { action: 'userUnbanned', objectType: 'user', objectId: userId });
      deps.log.info({ staffId: staff.staffId, userId, userNumber: restored.userNumber }, 'account unbanned');
      await deps.bus.publish('account.unbanned', { userId, staffId: staff.staffId });
      await queueLetter({ userId, decision: 'unbanned' });
      return account(userId);
    },

    /**
     * The letter of a ban or an unban, built when its job runs; none when the account has moved
     * on meanwhile (unbanned before the ban's letter went, or gone).
     */
    async decisionLetter(letter: StaffLetter): Promise<MailMessage | null> {
      const { userId, decision } = letter;
      const row = await findAccount(db, { id: userId });
      if (!row) return null;
      const { publicUrl, supportEmail } = deps.config;
      const to = { to: row.email, replyTo: supportEmail };
      if (letter.decision === 'warned') {
        if (row.status !== 'active') return null;
        const helpUrl = `${publicUrl}/app/help`;
        return {
          ...to,
          ...warnedMail({ name: row.name, reason: letter.reason, helpUrl, siteUrl: publicUrl }),
        };
      }
      if (decision === 'banned') {
        if (row.status !== 'blocked' || !row.blockedReason || !isReason(row.blockedReason)) return null;
        const helpUrl = `${publicUrl}/app/help`;
        return {
          ...to,
          ...bannedMail({ name: row.name, reason: row.blockedReason, helpUrl, siteUrl: publicUrl }),
        };
      }
      if (row.status !== 'active') return null;
      return {
        ...to,
        ...unbannedMail({ name: row.name, loginUrl: `${publicUrl}/app/`, siteUrl: publicUrl }),
      };
    },

    async grantTier(staff: StaffContext, grant: TierGrant): Promise<TierGrantResponse> {
      requireAdmin(staff);
      const answer = await deps.admin.grantTier(grant, actor(staff));
      const target = await findAccount(db, { email: answer.email });
      await audit(staff, {
        action: 'tierGranted',
        objectType: 'user',
        objectId: target?.id ?? answer.email,
        details: { tier: grant.tier, days: grant.days, until: answer.until },
      });
      return answer;
    },

    async auditLog(staff: StaffContext, limit: number, before?: number): Promise<AuditResponse> {
      requireAdmin(staff);
      await audit(staff, {
        action: 'auditRead',
        objectType: 'staff',
        objectId: staff.staffId,
        details: { limit },
      });
      return { items: entries(await auditPage(db, limit, before)) };
    },
  };
}
