/**
 * The photo pipeline (core-application §4 Photos, §5 Photo upload, §7 /api/image/*).
 *
 * An upload is checked by its content (JPEG or PNG by magic bytes and by what sharp reads),
 * re-encoded into the three variants (no metadata survives) and stored under a new random key
 * BEFORE its row is written; the row is written in a transaction holding the user's row lock,
 * where the limit of photos is checked again, so parallel uploads cannot pass it. When the row
 * cannot be written the stored files are deleted again; when storing fails there is no row.
 *
 * The blurred-looking preview is drawn without the picture (preview.ts) and stored under a
 * random key of its own (users/image-keys.ts blurImageKey): free users are given its address
 * for people hidden from them, and neither it nor its address may lead to the person.
 *
 * Stored files never change (they are served with immutable caching): a new thumbnail gives
 * the image a new file key, with the full picture copied over, and the old full picture and
 * thumbnail are deleted once the row points at the new ones. The preview does not change with
 * the thumbnail and keeps its key.
 *
 * Exactly one profile image exists while the user has any image: the first upload becomes it,
 * deleting it promotes the next one (lowest position).
 */
import {
  type ImageIdResponse,
  type ImageUploadResponse,
  MAX_PHOTOS,
  PHOTO_FIELDS,
  PHOTO_TEXT,
  PHOTOS,
  SERVER_MESSAGE,
} from '@iskra/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../platform/db/client.ts';
import { AppError, FieldErrors } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { Storage } from '../../platform/storage.ts';
import { fingerprintOf, hasDetail } from '../../shared/fingerprint.ts';
import {
  blurImageKey,
  type ImageFileKeys,
  imageKeys,
  newBlurKey,
  newFileKey,
  variantKeys,
} from '../users/image-keys.ts';
import { imagesOf } from '../users/users.repo.ts';
import { type ImageRow, toImages } from '../users/users.view.ts';
import {
  approvePhoto,
  clearProfile,
  countImages,
  deleteOwnImage,
  deletePendingPhoto,
  findOwnImage,
  imagePreviewPage,
  insertImage,
  lockActiveUser,
  pendingPhotos,
  promoteFirstImage,
  replaceBlurKey,
  replaceFileKey,
  setProfile,
} from './photos.repo.ts';
import { drawPreview } from './preview.ts';
import './photos.events.ts';
import { inspectPicture, makeImageVariants, makeThumbnail } from './variants.ts';

/** Uploads (pictures and thumbnails together) per user and hour. */
export const PHOTO_UPLOAD_RATE_LIMIT = { limit: 30, windowMs: 60 * 60 * 1000 } as const;

export function photoUploadRateKey(userId: string): string {
  return `photo-upload:user:${userId}`;
}

const JPEG = 'image/jpeg';

type FileField = typeof PHOTO_FIELDS.image | typeof PHOTO_FIELDS.thumbnail;

export interface UploadInput {
  /** The picture (first crop, 640×800 from the web client; any JPEG/PNG is accepted). */
  image: Buffer | undefined;
  /** The round crop as its own square picture. */
  thumbnail: Buffer | undefined;
  /** Make the new image the profile image. */
  profile: boolean;
}

export interface ThumbnailInput {
  imageId: string;
  thumbnail: Buffer | undefined;
}

function fieldError(param: FileField, msg: string): FieldErrors {
  return new FieldErrors([{ param, msg }]);
}

const notFound = () => new AppError(404, PHOTO_TEXT.notFound);
const inactive = () => new AppError(403, SERVER_MESSAGE.forbidden);

/** A readable JPEG or PNG of at least `minimum` pixels, or a field error on `param`. */
async function checkPicture(
  param: FileField,
  input: Buffer | undefined,
  minimum?: { width: number; height: number },
): Promise<Buffer> {
  if (!input || input.length === 0) throw fieldError(param, PHOTO_TEXT.missingFile);
  if (input.length > PHOTOS.maxUploadBytes) throw fieldError(param, PHOTO_TEXT.tooLarge);
  const check = await inspectPicture(input, minimum);
  if (!check.ok) throw fieldError(param, PHOTO_TEXT[check.problem]);
  return input;
}

export type PhotosService = ReturnType<typeof createPhotosService>;

/** What the photo pipeline is built from (see compose.ts). */
export interface PhotosDeps {
  db: AppDb;
  storage: Storage;
  rateLimit: Pick<RateLimiter, 'enforce'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  bus: EventBus;
}

export function createPhotosService(deps: PhotosDeps) {
  const { db, storage } = deps;
  const publicUrl = (key: string) => storage.publicUrl(key);

  /** Writes JPEG files (storage key and bytes); on any failure none of them stays. */
  async function storeFiles(files: ReadonlyArray<readonly [key: string, body: Buffer]>): Promise<void> {
    const results = await Promise.allSettled(files.map(([key, body]) => storage.put(key, body, JPEG)));
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) {
      await removeFiles(files.map(([key]) => key));
      throw failure.reason;
    }
  }

  /** Deletes files; a failure is logged (the files are unreachable without a row). */
  async function removeFiles(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      await storage.delete(key).catch((error: unknown) => {
        deps.log.error({ err: error, key }, 'photo file could not be deleted');
      });
    }
  }

  /** Runs `write` after storing the files `keys`; removes them again when it fails. */
  async function orRemove<T>(keys: readonly string[], write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await removeFiles(keys);
      throw error;
    }
  }

  /** Re-encodes; a picture that passed the header check but does not decode is broken. */
  async function encode<T>(param: FileField, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      deps.log.info({ err: error }, 'uploaded picture could not be decoded');
      throw fieldError(param, PHOTO_TEXT.broken);
    }
  }

  const answerWith = (image: ImageRow, rows: ImageRow[]): ImageUploadResponse => {
    const list = toImages(rows, publicUrl);
    const shown = list.find((i) => i.id === image.id);
    if (!shown) throw new Error('changed image missing from its owner list');
    return { image: shown, images: list };
  };

  return {
    /** Counts an upload against the user's hourly limit (429 past it). */
    limitUploads(userId: string): Promise<void> {
      return deps.rateLimit.enforce(
        photoUploadRateKey(userId),
        PHOTO_UPLOAD_RATE_LIMIT.limit,
        PHOTO_UPLOAD_RATE_LIMIT.windowMs,
      );
    },

    async upload(userId: string, input: UploadInput): Promise<ImageUploadResponse> {
      if (!input.image || input.image.length === 0) {
        throw fieldError(PHOTO_FIELDS.image, PHOTO_TEXT.missingFile);
      }
      // Early and cheap; the check under the lock below is the one that holds.
      if ((await countImages(db, userId)) >= MAX_PHOTOS) {
        throw fieldError(PHOTO_FIELDS.image, PHOTO_TEXT.limitReached);
      }
      const image = await checkPicture(PHOTO_FIELDS.image, input.image, {
        width: PHOTOS.minCropWidth,
        height: PHOTOS.minCropHeight,
      });
      const thumbnail = input.thumbnail?.length
        ? await checkPicture(PHOTO_FIELDS.thumbnail, input.thumbnail)
        : undefined;
      const thumb = thumbnail
        ? await encode(PHOTO_FIELDS.thumbnail, () => makeThumbnail(thumbnail))
        : undefined;
      const variants = await encode(PHOTO_FIELDS.image, () =>
        makeImageVariants(image, thumb ? { thumb } : {}),
      );

      const printed = await fingerprintOf(variants.full);
      const fingerprint = hasDetail(printed) ? printed : null;
      const fileKeys: ImageFileKeys = { fileKey: newFileKey(), blurKey: newBlurKey() };
      const keys = variantKeys(fileKeys);
      await storeFiles([
        [keys.full, variants.full],
        [keys.thumb, variants.thumb],
        [keys.blur, variants.blur],
      ]);
      const { row, rows } = await orRemove(Object.values(keys), () =>
        db.transaction(async (tx) => {
          if (!(await lockActiveUser(tx, userId))) throw inactive();
          const existing = await imagesOf(tx, userId);
          if (existing.length >= MAX_PHOTOS) throw fieldError(PHOTO_FIELDS.image, PHOTO_TEXT.limitReached);
          const hasProfile = existing.some((i) => i.profile);
          const profile = input.profile || !hasProfile;
          // Clear first, then insert: the partial unique index allows one profile image.
          if (profile && hasProfile) await clearProfile(tx, userId);
          const position = existing.reduce((max, i) => Math.max(max, i.position), -1) + 1;
          const created = await insertImage(tx, {
            userId,
            ...fileKeys,
            profile,
            position,
            fingerprint,
            reviewedAt: null,
          });
          return { row: created, rows: await imagesOf(tx, userId) };
        }),
      );
      deps.log.info({ userId, imageId: row.id, profile: row.profile }, 'photo uploaded');
      await deps.bus.publish('photo.added', { userId, imageId: row.id, fingerprint });
      return answerWith(row, rows);
    },

    async replaceThumbnail(userId: string, input: ThumbnailInput): Promise<ImageUploadResponse> {
      if (!input.thumbnail || input.thumbnail.length === 0) {
        throw fieldError(PHOTO_FIELDS.thumbnail, PHOTO_TEXT.missingFile);
      }
      const image = await findOwnImage(db, userId, input.imageId);
      if (!image) throw notFound();
      const picture = await checkPicture(PHOTO_FIELDS.thumbnail, input.thumbnail);
      const thumb = await encode(PHOTO_FIELDS.thumbnail, () => makeThumbnail(picture));

      const old = imageKeys(image.fileKey);
      const full = await storage.get(old.full);
      if (!full) {
        deps.log.error({ userId, imageId: image.id }, 'stored full picture of a photo is missing');
        throw notFound();
      }
      // The preview (under the image's blur key) is not touched: it does not change.
      const fileKey = newFileKey();
      const keys = imageKeys(fileKey);
      await storeFiles([
        [keys.full, full],
        [keys.thumb, thumb],
      ]);
      const rows = await orRemove(Object.values(keys), () =>
        db.transaction(async (tx) => {
          if (!(await lockActiveUser(tx, userId))) throw inactive();
          // Deleted, or given another thumbnail, since it was read: this one is not applied.
          if (!(await replaceFileKey(tx, userId, image.id, image.fileKey, fileKey))) throw notFound();
          return imagesOf(tx, userId);
        }),
      );
      await removeFiles(Object.values(old));
      const updated = rows.find((r) => r.id === image.id);
      if (!updated) throw new Error('updated image missing from its owner list');
      return answerWith(updated, rows);
    },

    async remove(userId: string, imageId: string): Promise<ImageIdResponse> {
      const { deleted, rows } = await db.transaction(async (tx) => {
        if (!(await lockActiveUser(tx, userId))) throw inactive();
        const row = await deleteOwnImage(tx, userId, imageId);
        if (!row) throw notFound();
        if (row.profile) await promoteFirstImage(tx, userId);
        return { deleted: row, rows: await imagesOf(tx, userId) };
      });
      // After the commit: had the files gone first and the commit failed, the row would
      // point at nothing.
      await removeFiles(Object.values(variantKeys(deleted)));
      return { id: deleted.id, images: toImages(rows, publicUrl) };
    },

    /** An account's photos for staff, the main one first, with whether each waits for review. */
    async forStaff(userId: string) {
      const rows = await imagesOf(db, userId);
      return toImages(rows, publicUrl).map((image) => ({
        imageId: image.id,
        uri: image.uri,
        profile: image.profile,
        pending: rows.find((r) => r.id === image.id)?.reviewedAt === null,
      }));
    },

    /** Photos waiting for staff (the console's photo queue), the longest waiting first. */
    async reviewQueue(limit: number) {
      const rows = await pendingPhotos(db, limit);
      return rows.map(({ fileKey, createdAt, ...row }) => {
        const keys = imageKeys(fileKey);
        return {
          ...row,
          uri: publicUrl(keys.full),
          thumbnailUri: publicUrl(keys.thumb),
          createdAt: createdAt.toISOString(),
        };
      });
    },

    /**
     * Staff's decision on a waiting photo: approved it stays as it is; rejected it is deleted
     * with its files (the next photo becomes the main one). The owner's id, or undefined when
     * the photo was not waiting (decided already, or deleted by its owner).
     */
    async review(imageId: string, decision: 'approve' | 'reject'): Promise<{ userId: string } | undefined> {
      if (decision === 'approve') return approvePhoto(db, imageId);
      const deleted = await db.transaction(async (tx) => {
        const row = await deletePendingPhoto(tx, imageId);
        if (row?.profile) await promoteFirstImage(tx, row.userId);
        return row;
      });
      if (!deleted) return undefined;
      await removeFiles(Object.values(variantKeys(deleted)));
      deps.log.info({ userId: deleted.userId, imageId }, 'photo rejected by staff');
      return { userId: deleted.userId };
    },

    /**
     * Draws a new preview for every stored image, under a new blur key, and deletes the old
     * file (`npm run previews:redraw`, once): previews stored before they were drawn without
     * the picture were blurred from it and still carry its likeness. Safe to run again and
     * beside the servers; an image deleted meanwhile keeps nothing. Returns how many changed.
     */
    async redrawPreviews(): Promise<number> {
      const PAGE = 200;
      let redrawn = 0;
      let after: string | null = null;
      for (;;) {
        const page = await imagePreviewPage(db, after, PAGE);
        for (const image of page) {
          const blurKey = newBlurKey();
          const key = blurImageKey(blurKey);
          await storeFiles([[key, await drawPreview()]]);
          if (await orRemove([key], () => replaceBlurKey(db, image.id, image.blurKey, blurKey))) {
            await removeFiles([blurImageKey(image.blurKey)]);
            redrawn += 1;
          } else {
            await removeFiles([key]);
          }
        }
        const last = page.at(-1);
        if (!last || page.length < PAGE) return redrawn;
        after = last.id;
      }
    },

    async makeAvatar(userId: string, imageId: string): Promise<ImageIdResponse> {
      const rows = await db.transaction(async (tx) => {
        if (!(await lockActiveUser(tx, userId))) throw inactive();
        if (!(await findOwnImage(tx, userId, imageId))) throw notFound();
        await clearProfile(tx, userId);
        await setProfile(tx, userId, imageId);
        return imagesOf(tx, userId);
      });
      return { id: imageId, images: toImages(rows, publicUrl) };
    },
  };
}
