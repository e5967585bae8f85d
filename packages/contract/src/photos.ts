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
  tooLarge: 'Файл слишком большой. Попробуй файл поменьше',
  tooManyPixels: 'Слишком большое изображение. Попробуй файл поменьше',
  tooSmall: 'Слишком маленькое изображение: нужно хотя бы 100×120 пикселей',
  broken: 'Не удалось прочитать изображение. Попробуй другой файл',
  missingFile: 'Выбери фото',
  /** Two files came under one field name (the form sends one picture and one thumbnail). */
  oneFile: 'Выбери только одно фото',
  limitReached: 'Можно загрузить не больше 6 фото: удали одно, чтобы добавить новое',
  notFound: 'Фото не найдено',
} as const;

/** Multipart field names. */
export const PHOTO_FIELDS = {
  image: 'image',
  thumbnail: 'thumbnail',
  imageId: 'imageId',
  profile: 'profile',
} as const;

const picture = (description: string) => z.file().meta({ description });
const profileFlagSchema = z.enum(['true', 'false']);

/**
 * The multipart forms of the two upload calls, for the OpenAPI document only: files cannot go
 * through zod, so the server reads the parts itself and validates the plain fields with the
 * `…FieldsSchema`s below.
 */
export const imageUploadFormSchema = z.object({
  [PHOTO_FIELDS.image]: picture('JPEG or PNG (checked by content), at least 100×120 pixels'),
  [PHOTO_FIELDS.thumbnail]: picture('The round crop as a square JPEG or PNG').optional(),
  [PHOTO_FIELDS.profile]: profileFlagSchema.optional().meta({
    description: '"true" makes the new photo the profile image',
  }),
});
export const thumbUploadFormSchema = z.object({
  [PHOTO_FIELDS.thumbnail]: picture('The round crop as a square JPEG or PNG'),
  [PHOTO_FIELDS.imageId]: idSchema,
});

/** The plain fields of the upload forms, validated with field errors of the same names. */
export const imageUploadFieldsSchema = z.object({ [PHOTO_FIELDS.profile]: profileFlagSchema.optional() });
export const thumbUploadFieldsSchema = z.object({ [PHOTO_FIELDS.imageId]: idSchema });

/**
 * `POST /api/image/upload` (multipart: `image`, optional `thumbnail`, optional `profile`
 * "true"): the new image. The first photo becomes the profile image; `profile: "true"` makes
 * the new one the profile image and clears the others.
 */
export const imageUploadResponseSchema = z.object({ image: imageSchema, images: z.array(imageSchema) });
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;

/** `POST /api/image/thumb/upload` (multipart: `thumbnail`, `imageId`). */
export const thumbUploadResponseSchema = imageUploadResponseSchema;
export type ThumbUploadResponse = z.infer<typeof thumbUploadResponseSchema>;

/** `DELETE /api/image/delete?id=` */
export const imageDeleteQuerySchema = z.object({ id: idSchema });
/** `POST /api/image/avatar` */
export const imageAvatarBodySchema = z.object({ id: idSchema });
export const imageIdResponseSchema = z.object({ id: idSchema, images: z.array(imageSchema) });
export type ImageIdResponse = z.infer<typeof imageIdResponseSchema>;
