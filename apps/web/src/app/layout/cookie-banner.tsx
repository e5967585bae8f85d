import { COOKIES } from '@iskra/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ru } from '../../i18n/ru.ts';
import { getCookie, setCookie } from '../../shared/cookies.ts';
import { Button } from '../../ui/button/button.tsx';
import './cookie-banner.css';

/** Cookie notice; pressing Продолжить stores consent for COOKIES.consent.days days. */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => getCookie(COOKIES.consent.name) === null);
  if (!visible) return null;

  function handleAgree() {
    setCookie(COOKIES.consent.name, '1', COOKIES.consent.days);
    setVisible(false);
  }

  const t = ru.cookies;
  return (
    <section className="cookie-banner" aria-label={t.label}>
      <p className="cookie-banner__text">
        {t.textBefore}
        <Link to="/cookies">{t.link}</Link>
        {t.textAfter}
      </p>
      <Button size="sm" className="cookie-banner__button" onClick={handleAgree}>
        {t.agree}
      </Button>
    </section>
  );
}
