import {
  ageOf,
  defaultGreeting,
  goalLabels,
  interestLabels,
  shownCity,
  type UserCard,
  zodiacLabels,
  zodiacOf,
} from '@iskra/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { profilePath } from '../../../shared/routing/profile-path.ts';
import { Badge } from '../../../ui/badge/badge.tsx';
import { MapPinIcon, UserIcon } from '../../../ui/icons/icons.tsx';
import './user-card-view.css';

const t = ru.userCard;

export interface UserCardViewProps {
  card: UserCard;
  /** The viewer's city, shown instead of the card's own when the card is `signed`. */
  viewerCity: string;
  /** Only the top card of the deck is interactive. */
  active: boolean;
  /** Heading id, so the deck can name the card by it. */
  headingId: string;
}

/**
 * A candidate's card: photos (tap the left or right half, or a dot, to switch), name, age, VIP
 * mark, city, zodiac sign, goal, interests and the description or the default greeting.
 */
export function UserCardView({ card, viewerCity, active, headingId }: UserCardViewProps) {
  const [photo, setPhoto] = useState(0);
  const images = card.images;
  const total = images.length;
  const current = images[Math.min(photo, total - 1)];
  const city = shownCity(card, viewerCity);
  const age = ageOf(card.birthday);
  const about = card.description.trim() || defaultGreeting(card.name, city);
  const focusable = active ? undefined : -1;

  return (
    <article className="user-card" aria-labelledby={headingId}>
      <div className="user-card__photo">
        {current ? (
          <img
            key={current.id}
            className="user-card__image"
            src={current.uri}
            alt={t.photoAlt(card.name, photo + 1)}
            draggable={false}
            decoding="async"
            // The top card's photo is the page's largest paint: ask for it first.
            fetchPriority={active ? 'high' : undefined}
          />
        ) : (
          <div className="user-card__no-photo">
            <UserIcon size={56} />
            <span>{t.noPhoto}</span>
          </div>
        )}
        {total > 1 && (
          <>
            <div className="user-card__dots">
              <span className="visually-hidden">{t.photoPosition(photo + 1, total)}</span>
              {images.map((image, index) => (
                <button
                  key={image.id}
                  type="button"
                  className="user-card__dot"
                  aria-label={t.showPhoto(index + 1)}
                  aria-current={index === photo ? 'true' : undefined}
                  tabIndex={focusable}
                  onClick={() => setPhoto(index)}
                />
              ))}
            </div>
            <button
              type="button"
              className="user-card__tap user-card__tap--prev"
              aria-label={t.previousPhoto}
              tabIndex={focusable}
              onClick={() => setPhoto((index) => (index - 1 + total) % total)}
            />
            <button
              type="button"
              className="user-card__tap user-card__tap--next"
              aria-label={t.nextPhoto}
              tabIndex={focusable}
              onClick={() => setPhoto((index) => (index + 1) % total)}
            />
          </>
        )}
      </div>
      <div className="user-card__info">
        <div className="user-card__heading">
          <h2 id={headingId} className="user-card__name">
            {card.name}, {age}
          </h2>
          {card.vip && (
            <Badge tone="vip" className="user-card__vip">
              <span aria-hidden="true">{t.vip}</span>
              <span className="visually-hidden">{t.vipLabel}</span>
            </Badge>
          )}
          {card.online && (
            <span className="user-card__online">
              <span className="visually-hidden">{t.online}</span>
            </span>
          )}
        </div>
        <p className="user-card__place">
          <MapPinIcon size={16} />
          <span>{city}</span>
          <span aria-hidden="true">·</span>
          <span>
            <span className="visually-hidden">{t.zodiac}: </span>
            {zodiacLabels[zodiacOf(card.birthday)]}
          </span>
        </p>
        <dl className="user-card__facts">
          <div>
            <dt className="visually-hidden">{t.goal}</dt>
            <dd>
              <Badge tone="accent">{goalLabels[card.goal as keyof typeof goalLabels]}</Badge>
            </dd>
          </div>
          {card.interests.length > 0 && (
            <div className="user-card__interests">
              <dt className="visually-hidden">{t.interests}</dt>
              {card.interests.map((interest) => (
                <dd key={interest}>
                  <Badge tone="neutral">{interestLabels[interest as keyof typeof interestLabels]}</Badge>
                </dd>
              ))}
            </div>
          )}
        </dl>
        <p className="user-card__about">{about}</p>
        <Link
          to={profilePath(card.userId)}
          className="user-card__profile"
          tabIndex={focusable}
          draggable={false}
          aria-label={t.openProfileOf(card.name)}
        >
          {t.openProfile}
        </Link>
      </div>
    </article>
  );
}
