/**
 * The dialogs list, one dialog, its history, catch-up after a reconnect, and deleting a
 * dialog (gone for both people).
 */
import {
  type CatchUp,
  CHAT_TEXT,
  type DeleteDialogResponse,
  type Dialog,
  type DialogKind,
  type DialogsPage,
  type MessagesPage,
  PAGE_SIZE,
  SERVER_MESSAGE,
} from '@iskra/contract';
import { lockedTransaction } from '../../platform/db/locks.ts';
import { AppError } from '../../platform/errors.ts';
import { isBlockedEitherWay } from '../pairs/blocks.repo.ts';
import { findDialog } from '../pairs/dialogs.repo.ts';
import { isMember, pairLock, partnerIdOf } from '../pairs/pair.ts';
import { findUser } from '../users/users.repo.ts';
import type { Viewer } from '../users/viewer.ts';
import type { ChatContext } from './chat.deps.ts';
import { catchUpPage } from './chat.policy.ts';
import {
  deleteDialog,
  dialogsByIds,
  dialogsPage,
  findMessage,
  messagesBefore,
  streamAfter,
  streamLocks,
  streamOf,
} from './chat.repo.ts';
import type { ShownDialogs } from './chat.shown.ts';
import { toMessage } from './chat.view.ts';

export function createDialogs({ db, events }: ChatContext, shown: ShownDialogs) {
  return {
    /** `GET /api/dialogs`: a page of dialogs with messages or of chat matches. */
    async dialogs({ user: viewer, now }: Viewer, offset: number, kind: DialogKind): Promise<DialogsPage> {
      // The position first: whatever arrives after it is caught up from it.
      const stream = await streamOf(db, viewer.id);
      const rows = await dialogsPage(db, viewer.id, kind, { offset, limit: PAGE_SIZE.dialogs });
      return { dialogs: await shown.toViews(viewer, rows, now), seq: stream?.seq ?? 0 };
    },

    /** `GET /api/dialogs/{id}`. */
    dialog: ({ user, now }: Viewer, dialogId: string): Promise<Dialog> =>
      shown.shownDialog(user, dialogId, now),

    /** `GET /api/dialogs/{id}/messages`: older messages page by page. */
    async messages(
      { user: viewer, now }: Viewer,
      dialogId: string,
      query: { before?: string | undefined; limit: number },
    ): Promise<MessagesPage> {
      await shown.shownDialog(viewer, dialogId, now);
      let beforePos: number | null = null;
      if (query.before) {
        const cursor = await findMessage(db, query.before);
        if (cursor?.dialogId !== dialogId) throw new AppError(404, SERVER_MESSAGE.notFound);
        beforePos = cursor.pos;
      }
      const rows = await messagesBefore(db, dialogId, viewer.id, beforePos, query.limit + 1);
      return {
        messages: rows
          .slice(0, query.limit)
          .reverse()
          .map((r) => toMessage(r, viewer.id)),
        more: rows.length > query.limit,
      };
    },

    /** `GET /api/messages/since`: the viewer's stream after `seq`. */
    async since({ user: viewer, now }: Viewer, seq: number, limit: number): Promise<CatchUp> {
      // Numbers up to the stream's position are all committed: read it before the entries.
      const position = (await streamOf(db, viewer.id))?.seq ?? 0;
      const { page, more, covered } = catchUpPage(
        await streamAfter(db, viewer.id, seq, limit + 1),
        position,
        limit,
      );
      const dialogIds = [...new Set(page.map((e) => e.message.dialogId))];
      const views = await shown.toViews(viewer, await dialogsByIds(db, viewer.id, dialogIds), now);
      const shownIds = new Set(views.map((d) => d.id));
      return {
        messages: page
          .filter((e) => shownIds.has(e.message.dialogId))
          .map((e) => toMessage(e.message, viewer.id)),
        dialogs: views,
        seq: covered,
        more,
      };
    },

    /** `DELETE /api/dialogs/{id}`: gone for both people. */
    async deleteDialog({ user: viewer, socketId }: Viewer, dialogId: string): Promise<DeleteDialogResponse> {
      const dialog = await findDialog(db, dialogId);
      if (!dialog || !isMember(dialog, viewer.id)) throw new AppError(404, CHAT_TEXT.dialogNotFound);
      const partnerId = partnerIdOf(dialog, viewer.id);
      // A blocked pair's dialog is shown to neither, and neither may delete it for the other:
      // it may be what a report is about.
      if (await isBlockedEitherWay(db, viewer.id, partnerId))
        throw new AppError(404, CHAT_TEXT.dialogNotFound);
      const partner = await findUser(db, partnerId);
      const counted = partner?.status === 'active';
      // The stream locks keep a send to this pair from landing in the dialog as it goes, the
      // pair's lock a like from matching the pair into it. (Stream locks come first wherever
      // both are taken; a like takes no stream lock.)
      const locks = [...streamLocks([viewer.id, partnerId]), pairLock(viewer.id, partnerId)];
      const deleted = await lockedTransaction(db, locks, (tx) => deleteDialog(tx, dialogId));
      if (!deleted) throw new AppError(404, CHAT_TEXT.dialogNotFound);
      events.deleted(partnerId, dialogId);
      events.deleted(viewer.id, dialogId, socketId);
      if (counted) for (const userId of deleted.unreadFor) await events.counters(userId, { dialogs: -1 });
      return { id: dialogId };
    },
  };
}
