/** Photos: the own photo slots, the upload and crop flow, the photo terms, the remind-avatar modal. */
export { PhotoSlots } from './components/photo-slots.tsx';
export { PhotoTerms } from './components/photo-terms.tsx';
export type { UploadTarget } from './components/photo-upload-dialog.tsx';
export { RemindAvatar } from './components/remind-avatar.tsx';
export { usePhotoTerms, usePhotoUpload } from './hooks/use-photo-dialogs.tsx';
export { hasProfilePhoto, isPhotoPromoDue } from './model/profile-photo.ts';
