import { PHOTOS } from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import {
  fitWithin,
  hasSize,
  initialAspectBox,
  initialMainCrop,
  initialThumbCrop,
  isLargeEnough,
  type PercentBox,
  toPixelRegion,
} from './crop-geometry.ts';

/** The box in pixels of a picture of the given size. */
function pixels(box: PercentBox, width: number, height: number) {
  return {
    x: (box.x / 100) * width,
    y: (box.y / 100) * height,
    width: (box.width / 100) * width,
    height: (box.height / 100) * height,
  };
}

describe('fitting the picked picture', () => {
  it('scales the longer side down to 1024 px and keeps the proportions', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 1024, height: 768 });
    expect(fitWithin({ width: 3000, height: 4000 })).toEqual({ width: 768, height: 1024 });
    expect(fitWithin({ width: 2048, height: 2048 })).toEqual({ width: 1024, height: 1024 });
  });

  it('never scales a picture up', () => {
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 1024, height: 10 })).toEqual({ width: 1024, height: 10 });
  });

  it('needs at least the minimum crop of 100 × 120', () => {
    expect(isLargeEnough({ width: 100, height: 120 })).toBe(true);
    expect(isLargeEnough({ width: 99, height: 500 })).toBe(false);
    expect(isLargeEnough({ width: 500, height: 119 })).toBe(false);
  });
});

describe('the first crop', () => {
  it('starts as a centred box of aspect 0.8 and half the width', () => {
    const box = pixels(initialMainCrop({ width: 1000, height: 800 }), 1000, 800);
    expect(box.width).toBeCloseTo(500);
    expect(box.height).toBeCloseTo(625);
    expect(box.width / box.height).toBeCloseTo(PHOTOS.cropAspect);
    expect(box.x).toBeCloseTo(250);
    expect(box.y).toBeCloseTo(87.5);
  });

  it('shrinks to the picture height for a wide, low picture, keeping the aspect', () => {
    const box = pixels(initialMainCrop({ width: 1024, height: 300 }), 1024, 300);
    expect(box.height).toBeCloseTo(300);
    expect(box.width).toBeCloseTo(240);
    expect(box.y).toBeCloseTo(0);
    expect(box.x).toBeCloseTo(392);
  });

  it('works for any aspect and share', () => {
    const box = pixels(initialAspectBox({ width: 400, height: 400 }, 2, 100), 400, 400);
    expect(box).toEqual({ x: 0, y: 100, width: 400, height: 200 });
  });
});

describe('the thumbnail crop', () => {
  it('starts as the largest circle at the top of a portrait (where the face is)', () => {
    const box = pixels(initialThumbCrop({ width: 320, height: 400 }), 320, 400);
    expect(box).toEqual({ x: 0, y: 0, width: 320, height: 320 });
  });

  it('centres on 40 % of the height when a tall picture leaves room above', () => {
    const box = pixels(initialThumbCrop({ width: 200, height: 800 }), 200, 800);
    expect(box.y).toBeCloseTo(220, 6);
    expect(box).toMatchObject({ x: 0, width: 200, height: 200 });
  });

  it('takes the full height of a landscape picture, centred across', () => {
    const box = pixels(initialThumbCrop({ width: 600, height: 300 }), 600, 300);
    expect(box).toEqual({ x: 150, y: 0, width: 300, height: 300 });
  });
});

describe('crops', () => {
  it('have a size only with a width and a height', () => {
    expect(hasSize(null)).toBe(false);
    expect(hasSize(undefined)).toBe(false);
    expect(hasSize({ width: 0, height: 10 })).toBe(false);
    expect(hasSize({ width: 10, height: 0 })).toBe(false);
    expect(hasSize({ width: 0.5, height: 0.5 })).toBe(true);
  });

  it('turn into whole pixels inside the picture', () => {
    const crop: PercentBox = { unit: '%', x: 25, y: 10, width: 50, height: 62.5 };
    expect(toPixelRegion(crop, { width: 1000, height: 1000 })).toEqual({
      x: 250,
      y: 100,
      width: 500,
      height: 625,
    });
    const outside: PercentBox = { unit: '%', x: 90, y: 95, width: 40, height: 40 };
    expect(toPixelRegion(outside, { width: 100, height: 100 })).toEqual({
      x: 90,
      y: 95,
      width: 10,
      height: 5,
    });
  });
});
