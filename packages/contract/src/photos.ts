/**
 * Photo calls (core-application §7 `/api/image/*`). Answers carry the changed item as the
 * specification says, plus the owner's whole list in display order (profile image first), so
 * the client never has to guess the new order.
 */
import { z } from 'zod';
import { idSchema, imageSchema } from './entities.ts';

/** Field errors and messages of the photo calls (ours). */
export const PHOTO_TEXT = {
  /** The only formats accepted, checked by content. */
  wrongType: 'Можно загрузить только фото в формате JPG или PNG',
  tooLarge: 'Файл слишком большой. Попробуйте файл поменьше',
  tooManyPixels: 'Слишком большое изображение. Попробуйте файл поменьше',
  tooSmall: 'Слишком маленькое изображение: нужно хотя бы 100×120 пикселей',
  broken: 'Не удалось прочитать изображение. Попробуйте другой файл',
  missingFile: 'Выберите фото',
  limitReached: 'Можно загрузить не больше 6 фото: удалите одно, чтобы добавить новое',
  notFound: 'Фото не найдено',
} as const;

/** Multipart field names. */
export const PHOTO_FIELDS = {
  image: 'image',
  thumbnail: 'thumbnail',
  imageId: 'imageId',
  profile: 'profile',
} as const;

/**
 * `POST /api/image/upload` (multipart: `image`, optional `thumbnail`, optional `profile`
 * "true"): the new image. The first photo becomes the profile image; `profile: "true"` makes
 * the new one the profile image and clears the others.
 */
export const imageUploadResponseSchema = z.object({ image: imageSchema, images: z.array(imageSchema) });
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;

/** `POST /api/image/thumb/upload` (multipart: `thumbnail`, `imageId`). */
export const thumbUploadResponseSchema = imageUploadResponseSchema;

/** `DELETE /api/image/delete?id=` */
export const imageDeleteQuerySchema = z.object({ id: idSchema });
/** `POST /api/image/avatar` */
export const imageAvatarBodySchema = z.object({ id: idSchema });
export const imageIdResponseSchema = z.object({ id: idSchema, images: z.array(imageSchema) });
export type ImageIdResponse = z.infer<typeof imageIdResponseSchema>;
