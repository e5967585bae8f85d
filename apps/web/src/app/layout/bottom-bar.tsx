import { Link, NavLink, useLocation } from 'react-router';
import * as ru from '../../i18n/ru.ts';
import { avatarOf, chatCount, isSympathyPath, sympathiesCount } from '../../shared/nav-items.ts';
import { parseProfileSegment, profilePath } from '../../shared/routing/profile-path.ts';
import { useSession } from '../../shared/session/session-context.ts';
import { Avatar } from '../../ui/avatar/avatar.tsx';
import { CountBadge } from '../../ui/badge/badge.tsx';
import { ChatIcon, FlameIcon, HeartIcon } from '../../ui/icons/icons.tsx';
import './bottom-bar.css';

/** Phone navigation (under 768 px) for signed-in users: discover, likes, chat, profile. */
export function BottomBar() {
  const { user, menuData } = useSession();
  const { pathname } = useLocation();
  if (!user) return null;
  const sympathies = sympathiesCount(menuData);
  const chats = chatCount(menuData);
  const onSympathies = isSympathyPath(pathname);
  const onOwnProfile = parseProfileSegment(pathname.slice(1)) === user.userId;
  return (
    <nav className="bottom-bar" aria-label={ru.bottomBar.label}>
      <NavLink to="/discover" className="bottom-bar__item">
        <span className="bottom-bar__icon">
          <FlameIcon />
        </span>
        <span className="bottom-bar__label">{ru.nav.discover}</span>
      </NavLink>
      <Link
        to="/liked-you"
        className={onSympathies ? 'bottom-bar__item active' : 'bottom-bar__item'}
        aria-current={onSympathies ? 'page' : undefined}
      >
        <span className="bottom-bar__icon">
          <HeartIcon />
          <CountBadge className="bottom-bar__badge" count={sympathies} label={ru.nav.newItems(sympathies)} />
        </span>
        <span className="bottom-bar__label">{ru.nav.sympathies}</span>
      </Link>
      <NavLink to="/chat" className="bottom-bar__item">
        <span className="bottom-bar__icon">
          <ChatIcon />
          <CountBadge className="bottom-bar__badge" count={chats} label={ru.nav.newItems(chats)} />
        </span>
        <span className="bottom-bar__label">{ru.nav.chat}</span>
      </NavLink>
      <Link
        to={profilePath(user.userId)}
        className={onOwnProfile ? 'bottom-bar__item active' : 'bottom-bar__item'}
        aria-current={onOwnProfile ? 'page' : undefined}
      >
        <span className="bottom-bar__icon">
          <Avatar
            name={user.name}
            src={avatarOf(user)}
            size="xs"
            ring={onOwnProfile ? 'accent' : undefined}
          />
        </span>
        <span className="bottom-bar__label">{ru.nav.profile}</span>
      </Link>
    </nav>
  );
}
