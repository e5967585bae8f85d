/**
 * Shared pieces of the illustrated demo portraits: colour helpers, palettes and the types that
 * describe a person (look) and one picture of them (pose). Everything is drawn in SVG with the
 * head centre at (0, 0); the face is about 190 px wide, the chin near y = 140.
 */

export interface Skin {
  base: string;
  shadow: string;
  blush: string;
  lip: string;
}

export interface HairColour {
  base: string;
  shade: string;
  light: string;
}

export type MaleHair =
  | 'short'
  | 'sidePart'
  | 'quiff'
  | 'buzz'
  | 'curlyShort'
  | 'receding'
  | 'manBun'
  | 'messy';
export type FemaleHair =
  | 'longStraight'
  | 'longWavy'
  | 'bob'
  | 'bun'
  | 'ponytail'
  | 'curly'
  | 'pixie'
  | 'bangs'
  | 'braid';
export type HairStyle = MaleHair | FemaleHair;
export type Beard = 'none' | 'stubble' | 'short' | 'full' | 'moustache';
export type EyeShape = 'almond' | 'round' | 'narrow';
export type Expression = 'grin' | 'smile' | 'soft';
export type Glasses = 'none' | 'round' | 'square';

/** The person: stays the same on every picture of one profile. */
export interface Look {
  gender: 1 | 2;
  age: number;
  skin: Skin;
  hair: HairColour;
  hairStyle: HairStyle;
  /** Mirror the hair (side of the part or fringe). */
  hairFlip: boolean;
  beard: Beard;
  eyeColour: string;
  eyeShape: EyeShape;
  browWeight: number;
  browArch: number;
  noseStyle: number;
  /** Half width of the face at the cheekbones. */
  faceWidth: number;
  /** Half width of the jaw. */
  jawWidth: number;
  chinY: number;
  chinWidth: number;
  lipColour: string;
  glasses: Glasses;
  glassesColour: string;
  earrings: 'none' | 'stud' | 'hoop';
  earringColour: string;
  freckles: boolean;
}

/** One picture of the person. */
export interface Pose {
  tilt: number;
  dx: number;
  scale: number;
  gaze: number;
  expression: Expression;
  clothing: string;
  clothingColour: string;
  accentColour: string;
  stripes: boolean;
  necklace: boolean;
  /** Glasses worn on this picture (when the person has glasses). */
  wearsGlasses: boolean;
}

function parse(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function format([r, g, b]: [number, number, number]): string {
  const h = (n: number) =>
    Math.round(Math.max(0, Math.min(255, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}

/** Linear mix of two #rrggbb colours, t = 0 gives a. */
export function mix(a: string, b: string, t: number): string {
  const ca = parse(a);
  const cb = parse(b);
  return format([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

export const darken = (c: string, t: number) => mix(c, '#000000', t);
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

/** Rounds coordinates so the SVG text stays short. */
export const n = (v: number) => Math.round(v * 10) / 10;

export const SKINS: readonly (readonly [Skin, number])[] = [
  [{ base: '#f6dcc8', shadow: '#e2b9a0', blush: '#f2a19a', lip: '#d98880' }, 3],
  [{ base: '#f1d0b5', shadow: '#d9ab8c', blush: '#ee9a8c', lip: '#cf7e74' }, 4],
  [{ base: '#eac3a2', shadow: '#cf9f7d', blush: '#e58f7f', lip: '#c4736a' }, 4],
  [{ base: '#e3b58f', shadow: '#c48f6b', blush: '#dc8470', lip: '#b86a5e' }, 3],
  [{ base: '#d6a47c', shadow: '#b57f5a', blush: '#cf7864', lip: '#a85f55' }, 2],
  [{ base: '#c18b63', shadow: '#9c6947', blush: '#bd6a58', lip: '#96544a' }, 1],
  [{ base: '#a06b48', shadow: '#7e5034', blush: '#a1564a', lip: '#7e4339' }, 0.5],
];

export const HAIR_COLOURS: readonly (readonly [HairColour, number])[] = [
  [{ base: '#2a211c', shade: '#17110e', light: '#4a3a30' }, 3],
  [{ base: '#3f2c20', shade: '#261a12', light: '#62463a' }, 4],
  [{ base: '#5c3d28', shade: '#3b2618', light: '#85603f' }, 4],
  [{ base: '#7a4a2a', shade: '#552f18', light: '#a26a40' }, 2],
  [{ base: '#8c5a3a', shade: '#613a22', light: '#b78259' }, 2],
  [{ base: '#a97f52', shade: '#7d5a36', light: '#d0a878' }, 2],
  [{ base: '#d1ab72', shade: '#a8844f', light: '#ecd09a' }, 2],
  [{ base: '#e4cfa0', shade: '#bfa572', light: '#f6e8c4' }, 1],
  [{ base: '#a84a24', shade: '#7a3216', light: '#d06e3c' }, 1],
];

export const GREY_HAIR: HairColour = { base: '#a7a4a0', shade: '#7d7a77', light: '#d4d2ce' };
export const SALT_PEPPER_HAIR: HairColour = { base: '#6e6863', shade: '#4b4642', light: '#a39d97' };

export const EYE_COLOURS: readonly (readonly [string, number])[] = [
  ['#4a2f1d', 4],
  ['#6b4426', 3],
  ['#7a6a36', 2],
  ['#4f7a4c', 2],
  ['#4a7aa8', 3],
  ['#6f8797', 2],
];

export const CLOTHING_COLOURS = [
  '#2f4b7c',
  '#3d6b5a',
  '#8e3b46',
  '#d9a441',
  '#f2efe9',
  '#3a3a40',
  '#6a4c93',
  '#c8664b',
  '#5b8db8',
  '#7f8f5a',
  '#e7b7c8',
  '#1f6f78',
  '#b9c4d0',
  '#a0522d',
  '#f4d6a0',
  '#c94f6d',
] as const;

export const LIPSTICKS = ['#c2445a', '#b34d5e', '#d4626e', '#a63d4f', '#cf7a7a'] as const;
