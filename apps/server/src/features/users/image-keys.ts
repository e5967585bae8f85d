/**
 * Where a picture's files are stored: the key naming of the images rows (platform/db/schema.ts
 * `images`), read by everyone who shows a person and written by the photo pipeline.
 */
import { randomBytes } from 'node:crypto';

/** What a picture's files are stored under: the two random keys of its images row. */
export interface ImageFileKeys {
  fileKey: string;
  blurKey: string;
}

/** Storage keys of a picture's three variants. */
export interface ImageKeys {
  full: string;
  thumb: string;
  blur: string;
}

/*
 * The only place that knows where the variants are stored. The full picture and the thumbnail
 * share the image's file key; the blurred preview has a key of its own, because its address is
 * what a free user gets for a person hidden from them (liked-you, visitors) and must not lead
 * to the clear picture.
 */

/** Storage keys of the full picture and the thumbnail: images/{fileKey}/… (not the preview). */
export function imageKeys(fileKey: string): Omit<ImageKeys, 'blur'> {
  return {
    full: `images/${fileKey}/full.jpg`,
    thumb: `images/${fileKey}/thumb.jpg`,
  };
}

/**
 * Storage key of the blurred preview: blurs/{blurKey}/blur.jpg, sharing nothing with the full
 * picture's key. (A folder per preview, as for images: local storage drops a file's folder
 * once it is empty, which a folder shared by all previews must not be.)
 *
 * A blur key containing '/' is the whole storage key of a preview stored before images had
 * blur keys (images/{fileKey}/blur.jpg, kept by the photo_blur_key migration so the file is
 * still found); new keys are base64url and never contain '/'.
 */
export function blurImageKey(blurKey: string): string {
  return blurKey.includes('/') ? blurKey : `blurs/${blurKey}/blur.jpg`;
}

/** Storage keys of all three variants of a picture. */
export function variantKeys(image: ImageFileKeys): ImageKeys {
  return { ...imageKeys(image.fileKey), blur: blurImageKey(image.blurKey) };
}

/** A random, unguessable, URL-safe file key (144 bits). */
export function newFileKey(): string {
  return randomBytes(18).toString('base64url');
}

/** A random blur key, drawn independently of the file key (144 bits). */
export function newBlurKey(): string {
  return randomBytes(18).toString('base64url');
}
