import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Lets the components behind React.lazy that the last step asked for arrive and render (the
 * chunks of the build are dynamic imports here too). Works with fake timers.
 */
export async function lazyLoaded(): Promise<void> {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}
