/**
 * The chat's live side: typing notices, partners' presence, the F_MESSAGE nudge, and hiding a
 * dialog from both people when one blocks the other.
 */

import { isBlockedEitherWay } from '../pairs/blocks.repo.ts';
import { findDialog, findDialogOfPair } from '../pairs/dialogs.repo.ts';
import { isMember, partnerIdOf } from '../pairs/pair.ts';
import type { Viewer } from '../users/viewer.ts';
import type { ChatContext } from './chat.deps.ts';
import { createTypingThrottle } from './chat.policy.ts';
import { hasUnread, newestUnreadFor, partnersOf } from './chat.repo.ts';
import type { ShownDialogs } from './chat.shown.ts';
import { toMessage } from './chat.view.ts';

export function createLive({ db, events }: ChatContext, shown: ShownDialogs) {
  const throttle = createTypingThrottle();

  return {
    /** CLIENT:TYPING: forwarded to the partner at most once per CHAT.typingThrottleMs. */
    async typing(userId: string, dialogId: string, now = Date.now()): Promise<void> {
      if (!throttle.shouldForward(`${userId}:${dialogId}`, now)) return;
      const dialog = await findDialog(db, dialogId);
      if (!dialog || !isMember(dialog, userId)) return;
      const partnerId = partnerIdOf(dialog, userId);
      if (await isBlockedEitherWay(db, userId, partnerId)) return;
      events.typing(partnerId, userId, dialog.id);
    },

    /** Presence: the user's partners hear that they came online or went offline. */
    async presence(userId: string, online: boolean): Promise<void> {
      events.presence(userId, online, await partnersOf(db, userId));
    },

    /**
     * CLIENT:F_MESSAGE: the newest real unread message to the user (in that dialog when it is
     * theirs, else in any), re-sent with f: true; nothing when there is none.
     */
    async nudgeMessage({ user, now }: Viewer, dialogId: string | undefined): Promise<void> {
      const message =
        (dialogId ? await newestUnreadFor(db, user.id, dialogId) : undefined) ??
        (await newestUnreadFor(db, user.id));
      if (!message) return;
      const dialog = await shown.viewOf(user, message.dialogId, now);
      if (dialog) events.nudgeMessage(user.id, toMessage(message, user.id), dialog);
    },

    /**
     * One of the pair has just blocked the other. Lists leave out blocked partners, so their
     * dialog, if any, is gone for both: every tab of both hears SERVER:DELETE_DIALOG, and
     * whoever had unread messages in it counts one dialog fewer.
     */
    async pairBlocked(a: string, b: string): Promise<void> {
      const dialog = await findDialogOfPair(db, a, b);
      if (!dialog) return;
      const unread = await Promise.all([a, b].map((userId) => hasUnread(db, dialog.id, userId)));
      for (const [i, userId] of [a, b].entries()) {
        events.deleted(userId, dialog.id);
        if (unread[i]) await events.counters(userId, { dialogs: -1 });
      }
    },
  };
}
