import { useId } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { Button } from '../../../ui/button/button.tsx';
import { hasProfilePhoto, PhotoSlots } from '../../photos/index.ts';
import './photo-promo-screen.css';

const t = ru.promo.photo;

/**
 * The photo promo screen (core-application §2): the avatar slot and the extra slots, Continue
 * once a main photo exists, Skip at any time; the photo rules link sits under the slots.
 */
export function PhotoPromoScreen({ onDone }: { onDone: () => void }) {
  const { images } = useCurrentUser();
  const hintId = useId();
  const ready = hasProfilePhoto(images);
  return (
    <div className="photo-promo">
      <p className="photo-promo__text">{t.text}</p>
      <PhotoSlots />
      <div className="photo-promo__footer">
        {!ready && (
          <p className="photo-promo__hint" id={hintId}>
            {t.continueHint}
          </p>
        )}
        <div className="photo-promo__actions">
          <Button variant="ghost" onClick={onDone}>
            {t.skip}
          </Button>
          <Button disabled={!ready} aria-describedby={ready ? undefined : hintId} onClick={onDone}>
            {t.continue}
          </Button>
        </div>
      </div>
    </div>
  );
}
