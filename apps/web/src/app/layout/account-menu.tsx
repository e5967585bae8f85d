import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useAccountSettings } from '../../features/account/index.ts';
import * as ru from '../../i18n/ru.ts';
import {
  avatarOf,
  offersPremium,
  offersVip,
  showsPremiumSettings,
  showsVipSettings,
} from '../../shared/nav-items.ts';
import { profilePath } from '../../shared/routing/profile-path.ts';
import { useSession } from '../../shared/session/session-context.ts';
import { Avatar } from '../../ui/avatar/avatar.tsx';
import { CountBadge } from '../../ui/badge/badge.tsx';
import { ButtonLink } from '../../ui/button/button.tsx';
import { Drawer } from '../../ui/drawer/drawer.tsx';
import {
  CardIcon,
  ChatIcon,
  ChevronRightIcon,
  CrownIcon,
  DiamondIcon,
  EyeIcon,
  FlameIcon,
  HeartIcon,
  HelpIcon,
  LogoutIcon,
  SparkIcon,
  UserIcon,
} from '../../ui/icons/icons.tsx';
import { useConfirm } from '../../ui/modal/confirm-dialog.tsx';
import './account-menu.css';

interface MenuLink {
  to: string;
  label: string;
  icon: ReactNode;
  count?: number;
}

/** The burger menu: the user, every section, tiers, help and logout (with confirmation). */
export function AccountMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user, menuData, logout } = useSession();
  const confirm = useConfirm();
  const openAccountSettings = useAccountSettings();
  if (!user) return null;

  const sections: MenuLink[] = [
    { to: '/discover', label: ru.nav.discover, icon: <FlameIcon size={20} /> },
    { to: '/liked-you', label: ru.nav.likedYou, icon: <HeartIcon size={20} />, count: menuData.likes },
    { to: '/matches', label: ru.nav.matches, icon: <SparkIcon size={20} />, count: menuData.matches },
    { to: '/visitors', label: ru.nav.visitors, icon: <EyeIcon size={20} />, count: menuData.visits },
    { to: '/chat', label: ru.nav.chat, icon: <ChatIcon size={20} />, count: menuData.dialogs },
  ];
  const account: MenuLink[] = [];
  if (showsPremiumSettings(user))
    account.push({
      to: '/premium-settings',
      label: ru.footer.premiumSettings,
      icon: <CrownIcon size={20} />,
    });
  if (showsVipSettings(user))
    account.push({ to: '/vip-settings', label: ru.footer.vipSettings, icon: <DiamondIcon size={20} /> });
  if (user.premium || user.vip)
    account.push({ to: '/subscription', label: ru.nav.subscription, icon: <CardIcon size={20} /> });
  account.push({ to: '/help', label: ru.nav.help, icon: <HelpIcon size={20} /> });

  /** The settings popup replaces the menu rather than opening over it. */
  function handleAccountSettings() {
    onClose();
    openAccountSettings();
  }

  async function handleLogout() {
    const leave = await confirm({
      name: 'confirm-exit',
      title: ru.logout.title,
      text: ru.logout.text,
      confirmLabel: ru.logout.confirm,
      cancelLabel: ru.logout.cancel,
      tone: 'danger',
    });
    if (leave) await logout();
  }

  const renderLinks = (links: MenuLink[]) => (
    <ul className="menu__list">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className="menu__link" onClick={onClose}>
            <span className="menu__icon">{link.icon}</span>
            <span className="menu__label">{link.label}</span>
            {link.count !== undefined && (
              <CountBadge count={link.count} label={ru.nav.newItems(link.count)} />
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  return (
    <Drawer open={open} onClose={onClose} title={ru.header.menuTitle} closeLabel={ru.header.closeMenu}>
      <Link to={profilePath(user.userId)} className="menu__user" onClick={onClose}>
        <Avatar name={user.name} src={avatarOf(user)} size="md" vip={user.vip} />
        <span className="menu__user-text">
          <span className="menu__user-name">{user.name}</span>
          <span className="menu__user-hint">{ru.nav.myProfile}</span>
        </span>
        <ChevronRightIcon size={18} />
      </Link>
      {(offersPremium(user) || offersVip(user)) && (
        <div className="menu__tiers">
          {offersPremium(user) && (
            <ButtonLink
              to="/premium"
              variant="premium"
              icon={<CrownIcon size={18} />}
              onClick={onClose}
              fullWidth
            >
              {ru.header.getPremium}
            </ButtonLink>
          )}
          {offersVip(user) && (
            <ButtonLink to="/vip" variant="vip" icon={<DiamondIcon size={18} />} onClick={onClose} fullWidth>
              {ru.header.getVip}
            </ButtonLink>
          )}
        </div>
      )}
      <nav aria-label={ru.nav.label}>{renderLinks(sections)}</nav>
      <div className="menu__divider" />
      {renderLinks(account)}
      <button type="button" className="menu__link" aria-haspopup="dialog" onClick={handleAccountSettings}>
        <span className="menu__icon">
          <UserIcon size={20} />
        </span>
        <span className="menu__label">{ru.account.menuItem}</span>
      </button>
      <div className="menu__divider" />
      <button type="button" className="menu__link menu__logout" onClick={handleLogout}>
        <span className="menu__icon">
          <LogoutIcon size={20} />
        </span>
        <span className="menu__label">{ru.header.logout}</span>
      </button>
    </Drawer>
  );
}
