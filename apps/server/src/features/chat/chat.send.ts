/**
 * Sending a message (`POST /api/messages`). A send is stored once per (author, clientId) and
 * answered only after its commit; then both people's tabs get SERVER:NEW_MESSAGE. Nobody
 * writes to or from a blocked person; a person who is not active or is a service account
 * cannot be written to. Who may write is chat.policy.ts's `refusal`.
 */
import {
  CHAT,
  CHAT_FREE_LIMIT_STATUS,
  CHAT_TEXT,
  FREE_TIER,
  SERVER_MESSAGE,
  type SendMessageResponse,
  type sendMessageSchema,
} from '@iskra/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { moscowDayStart } from '../../platform/moscow-day.ts';
import { isBlockedEitherWay } from '../pairs/blocks.repo.ts';
import { type DialogRow, findDialog, findDialogOfPair, openDialog } from '../pairs/dialogs.repo.ts';
import { areMatched } from '../pairs/matches.repo.ts';
import { isMember, partnerIdOf } from '../pairs/pair.ts';
import { findUser } from '../users/users.repo.ts';
import { isPremium, type UserRow } from '../users/users.view.ts';
import type { Viewer } from '../users/viewer.ts';
import type { ChatContext } from './chat.deps.ts';
import { refusal, sentTodayOf } from './chat.policy.ts';
import {
  findByClientId,
  hasUnread,
  insertMessage,
  lockStreams,
  type MessageRow,
  saveStream,
  sentSince,
} from './chat.repo.ts';
import type { ShownDialogs } from './chat.shown.ts';
import { toMessage } from './chat.view.ts';

export type SendBody = z.output<typeof sendMessageSchema>;

type Sent =
  | { kind: 'stored'; message: MessageRow; becameUnread: boolean }
  | { kind: 'existing'; message: MessageRow }
  | { kind: 'limit' }
  | { kind: 'gone' };

const MINUTE_MS = 60_000;

export function createSend(ctx: ChatContext, shown: ShownDialogs) {
  const { db, events } = ctx;

  /** The person a send goes to and their dialog so far (undefined: none yet). */
  async function targetOf(
    viewer: UserRow,
    body: SendBody,
  ): Promise<{ partnerId: string; dialog: DialogRow | undefined }> {
    if (body.dialogId) {
      const dialog = await findDialog(db, body.dialogId);
      if (!dialog || !isMember(dialog, viewer.id)) throw new AppError(404, CHAT_TEXT.dialogNotFound);
      return { partnerId: partnerIdOf(dialog, viewer.id), dialog };
    }
    const partnerId = body.userId as string;
    if (partnerId === viewer.id) throw new AppError(400, SERVER_MESSAGE.invalidRequest);
    return { partnerId, dialog: await findDialogOfPair(db, viewer.id, partnerId) };
  }

  /** The message itself, in one transaction holding both people's stream locks. */
  function store(
    viewer: UserRow,
    partner: UserRow,
    body: SendBody,
    dialogId: string | undefined,
    matched: boolean,
    now: Date,
  ): Promise<Sent> {
    const premium = isPremium(viewer, now);
    return db.transaction(async (tx): Promise<Sent> => {
      const streams = await lockStreams(tx, [viewer.id, partner.id]);
      // A concurrent retry committed while we waited for the lock.
      const earlier = await findByClientId(tx, viewer.id, body.clientId);
      if (earlier) return { kind: 'existing', message: earlier };
      const mine = streams.get(viewer.id);
      const theirs = streams.get(partner.id);
      if (!mine || !theirs) throw new Error('stream lock missing');
      const dayStart = moscowDayStart(now);
      const sentToday = sentTodayOf(mine, dayStart);
      if (!premium && sentToday >= FREE_TIER.messagesPerDay) return { kind: 'limit' };

      let dialog = dialogId
        ? await findDialog(tx, dialogId)
        : await findDialogOfPair(tx, viewer.id, partner.id);
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
      const wasUnread = await hasUnread(tx, dialog.id, partner.id);
      mine.seq += 1;
      theirs.seq += 1;
      mine.sentDayStart = dayStart;
      mine.sentToday = sentToday + 1;
      await saveStream(tx, mine);
      await saveStream(tx, theirs);
      const message = await insertMessage(tx, {
        dialogId: dialog.id,
        authorId: viewer.id,
        recipientId: partner.id,
        clientId: body.clientId,
        text: body.text,
        place: body.place ?? '',
        authorSeq: mine.seq,
        recipientSeq: theirs.seq,
        createdAt: now,
      });
      return { kind: 'stored', message, becameUnread: !wasUnread };
    });
  }

  return async function sendMessage(
    { user: viewer, socketId, now }: Viewer,
    body: SendBody,
  ): Promise<SendMessageResponse> {
    const stored = await findByClientId(db, viewer.id, body.clientId);
    if (stored) {
      const sameTarget = body.dialogId
        ? stored.dialogId === body.dialogId
        : stored.recipientId === body.userId;
      if (!sameTarget) throw new AppError(409, CHAT_TEXT.clientIdReused);
      return shown.answerFor(viewer, stored, now);
    }

    // Against floods, even from Premium; a retry of a stored message was answered above.
    await ctx.rateLimit.enforce(`chat-send:${viewer.id}`, CHAT.sendsPerMinute, MINUTE_MS);
    const { partnerId, dialog } = await targetOf(viewer, body);
    const partner = await findUser(db, partnerId);
    if (partner?.status !== 'active' || partner.isService) {
      throw new AppError(404, body.dialogId ? CHAT_TEXT.dialogNotFound : SERVER_MESSAGE.userNotFound);
    }
    if (await isBlockedEitherWay(db, viewer.id, partner.id))
      throw new AppError(403, CHAT_TEXT.blocked, { code: 'chatBlocked' });
    const matched = await areMatched(db, viewer.id, partner.id);
    const sentToday = await sentSince(db, viewer.id, moscowDayStart(now));
    const refused = refusal(isPremium(viewer, now), sentToday, {
      matched,
      openedBy: dialog?.openedBy ?? null,
      partnerId,
    });
    if (refused === 'notAllowed') throw new AppError(403, CHAT_TEXT.notAllowed, { code: 'chatNotAllowed' });
    if (refused === 'freeLimit')
      throw new AppError(CHAT_FREE_LIMIT_STATUS, CHAT_TEXT.freeLimit, { code: 'chatFreeLimit' });

    const sent = await store(viewer, partner, body, dialog?.id, matched, now);
    if (sent.kind === 'limit')
      throw new AppError(CHAT_FREE_LIMIT_STATUS, CHAT_TEXT.freeLimit, { code: 'chatFreeLimit' });
    if (sent.kind === 'gone') throw new AppError(404, CHAT_TEXT.dialogNotFound);
    if (sent.kind === 'existing') return shown.answerFor(viewer, sent.message, now);

    const { message, becameUnread } = sent;
    const [answer, theirDialog] = await Promise.all([
      shown.answerFor(viewer, message, now),
      shown.viewOf(partner, message.dialogId, now),
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
      at: message.createdAt,
    });
    return answer;
  };
}
