import { lazy, Suspense, useCallback } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { Spinner } from '../../../ui/spinner/spinner.tsx';
import { PhotoTerms } from '../components/photo-terms.tsx';
import type { UploadTarget } from '../components/photo-upload-dialog.tsx';

// The cropper (react-image-crop) is its own chunk, loaded when an upload starts.
const PhotoUploadDialog = lazy(() =>
  import('../components/photo-upload-dialog.tsx').then((m) => ({ default: m.PhotoUploadDialog })),
);

export const PHOTO_UPLOAD_POPUP = 'photo-upload';
export const PHOTO_TERMS_POPUP = 'photo-terms';

/** Opens the upload and crop popup for a new photo or a new thumbnail of a stored one. */
export function usePhotoUpload(): (target: UploadTarget) => void {
  const modal = useModal();
  return useCallback(
    (target: UploadTarget) =>
      modal.open({
        name: PHOTO_UPLOAD_POPUP,
        title: target.kind === 'new' ? ru.photos.upload.title : ru.photos.upload.thumbTitle,
        size: 'md',
        render: ({ close }) => (
          <Suspense fallback={<Spinner label={ru.ui.loading} />}>
            <PhotoUploadDialog target={target} onDone={close} />
          </Suspense>
        ),
      }),
    [modal],
  );
}

/** Opens the user photo terms popup. */
export function usePhotoTerms(): () => void {
  const modal = useModal();
  return useCallback(
    () =>
      modal.open({
        name: PHOTO_TERMS_POPUP,
        title: ru.photos.terms.title,
        size: 'md',
        render: ({ close }) => <PhotoTerms onClose={close} />,
      }),
    [modal],
  );
}
