/** What support actions tell the person concerned. */
import type { Realtime } from '../../platform/realtime.ts';

export function createAdminEvents(realtime: Pick<Realtime, 'toUser'>) {
  return {
    /** The name or description was moderated (core-application §4, MODERATION_COMPLETE). */
    moderationComplete(to: string): void {
      realtime.toUser(to).emit('SERVER:MODERATION_COMPLETE');
    },
  };
}
