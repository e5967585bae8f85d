/** What the nudge protocol pushes itself: the real counts of a session (F_SESSIONS_UPDATE). */
import type { Realtime } from '../../platform/realtime.ts';

export function createNudgeEvents(realtime: Pick<Realtime, 'toUser'>) {
  return {
    sessions(to: string, counts: { visits: number; likes: number }): void {
      realtime.toUser(to).emit('SERVER:F_SESSIONS_UPDATED', counts);
    },
  };
}
