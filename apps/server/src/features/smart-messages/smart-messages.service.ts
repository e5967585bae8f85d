/**
 * Smart messages (contract services.ts): the library and a user's choice, switching on and
 * off, the intro's real figures, and the openers themselves. Built once in compose.ts.
 *
 * How an opener goes: a `match.created` fact queues one job per person of the match who has
 * smart messages on, due after the configured delay. When it runs, the rules are checked
 * again (smart-messages.policy.ts), the next opener of the sender's rotation is chosen, and the
 * chat sends it as an ordinary message of the sender (free, marked for the sender only). The
 * chat stores it only while nobody has written in the dialog, and the sent log is written in
 * the same transaction, so a retried job, or both people having it on, sends one opener.
 */
import {
  type GetMessagesResponse,
  SMART_MESSAGES,
  SMART_TEXT,
  type SmartMessagesSummary,
  type SwitchServices,
  type SwitchServicesResponse,
} from '@iskra/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../platform/db/client.ts';
import { FieldErrors } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { moscowDayStart } from '../../platform/moscow-day.ts';
import { isBlockedEitherWay } from '../pairs/blocks.repo.ts';
import type { MatchCreated } from '../pairs/pairs.events.ts';
import { findUser } from '../users/users.repo.ts';
import type { UserRow } from '../users/users.view.ts';
import type { Viewer } from '../users/viewer.ts';
import {
  choiceProblem,
  distinctIds,
  nextTemplate,
  openerClientId,
  openerRefusal,
  sendJobKey,
  sendJobKeyPrefix,
} from './smart-messages.policy.ts';
import {
  choiceOf,
  chosenIds,
  countMatchesSince,
  countWaitingMatches,
  lastSentTemplate,
  libraryOf,
  recordSent,
  saveChoiceAndSwitchOn,
  sentSince,
  switchOff,
  wasSent,
  withSmartMessagesOn,
} from './smart-messages.repo.ts';

export const SMART_MESSAGES_JOBS = {
  /** Send an opener for `senderId` to `recipientId` in the match's dialog. */
  send: 'smart-messages.send',
} as const;

export interface OpenerSendJob {
  senderId: string;
  recipientId: string;
  dialogId: string;
  matchId: string;
}

/** The chat's opener send (chat.send.ts OpenerRequest), handed in by compose.ts. */
export type SendOpener = (request: {
  senderId: string;
  dialogId: string;
  text: string;
  clientId: string;
  now: Date;
  allowed: (tx: AppDb) => Promise<boolean>;
  stored: (tx: AppDb, messageId: string) => Promise<void>;
}) => Promise<string | null>;

export interface SmartMessagesDeps {
  db: AppDb;
  bus: EventBus;
  jobs: Pick<Jobs, 'enqueue' | 'cancel'>;
  sendOpener: SendOpener;
  delayMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export type SmartMessagesService = ReturnType<typeof createSmartMessagesService>;

export function createSmartMessagesService(deps: SmartMessagesDeps) {
  const { db, jobs, log } = deps;

  /** A new match: an opener is queued for each of its people who has smart messages on. */
  async function matchCreated({ a, b, matchId, dialogId, at }: MatchCreated): Promise<void> {
    const runAt = new Date(at.getTime() + deps.delayMs);
    for (const senderId of await withSmartMessagesOn(db, [a, b])) {
      const recipientId = senderId === a ? b : a;
      await jobs.enqueue(
        SMART_MESSAGES_JOBS.send,
        { senderId, recipientId, dialogId, matchId },
        { runAt, key: sendJobKey(senderId, recipientId, matchId) },
      );
    }
  }
  deps.bus.on('match.created', matchCreated);

  function isPerson(user: UserRow | undefined): user is UserRow {
    return user?.status === 'active' && !user.isService;
  }

  /** The opener of one job, sent when the rules still allow it (safe to run again). */
  async function send(job: OpenerSendJob, now = new Date()): Promise<void> {
    const { senderId, recipientId } = job;
    const [sender, recipient] = await Promise.all([findUser(db, senderId), findUser(db, recipientId)]);
    const dayStart = moscowDayStart(now);
    const refused = openerRefusal({
      enabled: sender?.smartMessages ?? false,
      bothActive: isPerson(sender) && isPerson(recipient),
      blockedEitherWay: await isBlockedEitherWay(db, senderId, recipientId),
      alreadySent: await wasSent(db, senderId, recipientId),
      sentToday: await sentSince(db, senderId, dayStart),
    });
    if (refused || !sender) {
      log.info({ ...job, refused }, 'smart opener not sent');
      return;
    }
    const choice = await choiceOf(db, senderId, sender.looking);
    const templateId = nextTemplate(
      choice.map((t) => t.id),
      await lastSentTemplate(db, senderId),
    );
    const template = choice.find((t) => t.id === templateId);
    if (!template) {
      log.warn({ ...job }, 'smart opener not sent: nothing chosen is left in the library');
      return;
    }
    const messageId = await deps.sendOpener({
      senderId,
      dialogId: job.dialogId,
      text: template.text,
      clientId: openerClientId(senderId, recipientId),
      now,
      // Under the sender's stream lock: openers of one sender are counted one after another.
      allowed: async (tx) =>
        !(await wasSent(tx, senderId, recipientId)) &&
        (await sentSince(tx, senderId, dayStart)) < SMART_MESSAGES.perDay,
      stored: async (tx, id) => {
        await recordSent(tx, { senderId, recipientId, templateId: template.id, messageId: id, sentAt: now });
      },
    });
    log.info(
      { ...job, messageId, templateId: template.id },
      messageId ? 'smart opener sent' : 'smart opener not sent',
    );
  }

  return {
    matchCreated,
    send,

    /** `GET /api/services/get-messages/{looking}`. */
    async messages(viewer: Viewer, looking: 1 | 2): Promise<GetMessagesResponse> {
      const [library, chosen] = await Promise.all([libraryOf(db, looking), chosenIds(db, viewer.user.id)]);
      return { success: true, messages: library, chosen };
    },

    /** `POST /api/services/switch-services`. */
    async switchServices(viewer: Viewer, body: SwitchServices): Promise<SwitchServicesResponse> {
      const userId = viewer.user.id;
      if (!body.data.iskraServices.smartMessages) {
        await switchOff(db, userId);
        const cancelled = await jobs.cancel(SMART_MESSAGES_JOBS.send, sendJobKeyPrefix(userId));
        if (cancelled > 0) log.info({ userId, cancelled }, 'smart openers cancelled');
        return { success: true, servicesState: { smartMessages: false } };
      }
      const ids = body.data.messageIds ?? [];
      const library = await libraryOf(db, viewer.user.looking);
      const problem = choiceProblem(ids, new Set(library.map((t) => t.id)));
      if (problem) throw new FieldErrors([{ param: 'messageIds', msg: SMART_TEXT[problem] }]);
      await saveChoiceAndSwitchOn(db, userId, distinctIds(ids));
      return { success: true, servicesState: { smartMessages: true } };
    },

    /** `GET /api/services/smart-messages/summary`: the intro's real figures. */
    async summary(viewer: Viewer): Promise<SmartMessagesSummary> {
      const userId = viewer.user.id;
      const [waitingMatches, newMatchesWeek] = await Promise.all([
        countWaitingMatches(db, userId),
        countMatchesSince(db, userId, new Date(viewer.now.getTime() - WEEK_MS)),
      ]);
      return { waitingMatches, newMatchesWeek };
    },
  };
}
