import * as ru from '../../i18n/ru.ts';
import { Button } from '../../ui/button/button.tsx';
import { SparkMark } from '../../ui/logo/logo.tsx';
import './status-screen.css';

/** The app could not start: the server did not answer. */
export function LoadErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="status-screen">
      <SparkMark size={56} />
      <h1 className="status-screen__title">{ru.app.loadFailedTitle}</h1>
      <p className="status-screen__text">{ru.app.loadFailedText}</p>
      <Button size="lg" onClick={onRetry}>
        {ru.app.retry}
      </Button>
    </main>
  );
}
