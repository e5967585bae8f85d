import { afterEach, describe, expect, it, vi } from 'vitest';
import { needsCheckoutDocument } from './purchase-document.ts';

afterEach(() => vi.restoreAllMocks());

function loadedAt(path: string) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { name: `http://localhost${path}` } as PerformanceEntry,
  ]);
}

describe('the checkout document', () => {
  it('with YooKassa, a purchase page reached inside the app loads itself again', () => {
    loadedAt('/app/discover');
    expect(needsCheckoutDocument(false)).toBe(true);
    loadedAt('/app/premium');
    expect(needsCheckoutDocument(false)).toBe(false);
    loadedAt('/app/vip/');
    expect(needsCheckoutDocument(false)).toBe(false);
  });

  it('the sandbox needs no provider script: never', () => {
    loadedAt('/app/discover');
    expect(needsCheckoutDocument(true)).toBe(false);
  });
});
