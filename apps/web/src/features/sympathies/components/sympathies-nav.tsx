import { NavLink } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { CountBadge } from '../../../ui/badge/badge.tsx';
import { EyeIcon, HeartIcon, SparkIcon } from '../../../ui/icons/icons.tsx';
import './sympathies-nav.css';

/** The side navigation shared by /liked-you, /matches and /visitors, with counts of new items. */
export function SympathiesNav() {
  const { menuData } = useSession();
  const links = [
    { to: '/liked-you', label: ru.nav.likedYou, icon: <HeartIcon size={20} />, count: menuData.likes },
    { to: '/matches', label: ru.nav.matches, icon: <SparkIcon size={20} />, count: menuData.matches },
    { to: '/visitors', label: ru.nav.visitors, icon: <EyeIcon size={20} />, count: menuData.visits },
  ];
  return (
    <nav className="side-nav" aria-label={ru.nav.sympathies}>
      <p className="side-nav__title" aria-hidden="true">
        {ru.nav.sympathies}
      </p>
      <ul className="side-nav__list">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="side-nav__link">
              <span className="side-nav__icon">{link.icon}</span>
              <span className="side-nav__label">{link.label}</span>
              <CountBadge
                className="side-nav__count"
                count={link.count}
                label={ru.nav.newItems(link.count)}
              />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
