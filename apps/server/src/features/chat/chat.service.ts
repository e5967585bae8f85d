/**
 * The chat (core-application §4 "Dialogs", "Realtime"; §6): dialogs, messages, read receipts,
 * typing, presence and deleting a dialog. Paths, rules and the delivery design are described
 * in packages/contract/src/chat.ts.
 *
 * Rules decided here:
 * - Nobody writes to or from a blocked person; a person who is not active or is a service
 *   account cannot be written to.
 * - Premium writes to anyone; a first message to someone without a dialog opens one (opened
 *   by the Premium user, so the other person may answer without a match). Others write where
 *   there is a match, or answer in a dialog the partner opened with Premium.
 * - Non-Premium users send FREE_TIER.messagesPerDay messages per Moscow day.
 * - A send is stored once per (author, clientId) and answered only after its commit; then
 *   both people's tabs get SERVER:NEW_MESSAGE.
 */
import {
  type CatchUp,
  CHAT,
  CHAT_FREE_LIMIT_STATUS,
  CHAT_TEXT,
  type DeleteDialogResponse,
  type Dialog,
  type DialogKind,
  type DialogsPage,
  FREE_TIER,
  idSchema,
  type MessagesPage,
  PAGE_SIZE,
  type ReadResponse,
  SERVER_MESSAGE,
  type SendMessageResponse,
  type sendMessageSchema,
} from '@iskra/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/types.ts';
import { isBlockedEitherWay } from '../sympathies/blocks.repo.ts';
import { freeDayStart } from '../sympathies/sympathies.service.ts';
import { findUser, imagesOfMany } from '../users/users.repo.ts';
import { isPremium, type UserRow } from '../users/users.view.ts';
import { createChatEvents } from './chat.events.ts';
import {
  areMatched,
  type DialogRow,
  type DialogWithState,
  deleteDialog,
  dialogsByIds,
  dialogsPage,
  findByClientId,
  findDialog,
  findDialogOfPair,
  findMessage,
  hasUnread,
  insertMessage,
  lockStreams,
  type MessageRow,
  markDialogRead,
  messagesBefore,
  newestUnreadFor,
  openDialog,
  partnersOf,
  saveStream,
  sentSince,
  streamAfter,
  streamOf,
} from './chat.repo.ts';
import { toDialog, toMessage } from './chat.view.ts';

type SendBody = z.output<typeof sendMessageSchema>;

/** Why the viewer may not write in a dialog now. */
type Refusal = 'notAllowed' | 'freeLimit';

type Sent =
  | { kind: 'stored'; message: MessageRow; becameUnread: boolean }
  | { kind: 'existing'; message: MessageRow }
  | { kind: 'limit' }
  | { kind: 'gone' };

/** The other person of a dialog row. */
function partnerIdOf(dialog: Pick<DialogRow, 'userA' | 'userB'>, me: string): string {
  return dialog.userA === me ? dialog.userB : dialog.userA;
}

function isMember(dialog: Pick<DialogRow, 'userA' | 'userB'>, me: string): boolean {
  return dialog.userA === me || dialog.userB === me;
}

const MINUTE_MS = 60_000;

/** Most entries kept by the typing throttle before old ones are swept. */
const TYPING_ENTRIES_SWEEP = 10_000;

export type ChatService = ReturnType<typeof createChatService>;

export function createChatService(app: App) {
  const { db } = app;
  const publicUrl = (key: string) => app.storage.publicUrl(key);
  const events = createChatEvents(app);
  /** `${userId}:${dialogId}` → when this instance last forwarded their typing. */
  const typingForwarded = new Map<string, number>();

  async function activeViewer(userId: string): Promise<UserRow> {
    const viewer = await findUser(db, userId);
    if (viewer?.status !== 'active') throw new AppError(401, SERVER_MESSAGE.unauthorized);
    return viewer;
  }

  function freeMessagesLeft(viewer: UserRow, sentToday: number, now: Date): number {
    if (isPremium(viewer, now)) return FREE_TIER.messagesPerDay;
    return Math.max(0, FREE_TIER.messagesPerDay - sentToday);
  }

  function refusal(
    viewer: UserRow,
    sentToday: number,
    dialog: { matched: boolean; openedBy: string | null; partnerId: string },
    now: Date,
  ): Refusal | null {
    if (isPremium(viewer, now)) return null;
    if (!dialog.matched && dialog.openedBy !== dialog.partnerId) return 'notAllowed';
    if (sentToday >= FREE_TIER.messagesPerDay) return 'freeLimit';
    return null;
  }

  /** Rows of shown dialogs as `viewer` sees them, in the rows' order. */
  async function toViews(viewer: UserRow, rows: DialogWithState[], now: Date): Promise<Dialog[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.partner.id);
    const [imageRows, online, sentToday] = await Promise.all([
      imagesOfMany(db, ids),
      app.realtime.onlineUsers(ids),
      sentSince(db, viewer.id, freeDayStart(now)),
    ]);
    return rows.map((r) => {
      const refused = refusal(
        viewer,
        sentToday,
        { matched: r.matched, openedBy: r.dialog.openedBy, partnerId: r.partner.id },
        now,
      );
      return toDialog(r.dialog, r.partner, imageRows.get(r.partner.id) ?? [], publicUrl, {
        online: online.has(r.partner.id),
        disallowed: refused !== null,
        showActivate: refused !== null,
        lastMessage: r.lastMessage ? toMessage(r.lastMessage, viewer.id) : null,
        unread: r.unread,
      });
    });
  }

  /** One dialog as `viewer` sees it; null when it is not theirs or is not shown. */
  async function viewOf(viewer: UserRow, dialogId: string, now: Date): Promise<Dialog | null> {
    const [view] = await toViews(viewer, await dialogsByIds(db, viewer.id, [dialogId]), now);
    return view ?? null;
  }

  async function shownDialog(viewer: UserRow, dialogId: string, now: Date): Promise<Dialog> {
    const view = await viewOf(viewer, dialogId, now);
    if (!view) throw new AppError(404, CHAT_TEXT.dialogNotFound);
    return view;
  }

  async function answerFor(viewer: UserRow, message: MessageRow, now: Date): Promise<SendMessageResponse> {
    const [dialog, sentToday] = await Promise.all([
      shownDialog(viewer, message.dialogId, now),
      sentSince(db, viewer.id, freeDayStart(now)),
    ]);
    return {
      message: toMessage(message, viewer.id),
      dialog,
      freeMessages: freeMessagesLeft(viewer, sentToday, now),
    };
  }

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
      const dayStart = freeDayStart(now);
      const sentToday = mine.sentDayStart?.getTime() === dayStart.getTime() ? mine.sentToday : 0;
      if (!premium && sentToday >= FREE_TIER.messagesPerDay) return { kind: 'limit' };

      let dialog = dialogId
        ? await findDialog(tx, dialogId)
        : await findDialogOfPair(tx, viewer.id, partner.id);
      if (!dialog) {
        // The dialog asked for was deleted meanwhile; a send to a person opens a new one.
        if (body.dialogId) return { kind: 'gone' };
        dialog = await openDialog(tx, viewer.id, partner.id, matched ? null : viewer.id, now);
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

  async function sendMessage(
    viewerId: string,
    body: SendBody,
    socketId?: string,
    now = new Date(),
  ): Promise<SendMessageResponse> {
    const viewer = await activeViewer(viewerId);
    const stored = await findByClientId(db, viewer.id, body.clientId);
    if (stored) {
      const sameTarget = body.dialogId
        ? stored.dialogId === body.dialogId
        : stored.recipientId === body.userId;
      if (!sameTarget) throw new AppError(409, CHAT_TEXT.clientIdReused);
      return answerFor(viewer, stored, now);
    }

    // Against floods, even from Premium; a retry of a stored message was answered above.
    await app.rateLimit.enforce(`chat-send:${viewer.id}`, CHAT.sendsPerMinute, MINUTE_MS);
    const { partnerId, dialog } = await targetOf(viewer, body);
    const partner = await findUser(db, partnerId);
    if (partner?.status !== 'active' || partner.isService) {
      throw new AppError(404, body.dialogId ? CHAT_TEXT.dialogNotFound : SERVER_MESSAGE.userNotFound);
    }
    if (await isBlockedEitherWay(db, viewer.id, partner.id)) throw new AppError(403, CHAT_TEXT.blocked);
    const matched = await areMatched(db, viewer.id, partner.id);
    const sentToday = await sentSince(db, viewer.id, freeDayStart(now));
    const refused = refusal(
      viewer,
      sentToday,
      { matched, openedBy: dialog?.openedBy ?? null, partnerId },
      now,
    );
    if (refused === 'notAllowed') throw new AppError(403, CHAT_TEXT.notAllowed);
    if (refused === 'freeLimit') throw new AppError(CHAT_FREE_LIMIT_STATUS, CHAT_TEXT.freeLimit);

    const sent = await store(viewer, partner, body, dialog?.id, matched, now);
    if (sent.kind === 'limit') throw new AppError(CHAT_FREE_LIMIT_STATUS, CHAT_TEXT.freeLimit);
    if (sent.kind === 'gone') throw new AppError(404, CHAT_TEXT.dialogNotFound);
    if (sent.kind === 'existing') return answerFor(viewer, sent.message, now);

    const { message, becameUnread } = sent;
    const [answer, theirDialog] = await Promise.all([
      answerFor(viewer, message, now),
      viewOf(partner, message.dialogId, now),
    ]);
    if (theirDialog) {
      events.newMessage(partner.id, toMessage(message, partner.id), theirDialog);
      if (becameUnread) events.counters(partner.id, { dialogs: 1 });
    }
    events.newMessage(viewer.id, answer.message, answer.dialog, socketId);
    return answer;
  }

  async function read(viewerId: string, dialogId: string, socketId?: string, now = new Date()) {
    const viewer = await activeViewer(viewerId);
    const before = await shownDialog(viewer, dialogId, now);
    const { count, readerSeq, authorSeq } = await markDialogRead(db, dialogId, viewer.id, now);
    if (count > 0) {
      events.read(
        { userId: viewer.id, upToSeq: readerSeq },
        { userId: before.partner.id, upToSeq: authorSeq },
        dialogId,
        socketId,
      );
      events.counters(viewer.id, { dialogs: -1 }, socketId);
    }
    return { dialog: count > 0 ? await shownDialog(viewer, dialogId, now) : before, read: count };
  }

  return {
    /** `GET /api/dialogs`: a page of dialogs with messages or of chat matches. */
    async dialogs(
      viewerId: string,
      offset: number,
      kind: DialogKind,
      now = new Date(),
    ): Promise<DialogsPage> {
      const viewer = await activeViewer(viewerId);
      // The position first: whatever arrives after it is caught up from it.
      const stream = await streamOf(db, viewer.id);
      const rows = await dialogsPage(db, viewer.id, kind, { offset, limit: PAGE_SIZE.dialogs });
      return { dialogs: await toViews(viewer, rows, now), seq: stream?.seq ?? 0 };
    },

    /** `GET /api/dialogs/{id}`. */
    async dialog(viewerId: string, dialogId: string, now = new Date()): Promise<Dialog> {
      return shownDialog(await activeViewer(viewerId), dialogId, now);
    },

    /** `GET /api/dialogs/{id}/messages`: older messages page by page. */
    async messages(
      viewerId: string,
      dialogId: string,
      query: { before?: string | undefined; limit: number },
      now = new Date(),
    ): Promise<MessagesPage> {
      const viewer = await activeViewer(viewerId);
      await shownDialog(viewer, dialogId, now);
      let beforePos: number | null = null;
      if (query.before) {
        const cursor = await findMessage(db, query.before);
        if (cursor?.dialogId !== dialogId) throw new AppError(404, SERVER_MESSAGE.notFound);
        beforePos = cursor.pos;
      }
      const rows = await messagesBefore(db, dialogId, beforePos, query.limit + 1);
      return {
        messages: rows
          .slice(0, query.limit)
          .reverse()
          .map((r) => toMessage(r, viewer.id)),
        more: rows.length > query.limit,
      };
    },

    sendMessage,

    /** `GET /api/messages/since`: the viewer's stream after `seq`. */
    async since(viewerId: string, seq: number, limit: number, now = new Date()): Promise<CatchUp> {
      const viewer = await activeViewer(viewerId);
      // Numbers up to the stream's position are all committed: read it before the entries.
      const position = (await streamOf(db, viewer.id))?.seq ?? 0;
      const entries = await streamAfter(db, viewer.id, seq, limit + 1);
      const more = entries.length > limit;
      const page = entries.slice(0, limit);
      const last = page.at(-1)?.seq;
      const covered = more && last !== undefined ? last : Math.max(position, last ?? 0);
      const dialogIds = [...new Set(page.map((e) => e.message.dialogId))];
      const views = await toViews(viewer, await dialogsByIds(db, viewer.id, dialogIds), now);
      const shown = new Set(views.map((d) => d.id));
      return {
        messages: page
          .filter((e) => shown.has(e.message.dialogId))
          .map((e) => toMessage(e.message, viewer.id)),
        dialogs: views,
        seq: covered,
        more,
      };
    },

    /** `POST /api/dialogs/{id}/read`. */
    read: (viewerId: string, dialogId: string, socketId?: string): Promise<ReadResponse> =>
      read(viewerId, dialogId, socketId),

    /** CLIENT:MESSAGES_READED: as the HTTP call, every tab of the reader hears the outcome. */
    async readFromSocket(viewerId: string, dialogId: unknown): Promise<void> {
      const id = idSchema.safeParse(dialogId);
      if (!id.success) return;
      await read(viewerId, id.data).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
      });
    },

    /** `DELETE /api/dialogs/{id}`: gone for both people. */
    async deleteDialog(viewerId: string, dialogId: string, socketId?: string): Promise<DeleteDialogResponse> {
      const viewer = await activeViewer(viewerId);
      const dialog = await findDialog(db, dialogId);
      if (!dialog || !isMember(dialog, viewer.id)) throw new AppError(404, CHAT_TEXT.dialogNotFound);
      const partnerId = partnerIdOf(dialog, viewer.id);
      // A blocked pair's dialog counts for nobody's menu: deleting it moves no counter.
      const partner = await findUser(db, partnerId);
      const counted = partner?.status === 'active' && !(await isBlockedEitherWay(db, viewer.id, partnerId));
      // The stream locks keep a send to this pair from landing in the dialog as it goes.
      const deleted = await db.transaction(async (tx) => {
        await lockStreams(tx, [viewer.id, partnerId]);
        return deleteDialog(tx, dialogId);
      });
      if (!deleted) throw new AppError(404, CHAT_TEXT.dialogNotFound);
      events.deleted(partnerId, dialogId);
      events.deleted(viewer.id, dialogId, socketId);
      if (counted) for (const userId of deleted.unreadFor) events.counters(userId, { dialogs: -1 });
      return { id: dialogId };
    },

    /** CLIENT:TYPING: forwarded to the partner at most once per CHAT.typingThrottleMs. */
    async typing(userId: string, dialogId: unknown, now = Date.now()): Promise<void> {
      const id = idSchema.safeParse(dialogId);
      if (!id.success) return;
      const key = `${userId}:${id.data}`;
      const last = typingForwarded.get(key);
      if (last !== undefined && now - last < CHAT.typingThrottleMs) return;
      typingForwarded.set(key, now);
      if (typingForwarded.size > TYPING_ENTRIES_SWEEP) {
        for (const [k, at] of typingForwarded)
          if (now - at >= CHAT.typingThrottleMs) typingForwarded.delete(k);
      }
      const dialog = await findDialog(db, id.data);
      if (!dialog || !isMember(dialog, userId)) return;
      const partnerId = partnerIdOf(dialog, userId);
      if (await isBlockedEitherWay(db, userId, partnerId)) return;
      events.typing(partnerId, userId, dialog.id);
    },

    /**
     * A dialog as `viewer` sees it, by the chat's rules (whether they may write, the last
     * message, unread); null when it is not theirs or not shown. For features that hand out
     * a dialog, such as the one a new match opens.
     */
    dialogFor: (viewer: UserRow, dialogId: string, now = new Date()): Promise<Dialog | null> =>
      viewOf(viewer, dialogId, now),

    /**
     * One of the pair has just blocked the other (they were not blocked before). Lists leave
     * out blocked partners, so their dialog, if any, is gone for both: every tab of both hears
     * SERVER:DELETE_DIALOG, and whoever had unread messages in it counts one dialog fewer.
     */
    async pairBlocked(a: string, b: string): Promise<void> {
      const dialog = await findDialogOfPair(db, a, b);
      if (!dialog) return;
      const unread = await Promise.all([a, b].map((userId) => hasUnread(db, dialog.id, userId)));
      for (const [i, userId] of [a, b].entries()) {
        events.deleted(userId, dialog.id);
        if (unread[i]) events.counters(userId, { dialogs: -1 });
      }
    },

    /** Presence: the user's partners hear that they came online or went offline. */
    async presence(userId: string, online: boolean): Promise<void> {
      events.presence(userId, online, await partnersOf(db, userId));
    },

    /**
     * CLIENT:F_MESSAGE: the newest real unread message to the user (in that dialog when it is
     * theirs, else in any), re-sent with f: true; nothing when there is none.
     */
    async nudgeMessage(userId: string, dialogId: unknown, now = new Date()): Promise<void> {
      const viewer = await findUser(db, userId);
      if (viewer?.status !== 'active') return;
      const id = idSchema.safeParse(dialogId);
      const message =
        (id.success ? await newestUnreadFor(db, userId, id.data) : undefined) ??
        (await newestUnreadFor(db, userId));
      if (!message) return;
      const dialog = await viewOf(viewer, message.dialogId, now);
      if (dialog) events.nudgeMessage(userId, toMessage(message, userId), dialog);
    },
  };
}
