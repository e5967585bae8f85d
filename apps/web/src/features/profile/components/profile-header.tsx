import { ageOf, zodiacLabels, zodiacOf } from '@iskra/contract';
import { type ReactNode, useId } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Badge } from '../../../ui/badge/badge.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { DiamondIcon, MapPinIcon, SparkIcon as ZodiacIcon } from '../../../ui/icons/icons.tsx';
import { years } from '../../legal/model/format.ts';
import { EditPencil, type SectionEdit } from './section-card.tsx';
import './profile-header.css';

export interface ProfileHeaderProps {
  name: string;
  birthday: string;
  online: boolean;
  vip: boolean;
  /** The city as shown (another person's may be replaced by the viewer's). */
  city?: string;
  /** Beside the name (the moderation state of the own name). */
  badge?: ReactNode;
  edit?: SectionEdit | undefined;
  /** At the end of the name's row (what one can do about another person). */
  menu?: ReactNode;
  /** Under the name: moderation notes, the action buttons. */
  children?: ReactNode;
}

/** The page heading: name and age, VIP badge, online state, city and zodiac sign. */
export function ProfileHeader({
  name,
  birthday,
  online,
  vip,
  city,
  badge,
  edit,
  menu,
  children,
}: ProfileHeaderProps) {
  const age = ageOf(birthday);
  const headingId = useId();
  return (
    <Card as="section" padding="md" className="profile-head" aria-labelledby={headingId}>
      <div className="profile-head__top">
        <h1 id={headingId} className="profile-head__name">
          {name}
          <span className="profile-head__age">
            <span aria-hidden="true">, {age}</span>
            <span className="visually-hidden">, {years(age)}</span>
          </span>
        </h1>
        {vip && (
          <Badge tone="vip" className="profile-head__vip">
            <DiamondIcon size={14} />
            <span aria-hidden="true">VIP</span>
            <span className="visually-hidden">{ru.profile.vipLabel}</span>
          </Badge>
        )}
        {badge}
        {edit && <EditPencil edit={edit} />}
        {menu && <span className="profile-head__menu">{menu}</span>}
      </div>
      <p className="profile-head__meta">
        <span className="profile-head__item">
          <span className={online ? 'online-dot online-dot--on' : 'online-dot'} aria-hidden="true" />
          <span>{online ? ru.profile.online : ru.profile.offline}</span>
        </span>
        {city && (
          <span className="profile-head__item">
            <MapPinIcon size={16} />
            <span>{city}</span>
          </span>
        )}
        <span className="profile-head__item">
          <span className="visually-hidden">{ru.profile.criteria.zodiac}: </span>
          <ZodiacIcon size={16} />
          <span>{zodiacLabels[zodiacOf(birthday)]}</span>
        </span>
      </p>
      {children}
    </Card>
  );
}
