import { render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as ru from '../../i18n/ru.ts';
import { LazyPopupContent } from './lazy-popup-content.tsx';

describe('a popup’s lazily loaded content', () => {
  it('shows a spinner until it arrives', async () => {
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    const Content = lazy(() => new Promise<{ default: () => React.JSX.Element }>((done) => (arrive = done)));
    const onError = vi.fn();
    render(
      <LazyPopupContent onError={onError}>
        <Content />
      </LazyPopupContent>,
    );
    expect(await screen.findByText(ru.ui.loading)).toBeInTheDocument();
    arrive({ default: () => <p>Готово</p> });
    expect(await screen.findByText('Готово')).toBeInTheDocument();
    expect(screen.queryByText(ru.ui.loading)).not.toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('calls onError, and shows nothing, when it cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Content = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const onError = vi.fn();
    const { container } = render(
      <LazyPopupContent onError={onError}>
        <Content />
      </LazyPopupContent>,
    );
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(container).toBeEmptyDOMElement();
  });
});
