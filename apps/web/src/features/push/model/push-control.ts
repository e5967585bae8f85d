/**
 * What web push can do here and now, and turning it on and off on this device.
 *
 * - `unavailable`: the server sends no push (no VAPID keys): nothing is offered at all.
 * - `unsupported`: this browser has no Push API (or the page is not secure).
 * - `denied`: the user blocked notifications for the site in the browser; only they can undo it.
 * - `on`: this browser is subscribed. `available`: it could be.
 *
 * The offer after a match is shown once: a dismissal (or a refusal in the browser's prompt) is
 * remembered in this browser (push-offer-state.ts).
 */
import type { PushKeyResponse, PushSubscriptionBody } from '@iskra/contract';
import {
  currentPushSubscription,
  pushPermission,
  subscribePushDevice,
  unsubscribePushDevice,
} from '../../../shared/push/push-device.ts';
import { pushApi } from '../api/push-api.ts';

export type PushStatus = 'unavailable' | 'unsupported' | 'denied' | 'on' | 'available';

let key: Promise<PushKeyResponse> | null = null;

/** The server's answer about push, asked once per page (again after a failure). */
function serverKey(): Promise<PushKeyResponse> {
  key ??= pushApi.key().catch((error: unknown) => {
    key = null;
    throw error;
  });
  return key;
}

/** Tests: forget the server's answer. */
export function resetPushKey(): void {
  key = null;
}

export async function pushStatus(): Promise<PushStatus> {
  const server = await serverKey();
  if (!server.enabled) return 'unavailable';
  const permission = pushPermission();
  if (permission === 'unsupported') return 'unsupported';
  if (permission === 'denied') return 'denied';
  if (permission === 'granted' && (await currentPushSubscription())) return 'on';
  return 'available';
}

/** Saves this browser's subscription for the signed-in user (again: it may be another account's). */
async function save(subscription: PushSubscription): Promise<void> {
  await pushApi.save(bodyOf(subscription));
}

/** What the server stores of a subscription (it checks the values against the contract's schema). */
function bodyOf(subscription: PushSubscription): PushSubscriptionBody {
  const { endpoint, keys } = subscription.toJSON();
  const p256dh = keys?.p256dh;
  const auth = keys?.auth;
  if (!endpoint || !p256dh || !auth)
    throw new Error('The browser gave a push subscription without its endpoint or keys');
  return { endpoint, keys: { p256dh, auth } };
}

/**
 * Asks the browser's permission (it must follow the user's click) and subscribes. Resolves with
 * the status after it; throws when subscribing or saving failed.
 */
export async function enablePush(): Promise<PushStatus> {
  const server = await serverKey();
  if (!server.enabled) return 'unavailable';
  if (pushPermission() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  // Closed without an answer: nothing changed, it can be asked again.
  if (permission !== 'granted') return 'available';
  await save(await subscribePushDevice(server.publicKey));
  return 'on';
}

/** Unsubscribes this browser and has the server forget it. */
export async function disablePush(): Promise<void> {
  const endpoint = await unsubscribePushDevice();
  if (endpoint) await pushApi.forget(endpoint);
}

/**
 * A subscribed browser is saved again for the current user and session (each app start): the
 * server sends only to browsers whose session is still signed in.
 */
export async function resyncPush(): Promise<void> {
  if (pushPermission() !== 'granted') return;
  const subscription = await currentPushSubscription();
  if (subscription) await save(subscription);
}
