/** Which notification letters the user gets (paths and rules in packages/contract/src/notifications.ts). */
import {
  NOTIFICATIONS_PATHS,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';

const path = NOTIFICATIONS_PATHS.settings.replace(/^\/api(?=\/)/, '');

export const notificationsApi = {
  settings: () => api.get<NotificationSettings>(path),
  update: (change: NotificationSettingsUpdate) => api.put<NotificationSettings>(path, change),
};
