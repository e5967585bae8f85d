/**
 * A perceptual fingerprint of a picture (a difference hash): the picture in 9×8 shades of grey,
 * each bit telling whether a pixel is brighter than its right neighbour. Re-encoding, resizing
 * or slight colour changes keep most bits; another picture differs in about half of them. Two
 * fingerprints are compared by the number of differing bits (PHOTO_FINGERPRINT.nearBits).
 */
import sharp from 'sharp';

export const PHOTO_FINGERPRINT = {
  /** At most this many differing bits of 64: the same picture, re-encoded or resized. */
  nearBits: 6,
  /**
   * A fingerprint with fewer than this many bits set, or more than 64 minus it, is of a
   * picture with too little detail (a flat fill) to tell it from others of its kind.
   */
  minDetailBits: 8,
} as const;

/** The fingerprint as a signed 64-bit integer (how PostgreSQL's bigint stores it). */
export async function fingerprintOf(picture: Buffer): Promise<bigint> {
  const pixels = await sharp(picture).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let bits = 0n;
  for (let row = 0; row < 8; row += 1) {
    for (let column = 0; column < 8; column += 1) {
      const left = pixels[row * 9 + column] ?? 0;
      const right = pixels[row * 9 + column + 1] ?? 0;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, bits);
}

/** Differing bits of two fingerprints. */
export function fingerprintDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x > 0n) {
    count += Number(x & 1n);
    x >>= 1n;
  }
  return count;
}

/** Whether a fingerprint carries enough detail to be compared with others. */
export function hasDetail(fingerprint: bigint): boolean {
  const set = fingerprintDistance(fingerprint, 0n);
  return set >= PHOTO_FINGERPRINT.minDetailBits && set <= 64 - PHOTO_FINGERPRINT.minDetailBits;
}
