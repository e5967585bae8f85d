import { useCallback, useEffect, useState } from 'react';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';

export interface StaffListOptions<T> {
  /** Reads the list (a console queue). */
  fetch: () => Promise<T[]>;
  /** Tells which entry a decision took out of the list. */
  idOf: (item: T) => string;
  onError: (error: unknown) => void;
}

/**
 * A console list: loaded once, reloaded on demand, and a decision on one entry that takes it out
 * with a notice. A refused decision (someone decided first) reloads the list.
 */
export function useStaffList<T>({ fetch, idOf, onError }: StaffListOptions<T>) {
  const { notify } = useNotifications();
  const [items, setItems] = useState<T[] | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setItems(await fetch());
    } catch (error) {
      onError(error);
    }
  }, [fetch, onError]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Runs a decision on `item`; when it succeeds the entry leaves the list and `notice` shows. */
  const settle = useCallback(
    async (item: T, decision: () => Promise<unknown>, notice: string) => {
      setBusy(true);
      try {
        await decision();
        notify(notice);
        setItems((list) => list?.filter((entry) => idOf(entry) !== idOf(item)) ?? null);
      } catch (error) {
        onError(error);
        await load();
      } finally {
        setBusy(false);
      }
    },
    [idOf, load, notify, onError],
  );

  return { items, busy, load, settle };
}
