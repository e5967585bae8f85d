import { describe, expect, it } from 'vitest';
import { blurImageKey, imageKeys, newBlurKey, newFileKey, variantKeys } from './image-keys.ts';

describe('storage keys', () => {
  it('names the full picture and thumbnail under images/{fileKey}/, the preview under its own key', () => {
    expect(imageKeys('abc')).toEqual({ full: 'images/abc/full.jpg', thumb: 'images/abc/thumb.jpg' });
    expect(blurImageKey('xyz')).toBe('blurs/xyz/blur.jpg');
    expect(variantKeys({ fileKey: 'abc', blurKey: 'xyz' })).toEqual({
      full: 'images/abc/full.jpg',
      thumb: 'images/abc/thumb.jpg',
      blur: 'blurs/xyz/blur.jpg',
    });
  });

  it('keeps the stored key of a preview made before blur keys existed', () => {
    expect(blurImageKey('images/abc/blur.jpg')).toBe('images/abc/blur.jpg');
  });

  it('makes unique, URL-safe file and blur keys of at least 128 bits', () => {
    const keys = new Set(Array.from({ length: 1000 }, (_, i) => (i % 2 ? newFileKey() : newBlurKey())));
    expect(keys.size).toBe(1000);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(key, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    }
  });
});
