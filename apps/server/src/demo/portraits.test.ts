import { PHOTOS } from '@iskra/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EARS_VISIBLE } from './portrait-hair.ts';
import { createLook, MAX_PORTRAITS, portraitSvgs, renderPortrait } from './portraits.ts';

const subjects = Array.from({ length: 60 }, (_, i) => ({
  seed: `test-${i}`,
  gender: (i % 2 ? 2 : 1) as 1 | 2,
  age: 18 + (i % 48),
}));

describe('portraits', () => {
  it('draws the same pictures for the same seed and different ones for another seed', () => {
    const subject = { seed: 'same', gender: 2 as const, age: 30 };
    expect(portraitSvgs(subject, 3)).toEqual(portraitSvgs(subject, 3));
    expect(portraitSvgs({ ...subject, seed: 'other' }, 1)).not.toEqual(portraitSvgs(subject, 1));
  });

  it('gives each person up to four distinct pictures', () => {
    for (const subject of subjects.slice(0, 10)) {
      const svgs = portraitSvgs(subject, 4);
      expect(svgs).toHaveLength(4);
      expect(new Set(svgs).size).toBe(4);
    }
    expect(portraitSvgs(subjects[0] ?? { seed: 'x', gender: 1, age: 20 }, 99)).toHaveLength(MAX_PORTRAITS);
  });

  it('varies hair, skin and accessories across people, by gender', () => {
    const looks = subjects.map(createLook);
    const men = looks.filter((l) => l.gender === 1);
    const women = looks.filter((l) => l.gender === 2);
    expect(new Set(men.map((l) => l.hairStyle)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(women.map((l) => l.hairStyle)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(looks.map((l) => l.skin.base)).size).toBeGreaterThanOrEqual(4);
    expect(men.some((l) => l.beard !== 'none')).toBe(true);
    expect(women.every((l) => l.beard === 'none')).toBe(true);
    expect(looks.some((l) => l.glasses !== 'none')).toBe(true);
    // Earrings only where the hair leaves the ears visible.
    for (const look of women)
      if (look.earrings !== 'none') expect(EARS_VISIBLE.has(look.hairStyle)).toBe(true);
    expect(new Set(women.map((l) => l.hairStyle)).has('manBun')).toBe(false);
  });

  it('renders a portrait to the stored 640×800, 200×200 and blurred JPEG variants', async () => {
    const [svg] = portraitSvgs({ seed: 'render', gender: 1, age: 35 }, 1);
    const variants = await renderPortrait(svg ?? '');
    const full = await sharp(variants.full).metadata();
    const thumb = await sharp(variants.thumb).metadata();
    expect([full.format, full.width, full.height]).toEqual(['jpeg', PHOTOS.width, PHOTOS.height]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', PHOTOS.thumbSize, PHOTOS.thumbSize]);
    // A real picture, not a flat fill: the face and the backdrop differ.
    const stats = await sharp(variants.full).stats();
    expect(stats.channels.every((c) => c.stdev > 15)).toBe(true);
  });
});
