/**
 * After a deploy, a tab opened before it asks for code chunks the new build no longer has. Vite
 * reports that as `vite:preloadError`; the tab then reloads once to get the new build, instead
 * of showing an error. A second failure within a short time is left to show (the server, not
 * the build, is at fault then), and so is a failure while the browser is offline: a reload would
 * only trade the page for the browser's own error page.
 */
const LAST_RELOAD_KEY = 'iskra:stale-build-reload';
const RELOAD_AGAIN_AFTER_MS = 30_000;

export function reloadOnStaleBuild(
  target: Pick<Window, 'addEventListener'> = window,
  reload: () => void = () => window.location.reload(),
  now: () => number = Date.now,
  online: () => boolean = () => navigator.onLine,
): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (!online()) return;
    const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (now() - last < RELOAD_AGAIN_AFTER_MS) return;
    event.preventDefault();
    sessionStorage.setItem(LAST_RELOAD_KEY, String(now()));
    reload();
  });
}
