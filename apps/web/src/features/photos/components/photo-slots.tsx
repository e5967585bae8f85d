import { type Image, MAX_PHOTOS, SUCCESS_TEXT } from '@iskra/contract';
import { useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useErrorHandler } from '../../../shared/api/index.ts';
import { useCurrentUser, useSession } from '../../../shared/session/session-context.ts';
import { Button } from '../../../ui/button/button.tsx';
import { CameraIcon, CropIcon, MoreIcon, PlusIcon, StarIcon, TrashIcon } from '../../../ui/icons/icons.tsx';
import { useConfirm } from '../../../ui/modal/confirm-dialog.tsx';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { Spinner } from '../../../ui/spinner/spinner.tsx';
import { deletePhoto, setProfilePhoto } from '../api/photos-api.ts';
import { usePhotoTerms, usePhotoUpload } from '../hooks/use-photo-dialogs.tsx';
import { slotsOf } from '../model/profile-photo.ts';
import './photo-slots.css';

const t = ru.photos.slots;

export const PHOTO_ACTIONS_POPUP = 'photo-actions';

interface FilledSlotProps {
  image: Image;
  main: boolean;
  alt: string;
  busy: boolean;
  locked: boolean;
  onOpen: () => void;
}

function FilledSlot({ image, main, alt, busy, locked, onOpen }: FilledSlotProps) {
  return (
    <li className={`photo-slot photo-slot--filled${main ? ' photo-slot--main' : ''}`}>
      <button
        type="button"
        className="photo-slot__open"
        aria-label={t.actionsFor(alt)}
        aria-haspopup="dialog"
        aria-busy={busy || undefined}
        disabled={locked}
        onClick={onOpen}
      >
        <img className="photo-slot__image" src={image.uri} alt="" loading="lazy" decoding="async" />
        {main && <span className="photo-slot__badge">{t.main}</span>}
        <span className="photo-slot__more" aria-hidden="true">
          <MoreIcon size={18} />
        </span>
        {busy && (
          <span className="photo-slot__busy">
            <Spinner label={t.busy} />
          </span>
        )}
      </button>
    </li>
  );
}

interface PhotoActionsProps {
  image: Image;
  main: boolean;
  alt: string;
  onMakeMain: () => void;
  onEditThumb: () => void;
  onDelete: () => void;
}

function PhotoActions({ image, main, alt, onMakeMain, onEditThumb, onDelete }: PhotoActionsProps) {
  return (
    <div className="photo-actions">
      <div className="photo-actions__preview">
        <img className="photo-actions__image" src={image.uri} alt={alt} />
        <img className="photo-actions__thumb" src={image.thumbnailUri} alt={t.thumbAlt} />
      </div>
      <div className="photo-actions__list">
        {!main && (
          <Button variant="secondary" fullWidth icon={<StarIcon />} onClick={onMakeMain}>
            {t.makeMain}
          </Button>
        )}
        <Button variant="secondary" fullWidth icon={<CropIcon />} onClick={onEditThumb}>
          {t.editThumb}
        </Button>
        <Button variant="danger" fullWidth icon={<TrashIcon />} onClick={onDelete}>
          {t.remove}
        </Button>
      </div>
    </div>
  );
}

function EmptySlot({ main, disabled, onAdd }: { main: boolean; disabled: boolean; onAdd: () => void }) {
  return (
    <li className={`photo-slot photo-slot--empty${main ? ' photo-slot--main' : ''}`}>
      <button
        type="button"
        className="photo-slot__add"
        aria-label={main ? t.addMain : t.add}
        disabled={disabled}
        onClick={onAdd}
      >
        {main ? <CameraIcon size={32} /> : <PlusIcon size={24} />}
        {main && (
          <span className="photo-slot__add-text" aria-hidden="true">
            {t.addMainHint}
          </span>
        )}
      </button>
    </li>
  );
}

/**
 * The own photos: the avatar slot and PHOTOS.extraSlots extra slots (core-application §2, §4).
 * An empty slot opens the upload (the avatar slot uploads the profile photo); a filled one opens
 * its actions (one popup, as the slots are too small for three buttons on a phone): become the
 * profile photo, get a new thumbnail, or be deleted after a confirmation. Every
 * answer carries the images in display order, which replace the current user's.
 */
export function PhotoSlots() {
  const user = useCurrentUser();
  const { updateUser } = useSession();
  const { notify } = useNotifications();
  const handleError = useErrorHandler();
  const confirm = useConfirm();
  const modal = useModal();
  const openUpload = usePhotoUpload();
  const openTerms = usePhotoTerms();
  const [busyId, setBusyId] = useState<string | null>(null);
  const { main, extras } = slotsOf(user.images);
  const locked = busyId !== null;
  const count = user.images.length;

  async function run(image: Image, call: () => Promise<{ images: Image[] }>, success: string) {
    setBusyId(image.id);
    try {
      const answer = await call();
      updateUser({ images: answer.images });
      notify(success);
    } catch (error) {
      handleError(error, { fieldsAsNotification: true });
    } finally {
      setBusyId(null);
    }
  }

  async function handleDelete(image: Image) {
    const confirmed = await confirm({
      name: 'photo-delete',
      title: t.deleteTitle,
      text: image.profile ? t.deleteMainText : t.deleteText,
      confirmLabel: t.deleteConfirm,
      cancelLabel: t.deleteCancel,
      tone: 'danger',
    });
    if (confirmed) await run(image, () => deletePhoto(image.id), SUCCESS_TEXT.photoDeleted);
  }

  function openActions(image: Image, isMain: boolean, alt: string) {
    modal.open({
      name: PHOTO_ACTIONS_POPUP,
      title: alt,
      size: 'sm',
      render: ({ close }) => (
        <PhotoActions
          image={image}
          main={isMain}
          alt={alt}
          onMakeMain={() => {
            close();
            void run(image, () => setProfilePhoto(image.id), SUCCESS_TEXT.profilePhotoSet);
          }}
          onEditThumb={() => {
            close();
            openUpload({ kind: 'thumb', image });
          }}
          onDelete={() => {
            close();
            void handleDelete(image);
          }}
        />
      ),
    });
  }

  function slot(image: Image | null, isMain: boolean, alt: string, key: string) {
    if (!image)
      return (
        <EmptySlot
          key={key}
          main={isMain}
          disabled={locked}
          onAdd={() => openUpload({ kind: 'new', profile: isMain })}
        />
      );
    return (
      <FilledSlot
        key={image.id}
        image={image}
        main={isMain}
        alt={alt}
        busy={busyId === image.id}
        locked={locked}
        onOpen={() => openActions(image, isMain, alt)}
      />
    );
  }

  return (
    <div className="photo-slots">
      <ul className="photo-slots__grid" aria-label={t.label}>
        {slot(main, true, t.mainAlt, 'main')}
        {extras.map((image, index) => slot(image, false, t.photoAlt(index + 2), `extra-${index}`))}
      </ul>
      <div className="photo-slots__footer">
        <span className="photo-slots__count">{t.count(count, MAX_PHOTOS)}</span>
        <button type="button" className="photo-slots__rules" onClick={openTerms}>
          {t.rules}
        </button>
      </div>
    </div>
  );
}
