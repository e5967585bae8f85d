import { PHOTOS } from '@iskra/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  expectNoMetadata,
  expectUprightSideways,
  pixel,
  RED,
  sidewaysJpegWithGps,
  solid,
  TEST_CAMERA,
} from '../../../test/pictures.ts';
import { inspectPicture, makeImageVariants, makeThumbnail, sniffFormat } from './variants.ts';

describe('makeImageVariants', () => {
  it('the test input really carries EXIF, GPS and an orientation', async () => {
    const meta = await sharp(await sidewaysJpegWithGps()).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.toString('latin1')).toContain(TEST_CAMERA.model);
    expect(meta.exif?.length).toBeGreaterThan(100);
  });

  it('produces a 640×800 full, 200×200 thumbnail and a small blurred JPEG', async () => {
    const variants = await makeImageVariants(await sidewaysJpegWithGps());
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
    const variants = await makeImageVariants(await sidewaysJpegWithGps());
    for (const buffer of [variants.full, variants.thumb, variants.blur]) await expectNoMetadata(buffer);
  });

  it('converts a picture with a wide-gamut ICC profile to plain sRGB without a profile', async () => {
    const p3 = await solid(300, 300, RED).jpeg().withIccProfile('p3').toBuffer();
    expect((await sharp(p3).metadata()).icc).toBeDefined();
    const variants = await makeImageVariants(p3);
    for (const buffer of [variants.full, variants.thumb, variants.blur, await makeThumbnail(p3)]) {
      const meta = await sharp(buffer).metadata();
      expect(meta.icc).toBeUndefined();
      expect(meta.space).toBe('srgb');
    }
  });

  it('applies the EXIF rotation before cropping', async () => {
    const { full } = await makeImageVariants(await sidewaysJpegWithGps());
    await expectUprightSideways(full);
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
    const variants = await makeImageVariants(await sidewaysJpegWithGps(), { fast: true });
    const full = await sharp(variants.full).metadata();
    expect([full.format, full.width, full.height, full.exif, full.orientation]).toEqual([
      'jpeg',
      640,
      800,
      undefined,
      undefined,
    ]);
    expect(variants.full.toString('latin1')).not.toContain(TEST_CAMERA.model);
  });

  it('rejects something that is not a picture', async () => {
    await expect(makeImageVariants(Buffer.from('not a picture'))).rejects.toThrow();
  });
});

describe('makeThumbnail', () => {
  it('makes an upright, metadata-free square of the centre of a picture', async () => {
    // Upright the sideways photo is red on top and blue below; the thumbnail of its centre
    // square (taken after rotation) is red in its upper half and blue in its lower half.
    const thumb = await makeThumbnail(await sidewaysJpegWithGps());
    const meta = await sharp(thumb).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', PHOTOS.thumbSize, PHOTOS.thumbSize]);
    expect([meta.exif, meta.orientation, meta.icc]).toEqual([undefined, undefined, undefined]);
    expect((await pixel(thumb, 100, 40)).r).toBeGreaterThan(150);
    expect((await pixel(thumb, 100, 160)).b).toBeGreaterThan(150);
  });

  it('is used as the thumbnail variant when given', async () => {
    const green = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#00c000' } })
      .png()
      .toBuffer();
    const thumb = await makeThumbnail(green);
    const variants = await makeImageVariants(await sidewaysJpegWithGps(), { thumb });
    expect(variants.thumb).toBe(thumb);
    expect((await pixel(variants.full, 320, 80)).r).toBeGreaterThan(150);
  });
});

describe('inspectPicture', () => {
  const picture = (width: number, height: number) => solid(width, height, RED);

  it('recognises JPEG and PNG by their first bytes only', async () => {
    expect(sniffFormat(await picture(10, 10).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffFormat(await picture(10, 10).png().toBuffer())).toBe('png');
    expect(sniffFormat(await picture(10, 10).webp().toBuffer())).toBeNull();
    expect(sniffFormat(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffFormat(Buffer.alloc(0))).toBeNull();
  });

  it('accepts JPEG and PNG with their upright size', async () => {
    expect(await inspectPicture(await picture(300, 200).png().toBuffer())).toEqual({
      ok: true,
      format: 'png',
      width: 300,
      height: 200,
    });
    expect(await inspectPicture(await sidewaysJpegWithGps())).toEqual({
      ok: true,
      format: 'jpeg',
      width: 200,
      height: 400,
    });
  });

  it('names what is wrong', async () => {
    const problem = async (input: Buffer, minimum?: { width: number; height: number }) => {
      const check = await inspectPicture(input, minimum);
      return check.ok ? 'ok' : check.problem;
    };
    expect(await problem(Buffer.from('just text'))).toBe('wrongType');
    expect(await problem(await picture(200, 200).gif().toBuffer())).toBe('wrongType');
    expect(await problem(await picture(200, 200).tiff().toBuffer())).toBe('wrongType');
    expect(await problem(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]))).toBe('broken');
    // PNG signature in front of a JPEG: the magic and the decoder disagree.
    const jpeg = await picture(200, 200).jpeg().toBuffer();
    const mixed = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg]);
    expect(['wrongType', 'broken']).toContain(await problem(mixed));
    expect(await problem(await picture(99, 200).jpeg().toBuffer(), { width: 100, height: 120 })).toBe(
      'tooSmall',
    );
    expect(await problem(await picture(100, 120).jpeg().toBuffer(), { width: 100, height: 120 })).toBe('ok');
  });
});
