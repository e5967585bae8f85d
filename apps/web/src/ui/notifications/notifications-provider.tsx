import { NOTIFICATION } from '@iskra/contract';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import * as ru from '../../i18n/ru.ts';
import { NotificationToast } from './notification-toast.tsx';
import {
  type NotificationsApi,
  NotificationsContext,
  type NotifyInput,
  type ShownNotification,
} from './notifications-context.ts';
import './notifications.css';

/** More than this many on screen pushes the oldest non-important one out. */
const MAX_VISIBLE = 4;

let sequence = 0;
function nextId(): string {
  sequence += 1;
  return `n${Date.now().toString(36)}${sequence}`;
}

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ShownNotification[]>([]);
  // Mirror of the state so notify() can answer synchronously (dedupe, eviction, the id).
  const itemsRef = useRef<ShownNotification[]>([]);
  const removalTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const commit = useCallback((next: ShownNotification[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);

  useEffect(() => {
    const timers = removalTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      if (removalTimers.current.has(id) || !itemsRef.current.some((item) => item.id === id)) return;
      commit(itemsRef.current.map((item) => (item.id === id ? { ...item, visible: false } : item)));
      const timer = setTimeout(() => {
        removalTimers.current.delete(id);
        commit(itemsRef.current.filter((item) => item.id !== id));
      }, NOTIFICATION.removeAfterHideMs);
      removalTimers.current.set(id, timer);
    },
    [commit],
  );

  const notify = useCallback(
    (input: NotifyInput | string) => {
      const data: NotifyInput = typeof input === 'string' ? { text: input } : input;
      const shown: ShownNotification = { type: 'primary', ...data, id: data.id ?? nextId(), visible: true };
      const current = itemsRef.current;
      // The same message already on screen (e.g. several failed calls at once) is shown once.
      const duplicate = current.find(
        (item) =>
          item.visible && item.text === shown.text && item.type === shown.type && item.link === shown.link,
      );
      if (duplicate) return duplicate.id;
      const visible = current.filter((item) => item.visible);
      const evicted = visible.length >= MAX_VISIBLE ? visible.find((item) => !item.important) : undefined;
      commit([...current, shown]);
      if (evicted) dismiss(evicted.id);
      return shown.id;
    },
    [commit, dismiss],
  );

  const notifyError = useCallback(
    (text: string, options?: Pick<NotifyInput, 'important' | 'link'>) =>
      notify({ ...options, text, type: 'error' }),
    [notify],
  );

  const api = useMemo<NotificationsApi>(
    () => ({ notify, notifyError, dismiss }),
    [notify, notifyError, dismiss],
  );

  return (
    <NotificationsContext.Provider value={api}>
      {children}
      <section className="notifications" aria-label={ru.notifications.regionLabel} aria-live="polite">
        {items.map((item) => (
          <NotificationToast key={item.id} notification={item} onDismiss={dismiss} />
        ))}
      </section>
    </NotificationsContext.Provider>
  );
}
