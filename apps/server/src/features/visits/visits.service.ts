/**
 * Profile visits: counting a visit when someone opens another person's profile, telling the
 * visited person live, and the visitors list (`GET /api/visits`). A free user's list and live
 * visits carry the hidden shape (no id, number or name; only the blurred picture); users with
 * Premium's features (paid, or women) see the visitor's card.
 */
import { type HiddenUser, PAGE_SIZE, type UserCard, type VisitItem, type VisitsPage } from '@iskra/contract';
import type { AppDb } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import { moscowDate } from '../../platform/moscow-day.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { imagesOf, imagesOfMany } from '../users/users.repo.ts';
import {
  type ImageRow,
  type PublicUrl,
  premiumFeaturesOf,
  toHiddenUser,
  toUserCard,
  type UserRow,
} from '../users/users.view.ts';
import type { Viewer } from '../users/viewer.ts';
import { createVisitEvents } from './visits.events.ts';
import {
  countNewVisits,
  countNewVisitsSince,
  markVisitsSeen,
  newestUnseenVisit,
  recordVisit,
  visitsPage,
} from './visits.repo.ts';

export interface VisitsDeps {
  db: AppDb;
  realtime: Pick<Realtime, 'isOnline' | 'onlineUsers' | 'toUser'>;
  bus: EventBus;
  publicUrl: PublicUrl;
}

export type VisitsService = ReturnType<typeof createVisitsService>;

export function createVisitsService({ db, realtime, bus, publicUrl }: VisitsDeps) {
  const events = createVisitEvents(realtime, bus);
  /** The visitor as this recipient may see them: the card with Premium's features, hidden otherwise. */
  function visitorFor(
    recipient: UserRow,
    visitor: UserRow,
    imageRows: readonly ImageRow[],
    online: boolean,
  ): UserCard | HiddenUser {
    return premiumFeaturesOf(recipient)
      ? toUserCard(visitor, imageRows, publicUrl, online)
      : toHiddenUser(imageRows, publicUrl);
  }

  return {
    /**
     * Counts `visitor` opening `visited`'s profile (once per Moscow day) and, when it counted,
     * pushes the visit to the visited person — plus one on the menu counter when the person was
     * not already waiting in their list as new.
     */
    async record(visitor: UserRow, visited: UserRow, now: Date): Promise<void> {
      if (visitor.id === visited.id) return;
      const recorded = await recordVisit(db, {
        visitorId: visitor.id,
        visitedId: visited.id,
        day: moscowDate(now),
        at: now,
      });
      if (!recorded) return;
      const premium = premiumFeaturesOf(visited, now);
      const [imageRows, online] = await Promise.all([
        imagesOf(db, visitor.id),
        premium ? realtime.isOnline(visitor.id) : Promise.resolve(false),
      ]);
      const visit: VisitItem = {
        id: recorded.id,
        visitor: visitorFor(visited, visitor, imageRows, online),
        new: true,
        createdAt: recorded.visitedAt.toISOString(),
      };
      events.visit(visited.id, visit);
      if (recorded.becameNew) await events.counters(visited.id, { visits: 1 });
      await events.recorded({ visitorId: visitor.id, visitedId: visited.id, at: recorded.visitedAt });
    },

    /**
     * A page of the viewer's visitors. The items it returns count as seen: their `new` flag
     * says whether they were new before this call, and the viewer's other tabs hear the
     * counter fall (the tab named by `socketId` adjusts from the answer).
     */
    async page({ user: viewer, socketId, now }: Viewer, offset: number): Promise<VisitsPage> {
      const rows = await visitsPage(db, viewer.id, { offset, limit: PAGE_SIZE.sympathies });
      const visitorIds = rows.map((r) => r.visitor.id);
      const premium = premiumFeaturesOf(viewer, now);
      const [imageRows, online] = await Promise.all([
        imagesOfMany(db, visitorIds),
        premium ? realtime.onlineUsers(visitorIds) : Promise.resolve(new Set<string>()),
      ]);
      const items: VisitItem[] = rows.map((r) => ({
        id: r.id,
        visitor: visitorFor(viewer, r.visitor, imageRows.get(r.visitor.id) ?? [], online.has(r.visitor.id)),
        new: r.seenAt === null,
        createdAt: r.visitedAt.toISOString(),
      }));

      const seen = await markVisitsSeen(
        db,
        viewer.id,
        rows.filter((r) => r.seenAt === null).map((r) => r.id),
      );
      await events.counters(viewer.id, { visits: -seen }, socketId);
      return { visits: items };
    },

    /**
     * The F_VISIT nudge: the newest visit the user has not seen, re-sent with f: true (hidden
     * for a free user, as their list is); nothing when there is none.
     */
    async nudge(viewer: UserRow, now: Date): Promise<void> {
      const unseen = await newestUnseenVisit(db, viewer.id);
      if (!unseen) return;
      const premium = premiumFeaturesOf(viewer, now);
      const [imageRows, online] = await Promise.all([
        imagesOf(db, unseen.visitor.id),
        premium ? realtime.isOnline(unseen.visitor.id) : Promise.resolve(false),
      ]);
      const visit: VisitItem = {
        id: unseen.id,
        visitor: visitorFor(viewer, unseen.visitor, imageRows, online),
        new: true,
        createdAt: unseen.visitedAt.toISOString(),
      };
      events.visit(viewer.id, visit, true);
    },

    /** Visits not seen yet, made at or after `since` (notification digest). */
    newVisitsSince: (userId: string, since: Date) => countNewVisitsSince(db, userId, since),

    /** Menu counter: visits not seen yet. */
    newVisits: (userId: string) => countNewVisits(db, userId),
  };
}
