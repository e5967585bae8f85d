import { COOKIES } from '@iskra/contract';
import { useEffect, useRef } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { getCookie } from '../../../shared/cookies.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { Button } from '../../../ui/button/button.tsx';
import { CameraIcon } from '../../../ui/icons/icons.tsx';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { usePhotoUpload } from '../hooks/use-photo-dialogs.tsx';
import { hasProfilePhoto, isPhotoPromoDue } from '../model/profile-photo.ts';
import { takeRemindAvatarTurn } from '../model/remind-avatar.ts';
import './remind-avatar.css';

export const REMIND_AVATAR_POPUP = 'remind-avatar';

const t = ru.photos.remind;

function RemindAvatarPopup({ onUpload, onLater }: { onUpload: () => void; onLater: () => void }) {
  return (
    <div className="remind-avatar">
      <span className="remind-avatar__art" aria-hidden="true">
        <CameraIcon size={40} />
      </span>
      <p className="remind-avatar__text">{t.text}</p>
      <div className="remind-avatar__actions">
        <Button variant="secondary" onClick={onLater}>
          {t.later}
        </Button>
        <Button onClick={onUpload} data-autofocus>
          {t.upload}
        </Button>
      </div>
    </div>
  );
}

/**
 * Mounted on the own profile: without a profile photo, each visit moves the remind-avatar
 * counter cookie and the reminder opens on its turn (core-application §4). It stays away while
 * the photo promo screen is due (that screen asks for the photo itself) and while another
 * popup is open, so two reminders never stack.
 */
export function RemindAvatar() {
  const { images } = useCurrentUser();
  const modal = useModal();
  const openUpload = usePhotoUpload();
  const visited = useRef(false);

  useEffect(() => {
    // Judged once per visit: deleting the avatar on the page does not bring the reminder up.
    if (visited.current) return;
    visited.current = true;
    if (hasProfilePhoto(images) || isPhotoPromoDue(images, getCookie(COOKIES.photoPromo.name))) return;
    if (!takeRemindAvatarTurn() || modal.anyOpen()) return;
    modal.open({
      name: REMIND_AVATAR_POPUP,
      title: t.title,
      size: 'sm',
      render: ({ close }) => (
        <RemindAvatarPopup
          onLater={close}
          onUpload={() => {
            close();
            openUpload({ kind: 'new', profile: true });
          }}
        />
      ),
    });
  }, [images, modal, openUpload]);

  return null;
}
