/**
 * E-mail notifications to people who are not online (contract notifications.ts).
 *
 * How a letter goes: a fact on the bus (`match.created`, `message.stored`, `like.received`,
 * `visit.recorded`) or a person's last tab closing queues one check job per person and kind
 * (notification_sends.due_at keeps it to one at a time). When the check runs it asks again:
 * the address is confirmed and the account active, the kind is on, the person is not online,
 * has been offline long enough, the kind's interval since its last letter is over, and there
 * is something real and still new to tell (unseen matches, unread messages, unseen likes and
 * visits, never from someone blocked either way). A check that comes too early queues itself
 * for the right moment. Then it takes the send (one letter per interval even if checks race)
 * and queues the letter, which is built from the same queries when it is sent: a message read
 * in between is not announced, and a letter with nothing left to say is not sent.
 */
import {
  NOTIFICATIONS,
  NOTIFICATIONS_PATHS,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '@iskra/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Letters } from '../../platform/letters.ts';
import type { MailMessage } from '../../platform/mail.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { MailContent } from '../../shared/mail-layout.ts';
import { unseenMatchPartnersSince } from '../pairs/matches.repo.ts';
import { findUser } from '../users/users.repo.ts';
import type { UserRow } from '../users/users.view.ts';
import { activityMail, matchMail, messageMail } from './notifications.mails.ts';
import {
  intervalOf,
  nextDailyDigest,
  notBefore,
  readUnsubscribeToken,
  unsubscribeToken,
} from './notifications.policy.ts';
import {
  claimChecks,
  claimSend,
  lastSentOf,
  markOffline,
  startCheck,
  stateOf,
  updateSettings,
  userWithState,
} from './notifications.repo.ts';

export const NOTIFICATION_JOBS = {
  /** Decide whether a letter of `kind` goes to `userId` now, later or not at all. */
  check: 'notifications.check',
  /** The letter itself (a letter job: built when sent). */
  letter: 'notifications.letter',
} as const;

export interface CheckJob {
  userId: string;
  kind: NotificationKind;
}

export interface LetterJob extends CheckJob {
  /** The letter tells of what came after this moment (ISO); null: all that is still new. */
  since: string | null;
}

/** Unread messages from one person, as the chat counts them. */
export interface UnreadFrom {
  author: UserRow;
  count: number;
}

export interface NotificationsDeps {
  db: AppDb;
  bus: EventBus;
  realtime: Pick<Realtime, 'isOnline' | 'onPresence'>;
  jobs: Pick<Jobs, 'enqueueEach'>;
  letters: Pick<Letters, 'enqueue'>;
  /** The server's signing secret (unsubscribe links). */
  secret: string;
  siteUrl: string;
  /** How long a person is offline before a match or message letter goes. */
  delayMs: number;
  /** What other features know, handed in by compose.ts. */
  reads: {
    unreadSince: (userId: string, since: Date | null) => Promise<UnreadFrom[]>;
    newLikesSince: (userId: string, since: Date) => Promise<number>;
    newVisitsSince: (userId: string, since: Date) => Promise<number>;
  };
  log: Pick<FastifyBaseLogger, 'info'>;
}

/** How long before a queued check's time a new fact claims again (clocks of instances differ). */
const CLAIM_MARGIN_MS = 5_000;
/** At most this many queued checks are remembered (about 100 bytes each). */
const CLAIMS_REMEMBERED = 100_000;

type Content =
  | { kind: 'match'; partners: UserRow[] }
  | { kind: 'message'; senders: UnreadFrom[] }
  | { kind: 'activity'; likes: number; visits: number };

/** A person letters may go to: a confirmed address of an active, real account (the repo has it as SQL). */
function reachable(user: UserRow | undefined): user is UserRow {
  return user?.isActivated === true && user.status === 'active' && !user.isDemo && !user.isService;
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

export function createNotificationsService(deps: NotificationsDeps) {
  const { db, jobs, letters, reads } = deps;

  /** Where a letter of `kind` begins: after the last one (the digest: within the last day). */
  function sinceOf(kind: NotificationKind, lastSentAt: Date | null, now: Date): Date | null {
    if (kind !== 'activity') return lastSentAt;
    const dayAgo = now.getTime() - NOTIFICATIONS.activityWindowMs;
    return new Date(Math.max(dayAgo, lastSentAt?.getTime() ?? 0));
  }

  /** What a letter of `kind` would tell now; null when nothing. */
  async function contentOf(
    userId: string,
    kind: NotificationKind,
    since: Date | null,
  ): Promise<Content | null> {
    if (kind === 'match') {
      const partners = await unseenMatchPartnersSince(db, userId, since);
      return partners.length > 0 ? { kind, partners } : null;
    }
    if (kind === 'message') {
      const senders = await reads.unreadSince(userId, since);
      return senders.length > 0 ? { kind, senders } : null;
    }
    const from = since ?? new Date(0);
    const [likes, visits] = await Promise.all([
      reads.newLikesSince(userId, from),
      reads.newVisitsSince(userId, from),
    ]);
    return likes + visits > 0 ? { kind, likes, visits } : null;
  }

  /** Whether letters of `kind` may go to the user at all (before queueing anything). */
  async function wants(userId: string, kind: NotificationKind): Promise<boolean> {
    const found = await userWithState(db, userId);
    return reachable(found?.user) && found.state[kind];
  }

  /**
   * The checks this instance queued, by `kind:userId`, with the time each runs. A job never runs
   * before its time, and a check reads everything still new when it runs: until that time a
   * later fact of the same kind is covered by the queued check, and needs no claim statement.
   * (The claim in the database usually stands until then too; when an older check released it
   * early, the fact would queue a second check, which adds nothing the first does not tell.)
   * A chat's messages within the delay cost one claim. Jobs run by the database's clock: the
   * margin covers instances whose clocks are off by less (CLAIM_MARGIN_MS; keep them in sync).
   */
  const claimed = new Map<string, number>();
  const claimKey = (kind: NotificationKind, userId: string) => `${kind}:${userId}`;
  const covered = (runAt: number, now: number) => runAt - CLAIM_MARGIN_MS > now;

  /**
   * Queues a check of `kind` at `at` for each of these users, unless one is waiting already or
   * the user cannot be reached or does not want letters of `kind`.
   */
  async function schedule(userIds: readonly string[], kind: NotificationKind, at: Date): Promise<void> {
    const now = Date.now();
    const open = userIds.filter((userId) => !covered(claimed.get(claimKey(kind, userId)) ?? 0, now));
    if (open.length === 0) return;
    // The claims and the jobs in one statement: each claim admits its user's job.
    const added = await jobs.enqueueEach(
      NOTIFICATION_JOBS.check,
      open.map((userId) => ({
        payload: { userId, kind },
        runAt: at,
        key: `notifications:${kind}:${userId}:${at.getTime()}`,
        gatedBy: userId,
      })),
      { gate: { query: claimChecks(db, open, kind, at), column: 'user_id' } },
    );
    // Whose claims these are is known when all were admitted (one person, the usual case).
    if (added.length !== open.length) return;
    if (claimed.size >= CLAIMS_REMEMBERED) {
      for (const [key, runAt] of claimed) if (!covered(runAt, now)) claimed.delete(key);
      // Still nearly full of checks to come: forget them all (they are only a saving), rather
      // than walk the whole map again at the next fact.
      if (claimed.size >= CLAIMS_REMEMBERED * 0.9) claimed.clear();
    }
    for (const userId of open) claimed.set(claimKey(kind, userId), at.getTime());
  }

  const soon = (at: Date) => new Date(at.getTime() + deps.delayMs);

  deps.bus.on('match.created', ({ a, b, at }) => schedule([a, b], 'match', soon(at)));
  deps.bus.on('message.stored', ({ recipientId, at }) => schedule([recipientId], 'message', soon(at)));
  deps.bus.on('like.received', ({ ratedId, at }) => schedule([ratedId], 'activity', nextDailyDigest(at)));
  deps.bus.on('visit.recorded', ({ visitedId, at }) =>
    schedule([visitedId], 'activity', nextDailyDigest(at)),
  );

  /** The last tab closed: what is still new waits the delay, then may go by mail. */
  async function wentOffline(userId: string, now = new Date()): Promise<void> {
    const found = await userWithState(db, userId);
    if (!reachable(found?.user)) return;
    await markOffline(db, userId, now);
    const { state } = found;
    for (const kind of ['match', 'message'] as const) {
      if (!state[kind]) continue;
      const since = await lastSentOf(db, userId, kind);
      if (await contentOf(userId, kind, since)) await schedule([userId], kind, soon(now));
    }
  }
  deps.realtime.onPresence((userId, online) => (online ? undefined : wentOffline(userId)));

  function unsubscribeUrl(userId: string, kind: NotificationKind): string {
    const token = unsubscribeToken(deps.secret, userId, kind);
    return `${deps.siteUrl}${NOTIFICATIONS_PATHS.unsubscribe}?token=${token}`;
  }

  function render(user: UserRow, content: Content, unsubscribe: string): MailContent {
    const base = { name: user.name, siteUrl: deps.siteUrl, unsubscribeUrl: unsubscribe };
    if (content.kind === 'match') return matchMail({ ...base, partners: content.partners });
    if (content.kind === 'message') {
      const senders = content.senders.map((s) => ({
        name: s.author.name,
        gender: s.author.gender,
        count: s.count,
      }));
      return messageMail({ ...base, senders });
    }
    return activityMail({ ...base, likes: content.likes, visits: content.visits });
  }

  return {
    /** The check job (see the top of this file); safe to run again. */
    async check({ userId, kind }: CheckJob, now = new Date()): Promise<void> {
      claimed.delete(claimKey(kind, userId));
      const lastSentAt = await startCheck(db, userId, kind);
      if (!(await wants(userId, kind))) return;
      // Online people see it in the app; when they leave, wentOffline looks again.
      if (await deps.realtime.isOnline(userId)) return;
      const { offlineAt } = await stateOf(db, userId);
      const later = notBefore(kind, { offlineAt, lastSentAt }, deps.delayMs, now);
      if (later) {
        await schedule([userId], kind, later);
        return;
      }
      const since = sinceOf(kind, lastSentAt, now);
      if (!(await contentOf(userId, kind, since))) return;
      const lastBefore = new Date(now.getTime() - intervalOf(kind));
      if (!(await claimSend(db, userId, kind, now, lastBefore))) return;
      await letters.enqueue(NOTIFICATION_JOBS.letter, {
        userId,
        kind,
        since: since?.toISOString() ?? null,
      } satisfies LetterJob);
      deps.log.info({ userId, kind }, 'notification letter queued');
    },

    /** The letter job: null when there is nothing to tell any more or it may not go. */
    async letter({ userId, kind, since }: LetterJob): Promise<MailMessage | null> {
      const found = await userWithState(db, userId);
      if (!reachable(found?.user) || !found.state[kind]) return null;
      const { user } = found;
      const content = await contentOf(userId, kind, since ? new Date(since) : null);
      if (!content) return null;
      const url = unsubscribeUrl(userId, kind);
      return {
        to: user.email,
        ...render(user, content, url),
        // RFC 2369 and RFC 8058: mail clients offer the one-click unsubscribe themselves.
        headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      };
    },

    wentOffline,

    unsubscribeUrl,

    async settings(userId: string): Promise<NotificationSettings> {
      const { match, message, activity, pushMatch, pushMessage } = await stateOf(db, userId);
      return { match, message, activity, pushMatch, pushMessage };
    },

    updateSettings: (userId: string, change: NotificationSettingsUpdate) =>
      updateSettings(db, userId, change),

    /**
     * Switches off the kind a signed link names; null when the token is not ours or the account
     * is gone. Doing it twice is harmless.
     */
    async unsubscribe(token: string): Promise<{ kind: NotificationKind; user: UserRow } | null> {
      const named = readUnsubscribeToken(deps.secret, token);
      if (!named) return null;
      const user = await findUser(db, named.userId);
      if (!user || user.status === 'deleting') return null;
      await updateSettings(db, user.id, { [named.kind]: false });
      return { kind: named.kind, user };
    },

    /** The user and kind a link names, without changing anything (the confirmation page). */
    async unsubscribeTarget(token: string): Promise<{ kind: NotificationKind; user: UserRow } | null> {
      const named = readUnsubscribeToken(deps.secret, token);
      if (!named) return null;
      const user = await findUser(db, named.userId);
      if (!user || user.status === 'deleting') return null;
      return { kind: named.kind, user };
    },
  };
}
