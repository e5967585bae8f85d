import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import * as ru from '../../i18n/ru.ts';
import { reportCaughtError } from '../../shared/error-reporting/index.ts';
import { Button } from '../../ui/button/button.tsx';
import { SparkMark } from '../../ui/logo/logo.tsx';
import './status-screen.css';

/** Route error boundary: a render error somewhere below the router. Uses no app context. */
export function CrashScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    // A thrown HTTP answer (a 404 of a loader) is not a bug; a render error is.
    if (!isRouteErrorResponse(error)) reportCaughtError(error, 'route-boundary');
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
