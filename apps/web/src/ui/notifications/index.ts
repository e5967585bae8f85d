export {
  type NotificationsApi,
  NotificationsContext,
  type NotifyInput,
  type ShownNotification,
  useNotifications,
} from './notifications-context.ts';
export { NotificationsProvider } from './notifications-provider.tsx';
