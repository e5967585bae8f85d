/**
 * The "blurred" preview a free user sees for a person hidden from them (liked-you, visitors,
 * their notifications). It must carry no likeness of the person: a preview computed from the
 * clear picture, however strongly blurred, is a deterministic function of it, and anyone who
 * can fetch clear pictures (discover, profiles) can recompute it for every candidate and pick
 * the nearest — which found the right person every time among dozens of similar portraits.
 *
 * So the preview is drawn from random numbers alone and never reads a pixel of the picture:
 * a soft head-and-shoulders silhouette with a random backdrop, skin, hair and clothing colour,
 * randomly shifted and scaled, heavily blurred, colour-quantised and noised. It looks like a
 * blurred portrait, and comparing it with any clear picture finds the right person no more
 * often than a blind guess (preview.test.ts repeats the attack). Being independent of the
 * picture, it is drawn once per photo and stored under its own random key (users/image-keys.ts).
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A source of uniform floats in [0, 1). */
export type PreviewRandom = () => number;

export const PREVIEW_WIDTH = 64;
export const PREVIEW_HEIGHT = 80;
const PREVIEW_QUALITY = 70;
/** The silhouette is drawn at this many times the preview size before it is blurred down. */
const DRAW_SCALE = 2;
/** Blur of the drawn scene at the drawing size: no edge survives, only soft masses. */
const DRAW_BLUR_SIGMA = 7;
/** Levels per colour channel after quantisation (a coarse poster palette). */
const LEVELS = 12;
/** Largest change of a channel by noise, each way. */
const NOISE = 10;

/**
 * The production source of the preview's randomness: floats of 48 random bits each from the
 * system's CSPRNG, read a few kilobytes at a time (a preview needs some fifteen thousand).
 */
export function cryptoRandom(): PreviewRandom {
  const chunk = 6 * 1024;
  let bytes = randomBytes(chunk);
  let at = 0;
  return () => {
    if (at + 6 > chunk) {
      bytes = randomBytes(chunk);
      at = 0;
    }
    const value = bytes.readUIntBE(at, 6) / 2 ** 48;
    at += 6;
    return value;
  };
}

/** Warm, soft backdrops in the app's palette, as pairs for a gradient. */
const BACKDROPS: readonly (readonly [string, string])[] = [
  ['#f6d7c3', '#e9b8a7'],
  ['#f3e3c7', '#d9c2a0'],
  ['#dfe7ef', '#b9c9d8'],
  ['#e6efe0', '#bfd3b4'],
  ['#f4d9e0', '#ddb3c2'],
  ['#efe1d2', '#cdb49c'],
  ['#e3dcf0', '#bfb2d9'],
  ['#f7e6c9', '#e6c38f'],
];
const SKINS = ['#f3d3bd', '#eac0a2', '#d9a784', '#c58b66', '#a56c4b', '#7f5138'];
const HAIRS = ['#2b211c', '#4a3326', '#6e4a31', '#a0703f', '#c9a063', '#8a8178', '#3a2a2a'];
const CLOTHES = ['#3d4f6b', '#7a3b3b', '#2f5d50', '#c9b8a0', '#6b5b7a', '#d9d4cc', '#30363d', '#b5654a'];

function pick<T>(random: PreviewRandom, items: readonly T[]): T {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))] as T;
}

function between(random: PreviewRandom, min: number, max: number): number {
  return min + random() * (max - min);
}

const num = (x: number) => x.toFixed(1);

/** The scene before blurring: backdrop, shoulders, neck, hair behind, face, hair on top. */
function silhouetteSvg(random: PreviewRandom): string {
  const w = PREVIEW_WIDTH * DRAW_SCALE;
  const h = PREVIEW_HEIGHT * DRAW_SCALE;
  const [top, bottom] = pick(random, BACKDROPS);
  const skin = pick(random, SKINS);
  const hair = pick(random, HAIRS);
  const cloth = pick(random, CLOTHES);
  const angle = num(between(random, 0, 360));
  // Where the head is and how big: anywhere a portrait might put it.
  const s = between(random, 0.8, 1.15);
  const cx = w / 2 + between(random, -0.14, 0.14) * w;
  const cy = h * between(random, 0.36, 0.46);
  const rx = 0.21 * w * s;
  const ry = 0.2 * h * s;
  const longHair = random() < 0.5;
  const hairBack = longHair
    ? `<rect x="${num(cx - rx * 1.25)}" y="${num(cy - ry * 0.6)}" width="${num(rx * 2.5)}" height="${num(ry * between(random, 1.6, 2.4))}" rx="${num(rx)}" fill="${hair}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="b" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#b)"/>${hairBack}<ellipse cx="${num(cx)}" cy="${num(h + ry * 0.35)}" rx="${num(rx * between(random, 2.1, 2.7))}" ry="${num(ry * 1.7)}" fill="${cloth}"/><rect x="${num(cx - rx * 0.42)}" y="${num(cy + ry * 0.6)}" width="${num(rx * 0.84)}" height="${num(ry)}" fill="${skin}"/><ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${skin}"/><ellipse cx="${num(cx)}" cy="${num(cy - ry * 0.55)}" rx="${num(rx * 1.08)}" ry="${num(ry * between(random, 0.5, 0.7))}" fill="${hair}"/></svg>`;
}

/**
 * Draws a new preview (JPEG, PREVIEW_WIDTH×PREVIEW_HEIGHT, no metadata) from `random` alone.
 * It takes no picture on purpose: nothing of the person can leak into it.
 */
export async function drawPreview(random: PreviewRandom = cryptoRandom()): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(silhouetteSvg(random)))
    .blur(DRAW_BLUR_SIGMA)
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT)
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const step = 255 / (LEVELS - 1);
  for (let i = 0; i < data.length; i++) {
    const noisy = (data[i] ?? 0) + Math.round(between(random, -NOISE, NOISE));
    data[i] = Math.max(0, Math.min(255, Math.round(Math.round(noisy / step) * step)));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .blur(0.8)
    .jpeg({ quality: PREVIEW_QUALITY, mozjpeg: true })
    .toBuffer();
}
