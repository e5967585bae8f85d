import { Component, type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import * as ru from '../../i18n/ru.ts';
import { reportCaughtError } from '../../shared/error-reporting/index.ts';
import { Button } from '../../ui/button/button.tsx';
import { SparkMark } from '../../ui/logo/logo.tsx';
import './status-screen.css';

/** What a route shows after a render error below it. Uses no app context. */
export function CrashScreen({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
    reportCaughtError(error, 'route-boundary');
  }, [error]);
  return (
    <main className="status-screen">
      <SparkMark size={56} />
      <h1 className="status-screen__title">{ru.app.crashTitle}</h1>
      <p className="status-screen__text">{ru.app.crashText}</p>
      <Button size="lg" onClick={() => window.location.reload()}>
        {ru.app.reload}
      </Button>
    </main>
  );
}

interface BoundaryProps {
  /** Another value (the address after a navigation) clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidUpdate(previousProps: BoundaryProps, previousState: BoundaryState): void {
    // Only an error shown before this address changed is cleared: one the new address itself
    // threw stays (it would throw again).
    if (previousState.failed && previousProps.resetKey !== this.props.resetKey) {
      this.setState({ error: null, failed: false });
    }
  }

  override render() {
    return this.state.failed ? <CrashScreen error={this.state.error} /> : this.props.children;
  }
}

/**
 * A route's error boundary: a render error below it shows the crash screen (and is reported)
 * instead of an empty page; going to another address tries that page again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
