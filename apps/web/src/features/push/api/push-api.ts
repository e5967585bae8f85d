/** The server's side of web push (paths and rules in packages/contract/src/notifications.ts). */
import {
  NOTIFICATIONS_PATHS,
  type PushSubscriptionBody,
  pushKeyResponseSchema,
  pushSubscriptionResponseSchema,
} from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';
import { forgetPushEndpoint } from '../../../shared/push/push-device.ts';

const relative = (path: string) => path.replace(/^\/api(?=\/)/, '');

export const pushApi = {
  key: () => api.get(relative(NOTIFICATIONS_PATHS.pushKey), { schema: pushKeyResponseSchema, auth: false }),
  save: (subscription: PushSubscriptionBody) =>
    api.post(relative(NOTIFICATIONS_PATHS.pushSubscription), subscription, {
      schema: pushSubscriptionResponseSchema,
    }),
  forget: (endpoint: string) => forgetPushEndpoint(endpoint),
};
