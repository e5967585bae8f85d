import { useCallback } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useDocumentTitle } from '../../../shared/routing/titles.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { useAccountSettings } from '../../account/index.ts';
import { PhotoSlots, RemindAvatar } from '../../photos/index.ts';
import { SmartMessagesSwitch } from '../../smart-messages/index.ts';
import { OwnAboutSection } from './about-section.tsx';
import { CriteriaList } from './criteria-list.tsx';
import { OwnInfoSection } from './info-section.tsx';
import { OwnInterestsSection } from './interests-section.tsx';
import { ModerationBadge, ModerationNote } from './moderation.tsx';
import { PhotoGallery } from './photo-gallery.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileMeters } from './profile-meters.tsx';
import { PROFILE_SETTINGS_MODAL, ProfileSettings } from './profile-settings.tsx';
import { SectionCard } from './section-card.tsx';
import { TierTiles } from './tier-tiles.tsx';
import './profile-layout.css';
import './own-profile.css';

const t = ru.profile;

/**
 * The own profile (core-application §2): header, photos, meters, About me, location, whom the
 * user looks for, personal info, interests, the paid-tier tiles and the Smart messages switch;
 * pencils open the editors.
 */
export function OwnProfile() {
  const user = useCurrentUser();
  const modal = useModal();
  const openAccountSettings = useAccountSettings();
  useDocumentTitle(ru.profile.documentTitle(user.name, user.gender));

  const openSettings = useCallback(() => {
    modal.open({
      name: PROFILE_SETTINGS_MODAL,
      title: t.settings.title,
      size: 'md',
      render: ({ close }) => (
        <ProfileSettings
          onDone={close}
          onAccountSettings={() => {
            close();
            openAccountSettings();
          }}
        />
      ),
    });
  }, [modal, openAccountSettings]);
  const settingsEdit = (label: string) => ({ label, onEdit: openSettings, popup: true });

  return (
    <div className="profile profile--own">
      <ProfileHeader
        name={user.name}
        birthday={user.birthday}
        // Whoever looks at their own profile is here now.
        online
        vip={user.vip}
        badge={<ModerationBadge state={user.nameConfirmed} />}
        edit={settingsEdit(t.header.edit)}
      >
        <ModerationNote
          state={user.nameConfirmed}
          pending={t.moderation.namePending}
          failed={t.moderation.nameFailed}
        />
      </ProfileHeader>
      <div className="profile__media">
        <PhotoGallery images={user.images} name={user.name} />
        <SectionCard title={t.photos.title} className="profile-photos">
          <PhotoSlots />
        </SectionCard>
        <RemindAvatar />
      </div>
      <div className="profile__details">
        <ProfileMeters user={user} />
        <OwnAboutSection />
        <SectionCard title={t.location.title} edit={settingsEdit(t.location.edit)}>
          <p className="profile-location">{[user.city, user.country].filter(Boolean).join(', ')}</p>
        </SectionCard>
        <SectionCard title={t.criteria.ownTitle} edit={settingsEdit(t.criteria.edit)}>
          <CriteriaList
            looking={user.looking}
            lookingAgeFrom={user.lookingAgeFrom}
            lookingAgeTo={user.lookingAgeTo}
            goal={user.goal}
            own
          />
        </SectionCard>
        <OwnInfoSection />
        <OwnInterestsSection interests={user.interests} />
        <TierTiles user={user} />
        <SmartMessagesSwitch />
      </div>
    </div>
  );
}
