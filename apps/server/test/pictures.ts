/**
 * Test pictures made with sharp: plain colours, a sideways camera photo with EXIF and GPS, and
 * a pixel reader to check what came out.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';

export type Colour = { r: number; g: number; b: number };
export const RED: Colour = { r: 220, g: 20, b: 20 };
export const GREEN: Colour = { r: 20, g: 200, b: 20 };
export const BLUE: Colour = { r: 20, g: 20, b: 220 };

/** A width×height picture of one colour, to be encoded (.jpeg(), .png()…). */
export const solid = (width: number, height: number, background: Colour) =>
  sharp({ create: { width, height, channels: 3, background } });

export const jpeg = (width = 400, height = 500, colour = RED) =>
  solid(width, height, colour).jpeg().toBuffer();
export const png = (width = 400, height = 500, colour = BLUE) =>
  solid(width, height, colour).png().toBuffer();

/** The camera written into sidewaysJpegWithGps(): none of it may survive processing. */
export const TEST_CAMERA = { make: 'TestCam', model: 'Secret Model' } as const;

/**
 * A 400×200 picture stored sideways (EXIF orientation 6: shown turned 90° clockwise), red left
 * half and blue right half, with camera EXIF and a GPS position. Upright it is red on top and
 * blue below.
 */
export async function sidewaysJpegWithGps(): Promise<Buffer> {
  const blueHalf = await solid(200, 200, BLUE).png().toBuffer();
  return solid(400, 200, RED)
    .composite([{ input: blueHalf, left: 200, top: 0 }])
    .jpeg()
    .withExif({
      IFD0: { Make: TEST_CAMERA.make, Model: TEST_CAMERA.model, Copyright: 'Someone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '55/1 45/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '37/1 37/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A processed picture keeps no EXIF, GPS, orientation, XMP, IPTC or ICC metadata. */
export async function expectNoMetadata(picture: Buffer): Promise<void> {
  const meta = await sharp(picture).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  const bytes = picture.toString('latin1');
  expect(bytes).not.toContain('Exif');
  expect(bytes).not.toContain(TEST_CAMERA.model);
  expect(bytes).not.toContain(TEST_CAMERA.make);
}

/**
 * The 640×800 full variant of sidewaysJpegWithGps() was turned upright before cropping: red on
 * top, blue below (unrotated, a centre crop would be red on the left and blue on the right).
 */
export async function expectUprightSideways(full: Buffer): Promise<void> {
  const topRight = await pixel(full, 560, 80);
  const bottomLeft = await pixel(full, 80, 720);
  expect(topRight.r).toBeGreaterThan(150);
  expect(topRight.b).toBeLessThan(100);
  expect(bottomLeft.b).toBeGreaterThan(150);
  expect(bottomLeft.r).toBeLessThan(100);
}

/** The colour of one pixel of an encoded picture. */
export async function pixel(picture: Buffer, x: number, y: number): Promise<Colour> {
  const { data, info } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return { r: data[i] ?? 0, g: data[i + 1] ?? 0, b: data[i + 2] ?? 0 };
}

/** A PNG whose header claims width×height pixels (nothing else is needed to refuse it). */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
