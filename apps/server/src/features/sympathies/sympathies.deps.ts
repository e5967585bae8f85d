/** What sympathies are built from (see compose.ts): narrow platform parts and one port. */
import type { Dialog } from '@iskra/contract';
import type { AppDb } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { DialogRow } from '../pairs/dialogs.repo.ts';
import type { ImageRow, PublicUrl, UserRow } from '../users/users.view.ts';
import type { SympathyEvents } from './sympathies.events.ts';

export interface SympathiesDeps {
  db: AppDb;
  realtime: Pick<Realtime, 'isOnline' | 'onlineUsers' | 'toUser'>;
  bus: EventBus;
  publicUrl: PublicUrl;
  /**
   * The dialog of a new match, as each of the pair sees it by the chat's rules (null: not
   * shown), in the order of `people`, with both people's photos by user id (read with it, for
   * the cards). `opened`: the match opened the dialog just now (it has no message). The chat
   * provides it; sympathies do not depend on the chat.
   */
  newMatchViews(
    dialog: DialogRow,
    people: readonly [UserRow, UserRow],
    now: Date,
    opened: boolean,
  ): Promise<{ views: [Dialog | null, Dialog | null]; images: Map<string, ImageRow[]> }>;
}

export interface SympathiesContext extends SympathiesDeps {
  events: SympathyEvents;
}
