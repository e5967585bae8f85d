/**
 * The three stored variants of every picture (full 640×800, square thumbnail, "blurred"
 * preview) and the content check of an uploaded file (their storage keys: users/image-keys.ts).
 * Used by photo upload and by the demo community seed. The preview is drawn without the
 * picture (preview.ts): one made from it would let free users recognise the person.
 */
import { PHOTOS } from '@iskra/contract';
import sharp, { type JpegOptions, type Metadata, type Sharp } from 'sharp';
import { drawPreview, type PreviewRandom } from './preview.ts';

export interface ImageVariants {
  full: Buffer;
  thumb: Buffer;
  blur: Buffer;
}

export interface VariantOptions {
  /**
   * Encode with plain libjpeg-turbo (optimised Huffman tables, the same quantisation table as
   * mozjpeg) instead of mozjpeg: about five times faster, files about 15 % larger. For bulk
   * work such as the demo seed; uploads keep the smaller mozjpeg output.
   */
  fast?: boolean;
  /**
   * The square of the full 640×800 picture to make the round thumbnail from (the user's
   * second crop). Clamped to the picture; by default the top centre, where a face usually is.
   */
  thumbCrop?: { left: number; top: number; size: number };
  /**
   * A thumbnail already made with makeThumbnail from the user's round crop (the thumbnail part
   * of an upload): used as it is, and thumbCrop is not.
   */
  thumb?: Buffer;
  /** Where the preview's randomness comes from (default: the system's CSPRNG). */
  previewRandom?: PreviewRandom;
}

const FULL_QUALITY = 82;
const THUMB_QUALITY = 80;
/** The thumbnail square spans this share of the picture's width… */
const THUMB_SIDE_SHARE = 0.8;
/** …and starts this far down, so a head in the upper part of a portrait fills the circle. */
const THUMB_TOP_SHARE = 0.06;

function thumbSquare(crop: VariantOptions['thumbCrop']): { left: number; top: number; size: number } {
  const { width, height } = PHOTOS;
  if (!crop) {
    const size = Math.round(width * THUMB_SIDE_SHARE);
    return { left: Math.round((width - size) / 2), top: Math.round(height * THUMB_TOP_SHARE), size };
  }
  const size = Math.round(Math.min(width, height, Math.max(1, crop.size)));
  return {
    left: Math.round(Math.min(width - size, Math.max(0, crop.left))),
    top: Math.round(Math.min(height - size, Math.max(0, crop.top))),
    size,
  };
}

/**
 * Turns an uploaded picture (JPEG, PNG or anything sharp reads) into the stored variants.
 * The picture is turned upright by its EXIF orientation and every piece of metadata (EXIF,
 * GPS, XMP, IPTC, ICC) is dropped: sharp writes none unless asked with withMetadata/keepExif,
 * which this module never calls. Alpha is flattened onto white.
 */
export function makeImageVariants(input: Buffer, options: VariantOptions = {}): Promise<ImageVariants> {
  return variantsOf(sharp(input, { limitInputPixels: PHOTOS.maxInputPixels }), options);
}

/** The same as makeImageVariants for a picture already opened with sharp (an SVG, raw pixels…). */
export async function variantsOf(source: Sharp, options: VariantOptions = {}): Promise<ImageVariants> {
  const width = PHOTOS.width;
  const height = PHOTOS.height;
  // Decode, orient and crop once; the full picture and the thumbnail start from the same raw pixels.
  const { data, info } = await source
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const jpeg = (quality: number): JpegOptions =>
    options.fast ? { quality, optimiseCoding: true, quantisationTable: 3 } : { quality, mozjpeg: true };

  const square = thumbSquare(options.thumbCrop);
  const [full, thumb, blur] = await Promise.all([
    raw().jpeg(jpeg(FULL_QUALITY)).toBuffer(),
    options.thumb ??
      raw()
        .extract({ left: square.left, top: square.top, width: square.size, height: square.size })
        .resize(PHOTOS.thumbSize, PHOTOS.thumbSize)
        .jpeg(jpeg(THUMB_QUALITY))
        .toBuffer(),
    drawPreview(options.previewRandom),
  ]);
  return { full, thumb, blur };
}

/**
 * The round-crop thumbnail made from a picture of its own (the user's second crop): upright,
 * its centre square, PHOTOS.thumbSize square, no metadata, alpha flattened onto white.
 */
export function makeThumbnail(input: Buffer): Promise<Buffer> {
  return sharp(input, { limitInputPixels: PHOTOS.maxInputPixels })
    .rotate()
    .resize(PHOTOS.thumbSize, PHOTOS.thumbSize, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .jpeg({ quality: THUMB_QUALITY, mozjpeg: true })
    .toBuffer();
}

/** The formats an upload may have, recognised by their content. */
export type PictureFormat = 'jpeg' | 'png';

/** Why an uploaded file cannot be used (keys of PHOTO_TEXT). */
export type PictureProblem = 'wrongType' | 'tooManyPixels' | 'tooSmall' | 'broken';

export type PictureCheck =
  | { ok: true; format: PictureFormat; width: number; height: number }
  | { ok: false; problem: PictureProblem };

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format named by the file's first bytes; the name and declared type are never trusted. */
export function sniffFormat(input: Buffer): PictureFormat | null {
  if (input.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'jpeg';
  if (input.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'png';
  return null;
}

/**
 * Checks an uploaded file by its content before any pixel is decoded: JPEG or PNG by magic
 * bytes and by what sharp reads from the header (both must agree), at most
 * PHOTOS.maxInputPixels, and at least `minimum` once turned upright by its EXIF orientation.
 * A file that passes can still turn out broken when decoded (a truncated JPEG).
 */
export async function inspectPicture(
  input: Buffer,
  minimum: { width: number; height: number } = { width: 1, height: 1 },
): Promise<PictureCheck> {
  const sniffed = sniffFormat(input);
  if (!sniffed) return { ok: false, problem: 'wrongType' };
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    return { ok: false, problem: 'broken' };
  }
  if (meta.format !== sniffed) return { ok: false, problem: 'wrongType' };
  if (!(meta.width > 0 && meta.height > 0)) return { ok: false, problem: 'broken' };
  if (meta.width * meta.height > PHOTOS.maxInputPixels) return { ok: false, problem: 'tooManyPixels' };
  const { width, height } = meta.autoOrient;
  if (width < minimum.width || height < minimum.height) return { ok: false, problem: 'tooSmall' };
  return { ok: true, format: sniffed, width, height };
}
