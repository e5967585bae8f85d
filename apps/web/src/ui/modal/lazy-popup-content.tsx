import { Component, type ReactNode, Suspense } from 'react';
import * as ru from '../../i18n/ru.ts';
import { Spinner } from '../spinner/spinner.tsx';
import './lazy-popup-content.css';

interface BoundaryProps {
  onError: () => void;
  children: ReactNode;
}

/** Renders nothing, and calls `onError`, once its lazily loaded children fail to load. */
export class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A popup's lazily loaded content (its own chunk): a spinner while it loads, and `onError` —
 * which usually closes the popup (paid-tiers-and-legal §2, §8) — when it cannot be loaded.
 */
export function LazyPopupContent({ onError, children }: BoundaryProps) {
  return (
    <LoadBoundary onError={onError}>
      <Suspense
        fallback={
          <div className="lazy-popup-content">
            <Spinner label={ru.ui.loading} />
          </div>
        }
      >
        {children}
      </Suspense>
    </LoadBoundary>
  );
}
