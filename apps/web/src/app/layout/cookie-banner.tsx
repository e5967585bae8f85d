import { Link } from 'react-router';
import * as ru from '../../i18n/ru.ts';
import { Button } from '../../ui/button/button.tsx';
import { giveCookieConsent, useCookieConsent } from './cookie-consent.ts';
import './cookie-banner.css';

/** Cookie notice; pressing Продолжить stores consent for COOKIES.consent.days days. */
export function CookieBanner() {
  const consented = useCookieConsent();
  if (consented) return null;

  const t = ru.cookies;
  return (
    <section className="cookie-banner" aria-label={t.label}>
      <p className="cookie-banner__text">
        {t.textBefore}
        <Link to="/cookies">{t.link}</Link>
        {t.textAfter}
      </p>
      <Button size="sm" className="cookie-banner__button" onClick={giveCookieConsent}>
        {t.agree}
      </Button>
    </section>
  );
}
