import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleBuild } from './stale-build.ts';

afterEach(() => sessionStorage.clear());

describe('a tab left from an earlier build', () => {
  it('reloads once when a chunk is missing, and lets a second failure soon after show', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    let now = 1_000_000;
    reloadOnStaleBuild(target as unknown as Window, reload, () => now);

    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    now += 5_000;
    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);

    now += 60_000;
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves the failure to show while the browser is offline', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    let online = false;
    reloadOnStaleBuild(
      target as unknown as Window,
      reload,
      () => 1_000_000,
      () => online,
    );
    const offline = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(offline);
    expect(reload).not.toHaveBeenCalled();
    expect(offline.defaultPrevented).toBe(false);
    online = true;
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
