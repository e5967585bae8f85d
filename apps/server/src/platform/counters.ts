/**
 * Menu counters (visits, likes, dialogs, matches) move when features publish
 * `counters.changed`; this one subscriber turns the change into SERVER:MENU_COUNTERS for the
 * user's tabs (but the tab that caused it, which adjusts from its answer). Zero changes are
 * not sent.
 */
import type { MenuData } from '@iskra/contract';
import type { EventBus } from './events.ts';
import type { Realtime } from './realtime.ts';

/** Only the counters that moved. */
export function movedCounters(delta: Partial<MenuData>): Partial<MenuData> {
  return Object.fromEntries(Object.entries(delta).filter(([, n]) => n !== 0)) as Partial<MenuData>;
}

export function registerCounterPushes(bus: EventBus, realtime: Pick<Realtime, 'toUser'>): void {
  bus.on('counters.changed', ({ userId, delta, except }) => {
    const moved = movedCounters(delta);
    if (Object.keys(moved).length === 0) return;
    realtime.toUser(userId, { except }).emit('SERVER:MENU_COUNTERS', moved);
  });
}
