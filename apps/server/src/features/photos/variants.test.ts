import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageKeys, makeImageVariants, newFileKey } from './variants.ts';

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/**
 * A 400×200 picture stored sideways: red left half, blue right half, EXIF orientation 6
 * (display rotated 90° clockwise), camera EXIF and a GPS position.
 */
async function sidewaysPhotoWithGps(): Promise<Buffer> {
  const half = (colour: typeof RED) =>
    sharp({ create: { width: 200, height: 200, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: RED } })
    .composite([{ input: await half(BLUE), left: 200, top: 0 }])
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Secret Model', Copyright: 'Someone' },
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

async function pixel(jpeg: Buffer, x: number, y: number) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return { r: data[i] ?? 0, g: data[i + 1] ?? 0, b: data[i + 2] ?? 0 };
}

describe('makeImageVariants', () => {
  it('the test input really carries EXIF, GPS and an orientation', async () => {
    const meta = await sharp(await sidewaysPhotoWithGps()).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.toString('latin1')).toContain('Secret Model');
    expect(meta.exif?.length).toBeGreaterThan(100);
  });

  it('produces a 640×800 full, 200×200 thumbnail and a small blurred JPEG', async () => {
    const variants = await makeImageVariants(await sidewaysPhotoWithGps());
    const full = await sharp(variants.full).metadata();
    const thumb = await sharp(variants.thumb).metadata();
    const blur = await sharp(variants.blur).metadata();
    expect([full.format, full.width, full.height]).toEqual(['jpeg', 640, 800]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', 200, 200]);
    expect(blur.format).toBe('jpeg');
    expect(blur.width).toBeLessThanOrEqual(80);
    expect(blur.height).toBeLessThanOrEqual(100);
  });

  it('leaves no EXIF, GPS, orientation, XMP, IPTC or ICC metadata in any variant', async () => {
    const variants = await makeImageVariants(await sidewaysPhotoWithGps());
    for (const buffer of [variants.full, variants.thumb, variants.blur]) {
      const meta = await sharp(buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      const bytes = buffer.toString('latin1');
      expect(bytes).not.toContain('Exif');
      expect(bytes).not.toContain('Secret Model');
      expect(bytes).not.toContain('TestCam');
    }
  });

  it('applies the EXIF rotation before cropping', async () => {
    const { full } = await makeImageVariants(await sidewaysPhotoWithGps());
    // Upright, the red half is on top and the blue half below. Unrotated, a centre crop would
    // put red on the left and blue on the right.
    const topRight = await pixel(full, 560, 80);
    const bottomLeft = await pixel(full, 80, 720);
    expect(topRight.r).toBeGreaterThan(150);
    expect(topRight.b).toBeLessThan(100);
    expect(bottomLeft.b).toBeGreaterThan(150);
    expect(bottomLeft.r).toBeLessThan(100);
  });

  it('flattens transparency onto white and accepts PNG', async () => {
    const png = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { full } = await makeImageVariants(png);
    const p = await pixel(full, 320, 400);
    expect(Math.min(p.r, p.g, p.b)).toBeGreaterThan(240);
  });

  it('takes the thumbnail from the top centre of the picture', async () => {
    // Top 40 % green, the rest black: the thumbnail's upper half must be green.
    const green = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#00c000' } })
      .png()
      .toBuffer();
    const input = await sharp({ create: { width: 640, height: 800, channels: 3, background: '#000000' } })
      .composite([{ input: green, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const { thumb } = await makeImageVariants(input);
    expect((await pixel(thumb, 100, 40)).g).toBeGreaterThan(150);
    expect((await pixel(thumb, 100, 190)).g).toBeLessThan(40);
  });

  it('makes the thumbnail from a chosen square, clamped to the picture', async () => {
    // Left half green, right half black: a crop on the right must come out black.
    const green = await sharp({ create: { width: 320, height: 800, channels: 3, background: '#00c000' } })
      .png()
      .toBuffer();
    const input = await sharp({ create: { width: 640, height: 800, channels: 3, background: '#000000' } })
      .composite([{ input: green, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const right = await makeImageVariants(input, { thumbCrop: { left: 400, top: 500, size: 200 } });
    expect((await pixel(right.thumb, 100, 100)).g).toBeLessThan(40);
    const left = await makeImageVariants(input, { thumbCrop: { left: -50, top: 700, size: 250 } });
    const meta = await sharp(left.thumb).metadata();
    expect([meta.width, meta.height]).toEqual([200, 200]);
    expect((await pixel(left.thumb, 100, 100)).g).toBeGreaterThan(150);
  });

  it('fast encoding gives the same sizes and no metadata either', async () => {
    const variants = await makeImageVariants(await sidewaysPhotoWithGps(), { fast: true });
    const full = await sharp(variants.full).metadata();
    expect([full.format, full.width, full.height, full.exif, full.orientation]).toEqual([
      'jpeg',
      640,
      800,
      undefined,
      undefined,
    ]);
    expect(variants.full.toString('latin1')).not.toContain('Secret Model');
  });

  it('rejects something that is not a picture', async () => {
    await expect(makeImageVariants(Buffer.from('not a picture'))).rejects.toThrow();
  });
});

describe('imageKeys and newFileKey', () => {
  it('names the three variants under images/{fileKey}/', () => {
    expect(imageKeys('abc')).toEqual({
      full: 'images/abc/full.jpg',
      thumb: 'images/abc/thumb.jpg',
      blur: 'images/abc/blur.jpg',
    });
  });

  it('makes unique, URL-safe keys of at least 128 bits', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => newFileKey()));
    expect(keys.size).toBe(1000);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(key, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    }
  });
});
