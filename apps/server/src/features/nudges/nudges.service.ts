/**
 * The "f" session protocol (core-application §4 "Realtime") on the server, honestly
 * (DESIGN.md §4): the client's scheduled nudges are answered only with real activity of real
 * people that the user has not seen yet — never with invented visits, likes or messages. When
 * there is none, there is no answer. Each nudge is answered by the feature that owns the
 * activity (handed in by compose.ts); CLIENT:F_MESSAGE is answered by the chat.
 *
 * - CLIENT:F_VISIT → the newest unseen visit, as SERVER:NEW_VISIT with f: true.
 * - CLIENT:F_LIKE → the newest unseen like waiting in liked-you, as SERVER:LIKE with f: true.
 * - CLIENT:INVITE_MEETUP → nothing: there are no meetup invitations to surface.
 * - F_SESSIONS_UPDATE → SERVER:F_SESSIONS_UPDATED with the real counts (fSessions).
 *
 * A free user's nudges carry the hidden shape of the person, as their lists do.
 */
import type { AppDb } from '../../platform/db/client.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { UserRow } from '../users/users.view.ts';
import { viewerOf } from '../users/viewer.ts';
import { createNudgeEvents } from './nudges.events.ts';

type CountOf = (userId: string) => Promise<number>;
type Nudge = (viewer: UserRow, now: Date) => Promise<void>;

export interface NudgesDeps {
  db: AppDb;
  realtime: Pick<Realtime, 'toUser'>;
  /** Unseen visits (features/visits) and unseen waiting likes (features/sympathies). */
  newVisits: CountOf;
  newLikes: CountOf;
  /** Re-sends the newest unseen visit (features/visits) or waiting like (features/sympathies). */
  nudgeVisit: Nudge;
  nudgeLike: Nudge;
}

export type NudgesService = ReturnType<typeof createNudgesService>;

export function createNudgesService({
  db,
  realtime,
  newVisits,
  newLikes,
  nudgeVisit,
  nudgeLike,
}: NudgesDeps) {
  const events = createNudgeEvents(realtime);
  /** fSessions of a user: the unseen real visits and likes a nudge may surface. */
  async function fSessions(userId: string): Promise<{ visits: number; likes: number }> {
    const [visits, likes] = await Promise.all([newVisits(userId), newLikes(userId)]);
    return { visits, likes };
  }

  /** Nudges answer active accounts only. */
  async function forActive(userId: string, answer: (user: UserRow, now: Date) => Promise<void>) {
    const viewer = await viewerOf(db, userId);
    if (viewer) await answer(viewer.user, viewer.now);
  }

  return {
    visit: (userId: string) => forActive(userId, nudgeVisit),
    like: (userId: string) => forActive(userId, nudgeLike),
    sessions: (userId: string) =>
      forActive(userId, async (user) => {
        events.sessions(user.id, await fSessions(user.id));
      }),
    fSessions,
  };
}
