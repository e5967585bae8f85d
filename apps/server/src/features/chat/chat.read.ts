/**
 * Reading a dialog (`POST /api/dialogs/{id}/read` and CLIENT:MESSAGES_READED): the reader's
 * received messages in it become read; the partner and the reader's other tabs hear how far.
 */
import type { ReadResponse } from '@iskra/contract';
import type { Viewer } from '../users/viewer.ts';
import type { ChatContext } from './chat.deps.ts';
import { markDialogRead } from './chat.repo.ts';
import type { ShownDialogs } from './chat.shown.ts';

export function createRead({ db, events }: ChatContext, shown: ShownDialogs) {
  return async function read(
    { user: viewer, socketId, now }: Viewer,
    dialogId: string,
  ): Promise<ReadResponse> {
    const before = await shown.shownDialog(viewer, dialogId, now);
    const { count, readerSeq, authorSeq } = await markDialogRead(db, dialogId, viewer.id, now);
    if (count > 0) {
      events.read(
        { userId: viewer.id, upToSeq: readerSeq },
        { userId: before.partner.id, upToSeq: authorSeq },
        dialogId,
        socketId,
      );
      await events.counters(viewer.id, { dialogs: -1 }, socketId);
    }
    return { dialog: count > 0 ? await shown.shownDialog(viewer, dialogId, now) : before, read: count };
  };
}
