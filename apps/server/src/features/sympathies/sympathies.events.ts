/**
 * Socket pushes of the sympathies feature. Pushes caused by a request for its own sender skip
 * the sender's tab when the request named it (SOCKET_ID_HEADER), because that tab acts on the
 * answer; the user's other tabs still hear them.
 */
import type { Dialog, LikedYouItem, Match, MenuData } from '@iskra/contract';
import { userRoom } from '../../platform/realtime.ts';
import type { App } from '../../platform/types.ts';

/** socket.io ids: base64url-like, about 20 characters. Anything else is ignored. */
const SOCKET_ID = /^[\w-]{1,64}$/;

export type MenuDelta = Partial<MenuData>;

export type SympathyEvents = ReturnType<typeof createSympathyEvents>;

export function createSympathyEvents(app: App) {
  /** The user's sockets, but the sender's own tab when it named itself. */
  function others(userId: string, socketId: string | undefined) {
    const room = app.realtime.io.to(userRoom(userId));
    return socketId && SOCKET_ID.test(socketId) ? room.except(socketId) : room;
  }

  return {
    /** Someone liked `to` (they appear in `to`'s liked-you list). */
    like(to: string, like: LikedYouItem): void {
      app.realtime.emitToUser(to, 'SERVER:LIKE', { like });
    },

    /** A like of someone made a mutual sympathy: the other person hears of it. */
    newLove(to: string, match: Match, dialog: Dialog | null): void {
      app.realtime.emitToUser(to, 'SERVER:NEW_LOVE', { match, dialog });
    },

    removeMatch(to: string, id: string): void {
      app.realtime.emitToUser(to, 'SERVER:REMOVE_MATCH', { id });
    },

    /** The free daily allowance is spent (the sender's tab knows it from the answer). */
    freeLikesLimit(to: string, socketId?: string): void {
      others(to, socketId).emit('SERVER:FREE_LIKES_LIMIT');
    },

    /**
     * Menu counters of `to` moved. `socketId` names a tab that adjusts from the answer and is
     * skipped; a change the answer does not carry goes to every tab.
     */
    counters(to: string, delta: MenuDelta, socketId?: string): void {
      const moved = Object.fromEntries(Object.entries(delta).filter(([, n]) => n !== 0)) as MenuDelta;
      if (Object.keys(moved).length === 0) return;
      others(to, socketId).emit('SERVER:MENU_COUNTERS', moved);
    },
  };
}
