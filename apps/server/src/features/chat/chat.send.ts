/**
 * Sending a message (`POST /api/messages`). A send is stored once per (author, clientId) and
 * answered only after its commit; then both people's tabs get SERVER:NEW_MESSAGE. Nobody
 * writes to or from a blocked person; a person who is not active or is a service account
 * cannot be written to. Who may write is chat.policy.ts's `refusal`.
 *
 * The free allowance counts only messages that are not replies (chat.policy.ts): whether a
 * message answers the partner is decided under the stream locks, from the dialog's newest
 * message, so two sends of one pair cannot both pass for replies.
 *
 * An opener (`sendOpener`, used by smart messages) takes the same path with three differences:
 * it is free (the allowance is neither checked nor spent), it is marked smart, and it is only
 * ever the first message of a match's dialog: that is checked under the stream locks, so an
 * opener never lands after a message the partner wrote meanwhile.
 *
 * A new account's message into a dialog where the partner has not written yet is held for a
 * moderator when `ChatDeps.screened` says its text needs it (features/safety/safety.hold.ts):
 * it is stored and shown to its author marked `review: 'held'`, takes no recipient stream
 * number and reaches the partner only when staff deliver it (chat.review.ts).
 */
import {
  CHAT,
  CHAT_FREE_LIMIT_STATUS,
  CHAT_TEXT,
  type Dialog,
  FREE_TIER,
  SAFETY,
  SERVER_MESSAGE,
  type SendMessageResponse,
  type sendMessageSchema,
} from '@iskra/contract';
import type { z } from 'zod';
import type { AppDb } from '../../platform/db/client.ts';
import { lockedTransaction } from '../../platform/db/locks.ts';
import { AppError } from '../../platform/errors.ts';
import { moscowDayStart } from '../../platform/moscow-day.ts';
import { isBlockedEitherWay } from '../pairs/blocks.repo.ts';
import { findDialog, openDialog } from '../pairs/dialogs.repo.ts';
import { areMatched } from '../pairs/matches.repo.ts';
import { isMember, partnerIdOf } from '../pairs/pair.ts';
import { findUser, imagesOfMany } from '../users/users.repo.ts';
import { type ImageRow, premiumFeaturesOf, type UserRow } from '../users/users.view.ts';
import type { Viewer } from '../users/viewer.ts';
import type { ChatContext } from './chat.deps.ts';
import { countsAgainstAllowance, refusal, sentTodayOf } from './chat.policy.ts';
import {
  findByClientId,
  findMessage,
  insertMessage,
  type MessageRow,
  type SendingPattern,
  sendChecks,
  sendState,
  streamLocks,
} from './chat.repo.ts';
import { answerWith, type PairState, type ShownDialogs } from './chat.shown.ts';
import { toMessage } from './chat.view.ts';

export type SendBody = z.output<typeof sendMessageSchema>;

export type Stored = {
  kind: 'stored';
  message: MessageRow;
  becameUnread: boolean;
  /** Messages each person sent today, as their streams stood at the commit. */
  sentToday: { author: number; recipient: number };
  /** The author's sending pattern with this message, when the send read it (sendState). */
  pattern?: SendingPattern;
  /**
   * The dialog as the message left it and what both views of it show, at the commit, when the
   * caller held them (a send, which checked both may see it); without them the views are read
   * (a held message staff deliver later, when either may be gone or blocked).
   */
  after?: PairState;
};
type Sent =
  | Stored
  | { kind: 'existing'; message: MessageRow }
  | { kind: 'limit' }
  | { kind: 'gone' }
  | { kind: 'skipped' };

/**
 * An opener sent for its author by another feature. `allowed` and `stored` run inside the
 * send's transaction, after both people's stream locks are held (so the author's openers are
 * serialised): the caller checks its own limits there and records the message atomically.
 */
export interface OpenerRequest {
  senderId: string;
  dialogId: string;
  text: string;
  /** The same for every attempt of one opener, so a retry finds the stored message. */
  clientId: string;
  now: Date;
  allowed: (tx: AppDb) => Promise<boolean>;
  stored: (tx: AppDb, messageId: string) => Promise<void>;
}

/** Where the interface statistics see openers come from. */
const OPENER_PLACE = 'smart-messages';

const MINUTE_MS = 60_000;

export function createSend(ctx: ChatContext, shown: ShownDialogs) {
  const { db, events } = ctx;

  /** The message itself, in one transaction holding both people's stream locks. */
  function store(
    viewer: UserRow,
    partner: UserRow,
    body: SendBody,
    dialogId: string | undefined,
    matched: boolean,
    now: Date,
    opener?: Pick<OpenerRequest, 'allowed' | 'stored'>,
  ): Promise<Sent> {
    const premium = premiumFeaturesOf(viewer, now);
    const free = opener !== undefined;
    const screened = !free && ctx.screened({ registeredAt: viewer.createdAt, text: body.text, now });
    return lockedTransaction(db, streamLocks([viewer.id, partner.id]), async (tx): Promise<Sent> => {
      const state = await sendState(tx, {
        authorId: viewer.id,
        partnerId: partner.id,
        clientId: body.clientId,
        dialogId,
        text: body.text,
        patternSince: new Date(now.getTime() - SAFETY.signalWindowMs),
      });
      // A concurrent retry committed while we waited for the lock.
      const earlier = state.earlierId ? await findMessage(tx, state.earlierId) : undefined;
      if (earlier) return { kind: 'existing', message: earlier };
      const { mine, theirs } = state;
      const dayStart = moscowDayStart(now);
      const sentToday = sentTodayOf(mine, dayStart);

      let dialog = state.dialog;
      const counts = countsAgainstAllowance(premium, free, {
        partnerId: partner.id,
        lastAuthorId: state.lastAuthorId,
      });
      if (counts && sentToday >= FREE_TIER.messagesPerDay) return { kind: 'limit' };
      if (!dialog) {
        // The dialog asked for was deleted meanwhile; a send to a person opens a new one.
        if (body.dialogId) return { kind: 'gone' };
        dialog = await openDialog(tx, {
          a: viewer.id,
          b: partner.id,
          openedBy: matched ? null : viewer.id,
          at: now,
        });
      }
      // (A dialog opened just now has no messages: the state read before it says so.)
      if (opener && (state.lastAuthorId !== null || !(await opener.allowed(tx)))) {
        return { kind: 'skipped' };
      }
      // Only a first message is held: once the partner has written, they know each other.
      const held = screened && !state.partnerHasWritten;
      const wasUnread = !held && state.partnerUnread > 0;
      mine.seq += 1;
      if (!held) theirs.seq += 1;
      if (counts) {
        mine.sentDayStart = dayStart;
        mine.sentToday = sentToday + 1;
      }
      // The streams are written back by the message's own statement.
      const message = await insertMessage(
        tx,
        {
          dialogId: dialog.id,
          authorId: viewer.id,
          recipientId: partner.id,
          clientId: body.clientId,
          text: body.text,
          place: body.place ?? '',
          authorSeq: mine.seq,
          recipientSeq: held ? null : theirs.seq,
          createdAt: now,
          smart: free,
          review: held ? 'held' : null,
        },
        held ? [mine] : [mine, theirs],
      );
      await opener?.stored(tx, message.id);
      return {
        kind: 'stored',
        message,
        becameUnread: !held && !wasUnread,
        sentToday: { author: sentTodayOf(mine, dayStart), recipient: sentTodayOf(theirs, dayStart) },
        pattern: state.pattern,
        after: {
          // What insertMessage set on the dialog.
          dialog: { ...dialog, lastMessageId: message.id, lastMessageAt: now, updatedAt: now },
          matched,
          lastMessage: message,
          unread: [state.authorUnread, state.partnerUnread + (held ? 0 : 1)],
        },
      };
    });
  }

  /** The answer to a send and the partner's view, from what the send's transaction held. */
  async function answerFromState(
    viewer: UserRow,
    partner: UserRow,
    message: MessageRow,
    after: PairState,
    sentToday: Stored['sentToday'],
    now: Date,
    images: Map<string, ImageRow[]>,
  ): Promise<[SendMessageResponse, Dialog]> {
    const [myDialog, theirDialog] = await shown.pairViews([viewer, partner], after, now, {
      images,
      sentToday: [sentToday.author, sentToday.recipient],
    });
    return [answerWith(viewer, message, myDialog, sentToday.author, now), theirDialog];
  }

  /**
   * Both people's tabs hear a committed message; the `message.stored` fact goes out. A held
   * one is only the author's: their other tabs hear it, the partner hears nothing yet. Each
   * view shows the other person: both people's photos are read here unless the caller has
   * them (a send read them with its checks).
   */
  async function deliver(
    viewer: UserRow,
    partner: UserRow,
    { message, becameUnread, sentToday, after, pattern }: Stored,
    now: Date,
    known: {
      /** The tab that sent it (it acts on the answer). */
      socketId?: string | undefined;
      images?: Map<string, ImageRow[]>;
    } = {},
  ): Promise<SendMessageResponse> {
    const { socketId, images: photos } = known;
    if (message.review !== null) {
      const answer = await shown.answerFor(viewer, message, now, {
        sentToday: sentToday.author,
        ...(photos ? { images: photos } : {}),
      });
      events.newMessage(viewer.id, answer.message, answer.dialog, socketId);
      return answer;
    }
    const images = photos ?? (await imagesOfMany(db, [viewer.id, partner.id]));
    const [answer, theirDialog] = after
      ? await answerFromState(viewer, partner, message, after, sentToday, now, images)
      : await Promise.all([
          shown.answerFor(viewer, message, now, { sentToday: sentToday.author, images }),
          shown.viewOf(partner, message.dialogId, now, { sentToday: sentToday.recipient, images }),
        ]);
    if (theirDialog) {
      events.newMessage(partner.id, toMessage(message, partner.id), theirDialog);
      if (becameUnread) await events.counters(partner.id, { dialogs: 1 });
    }
    events.newMessage(viewer.id, answer.message, answer.dialog, socketId);
    await events.stored({
      messageId: message.id,
      dialogId: message.dialogId,
      authorId: viewer.id,
      recipientId: partner.id,
      text: message.text,
      at: message.createdAt,
      ...(pattern ? { pattern } : {}),
    });
    return answer;
  }

  /**
   * Sends an opener for its author into a match's dialog nobody wrote in yet; the stored
   * message's id, or null when it may not go (gone, blocked, no longer matched, someone
   * wrote, the caller's `allowed` said no, or an earlier attempt stored it already).
   */
  async function sendOpener(request: OpenerRequest): Promise<string | null> {
    const { senderId, now } = request;
    const [sender, dialog] = await Promise.all([findUser(db, senderId), findDialog(db, request.dialogId)]);
    if (sender?.status !== 'active' || sender.isService || !dialog || !isMember(dialog, senderId))
      return null;
    const partner = await findUser(db, partnerIdOf(dialog, senderId));
    if (partner?.status !== 'active' || partner.isService) return null;
    if (await isBlockedEitherWay(db, sender.id, partner.id)) return null;
    if (!(await areMatched(db, sender.id, partner.id))) return null;
    const body: SendBody = {
      clientId: request.clientId,
      text: request.text,
      dialogId: dialog.id,
      place: OPENER_PLACE,
    };
    const sent = await store(sender, partner, body, dialog.id, true, now, request);
    if (sent.kind !== 'stored') return null;
    await deliver(sender, partner, sent, now);
    return sent.message.id;
  }

  async function sendMessage(
    { user: viewer, socketId, now }: Viewer,
    body: SendBody,
  ): Promise<SendMessageResponse> {
    // A self-send is never stored: refused before anything is read.
    if (!body.dialogId && body.userId === viewer.id) throw new AppError(400, SERVER_MESSAGE.invalidRequest);
    const target = body.dialogId ? { dialogId: body.dialogId } : { partnerId: body.userId as string };
    const checks = await sendChecks(db, viewer.id, target, body.clientId);
    // A retry of a stored message is answered with it again. (When the partner is gone, so is
    // the checks' row: the stored message is then looked up alone.)
    const stored = checks ? checks.earlier : await findByClientId(db, viewer.id, body.clientId);
    if (stored) {
      const sameTarget = body.dialogId
        ? stored.dialogId === body.dialogId
        : stored.recipientId === body.userId;
      if (!sameTarget) throw new AppError(409, CHAT_TEXT.clientIdReused);
      return shown.answerFor(viewer, stored, now);
    }

    // Against floods, even from Premium; a retry of a stored message was answered above.
    await ctx.rateLimit.enforce(`chat-send:${viewer.id}`, CHAT.sendsPerMinute, MINUTE_MS);
    const partner = checks?.partner;
    if (!checks || partner?.status !== 'active' || partner.isService) {
      throw new AppError(404, body.dialogId ? CHAT_TEXT.dialogNotFound : SERVER_MESSAGE.userNotFound);
    }
    if (checks.blocked) throw new AppError(403, CHAT_TEXT.blocked, { code: 'chatBlocked' });
    const { matched, dialog, lastAuthorId } = checks;
    const refused = refusal(
      premiumFeaturesOf(viewer, now),
      sentTodayOf(checks.stream ?? undefined, moscowDayStart(now)),
      {
        matched,
        openedBy: dialog?.openedBy ?? null,
        partnerId: partner.id,
        lastAuthorId,
      },
    );
    if (refused === 'notAllowed') throw new AppError(403, CHAT_TEXT.notAllowed, { code: 'chatNotAllowed' });
    if (refused === 'freeLimit')
      throw new AppError(CHAT_FREE_LIMIT_STATUS, CHAT_TEXT.freeLimit, { code: 'chatFreeLimit' });

    const sent = await store(viewer, partner, body, dialog?.id, matched, now);
    if (sent.kind === 'limit')
      throw new AppError(CHAT_FREE_LIMIT_STATUS, CHAT_TEXT.freeLimit, { code: 'chatFreeLimit' });
    if (sent.kind === 'gone' || sent.kind === 'skipped') throw new AppError(404, CHAT_TEXT.dialogNotFound);
    if (sent.kind === 'existing') return shown.answerFor(viewer, sent.message, now);
    return deliver(viewer, partner, sent, now, { socketId, images: checks.images });
  }

  return { sendMessage, sendOpener, deliver };
}
