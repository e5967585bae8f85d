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
import type { AppDb } from '../../platform/db/client.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { likerFor, toLikedYouItem } from '../sympathies/sympathies.view.ts';
import { findUser, imagesOf } from '../users/users.repo.ts';
import { isPremium, type PublicUrl, toHiddenUser, toUserCard, type UserRow } from '../users/users.view.ts';
import { newestUnseenLike, newestUnseenVisit } from './nudges.repo.ts';

export interface NudgesDeps {
  db: AppDb;
  realtime: Pick<Realtime, 'isOnline' | 'toUser'>;
  publicUrl: PublicUrl;
  /** Unseen visits (features/visits) and unseen waiting likes (features/sympathies) of a user. */
  newVisits(userId: string): Promise<number>;
  newLikes(userId: string): Promise<number>;
}

export type NudgesService = ReturnType<typeof createNudgesService>;

export function createNudgesService({ db, realtime, publicUrl, newVisits, newLikes }: NudgesDeps) {
  /** fSessions of a user: the unseen real visits and likes a nudge may surface. */
  async function fSessions(userId: string): Promise<{ visits: number; likes: number }> {
    const [visits, likes] = await Promise.all([newVisits(userId), newLikes(userId)]);
    return { visits, likes };
  }

  async function activeUser(userId: string): Promise<UserRow | null> {
    const user = await findUser(db, userId);
    return user?.status === 'active' ? user : null;
  }

  return {
    async visit(userId: string): Promise<void> {
      const viewer = await activeUser(userId);
      if (!viewer) return;
      const unseen = await newestUnseenVisit(db, userId);
      if (!unseen) return;
      const premium = isPremium(viewer);
      const [imageRows, online] = await Promise.all([
        imagesOf(db, unseen.visitor.id),
        premium ? realtime.isOnline(unseen.visitor.id) : Promise.resolve(false),
      ]);
      const visitor: UserCard | HiddenUser = premium
        ? toUserCard(unseen.visitor, imageRows, publicUrl, online)
        : toHiddenUser(imageRows, publicUrl);
      realtime.toUser(userId).emit('SERVER:NEW_VISIT', {
        visit: { id: unseen.id, visitor, new: true, createdAt: unseen.visitedAt.toISOString() },
        f: true,
      });
    },

    async like(userId: string): Promise<void> {
      const viewer = await activeUser(userId);
      if (!viewer) return;
      const unseen = await newestUnseenLike(db, userId);
      if (!unseen) return;
      const [imageRows, online] = await Promise.all([
        imagesOf(db, unseen.rater.id),
        isPremium(viewer) ? realtime.isOnline(unseen.rater.id) : Promise.resolve(false),
      ]);
      const like = toLikedYouItem(unseen.like, likerFor(viewer, unseen.rater, imageRows, publicUrl, online));
      realtime.toUser(userId).emit('SERVER:LIKE', { like, f: true });
    },

    async sessions(userId: string): Promise<void> {
      if (!(await activeUser(userId))) return;
      realtime.toUser(userId).emit('SERVER:F_SESSIONS_UPDATED', await fSessions(userId));
    },

    fSessions,
  };
}
