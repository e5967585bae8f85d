/**
 * What the chat tells others: socket pushes to people's tabs (a push a request causes for its
 * own sender skips the sender's tab, which acts on the answer), and the `message.stored` fact
 * on the domain event bus.
 */
import type { Dialog, MenuData, Message } from '@iskra/contract';
import type { DomainEvents, EventBus } from '../../platform/events.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { SendingPattern } from './chat.repo.ts';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A new message is committed (a retry of a stored one publishes nothing). */
    'message.stored': {
      messageId: string;
      dialogId: string;
      authorId: string;
      recipientId: string;
      text: string;
      at: Date;
      /**
       * How the author has been writing within the safety signals' window, this message counted
       * in, when the publisher read it with the send (a send and an opener do; a held message's
       * later delivery does not).
       */
      pattern?: SendingPattern;
    };
  }
}

export type ChatEvents = ReturnType<typeof createChatEvents>;

export function createChatEvents(realtime: Pick<Realtime, 'toUser' | 'toUsers'>, bus: EventBus) {
  return {
    newMessage(userId: string, message: Message, dialog: Dialog, except?: string): void {
      realtime.toUser(userId, { except }).emit('SERVER:NEW_MESSAGE', { message, dialog });
    },

    /** A nudge (CLIENT:F_MESSAGE) re-sends a real unread message, marked f. */
    nudgeMessage(userId: string, message: Message, dialog: Dialog): void {
      realtime.toUser(userId).emit('SERVER:NEW_MESSAGE', { message, dialog, f: true });
    },

    /**
     * `reader` read the dialog: the partner's and the reader's other tabs hear it, each with
     * how far it went as a number of their own stream.
     */
    read(
      reader: { userId: string; upToSeq: number },
      partner: { userId: string; upToSeq: number },
      dialogId: string,
      except?: string,
    ): void {
      const userId = reader.userId;
      realtime
        .toUser(partner.userId)
        .emit('SERVER:MESSAGES_READED', { userId, dialogId, upToSeq: partner.upToSeq });
      realtime
        .toUser(userId, { except })
        .emit('SERVER:MESSAGES_READED', { userId, dialogId, upToSeq: reader.upToSeq });
    },

    deleted(userId: string, dialogId: string, except?: string): void {
      realtime.toUser(userId, { except }).emit('SERVER:DELETE_DIALOG', { id: dialogId });
    },

    typing(toUser: string, userId: string, dialogId: string): void {
      realtime.toUser(toUser).emit('SERVER:TYPING', { userId, dialogId });
    },

    /** The user came online or went offline: their partners hear it in one broadcast. */
    presence(userId: string, online: boolean, partnerIds: readonly string[]): void {
      if (partnerIds.length === 0) return;
      const rooms = realtime.toUsers(partnerIds);
      if (online) rooms.emit('SERVER:JOIN', { userId });
      else rooms.emit('SERVER:DISCONNECTED', { userId });
    },

    /** Menu counters of `userId` moved (see platform/counters.ts). */
    counters(userId: string, delta: Partial<MenuData>, except?: string): Promise<void> {
      return bus.publish('counters.changed', { userId, delta, except });
    },

    stored(fact: DomainEvents['message.stored']) {
      return bus.publish('message.stored', fact);
    },
  };
}
