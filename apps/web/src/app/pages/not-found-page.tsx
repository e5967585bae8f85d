import * as ru from '../../i18n/ru.ts';
import { ButtonLink } from '../../ui/button/button.tsx';
import { SparkMark } from '../../ui/logo/logo.tsx';
import './not-found-page.css';

export function NotFoundPage() {
  return (
    <div className="not-found">
      <div className="not-found__art" aria-hidden="true">
        <span className="not-found__digit">4</span>
        <SparkMark size={88} className="not-found__spark" />
        <span className="not-found__digit">4</span>
      </div>
      <h1 className="not-found__title">{ru.notFound.title}</h1>
      <p className="not-found__text">{ru.notFound.text}</p>
      <ButtonLink to="/discover" size="lg">
        {ru.notFound.action}
      </ButtonLink>
    </div>
  );
}
