import type { Image } from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import { hasProfilePhoto, isPhotoPromoDue, slotsOf } from './profile-photo.ts';

function image(id: string, profile = false): Image {
  return { id, uri: `/media/${id}.jpg`, thumbnailUri: `/media/${id}-t.jpg`, profile };
}

describe('photo slots', () => {
  it('are an empty avatar slot and five empty extra slots without photos', () => {
    expect(slotsOf([])).toEqual({ main: null, extras: [null, null, null, null, null] });
  });

  it('put the profile photo in the avatar slot and the rest in order', () => {
    const images = [image('a', true), image('b'), image('c')];
    expect(slotsOf(images)).toEqual({ main: images[0], extras: [images[1], images[2], null, null, null] });
  });

  it('find the profile photo wherever it is listed', () => {
    const images = [image('b'), image('a', true)];
    expect(slotsOf(images).main).toBe(images[1]);
    expect(slotsOf(images).extras[0]).toBe(images[0]);
  });

  it('leave the avatar slot empty when no photo is the profile photo', () => {
    const images = [image('b'), image('c')];
    expect(slotsOf(images)).toEqual({ main: null, extras: [images[0], images[1], null, null, null] });
  });
});

describe('the photo promo', () => {
  it('is due without a profile photo and without its cookie', () => {
    expect(isPhotoPromoDue([], null)).toBe(true);
    expect(isPhotoPromoDue([image('b')], null)).toBe(true);
  });

  it('is not due with a profile photo or once its cookie is set', () => {
    expect(isPhotoPromoDue([image('a', true)], null)).toBe(false);
    expect(isPhotoPromoDue([], '1')).toBe(false);
    expect(hasProfilePhoto([image('b'), image('a', true)])).toBe(true);
  });
});
