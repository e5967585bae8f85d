/** Which notification letters the user gets (paths and rules in packages/contract/src/notifications.ts). */
import {
  NOTIFICATIONS_PATHS,
  type NotificationSettingsUpdate,
  notificationSettingsSchema,
} from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';

const path = NOTIFICATIONS_PATHS.settings.replace(/^\/api(?=\/)/, '');

export const notificationsApi = {
  settings: () => api.get(path, { schema: notificationSettingsSchema }),
  update: (change: NotificationSettingsUpdate) =>
    api.put(path, change, { schema: notificationSettingsSchema }),
};
