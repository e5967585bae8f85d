/**
 * The "f" session protocol (core-application §4 "Realtime") on the server, honestly
 * (DESIGN.md §4): the client's scheduled nudges are answered only with real activity of real
 * people that the user has not seen yet — never with invented visits, likes or messages. When
 * there is none, there is no answer. (CLIENT:F_MESSAGE is answered by the chat.)
 *
 * - CLIENT:F_VISIT → the newest unseen visit, as SERVER:NEW_VISIT with f: true.
 * - CLIENT:F_LIKE → the newest unseen like waiting in liked-you, as SERVER:LIKE with f: true.
 * - CLIENT:INVITE_MEETUP → nothing: there are no meetup invitations to surface.
 * - F_SESSIONS_UPDATE → SERVER:F_SESSIONS_UPDATED with the real counts (fSessions).
 *
 * A free user's nudges carry the hidden shape of the person, as their lists do.
 */
import type { HiddenUser, UserCard } from '@iskra/contract';
import type { App } from '../../platform/types.ts';
import { countNewLikes } from '../sympathies/likes.repo.ts';
import { likerFor, toLikedYouItem } from '../sympathies/sympathies.view.ts';
import { findUser, imagesOf } from '../users/users.repo.ts';
import { isPremium, toHiddenUser, toUserCard, type UserRow } from '../users/users.view.ts';
import { countNewVisits } from '../visits/visits.repo.ts';
import { newestUnseenLike, newestUnseenVisit } from './nudges.repo.ts';

/** fSessions of the current user: the unseen real visits and likes a nudge may surface. */
export async function fSessionsOf(app: App, userId: string): Promise<{ visits: number; likes: number }> {
  const [visits, likes] = await Promise.all([countNewVisits(app.db, userId), countNewLikes(app.db, userId)]);
  return { visits, likes };
}

export type NudgesService = ReturnType<typeof createNudgesService>;

export function createNudgesService(app: App) {
  const publicUrl = (key: string) => app.storage.publicUrl(key);

  async function activeUser(userId: string): Promise<UserRow | null> {
    const user = await findUser(app.db, userId);
    return user?.status === 'active' ? user : null;
  }

  return {
    async visit(userId: string): Promise<void> {
      const viewer = await activeUser(userId);
      if (!viewer) return;
      const unseen = await newestUnseenVisit(app.db, userId);
      if (!unseen) return;
      const premium = isPremium(viewer);
      const [imageRows, online] = await Promise.all([
        imagesOf(app.db, unseen.visitor.id),
        premium ? app.realtime.isOnline(unseen.visitor.id) : Promise.resolve(false),
      ]);
      const visitor: UserCard | HiddenUser = premium
        ? toUserCard(unseen.visitor, imageRows, publicUrl, online)
        : toHiddenUser(imageRows, publicUrl);
      app.realtime.emitToUser(userId, 'SERVER:NEW_VISIT', {
        visit: { id: unseen.id, visitor, new: true, createdAt: unseen.visitedAt.toISOString() },
        f: true,
      });
    },

    async like(userId: string): Promise<void> {
      const viewer = await activeUser(userId);
      if (!viewer) return;
      const unseen = await newestUnseenLike(app.db, userId);
      if (!unseen) return;
      const [imageRows, online] = await Promise.all([
        imagesOf(app.db, unseen.rater.id),
        isPremium(viewer) ? app.realtime.isOnline(unseen.rater.id) : Promise.resolve(false),
      ]);
      const like = toLikedYouItem(unseen.like, likerFor(viewer, unseen.rater, imageRows, publicUrl, online));
      app.realtime.emitToUser(userId, 'SERVER:LIKE', { like, f: true });
    },

    async sessions(userId: string): Promise<void> {
      if (!(await activeUser(userId))) return;
      app.realtime.emitToUser(userId, 'SERVER:F_SESSIONS_UPDATED', await fSessionsOf(app, userId));
    },
  };
}
