/**
 * Profile visits: counting a visit when someone opens another person's profile, telling the
 * visited person live, and the visitors list (`GET /api/visits`). A free user's list and live
 * visits carry the hidden shape (no id, number or name; only the blurred picture); Premium
 * users see the visitor's card.
 */
import { type HiddenUser, PAGE_SIZE, type UserCard, type VisitItem, type VisitsPage } from '@iskra/contract';
import { userRoom } from '../../platform/realtime.ts';
import type { App } from '../../platform/types.ts';
import { findUser, imagesOf, imagesOfMany } from '../users/users.repo.ts';
import { type ImageRow, isPremium, toHiddenUser, toUserCard, type UserRow } from '../users/users.view.ts';
import { markVisitsSeen, recordVisit, visitsPage } from './visits.repo.ts';

const MOSCOW_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Moscow',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day a visit belongs to (yyyy-mm-dd). Days are Moscow days: the audience lives
 * mostly in Russia, and a visit "today" should mean the day the person lives in, not UTC's
 * (which turns at 03:00 in Moscow).
 */
export function visitDayOf(moment: Date): string {
  return MOSCOW_DAY.format(moment);
}

/** socket.io ids: base64url-like, about 20 characters. Anything else is ignored. */
const SOCKET_ID = /^[\w-]{1,64}$/;

export type VisitsService = ReturnType<typeof createVisitsService>;

export function createVisitsService(app: App) {
  const publicUrl = (key: string) => app.storage.publicUrl(key);

  /** The visitor as this recipient may see them: the card for Premium, hidden otherwise. */
  function visitorFor(
    recipient: UserRow,
    visitor: UserRow,
    imageRows: readonly ImageRow[],
    online: boolean,
  ): UserCard | HiddenUser {
    return isPremium(recipient)
      ? toUserCard(visitor, imageRows, publicUrl, online)
      : toHiddenUser(imageRows, publicUrl);
  }

  return {
    /**
     * Counts `visitor` opening `visited`'s profile (once per Moscow day) and, when it counted,
     * pushes the visit to the visited person — plus one on the menu counter when the person was
     * not already waiting in their list as new.
     */
    async record(visitor: UserRow, visited: UserRow, now = new Date()): Promise<void> {
      if (visitor.id === visited.id) return;
      const recorded = await recordVisit(app.db, {
        visitorId: visitor.id,
        visitedId: visited.id,
        day: visitDayOf(now),
        at: now,
      });
      if (!recorded) return;
      const premium = isPremium(visited);
      const [imageRows, online] = await Promise.all([
        imagesOf(app.db, visitor.id),
        premium ? app.realtime.isOnline(visitor.id) : Promise.resolve(false),
      ]);
      const visit: VisitItem = {
        id: recorded.id,
        visitor: visitorFor(visited, visitor, imageRows, online),
        new: true,
        createdAt: recorded.visitedAt.toISOString(),
      };
      app.realtime.emitToUser(visited.id, 'SERVER:NEW_VISIT', { visit });
      if (recorded.becameNew) app.realtime.emitToUser(visited.id, 'SERVER:MENU_COUNTERS', { visits: 1 });
    },

    /**
     * A page of the viewer's visitors. The items it returns count as seen: their `new` flag
     * says whether they were new before this call, and the viewer's other tabs hear the
     * counter fall (the tab named by `socketId` adjusts from the answer).
     */
    async page(viewerId: string, offset: number, socketId?: string): Promise<VisitsPage> {
      const viewer = await findUser(app.db, viewerId);
      if (!viewer) return { visits: [] };
      const rows = await visitsPage(app.db, viewerId, { offset, limit: PAGE_SIZE.sympathies });
      const visitorIds = rows.map((r) => r.visitor.id);
      const premium = isPremium(viewer);
      const [imageRows, online] = await Promise.all([
        imagesOfMany(app.db, visitorIds),
        premium ? app.realtime.onlineUsers(visitorIds) : Promise.resolve(new Set<string>()),
      ]);
      const items: VisitItem[] = rows.map((r) => ({
        id: r.id,
        visitor: visitorFor(viewer, r.visitor, imageRows.get(r.visitor.id) ?? [], online.has(r.visitor.id)),
        new: r.seenAt === null,
        createdAt: r.visitedAt.toISOString(),
      }));

      const seen = await markVisitsSeen(
        app.db,
        viewerId,
        rows.filter((r) => r.seenAt === null).map((r) => r.id),
      );
      if (seen > 0) {
        const target = app.realtime.io.to(userRoom(viewerId));
        const others = socketId && SOCKET_ID.test(socketId) ? target.except(socketId) : target;
        others.emit('SERVER:MENU_COUNTERS', { visits: -seen });
      }
      return { visits: items };
    },
  };
}
