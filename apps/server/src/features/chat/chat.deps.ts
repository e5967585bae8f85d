/** What the chat's use cases are built from (see compose.ts): narrow platform parts only. */
import type { AppDb } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { PublicUrl } from '../users/users.view.ts';
import type { ChatEvents } from './chat.events.ts';

export interface ChatDeps {
  db: AppDb;
  realtime: Pick<Realtime, 'onlineUsers' | 'toUser' | 'toUsers'>;
  rateLimit: Pick<RateLimiter, 'enforce'>;
  bus: EventBus;
  publicUrl: PublicUrl;
  /**
   * A message of an account registered at `registeredAt` with this text is held for a
   * moderator if it is a first message (chat.send.ts); features/safety decides.
   */
  screened: (message: { registeredAt: Date; text: string; now: Date }) => boolean;
}

/** The deps plus the chat's own pushes, shared by its use-case modules. */
export interface ChatContext extends ChatDeps {
  events: ChatEvents;
}
