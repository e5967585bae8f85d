import type { Notification } from '@iskra/contract';
import { createContext, useContext } from 'react';

/** What a feature passes to show a notification; only the text is required. */
export type NotifyInput = Partial<Omit<Notification, 'text'>> & Pick<Notification, 'text'>;

export interface ShownNotification extends Notification {
  /** False while the exit animation runs, before removal. */
  visible: boolean;
}

export interface NotificationsApi {
  /** Shows a notification (type 'primary' unless given) and returns its id. */
  notify: (input: NotifyInput | string) => string;
  /** Shows an error notification and returns its id. */
  notifyError: (text: string, options?: Pick<NotifyInput, 'important' | 'link'>) => string;
  /** Hides a notification; it is removed after the exit animation. */
  dismiss: (id: string) => void;
}

export const NotificationsContext = createContext<NotificationsApi | null>(null);

export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications() used outside <NotificationsProvider>');
  return api;
}
