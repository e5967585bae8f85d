import * as ru from '../../i18n/ru.ts';
import { SparkMark } from '../../ui/logo/logo.tsx';
import './global-loader.css';

/** Shown while the app initialises (site info and the session check). */
export function GlobalLoader() {
  return (
    <div className="global-loader" role="status">
      <SparkMark size={64} className="global-loader__mark" />
      <span className="global-loader__word" aria-hidden="true">
        {ru.brand.name}
      </span>
      <span className="visually-hidden">{ru.app.loading}</span>
    </div>
  );
}
