/** What visits tell others: the visit pushed to the visited person's tabs, counter changes. */
import type { MenuData, VisitItem } from '@iskra/contract';
import type { EventBus } from '../../platform/events.ts';
import type { Realtime } from '../../platform/realtime.ts';

export type VisitEvents = ReturnType<typeof createVisitEvents>;

export function createVisitEvents(realtime: Pick<Realtime, 'toUser'>, bus: EventBus) {
  return {
    /** A visit of `to`'s profile (`f`: a nudge re-sending a real unseen one). */
    visit(to: string, visit: VisitItem, f = false): void {
      realtime.toUser(to).emit('SERVER:NEW_VISIT', f ? { visit, f: true } : { visit });
    },

    counters(to: string, delta: Partial<MenuData>, except?: string): Promise<void> {
      return bus.publish('counters.changed', { userId: to, delta, except });
    },
  };
}
