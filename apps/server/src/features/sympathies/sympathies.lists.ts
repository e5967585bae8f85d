/**
 * The discover page (`GET /api/matches/discover`) and the sympathy lists: liked-you
 * (`GET /api/like`, hidden for free users) and matches (`GET /api/matches`). Opening a page
 * marks it seen and the viewer's other tabs hear the counter fall.
 */
import {
  DISCOVER,
  type DiscoverResponse,
  type LikedYouPage,
  type MatchesPage,
  PAGE_SIZE,
} from '@iskra/contract';
import { nextMoscowDayStart } from '../../platform/moscow-day.ts';
import { markMatchesSeen, matchesPage } from '../pairs/matches.repo.ts';
import { imagesOf, imagesOfMany, usersWithImages } from '../users/users.repo.ts';
import { premiumFeaturesOf, toUserCard, type UserRow } from '../users/users.view.ts';
import type { Viewer } from '../users/viewer.ts';
import { DiscoverCursors, discoverPage } from './discover.repo.ts';
import { likedYouPage, markLikesSeen, newestUnseenLike } from './likes.repo.ts';
import type { SympathiesContext } from './sympathies.deps.ts';
import { hasRatingsLeft } from './sympathies.policy.ts';
import { allowanceSince } from './sympathies.rate.ts';
import { likerFor, toLikedYouItem, toMatch } from './sympathies.view.ts';

export function createLists({ db, realtime, publicUrl, events }: SympathiesContext) {
  // Where each viewer's walk of each band resumes (discover.repo.ts), for this instance.
  const cursors = new DiscoverCursors();
  return {
    /** The next cards, whether free ratings are left today and when they are given again. */
    async discover({ user: viewer, now }: Viewer): Promise<DiscoverResponse> {
      // A free viewer's ratings of the day are counted by the page's first statement.
      const ratedSince = allowanceSince(viewer, now);
      const { candidates, ratedToday } = await discoverPage(db, viewer, DISCOVER.pageSize, now, {
        cursors,
        ratedSince,
      });
      const freeLikes = ratedSince === undefined || hasRatingsLeft(false, ratedToday ?? 0);
      const ids = candidates.map((c) => c.id);
      const [{ rows, images: imageRows }, online] = await Promise.all([
        usersWithImages(db, ids),
        realtime.onlineUsers(ids),
      ]);
      return {
        freeLikes,
        ratingsResetAt: nextMoscowDayStart(now).toISOString(),
        users: rows.map((u) => toUserCard(u, imageRows.get(u.id) ?? [], publicUrl, online.has(u.id))),
      };
    },

    /** People waiting for my answer; hidden without Premium's features; marks the page seen. */
    async likedYou({ user: viewer, socketId, now }: Viewer, offset: number): Promise<LikedYouPage> {
      const rows = await likedYouPage(db, viewer.id, { offset, limit: PAGE_SIZE.sympathies });
      const ids = rows.map((r) => r.rater.id);
      const premium = premiumFeaturesOf(viewer, now);
      const [imageRows, online] = await Promise.all([
        imagesOfMany(db, ids),
        premium ? realtime.onlineUsers(ids) : Promise.resolve(new Set<string>()),
      ]);
      const likes = rows.map((r) =>
        toLikedYouItem(
          r,
          likerFor(viewer, r.rater, imageRows.get(r.rater.id) ?? [], publicUrl, online.has(r.rater.id)),
        ),
      );
      const seen = await markLikesSeen(
        db,
        viewer.id,
        rows.filter((r) => r.seenAt === null).map((r) => r.id),
      );
      await events.counters(viewer.id, { likes: -seen }, socketId);
      return { likes };
    },

    /**
     * The F_LIKE nudge: the newest like waiting in the user's liked-you list that they have not
     * seen, re-sent with f: true (hidden for a free user); nothing when there is none.
     */
    async nudgeLike(viewer: UserRow, now: Date): Promise<void> {
      const unseen = await newestUnseenLike(db, viewer.id);
      if (!unseen) return;
      const [imageRows, online] = await Promise.all([
        imagesOf(db, unseen.rater.id),
        premiumFeaturesOf(viewer, now) ? realtime.isOnline(unseen.rater.id) : Promise.resolve(false),
      ]);
      const like = toLikedYouItem(unseen.like, likerFor(viewer, unseen.rater, imageRows, publicUrl, online));
      events.like(viewer.id, like, true);
    },

    /** Mutual sympathies, newest first; marks the page seen by me. */
    async matches({ user: viewer, socketId }: Viewer, offset: number): Promise<MatchesPage> {
      const rows = await matchesPage(db, viewer.id, { offset, limit: PAGE_SIZE.sympathies });
      const ids = rows.map((r) => r.partner.id);
      const [imageRows, online] = await Promise.all([imagesOfMany(db, ids), realtime.onlineUsers(ids)]);
      const matches = rows.map((r) =>
        toMatch(
          r.match,
          toUserCard(r.partner, imageRows.get(r.partner.id) ?? [], publicUrl, online.has(r.partner.id)),
        ),
      );
      const seen = await markMatchesSeen(
        db,
        viewer.id,
        rows
          .filter((r) => (r.match.userA === viewer.id ? r.match.seenAAt : r.match.seenBAt) === null)
          .map((r) => r.match.id),
      );
      await events.counters(viewer.id, { matches: -seen }, socketId);
      return { matches };
    },
  };
}
