/**
 * The chat (core-application §4 "Dialogs", "Realtime"; §6): dialogs, messages, read receipts,
 * typing, presence and deleting a dialog. Paths, rules and the delivery design are described
 * in packages/contract/src/chat.ts; the rules themselves are in chat.policy.ts, and each use
 * case has its module (send, read, dialogs, live). Built once in compose.ts.
 */
import { AppError } from '../../platform/errors.ts';
import { moscowDayStart } from '../../platform/moscow-day.ts';
import type { PairBlocked } from '../pairs/pairs.events.ts';
import { viewerOf } from '../users/viewer.ts';
import type { ChatDeps } from './chat.deps.ts';
import { createDialogs } from './chat.dialogs.ts';
import { createChatEvents } from './chat.events.ts';
import { createLive } from './chat.live.ts';
import { createRead } from './chat.read.ts';
import {
  countUnreadDialogs,
  findMessage,
  messagesBefore,
  sendingPattern,
  sentSince,
  unreadSinceByAuthor,
} from './chat.repo.ts';
import { createReview } from './chat.review.ts';
import { createSend } from './chat.send.ts';
import { createShownDialogs } from './chat.shown.ts';

export type ChatService = ReturnType<typeof createChatService>;

export function createChatService(deps: ChatDeps) {
  const ctx = { ...deps, events: createChatEvents(deps.realtime, deps.bus) };
  const shown = createShownDialogs(ctx);
  const read = createRead(ctx, shown);
  const live = createLive(ctx, shown);
  const send = createSend(ctx, shown);
  const review = createReview(ctx, shown, send.deliver);

  // A block hides the pair's dialog from both.
  deps.bus.on('pair.blocked', ({ blockerId, blockedId }: PairBlocked) =>
    live.pairBlocked(blockerId, blockedId),
  );

  return {
    ...createDialogs(ctx, shown),
    sendMessage: send.sendMessage,
    /** An opener smart messages send for its author: free, marked smart (chat.send.ts). */
    sendOpener: send.sendOpener,
    read,
    /** Held first messages for staff (chat.review.ts). */
    heldMessages: review.held,
    decideHeld: review.decide,
    typing: live.typing,
    presence: live.presence,

    /** CLIENT:MESSAGES_READED: as the HTTP call, and every tab of the reader hears the outcome. */
    async readFromSocket(userId: string, dialogId: string): Promise<void> {
      const viewer = await viewerOf(deps.db, userId);
      if (!viewer) return;
      await read(viewer, dialogId).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
      });
    },

    /** CLIENT:F_MESSAGE (see chat.live.ts). */
    async nudgeMessage(userId: string, dialogId: string | undefined): Promise<void> {
      const viewer = await viewerOf(deps.db, userId);
      if (viewer) await live.nudgeMessage(viewer, dialogId);
    },

    /** Both people's views of the dialog a new match opened, by the chat's rules. */
    newMatchViews: shown.newMatchViews,

    /** Unread messages to the user written after `since`, by author (notification letters). */
    unreadSince: (userId: string, since: Date | null) => unreadSinceByAuthor(deps.db, userId, since),

    /** Menu counter: shown dialogs with unread messages to the user. */
    unreadDialogs: (userId: string) => countUnreadDialogs(deps.db, userId),

    /** The newest messages of a dialog, newest first (a report's evidence). */
    recentMessages: (dialogId: string, limit: number) => messagesBefore(deps.db, dialogId, null, null, limit),

    /** How the author has been writing since `since` (safety signals, chat.repo.ts). */
    sendingPattern: (authorId: string, text: string, since: Date) =>
      sendingPattern(deps.db, authorId, text, since),

    /** One message by id, whoever wrote it (a report's evidence). */
    findMessage: (id: string) => findMessage(deps.db, id),

    /** Messages the user sent in the Moscow day of `now`. */
    sentToday: (userId: string, now: Date) => sentSince(deps.db, userId, moscowDayStart(now)),
  };
}
