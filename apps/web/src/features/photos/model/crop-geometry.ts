/**
 * Geometry of the two crops of the photo upload (core-application §5, §9): fitting the picked
 * picture within PHOTOS.maxSide, the first crop's initial box (aspect 0.8, half the width) and
 * the thumbnail's (the largest square in the upper part), and the pixel region a percent crop
 * stands for.
 * Crops are kept in percent of the shown picture, so they survive the picture being resized on
 * screen (a phone turned sideways).
 */
import { PHOTOS } from '@iskra/contract';

export interface Size {
  width: number;
  height: number;
}

/** A crop box in percent of the picture (the shape react-image-crop works with). */
export interface PercentBox {
  unit: '%';
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The picture scaled down (never up) so that neither side exceeds `maxSide`. */
export function fitWithin(size: Size, maxSide: number = PHOTOS.maxSide): Size {
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** Whether a picture is big enough for the smallest crop (PHOTOS.minCropWidth × minCropHeight). */
export function isLargeEnough(size: Size): boolean {
  return size.width >= PHOTOS.minCropWidth && size.height >= PHOTOS.minCropHeight;
}

function centred(picture: Size, width: number, height: number): PercentBox {
  return {
    unit: '%',
    x: ((picture.width - width) / 2 / picture.width) * 100,
    y: ((picture.height - height) / 2 / picture.height) * 100,
    width: (width / picture.width) * 100,
    height: (height / picture.height) * 100,
  };
}

/**
 * A box of the given aspect (width / height, in pixels) that is `percent` of the picture's
 * width, made smaller when it would be taller than the picture, centred.
 */
export function initialAspectBox(picture: Size, aspect: number, percent: number): PercentBox {
  let width = (picture.width * percent) / 100;
  let height = width / aspect;
  if (height > picture.height) {
    height = picture.height;
    width = height * aspect;
  }
  return centred(picture, width, height);
}

/** The first crop's box: aspect PHOTOS.cropAspect, PHOTOS.cropInitialPercent of the width. */
export function initialMainCrop(picture: Size): PercentBox {
  return initialAspectBox(picture, PHOTOS.cropAspect, PHOTOS.cropInitialPercent);
}

/**
 * The thumbnail's box (`shown` is the picture's size on screen; its size in pixels when it is
 * not known): the largest square, centred across, with its centre at PHOTOS.thumbStartCentreY of
 * the height as far as the picture allows — in a portrait that is the face, not the chin.
 */
export function initialThumbCrop(shown: Size): PercentBox {
  const side = Math.min(shown.width, shown.height);
  const top = Math.max(0, Math.min(shown.height - side, shown.height * PHOTOS.thumbStartCentreY - side / 2));
  return { ...centred(shown, side, side), y: (top / shown.height) * 100 };
}

/** A crop that has an area: the Apply button waits for one. */
export function hasSize(crop: { width: number; height: number } | null | undefined): boolean {
  return Boolean(crop && crop.width > 0 && crop.height > 0);
}

/** The pixels of a picture of `size` that a percent crop covers (whole pixels, inside the picture). */
export function toPixelRegion(crop: PercentBox, size: Size): Region {
  const x = Math.max(0, Math.min(size.width - 1, Math.round((crop.x / 100) * size.width)));
  const y = Math.max(0, Math.min(size.height - 1, Math.round((crop.y / 100) * size.height)));
  return {
    x,
    y,
    width: Math.max(1, Math.min(size.width - x, Math.round((crop.width / 100) * size.width))),
    height: Math.max(1, Math.min(size.height - y, Math.round((crop.height / 100) * size.height))),
  };
}
