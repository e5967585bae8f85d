import { useCallback } from 'react';
import { ru } from '../../../i18n/ru.ts';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { PhotoTerms } from '../components/photo-terms.tsx';
import { PhotoUploadDialog, type UploadTarget } from '../components/photo-upload-dialog.tsx';

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
        render: ({ close }) => <PhotoUploadDialog target={target} onDone={close} />,
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
