/*
 * Искра's service worker: only web push. It is registered when the user allows notifications
 * (src/shared/push/push-device.ts), shows each push, and on a click focuses a tab of the app
 * already open (taking it to the push's address) or opens one. No fetch handler: pages and
 * assets are never served from here. The server sends this file with `Cache-Control: no-cache`
 * so an update reaches browsers at once.
 *
 * A push carries JSON { title, body, url, tag } (PushPayload in packages/contract).
 */

const SCOPE_PATH = new URL(self.registration.scope).pathname;
const ICON = `${SCOPE_PATH}icon-192.png`;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The push's address if it is inside the app, else the app's start. */
function appUrl(url) {
  try {
    const target = new URL(url, self.location.origin);
    if (target.origin === self.location.origin && target.pathname.startsWith(SCOPE_PATH)) return target.href;
  } catch {
    // A malformed address falls through to the start page.
  }
  return new URL(SCOPE_PATH, self.location.origin).href;
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Искра';
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: ICON,
    badge: ICON,
    lang: 'ru',
    data: { url: appUrl(typeof data.url === 'string' ? data.url : SCOPE_PATH) },
  };
  if (typeof data.tag === 'string' && data.tag) {
    options.tag = data.tag;
    options.renotify = true;
  }
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url || appUrl(SCOPE_PATH);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const inApp = windows.find((client) => new URL(client.url).pathname.startsWith(SCOPE_PATH));
      if (inApp) {
        await inApp.focus();
        if (inApp.url !== url && 'navigate' in inApp) {
          try {
            await inApp.navigate(url);
          } catch {
            // An uncontrolled tab cannot be navigated from here: it stays focused where it was.
          }
        }
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
