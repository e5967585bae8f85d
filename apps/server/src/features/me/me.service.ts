/**
 * The current user as the API answers it (`GET /api/user`, sign-in, profile updates) and the
 * menu counters. The top of the house: it reads what many features count, through the
 * functions compose.ts hands it, and no feature imports it.
 */
import type { CurrentUser, MenuData } from '@iskra/contract';
import type { AppDb } from '../../platform/db/client.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { imagesOf } from '../users/users.repo.ts';
import { type PublicUrl, toCurrentUser, type UserRow } from '../users/users.view.ts';

type CountOf = (userId: string) => Promise<number>;

export interface MeDeps {
  db: AppDb;
  realtime: Pick<Realtime, 'isOnline'>;
  publicUrl: PublicUrl;
  /**
   * Menu counters, each counting only what its list would show (active people, no block):
   * new visits, likes waiting in liked-you unseen, dialogs with unread messages, unseen matches.
   */
  counters: { visits: CountOf; likes: CountOf; dialogs: CountOf; matches: CountOf };
  /** Session nudges count real unseen activity only (DESIGN.md §4). */
  fSessions(userId: string): Promise<{ visits: number; likes: number }>;
  /** Messages the user sent in the current Moscow day (the free allowance). */
  messagesSentToday(userId: string, now: Date): Promise<number>;
}

export type MeService = ReturnType<typeof createMeService>;

export function createMeService({ db, realtime, publicUrl, counters, fSessions, messagesSentToday }: MeDeps) {
  async function currentUser(user: UserRow, now = new Date()): Promise<CurrentUser> {
    const [imageRows, online, sessions, sentToday] = await Promise.all([
      imagesOf(db, user.id),
      realtime.isOnline(user.id),
      fSessions(user.id),
      messagesSentToday(user.id, now),
    ]);
    return toCurrentUser(user, imageRows, publicUrl, {
      online,
      fSessions: sessions,
      messagesSentToday: sentToday,
    });
  }

  async function menuData(userId: string): Promise<MenuData> {
    const [visits, likes, matches, dialogs] = await Promise.all([
      counters.visits(userId),
      counters.likes(userId),
      counters.matches(userId),
      counters.dialogs(userId),
    ]);
    return { visits, likes, dialogs, matches };
  }

  return {
    currentUser,
    menuData,
    /** What sign-in and `GET /api/user` answer: the user and the menu counters. */
    async present(user: UserRow, accessToken: string) {
      return { accessToken, user: await currentUser(user), menuData: await menuData(user.id) };
    },
  };
}
