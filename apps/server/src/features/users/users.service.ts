/** The current user as the API answers it, with the counters the menu shows. */
import { type CurrentUser, EMPTY_MENU_DATA, type MenuData } from '@iskra/contract';
import type { App } from '../../platform/types.ts';
import { imagesOf } from './users.repo.ts';
import { toCurrentUser, type UserRow } from './users.view.ts';

export async function currentUserOf(app: App, user: UserRow): Promise<CurrentUser> {
  const [imageRows, online] = await Promise.all([imagesOf(app.db, user.id), app.realtime.isOnline(user.id)]);
  return toCurrentUser(user, imageRows, (key) => app.storage.publicUrl(key), {
    online,
    // Session nudges and the free message allowance count real activity; until the chat and
    // sympathy tables exist there is none to count.
    fSessions: { visits: 0, likes: 0 },
    messagesSentToday: 0,
  });
}

/**
 * Menu counters: new visits, likes, dialogs with unread messages and unseen matches. No
 * sympathy or chat data exists yet, so every counter is zero.
 */
export async function menuDataOf(_app: App, _userId: string): Promise<MenuData> {
  return { ...EMPTY_MENU_DATA };
}
