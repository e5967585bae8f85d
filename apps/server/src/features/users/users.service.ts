/** The current user as the API answers it, with the counters the menu shows. */
import type { CurrentUser, MenuData } from '@iskra/contract';
import type { App } from '../../platform/types.ts';
import { countUnreadDialogs, sentSince } from '../chat/chat.repo.ts';
import { fSessionsOf } from '../nudges/nudges.service.ts';
import { countNewLikes } from '../sympathies/likes.repo.ts';
import { countNewMatches } from '../sympathies/matches.repo.ts';
import { freeDayStart } from '../sympathies/sympathies.service.ts';
import { countNewVisits } from '../visits/visits.repo.ts';
import { imagesOf } from './users.repo.ts';
import { toCurrentUser, type UserRow } from './users.view.ts';

export async function currentUserOf(app: App, user: UserRow): Promise<CurrentUser> {
  const [imageRows, online, fSessions, messagesSentToday] = await Promise.all([
    imagesOf(app.db, user.id),
    app.realtime.isOnline(user.id),
    // Session nudges count real unseen activity only (DESIGN.md §4).
    fSessionsOf(app, user.id),
    sentSince(app.db, user.id, freeDayStart(new Date())),
  ]);
  return toCurrentUser(user, imageRows, (key) => app.storage.publicUrl(key), {
    online,
    fSessions,
    messagesSentToday,
  });
}

/**
 * Menu counters: new visits, likes waiting in liked-you unseen, dialogs with unread messages
 * and unseen matches. Each counts only what its list would show (active people, no block).
 */
export async function menuDataOf(app: App, userId: string): Promise<MenuData> {
  const [visits, likes, matches, dialogs] = await Promise.all([
    countNewVisits(app.db, userId),
    countNewLikes(app.db, userId),
    countNewMatches(app.db, userId),
    countUnreadDialogs(app.db, userId),
  ]);
  return { visits, likes, dialogs, matches };
}
