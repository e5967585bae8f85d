import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import * as ru from '../../i18n/ru.ts';
import {
  avatarOf,
  chatCount,
  isSympathyPath,
  offersPremium,
  offersVip,
  sympathiesCount,
} from '../../shared/nav-items.ts';
import { LANDING_LOGIN_PARAM } from '../../shared/routing/landing.ts';
import { profilePath } from '../../shared/routing/profile-path.ts';
import { useSession } from '../../shared/session/session-context.ts';
import { Avatar } from '../../ui/avatar/avatar.tsx';
import { CountBadge } from '../../ui/badge/badge.tsx';
import { ButtonLink } from '../../ui/button/button.tsx';
import { IconButton } from '../../ui/button/icon-button.tsx';
import { ChatIcon, CrownIcon, DiamondIcon, FlameIcon, HeartIcon, MenuIcon } from '../../ui/icons/icons.tsx';
import { Logo } from '../../ui/logo/logo.tsx';
import './header.css';

// The menu (and the account settings it opens) is its own chunk, loaded when first opened.
const AccountMenu = lazy(() => import('./account-menu.tsx').then((m) => ({ default: m.AccountMenu })));

export function Header() {
  const { user, menuData } = useSession();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened, the menu stays mounted, so closing it plays the drawer's own way out.
  const [menuWanted, setMenuWanted] = useState(false);

  // A navigation closes the menu (the path goes in to name what the effect follows): one that
  // started after it opened. The address changes when a navigation starts and the path here
  // when its page shows, which waits for a lazy page's chunk; a navigation under way when the
  // menu was opened has its address already, so its page showing leaves the menu open.
  const openedAt = useRef('');
  const closeMenu = useEffectEvent((_pathname: string) => {
    if (window.location.pathname !== openedAt.current) setMenuOpen(false);
  });
  useEffect(() => closeMenu(pathname), [pathname]);

  const sympathies = sympathiesCount(menuData);
  const chats = chatCount(menuData);

  return (
    <header className="header">
      <div className="header__inner">
        <Link to={user ? '/discover' : '/'} className="header__brand" aria-label={ru.brand.homeLink}>
          <Logo />
        </Link>
        {user ? (
          <>
            <nav className="header__nav" aria-label={ru.nav.label}>
              <NavLink to="/discover" className="header__link">
                <FlameIcon size={20} />
                {ru.nav.discover}
              </NavLink>
              <Link
                to="/liked-you"
                className={isSympathyPath(pathname) ? 'header__link active' : 'header__link'}
                aria-current={isSympathyPath(pathname) ? 'page' : undefined}
              >
                <HeartIcon size={20} />
                {ru.nav.sympathies}
                <CountBadge count={sympathies} label={ru.nav.newItems(sympathies)} />
              </Link>
              <NavLink to="/chat" className="header__link">
                <ChatIcon size={20} />
                {ru.nav.chat}
                <CountBadge count={chats} label={ru.nav.newItems(chats)} />
              </NavLink>
            </nav>
            <div className="header__actions">
              {offersPremium(user) && (
                <ButtonLink
                  to="/premium"
                  variant="premium"
                  size="sm"
                  icon={<CrownIcon size={16} />}
                  className="header__tier"
                >
                  {ru.header.premium}
                </ButtonLink>
              )}
              {offersVip(user) && (
                <ButtonLink
                  to="/vip"
                  variant="vip"
                  size="sm"
                  icon={<DiamondIcon size={16} />}
                  className="header__tier"
                >
                  {ru.header.vip}
                </ButtonLink>
              )}
              <Link
                to={profilePath(user.userId)}
                className="header__avatar"
                aria-label={ru.header.avatarLabel(user.name)}
              >
                <Avatar name={user.name} src={avatarOf(user)} size="sm" vip={user.vip} />
              </Link>
              <IconButton
                className="header__burger"
                aria-label={ru.header.openMenu}
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                icon={<MenuIcon />}
                onClick={() => {
                  openedAt.current = window.location.pathname;
                  setMenuWanted(true);
                  setMenuOpen(true);
                }}
              />
            </div>
            {menuWanted && (
              <Suspense fallback={null}>
                <AccountMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
              </Suspense>
            )}
          </>
        ) : (
          // At every width and on the landing too: the login form is a tab further down there.
          <ButtonLink
            to={{ pathname: '/', search: `?${LANDING_LOGIN_PARAM}` }}
            variant="secondary"
            size="sm"
            className="header__sign-in"
          >
            {ru.header.signIn}
          </ButtonLink>
        )}
      </div>
    </header>
  );
}
