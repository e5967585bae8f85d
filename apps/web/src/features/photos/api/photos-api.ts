import {
  type ImageIdResponse,
  type ImageUploadResponse,
  PHOTO_FIELDS,
  type ThumbUploadResponse,
} from '@iskra/contract';
import { api, resolveApiError } from '../../../shared/api/index.ts';

export interface UploadPhotoInput {
  /** The 640×800 JPEG of the first crop. */
  image: Blob;
  /** The square JPEG of the second (round) crop. */
  thumbnail: Blob;
  /** Make it the profile photo (the avatar slot). */
  profile: boolean;
}

/** `POST /api/image/upload` (multipart): the new image and the owner's images in display order. */
export function uploadPhoto({ image, thumbnail, profile }: UploadPhotoInput): Promise<ImageUploadResponse> {
  const form = new FormData();
  if (profile) form.append(PHOTO_FIELDS.profile, 'true');
  form.append(PHOTO_FIELDS.image, image, 'photo.jpg');
  form.append(PHOTO_FIELDS.thumbnail, thumbnail, 'thumbnail.jpg');
  return api.post<ImageUploadResponse>('/image/upload', form, { timeoutMs: 60_000 });
}

/** `POST /api/image/thumb/upload` (multipart): a new round thumbnail for an existing image. */
export function uploadThumbnail(imageId: string, thumbnail: Blob): Promise<ImageUploadResponse> {
  const form = new FormData();
  form.append(PHOTO_FIELDS.imageId, imageId);
  form.append(PHOTO_FIELDS.thumbnail, thumbnail, 'thumbnail.jpg');
  return api.post<ThumbUploadResponse>('/image/thumb/upload', form, { timeoutMs: 60_000 });
}

/** `DELETE /api/image/delete?id=` */
export function deletePhoto(id: string): Promise<ImageIdResponse> {
  return api.delete<ImageIdResponse>('/image/delete', { query: { id } });
}

/** `POST /api/image/avatar`: makes the image the profile photo. */
export function setProfilePhoto(id: string): Promise<ImageIdResponse> {
  return api.post<ImageIdResponse>('/image/avatar', { id });
}

/**
 * The text to show for a failed upload: the first server error (a field error or the message),
 * as core-application §5 says, or the common handler's text; null when the call was cancelled.
 */
export function uploadErrorText(error: unknown): string | null {
  const outcome = resolveApiError(error);
  if (outcome.kind === 'fields') return outcome.errors[0]?.msg ?? null;
  if (outcome.kind === 'notify') return outcome.text;
  return null;
}
