import { Link } from 'react-router';
import * as ru from '../../i18n/ru.ts';
import { showsPremiumSettings, showsVipSettings } from '../../shared/nav-items.ts';
import { useSession } from '../../shared/session/session-context.ts';
import { useSiteInfo } from '../../shared/site-info.tsx';
import { Logo } from '../../ui/logo/logo.tsx';
import { PaymentBadges } from './payment-badges.tsx';
import './footer.css';

export function Footer() {
  const { user } = useSession();
  const { operator, geo } = useSiteInfo();
  const t = ru.footer;
  const links = [
    { to: '/help', label: t.help },
    { to: '/about', label: t.about },
    { to: '/confidential', label: t.security },
    ...(showsPremiumSettings(user) ? [{ to: '/premium-settings', label: t.premiumSettings }] : []),
    ...(showsVipSettings(user) ? [{ to: '/vip-settings', label: t.vipSettings }] : []),
    { to: '/terms', label: t.terms },
    { to: '/privacy-policy', label: t.privacy },
    { to: '/personal-agreement', label: t.personalData },
    { to: '/cookies', label: t.cookies },
  ];

  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Logo />
          <p className="footer__adults">{t.adults}</p>
        </div>
        <nav className="footer__nav" aria-label={t.navLabel}>
          <ul className="footer__links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="footer__link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="footer__operator">
          <p className="footer__heading">{t.operator}</p>
          <p className="footer__operator-name">{operator.name}</p>
          <p>
            {operator.taxIdLabel} {operator.taxId}
            {operator.registrationNumber
              ? t.registrationNumber(operator.registrationNumber, geo === 'RU')
              : ''}
          </p>
          <p>
            <span className="visually-hidden">{t.address}: </span>
            {operator.address}
          </p>
          <p>
            <span className="visually-hidden">{t.contactEmail}: </span>
            <a href={`mailto:${operator.email}`}>{operator.email}</a>
          </p>
        </address>
        <div className="footer__payments">
          <p className="footer__heading" aria-hidden="true">
            {t.paymentsLabel}
          </p>
          <PaymentBadges />
        </div>
      </div>
      <div className="footer__bottom">
        <p>{t.copyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
