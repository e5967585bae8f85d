/**
 * Browser-side picture work of the photo upload: reading the picked file upright (EXIF
 * orientation applied by createImageBitmap), scaling it to fit PHOTOS.maxSide, and drawing crops
 * into JPEG files (core-application §5, §9). The server re-encodes everything it receives; this
 * only keeps uploads small and shows the user what they will get.
 */
import { PHOTO_TEXT, PHOTOS } from '@iskra/contract';
import { fitWithin, isLargeEnough, type Region, type Size } from './crop-geometry.ts';

export const ACCEPTED_TYPES = ['image/jpeg', 'image/png'] as const;
/** The file picker's filter (types and extensions, for systems that report no type). */
export const ACCEPT_ATTRIBUTE = 'image/jpeg,image/png,.jpg,.jpeg,.png';

/** A picture that cannot be used; `message` is the text for the user. */
export class PictureError extends Error {
  override name = 'PictureError';
}

/** JPG or PNG by the reported type, or by the extension when the system reports none. */
export function isAcceptedFile(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type) return (ACCEPTED_TYPES as readonly string[]).includes(file.type);
  return /\.(jpe?g|png)$/i.test(file.name);
}

/** A picture ready for cropping: drawn on a canvas, with a JPEG preview address for <img>. */
export interface Picture {
  canvas: HTMLCanvasElement;
  size: Size;
  /** The canvas as a JPEG of PHOTOS.previewQuality. */
  jpeg: Blob;
  /** An object URL of `jpeg` for the preview (release with URL.revokeObjectURL). */
  url: string;
}

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d');
  if (!context) throw new PictureError(PHOTO_TEXT.broken);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  return context;
}

export function canvasToJpeg(
  canvas: HTMLCanvasElement,
  quality: number = PHOTOS.previewQuality,
): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PictureError(PHOTO_TEXT.broken))),
      'image/jpeg',
      quality,
    );
  });
}

/** Draws `region` of `source` into a new canvas of `output` size on white (PNG transparency). */
export function drawRegion(source: CanvasImageSource, region: Region, output: Size): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  const context = context2d(canvas);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, output.width, output.height);
  context.drawImage(
    source,
    region.x,
    region.y,
    region.width,
    region.height,
    0,
    0,
    output.width,
    output.height,
  );
  return canvas;
}

/** A drawn canvas as a Picture (its JPEG encoded once, for the preview and the upload alike). */
export async function pictureFromCanvas(canvas: HTMLCanvasElement): Promise<Picture> {
  const jpeg = await canvasToJpeg(canvas);
  return {
    canvas,
    size: { width: canvas.width, height: canvas.height },
    jpeg,
    url: URL.createObjectURL(jpeg),
  };
}

async function pictureOf(bitmap: ImageBitmap, maxSide: number): Promise<Picture> {
  try {
    const natural = { width: bitmap.width, height: bitmap.height };
    const size = fitWithin(natural, maxSide);
    if (!isLargeEnough(size)) throw new PictureError(PHOTO_TEXT.tooSmall);
    return await pictureFromCanvas(drawRegion(bitmap, { x: 0, y: 0, ...natural }, size));
  } finally {
    bitmap.close();
  }
}

async function decode(blob: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new PictureError(PHOTO_TEXT.broken, { cause: error });
  }
}

/**
 * Reads a picked file upright and scaled to fit PHOTOS.maxSide. Rejects with a PictureError
 * whose message is for the user (wrong type, unreadable, too small).
 */
export async function loadPicture(file: File): Promise<Picture> {
  if (!isAcceptedFile(file)) throw new PictureError(PHOTO_TEXT.wrongType);
  return pictureOf(await decode(file), PHOTOS.maxSide);
}

/** Reads a stored photo (640×800) by its address, for cropping a new thumbnail from it. */
export async function loadStoredPicture(uri: string, signal?: AbortSignal): Promise<Picture> {
  const response = await fetch(uri, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new PictureError(PHOTO_TEXT.broken);
  return pictureOf(await decode(await response.blob()), PHOTOS.maxSide);
}

/** The first crop's result: the region scaled to PHOTOS.width × PHOTOS.height. */
export function renderMainPhoto(picture: Picture, region: Region): HTMLCanvasElement {
  return drawRegion(picture.canvas, region, { width: PHOTOS.width, height: PHOTOS.height });
}

/** The second crop's result: the square region scaled to PHOTOS.thumbSize. */
export function renderThumbnail(picture: Picture, region: Region): HTMLCanvasElement {
  return drawRegion(picture.canvas, region, { width: PHOTOS.thumbSize, height: PHOTOS.thumbSize });
}
