/**
 * This browser's side of web push: whether it can do push at all, the permission, and the
 * subscription of the service worker (public/sw.js, scope /app/). The worker is registered only
 * when the user turns push on. Shared because signing out must drop the subscription too.
 */
import { APP_BASE_PATH, NOTIFICATIONS_PATHS, type PushUnsubscribeBody } from '@iskra/contract';
import { apiRequest } from '../api/index.ts';

export const SERVICE_WORKER_URL = `${APP_BASE_PATH}/sw.js`;
export const SERVICE_WORKER_SCOPE = `${APP_BASE_PATH}/`;

/** The browser has service workers, the Push API and notifications (and a secure page). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext !== false &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The notification permission; 'unsupported' where push is not possible. */
export function pushPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/** A VAPID public key (base64url) as the applicationServerKey the Push API takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((value, i) => value === b[i]);
}

/** The subscription of this browser, when the worker is registered and subscribed. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Registers the worker and subscribes with the server's key (a subscription made with another
 * key, from before the server's keys changed, is replaced). Needs the permission granted.
 */
export async function subscribePushDevice(publicKey: string): Promise<PushSubscription> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, {
    scope: SERVICE_WORKER_SCOPE,
    updateViaCache: 'none',
  });
  const registration = await navigator.serviceWorker.ready;
  const key = applicationServerKey(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Unsubscribes this browser; returns the endpoint it had (for the server to forget), or null. */
export async function unsubscribePushDevice(): Promise<string | null> {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}

const pushSubscriptionPath = NOTIFICATIONS_PATHS.pushSubscription.replace(/^\/api(?=\/)/, '');

/** Tells the server to forget this browser's subscription (still signed in). */
export function forgetPushEndpoint(endpoint: string, timeoutMs?: number): Promise<unknown> {
  return apiRequest(pushSubscriptionPath, {
    method: 'DELETE',
    body: { endpoint } satisfies PushUnsubscribeBody,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

/**
 * Signing out: this browser stops getting the account's pushes (the next person to use it must
 * not see them). Best effort and quick: signing out never waits long for it.
 */
export async function forgetPushDevice(timeoutMs = 3000): Promise<void> {
  try {
    const endpoint = await unsubscribePushDevice();
    if (endpoint) await forgetPushEndpoint(endpoint, timeoutMs);
  } catch {
    // The push service answers 410 for an unsubscribed endpoint; the server forgets it then.
  }
}
