import { type Image, PHOTO_TEXT, SUCCESS_TEXT } from '@iskra/contract';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { Button } from '../../../ui/button/button.tsx';
import { CameraIcon } from '../../../ui/icons/icons.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { Spinner } from '../../../ui/spinner/spinner.tsx';
import { uploadErrorText, uploadPhoto, uploadThumbnail } from '../api/photos-api.ts';
import { hasSize, type PercentBox, toPixelRegion } from '../model/crop-geometry.ts';
import {
  ACCEPT_ATTRIBUTE,
  canvasToJpeg,
  isAcceptedFile,
  loadPicture,
  loadStoredPicture,
  type Picture,
  PictureError,
  pictureFromCanvas,
  renderMainPhoto,
  renderThumbnail,
} from '../model/picture.ts';
import { PhotoCropper } from './photo-cropper.tsx';
import './photo-upload-dialog.css';

/** What the dialog does: add a new photo (to the avatar slot or an extra one), or re-crop a thumbnail. */
export type UploadTarget = { kind: 'new'; profile: boolean } | { kind: 'thumb'; image: Image };

export interface PhotoUploadDialogProps {
  target: UploadTarget;
  onDone: () => void;
}

type Step = 'pick' | 'main' | 'thumb';
type Busy = 'preparing' | 'applying' | 'uploading' | null;

const t = ru.photos.upload;

function textOf(error: unknown): string {
  return error instanceof PictureError ? error.message : PHOTO_TEXT.broken;
}

/** Releases a preview address when its picture is replaced or the dialog closes. */
function useReleasedUrl(picture: Picture | null): void {
  useEffect(() => {
    if (!picture) return;
    return () => URL.revokeObjectURL(picture.url);
  }, [picture]);
}

/**
 * The photo upload: pick a JPG or PNG, crop the photo (aspect 0.8 → 640×800), crop the round
 * thumbnail (aspect 1), upload both (core-application §5). For an existing photo only the
 * thumbnail step runs, on the stored picture.
 */
export function PhotoUploadDialog({ target, onDone }: PhotoUploadDialogProps) {
  const { updateUser } = useSession();
  const { notify } = useNotifications();
  const helpId = useId();
  const errorId = useId();
  const newPhoto = target.kind === 'new';
  const [step, setStep] = useState<Step>(newPhoto ? 'pick' : 'thumb');
  const [source, setSource] = useState<Picture | null>(null);
  const [main, setMain] = useState<Picture | null>(null);
  const [mainCrop, setMainCrop] = useState<PercentBox | null>(null);
  const [thumbCrop, setThumbCrop] = useState<PercentBox | null>(null);
  const [busy, setBusy] = useState<Busy>(newPhoto ? null : 'preparing');
  const [error, setError] = useState<string | null>(null);
  useReleasedUrl(source);
  useReleasedUrl(main);

  const storedUri = target.kind === 'thumb' ? target.image.uri : null;
  useEffect(() => {
    if (!storedUri) return;
    const controller = new AbortController();
    loadStoredPicture(storedUri, controller.signal)
      .then((picture) => {
        if (controller.signal.aborted) URL.revokeObjectURL(picture.url);
        else setMain(picture);
      })
      .catch(() => {
        if (!controller.signal.aborted) setError(t.loadFailed);
      })
      .finally(() => setBusy(null));
    return () => controller.abort();
  }, [storedUri]);

  async function handlePick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be picked again after an error.
    input.value = '';
    if (!file) return;
    setError(null);
    if (!isAcceptedFile(file)) {
      setError(PHOTO_TEXT.wrongType);
      return;
    }
    setBusy('preparing');
    try {
      const picture = await loadPicture(file);
      setSource(picture);
      setMainCrop(null);
      setThumbCrop(null);
      setStep('main');
    } catch (caught) {
      setError(textOf(caught));
    } finally {
      setBusy(null);
    }
  }

  async function applyMain() {
    if (!source || !mainCrop || !hasSize(mainCrop)) return;
    setError(null);
    setBusy('applying');
    try {
      setMain(await pictureFromCanvas(renderMainPhoto(source, toPixelRegion(mainCrop, source.size))));
      setThumbCrop(null);
      setStep('thumb');
    } catch (caught) {
      setError(textOf(caught));
    } finally {
      setBusy(null);
    }
  }

  async function applyThumb() {
    if (!main || !thumbCrop || !hasSize(thumbCrop)) return;
    setError(null);
    setBusy('uploading');
    try {
      const thumbnail = await canvasToJpeg(renderThumbnail(main, toPixelRegion(thumbCrop, main.size)));
      const answer =
        target.kind === 'new'
          ? await uploadPhoto({ image: main.jpeg, thumbnail, profile: target.profile })
          : await uploadThumbnail(target.image.id, thumbnail);
      updateUser({ images: answer.images });
      notify(target.kind === 'new' ? SUCCESS_TEXT.photoUploaded : t.thumbSaved);
      onDone();
    } catch (caught) {
      setError(caught instanceof PictureError ? caught.message : uploadErrorText(caught));
    } finally {
      setBusy(null);
    }
  }

  const describedBy = [error ? errorId : '', step === 'pick' || error ? helpId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className="photo-upload" aria-busy={busy !== null || undefined}>
      {newPhoto && step !== 'pick' && (
        <p className="photo-upload__step">{t.step(step === 'main' ? 1 : 2, 2)}</p>
      )}

      {step === 'pick' && (
        <label className="photo-upload__picker">
          <input
            className="visually-hidden"
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            disabled={busy !== null}
            aria-describedby={describedBy || undefined}
            onChange={handlePick}
            data-autofocus
          />
          {busy === 'preparing' ? (
            <Spinner label={t.preparing} />
          ) : (
            <CameraIcon size={36} className="photo-upload__picker-icon" />
          )}
          <span className="photo-upload__picker-label">{busy === 'preparing' ? t.preparing : t.pick}</span>
          <span className="photo-upload__picker-hint">{t.pickHint}</span>
        </label>
      )}

      {step === 'main' && source && (
        <>
          <p className="photo-upload__hint">{t.mainHint}</p>
          <PhotoCropper picture={source} kind="main" crop={mainCrop} onChange={setMainCrop} />
        </>
      )}

      {step === 'thumb' && (
        <>
          <p className="photo-upload__hint">{t.thumbHint}</p>
          {main ? (
            <PhotoCropper picture={main} kind="thumb" crop={thumbCrop} onChange={setThumbCrop} />
          ) : (
            busy === 'preparing' && (
              <div className="photo-upload__loading">
                <Spinner label={t.preparing} />
              </div>
            )
          )}
        </>
      )}

      {error && (
        <p className="photo-upload__error" id={errorId} role="alert">
          {error}
        </p>
      )}
      {(step === 'pick' || error) && (
        <p className="photo-upload__help" id={helpId}>
          {t.help}
        </p>
      )}

      {step !== 'pick' && (
        <div className="photo-upload__actions">
          {step === 'main' && (
            <Button variant="secondary" disabled={busy !== null} onClick={() => setStep('pick')}>
              {t.another}
            </Button>
          )}
          {step === 'thumb' && newPhoto && (
            <Button variant="secondary" disabled={busy !== null} onClick={() => setStep('main')}>
              {t.back}
            </Button>
          )}
          {step === 'main' ? (
            <Button disabled={!hasSize(mainCrop)} loading={busy === 'applying'} onClick={applyMain}>
              {t.apply}
            </Button>
          ) : (
            <Button
              disabled={!main || !hasSize(thumbCrop)}
              loading={busy === 'uploading'}
              onClick={applyThumb}
            >
              {newPhoto ? t.upload : t.apply}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
