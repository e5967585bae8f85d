/**
 * What visits tell others: the visit pushed to the visited person's tabs, counter changes, and
 * the `visit.recorded` fact on the domain event bus.
 */
import type { MenuData, VisitItem } from '@iskra/contract';
import type { EventBus } from '../../platform/events.ts';
import type { Realtime } from '../../platform/realtime.ts';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A visit of `visitedId`'s profile counted (once per pair and Moscow day). */
    'visit.recorded': { visitorId: string; visitedId: string; at: Date };
  }
}

export type VisitEvents = ReturnType<typeof createVisitEvents>;

export function createVisitEvents(realtime: Pick<Realtime, 'toUser'>, bus: EventBus) {
  return {
    /** A visit of `to`'s profile (`f`: a nudge re-sending a real unseen one). */
    visit(to: string, visit: VisitItem, f = false): void {
      realtime.toUser(to).emit('SERVER:NEW_VISIT', f ? { visit, f: true } : { visit });
    },

    recorded(fact: { visitorId: string; visitedId: string; at: Date }): Promise<void> {
      return bus.publish('visit.recorded', fact);
    },

    counters(to: string, delta: Partial<MenuData>, except?: string): Promise<void> {
      return bus.publish('counters.changed', { userId: to, delta, except });
    },
  };
}
