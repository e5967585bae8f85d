import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectNoMetadata } from '../../../test/pictures.ts';
import { portraitSvgs } from '../../demo/portraits.ts';
import { Random } from '../../demo/random.ts';
import { drawPreview, PREVIEW_HEIGHT, PREVIEW_WIDTH, type PreviewRandom } from './preview.ts';
import { variantsOf } from './variants.ts';

/** A seeded source for the preview, so the test sees the same pictures on every run. */
function seeded(seed: string): PreviewRandom {
  const rng = new Random(seed);
  return () => rng.next();
}

/** The preview as the server made it before: the clear picture shrunk and blurred. */
function photoDerivedPreview(full: Buffer): Promise<Buffer> {
  return sharp(full)
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT)
    .blur(6)
    .jpeg({ quality: 70, mozjpeg: true })
    .toBuffer();
}

/** Pixels of a picture as one vector, after bringing it to `width`×`height` RGB. */
async function pixels(
  picture: Buffer,
  width = PREVIEW_WIDTH,
  height = PREVIEW_HEIGHT,
): Promise<Float64Array> {
  const data = await sharp(picture).resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  return Float64Array.from(data);
}

async function meanColour(picture: Buffer): Promise<Float64Array> {
  const { channels } = await sharp(picture).stats();
  return Float64Array.from(channels.slice(0, 3).map((c) => c.mean));
}

function distance(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += ((a[i] ?? 0) - (b[i] ?? 0)) ** 2;
  return sum;
}

/**
 * An attacker's way to compare a preview with a candidate's clear picture: both are turned into
 * a vector (the candidate's from their clear picture, the preview's from itself) and the
 * candidate nearest to the preview is the guess.
 */
interface Attack {
  name: string;
  fromClear(full: Buffer, index: number): Promise<Float64Array>;
  fromPreview(preview: Buffer): Promise<Float64Array>;
}

const ATTACKS: Attack[] = [
  {
    name: 'recompute the old blurred preview from every clear picture',
    fromClear: async (full) => pixels(await photoDerivedPreview(full)),
    fromPreview: (preview) => pixels(preview),
  },
  {
    name: 'run the current preview drawing on every clear picture',
    fromClear: async (full, i) =>
      pixels((await variantsOf(sharp(full), { previewRandom: seeded(`again:${i}`) })).blur),
    fromPreview: (preview) => pixels(preview),
  },
  {
    name: 'compare the coarse layout (4×5 averages)',
    fromClear: (full) => pixels(full, 4, 5),
    fromPreview: (preview) => pixels(preview, 4, 5),
  },
  {
    name: 'compare the average colour',
    fromClear: (full) => meanColour(full),
    fromPreview: (preview) => meanColour(preview),
  },
];

/** How many previews the attack matches to their own person (nearest candidate). */
async function hits(attack: Attack, clear: readonly Buffer[], previews: readonly Buffer[]): Promise<number> {
  const candidates = await Promise.all(clear.map((full, i) => attack.fromClear(full, i)));
  let found = 0;
  for (const [target, preview] of previews.entries()) {
    const seen = await attack.fromPreview(preview);
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const [candidate, vector] of candidates.entries()) {
      const d = distance(seen, vector);
      if (d < bestDistance) [best, bestDistance] = [candidate, d];
    }
    if (best === target) found += 1;
  }
  return found;
}

/** Similar people: women of 26–29, one portrait each, drawn the way the demo seed draws them. */
const PEOPLE = 40;

describe('the preview a free user sees for a hidden person', () => {
  it('is a small JPEG without metadata, different on every drawing', async () => {
    const [a, b] = await Promise.all([drawPreview(), drawPreview()]);
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', PREVIEW_WIDTH, PREVIEW_HEIGHT]);
    await expectNoMetadata(a);
    expect(a.equals(b)).toBe(false);
  });

  it('looks like a soft portrait, not a flat fill', async () => {
    const { channels } = await sharp(await drawPreview(seeded('look'))).stats();
    expect(channels.some((c) => c.stdev > 10)).toBe(true);
  });

  it('cannot be matched to the right person among similar portraits better than by chance', async () => {
    const pictures = await Promise.all(
      Array.from({ length: PEOPLE }, async (_, i) => {
        const [svg] = portraitSvgs({ seed: `lookalike-${i}`, gender: 2, age: 26 + (i % 4) }, 1);
        return variantsOf(sharp(Buffer.from(svg ?? '')), {
          fast: true,
          previewRandom: seeded(`preview:${i}`),
        });
      }),
    );
    const clear = pictures.map((p) => p.full);
    const [recompute, ...others] = ATTACKS as [Attack, ...Attack[]];

    // The attack works: against previews made from the pictures it finds (nearly) everyone.
    const old = await Promise.all(clear.map(photoDerivedPreview));
    expect(await hits(recompute, clear, old)).toBeGreaterThanOrEqual(PEOPLE - 2);

    // Against the served previews every way of comparing is a blind guess: one hit in 40 is
    // expected, and more than 6 of 40 would happen by chance less than once in a thousand runs.
    const previews = pictures.map((p) => p.blur);
    for (const attack of [recompute, ...others]) {
      expect(await hits(attack, clear, previews), attack.name).toBeLessThanOrEqual(6);
    }
  }, 60_000);
});
