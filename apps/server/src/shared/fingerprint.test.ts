import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { solid } from '../../test/pictures.ts';
import { portraitSvgs } from '../demo/portraits.ts';
import { fingerprintDistance, fingerprintOf, hasDetail, PHOTO_FINGERPRINT } from './fingerprint.ts';

const portrait = (seed: string) =>
  sharp(Buffer.from(portraitSvgs({ seed, gender: 2, age: 27 }, 1)[0] ?? ''))
    .resize(640, 800)
    .jpeg({ quality: 90 })
    .toBuffer();

describe('photo fingerprints', () => {
  it('find the same picture re-encoded, resized and a little brighter, and tell others apart', async () => {
    const original = await portrait('fingerprint-anna');
    const copy = await sharp(original)
      .resize(480, 600)
      .modulate({ brightness: 1.05 })
      .jpeg({ quality: 60 })
      .toBuffer();
    const others = await Promise.all(
      ['fingerprint-olga', 'fingerprint-vera', 'fingerprint-kira'].map(portrait),
    );
    const [a, b, ...rest] = await Promise.all([original, copy, ...others].map(fingerprintOf));
    if (a === undefined || b === undefined) throw new Error('no fingerprints');
    expect(hasDetail(a)).toBe(true);
    expect(fingerprintDistance(a, b)).toBeLessThanOrEqual(PHOTO_FINGERPRINT.nearBits);
    for (const other of rest)
      expect(fingerprintDistance(a, other)).toBeGreaterThan(PHOTO_FINGERPRINT.nearBits * 2);
  });

  it('leave out flat pictures, which would all look alike', async () => {
    const flat = await solid(640, 800, { r: 200, g: 100, b: 100 }).jpeg().toBuffer();
    expect(hasDetail(await fingerprintOf(flat))).toBe(false);
  });

  it('count differing bits over the whole signed range', () => {
    expect(fingerprintDistance(-1n, 0n)).toBe(64);
    expect(fingerprintDistance(-9_223_372_036_854_775_808n, 0n)).toBe(1);
    expect(fingerprintDistance(5n, 6n)).toBe(2);
  });
});
