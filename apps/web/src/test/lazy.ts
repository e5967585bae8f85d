import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import * as ru from '../i18n/ru.ts';

/**
 * Lets the components behind React.lazy that the last step asked for arrive and render (the
 * chunks of the build are dynamic imports here too). Works with fake timers.
 */
export async function lazyLoaded(): Promise<void> {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

/**
 * The open popup (by its title, when given) once the content it loads lazily has replaced its
 * loading spinner.
 */
export async function findPopup(name?: string): Promise<HTMLElement> {
  const popup = await screen.findByRole('dialog', name === undefined ? {} : { name });
  await waitFor(() => expect(within(popup).queryByText(ru.ui.loading)).toBeNull());
  return popup;
}
