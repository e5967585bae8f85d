/**
 * Socket pushes of the chat. Pushes a request causes for its own sender skip the sender's tab
 * when the request named it (SOCKET_ID_HEADER), because that tab acts on the answer; the
 * sender's other tabs still hear them.
 */
import type { Dialog, MenuData, Message } from '@iskra/contract';
import { userRoom } from '../../platform/realtime.ts';
import type { App } from '../../platform/types.ts';

/** socket.io ids: base64url-like, about 20 characters. Anything else is ignored. */
const SOCKET_ID = /^[\w-]{1,64}$/;

export type ChatEvents = ReturnType<typeof createChatEvents>;

export function createChatEvents(app: App) {
  /** The user's sockets, but the sender's own tab when it named itself. */
  function to(userId: string, exceptSocket?: string) {
    const room = app.realtime.io.to(userRoom(userId));
    return exceptSocket && SOCKET_ID.test(exceptSocket) ? room.except(exceptSocket) : room;
  }

  return {
    newMessage(userId: string, message: Message, dialog: Dialog, exceptSocket?: string): void {
      to(userId, exceptSocket).emit('SERVER:NEW_MESSAGE', { message, dialog });
    },

    /** A nudge (CLIENT:F_MESSAGE) re-sends a real unread message, marked f. */
    nudgeMessage(userId: string, message: Message, dialog: Dialog): void {
      app.realtime.emitToUser(userId, 'SERVER:NEW_MESSAGE', { message, dialog, f: true });
    },

    /**
     * `reader` read the dialog: the partner's and the reader's other tabs hear it, each with
     * how far it went as a number of their own stream.
     */
    read(
      reader: { userId: string; upToSeq: number },
      partner: { userId: string; upToSeq: number },
      dialogId: string,
      exceptSocket?: string,
    ): void {
      const userId = reader.userId;
      app.realtime.emitToUser(partner.userId, 'SERVER:MESSAGES_READED', {
        userId,
        dialogId,
        upToSeq: partner.upToSeq,
      });
      to(userId, exceptSocket).emit('SERVER:MESSAGES_READED', { userId, dialogId, upToSeq: reader.upToSeq });
    },

    deleted(userId: string, dialogId: string, exceptSocket?: string): void {
      to(userId, exceptSocket).emit('SERVER:DELETE_DIALOG', { id: dialogId });
    },

    typing(toUser: string, userId: string, dialogId: string): void {
      app.realtime.emitToUser(toUser, 'SERVER:TYPING', { userId, dialogId });
    },

    /** The user came online or went offline: their partners hear it in one broadcast. */
    presence(userId: string, online: boolean, partnerIds: readonly string[]): void {
      if (partnerIds.length === 0) return;
      const rooms = app.realtime.io.to(partnerIds.map(userRoom));
      if (online) rooms.emit('SERVER:JOIN', { userId });
      else rooms.emit('SERVER:DISCONNECTED', { userId });
    },

    /** Menu counters of `userId` moved (nothing is sent for a zero change). */
    counters(userId: string, delta: Partial<MenuData>, exceptSocket?: string): void {
      const moved = Object.fromEntries(Object.entries(delta).filter(([, n]) => n !== 0));
      if (Object.keys(moved).length === 0) return;
      to(userId, exceptSocket).emit('SERVER:MENU_COUNTERS', moved);
    },
  };
}
