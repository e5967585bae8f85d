import { ageOf, type HiddenUser, shownCity, type UserCard } from '@iskra/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { profilePath } from '../../../shared/routing/profile-path.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { Badge } from '../../../ui/badge/badge.tsx';
import { UserIcon } from '../../../ui/icons/icons.tsx';
import { isHidden, mainImage } from '../model/people.ts';
import { type UpsellKind, useSympathyActions } from '../model/sympathies-context.ts';
import { RateButtons } from './rate-buttons.tsx';
import './person-tile.css';
import './sympathy-list.css';

export interface PersonTileProps {
  /** Clear picture, or the blurred one the server sends a free user. */
  picture: string | null;
  /** A hidden person: no name, a blurred picture, no profile link. */
  hidden: boolean;
  name: string | null;
  age?: number;
  city?: string;
  /** The profile link (/@u{userId}) when the viewer may open it. */
  profileUserId?: number;
  vip?: boolean;
  isNew: boolean;
  /** «Симпатия сегодня в 14:05»… */
  when: string;
  /** Leaving after a rating: fades out. */
  leaving?: boolean;
  actions?: ReactNode;
}

/** One entry of the sympathy lists: picture, name and age, city, when, and its buttons. */
export function PersonTile({
  picture,
  hidden,
  name,
  age,
  city,
  profileUserId,
  vip = false,
  isNew,
  when,
  leaving = false,
  actions,
}: PersonTileProps) {
  const t = ru.sympathies;
  const title = hidden || !name ? t.hiddenName : age === undefined ? name : `${name}, ${age}`;
  const classes = ['person-tile', hidden ? 'person-tile--hidden' : '', leaving ? 'person-tile--leaving' : ''];
  return (
    <li className="sympathy-grid__item">
      <article className={classes.filter(Boolean).join(' ')}>
        <div className="person-tile__picture">
          {picture ? (
            <img src={picture} alt="" loading="lazy" decoding="async" draggable={false} />
          ) : (
            <span className="person-tile__no-picture" aria-hidden="true">
              <UserIcon size={40} />
            </span>
          )}
          <div className="person-tile__marks">
            {isNew && <Badge tone="accent">{t.newMark}</Badge>}
            {vip && <Badge tone="vip">{ru.userCard.vip}</Badge>}
          </div>
        </div>
        <div className="person-tile__body">
          <h2 className="person-tile__name">
            {profileUserId !== undefined ? (
              <Link to={profilePath(profileUserId)} className="person-tile__link">
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          {city && <p className="person-tile__city">{city}</p>}
          <p className="person-tile__when">{when}</p>
          {actions && <div className="person-tile__actions">{actions}</div>}
        </div>
      </article>
    </li>
  );
}

type TileExtras = Pick<PersonTileProps, 'isNew' | 'when' | 'leaving' | 'actions'>;

/** The tile of a person the viewer may see: clear picture, name and age, city, profile link. */
export function CardTile({ person, ...extras }: { person: UserCard } & TileExtras) {
  const viewer = useCurrentUser();
  return (
    <PersonTile
      picture={mainImage(person)?.uri ?? null}
      hidden={false}
      name={person.name}
      age={ageOf(person.birthday)}
      city={shownCity(person, viewer.city)}
      profileUserId={person.userId}
      vip={person.vip}
      {...extras}
    />
  );
}

export interface RateableTileProps {
  /** Hidden from a free user (blurred, no name) or a card the viewer may see. */
  person: UserCard | HiddenUser;
  isNew: boolean;
  when: string;
  /** The upsells a free user's presses on a hidden person open. */
  upsell: { like: UpsellKind; dislike: UpsellKind };
  onRate: (love: boolean) => void;
  rated?: 'like' | 'dislike' | null;
  busy?: boolean;
  leaving?: boolean;
}

/**
 * A list entry the viewer may answer with a like or a skip: a hidden person's buttons open the
 * upsells, a visible person's rate (and are named after the person).
 */
export function RateableTile({
  person,
  isNew,
  when,
  upsell,
  onRate,
  rated,
  busy,
  leaving,
}: RateableTileProps) {
  const actions = useSympathyActions();
  const t = ru.sympathies;
  if (isHidden(person)) {
    return (
      <PersonTile
        picture={person.blurredUri}
        hidden
        name={null}
        isNew={isNew}
        when={when}
        actions={
          <RateButtons
            likeLabel={t.likeHidden}
            dislikeLabel={t.dislikeHidden}
            onLike={() => actions.openUpsell(upsell.like)}
            onDislike={() => actions.openUpsell(upsell.dislike)}
          />
        }
      />
    );
  }
  return (
    <CardTile
      person={person}
      isNew={isNew}
      when={when}
      leaving={leaving}
      actions={
        <RateButtons
          likeLabel={t.likeOf(person.name)}
          dislikeLabel={t.dislikeOf(person.name)}
          rated={rated}
          busy={busy}
          onLike={() => onRate(true)}
          onDislike={() => onRate(false)}
        />
      }
    />
  );
}
