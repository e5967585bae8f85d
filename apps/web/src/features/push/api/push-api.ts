/** The server's side of web push (paths and rules in packages/contract/src/notifications.ts). */
import {
  NOTIFICATIONS_PATHS,
  type PushKeyResponse,
  type PushSubscriptionBody,
  type PushSubscriptionResponse,
} from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';
import { forgetPushEndpoint } from '../../../shared/push/push-device.ts';

const relative = (path: string) => path.replace(/^\/api(?=\/)/, '');

export const pushApi = {
  key: () => api.get<PushKeyResponse>(relative(NOTIFICATIONS_PATHS.pushKey), { auth: false }),
  save: (subscription: PushSubscriptionBody) =>
    api.post<PushSubscriptionResponse>(relative(NOTIFICATIONS_PATHS.pushSubscription), subscription, {}),
  forget: (endpoint: string) => forgetPushEndpoint(endpoint),
};
