/**
 * Illustrated portraits for the demo community: a stylised person on a soft backdrop, drawn
 * as SVG and rasterised with sharp. No photographs are downloaded or bundled. The same seed
 * always gives the same person and the same pictures.
 */
import { PHOTOS } from '@iskra/contract';
import sharp from 'sharp';
import { type ImageVariants, variantsOf } from '../features/photos/variants.ts';
import { BACKDROP_KINDS, type BackdropKind, backdrop } from './portrait-backdrops.ts';
import { clothes, clothesDefs, FEMALE_CLOTHING, MALE_CLOTHING } from './portrait-clothes.ts';
import {
  beard,
  earrings,
  ears,
  face,
  faceDefs,
  faceHighlight,
  features,
  glasses,
  neck,
  skinDetails,
} from './portrait-face.ts';
import { EARS_VISIBLE, hairLayers } from './portrait-hair.ts';
import {
  type Beard,
  CLOTHING_COLOURS,
  darken,
  EYE_COLOURS,
  type EyeShape,
  type FemaleHair,
  GREY_HAIR,
  HAIR_COLOURS,
  type HairColour,
  LIPSTICKS,
  type Look,
  type MaleHair,
  mix,
  n,
  type Pose,
  SALT_PEPPER_HAIR,
  SKINS,
} from './portrait-kit.ts';
import { Random } from './random.ts';

export interface PortraitSubject {
  /** Any stable text; the same seed draws the same person. */
  seed: string;
  gender: 1 | 2;
  age: number;
}

export const MAX_PORTRAITS = BACKDROP_KINDS.length;

function hairColour(rng: Random, gender: 1 | 2, age: number): HairColour {
  const greyChance = gender === 1 ? (age - 42) / 28 : (age - 50) / 40;
  if (rng.chance(greyChance)) return rng.chance(0.5) ? SALT_PEPPER_HAIR : GREY_HAIR;
  return rng.weighted(HAIR_COLOURS);
}

function maleHair(rng: Random, age: number): MaleHair {
  return rng.weighted<MaleHair>([
    ['short', 3],
    ['sidePart', 3],
    ['quiff', age < 45 ? 2 : 0.5],
    ['buzz', 2],
    ['curlyShort', 1.3],
    ['messy', age < 40 ? 1.6 : 0.4],
    ['manBun', age < 40 ? 0.6 : 0],
    ['receding', age >= 36 ? (age - 30) / 8 : 0],
  ]);
}

function femaleHair(rng: Random, age: number): FemaleHair {
  return rng.weighted<FemaleHair>([
    ['longStraight', 3],
    ['longWavy', 3],
    ['bob', age > 35 ? 2.5 : 1.5],
    ['bun', 1.5],
    ['ponytail', age < 45 ? 1.5 : 0.5],
    ['curly', 1],
    ['pixie', age > 35 ? 1.2 : 0.6],
    ['bangs', 1.5],
    ['braid', age < 40 ? 0.8 : 0.2],
  ]);
}

/** The person behind every picture of one profile. */
export function createLook(subject: PortraitSubject): Look {
  const rng = new Random(`look:${subject.seed}`);
  const { gender, age } = subject;
  const man = gender === 1;
  const skin = rng.weighted(SKINS);
  const hair = hairColour(rng, gender, age);
  const hairStyle = man ? maleHair(rng, age) : femaleHair(rng, age);
  const beardStyle: Beard = man
    ? rng.weighted<Beard>([
        ['none', 45],
        ['stubble', 25],
        ['short', age < 21 ? 0 : 15],
        ['full', age < 23 ? 0 : 8],
        ['moustache', age < 30 ? 1 : 5],
      ])
    : 'none';
  const faceWidth = man ? rng.range(100, 108) : rng.range(94, 101);
  const glassesKind = rng.chance(0.1 + Math.max(0, age - 35) / 120)
    ? rng.pick(['round', 'square'] as const)
    : 'none';
  const earringsKind =
    !man && EARS_VISIBLE.has(hairStyle) && rng.chance(0.75) ? rng.pick(['stud', 'hoop'] as const) : 'none';
  const lipColour = man
    ? darken(skin.lip, 0.05)
    : rng.chance(0.5)
      ? rng.pick(LIPSTICKS)
      : mix(skin.lip, '#d0607a', 0.3);
  return {
    gender,
    age,
    skin,
    hair,
    hairStyle,
    hairFlip: rng.chance(0.5),
    beard: beardStyle,
    eyeColour: rng.weighted(EYE_COLOURS),
    eyeShape: rng.weighted<EyeShape>([
      ['almond', 5],
      ['round', 3],
      ['narrow', 2],
    ]),
    browWeight: man ? rng.range(6, 8) : rng.range(4, 5.4),
    browArch: rng.range(6, 13),
    noseStyle: rng.int(0, 2),
    faceWidth,
    jawWidth: man ? rng.range(68, 84) : rng.range(58, 68),
    chinY: man ? rng.range(132, 142) : rng.range(128, 138),
    chinWidth: man ? rng.range(28, 42) : rng.range(20, 30),
    lipColour,
    glasses: glassesKind,
    glassesColour: rng.pick(['#2b2b2b', '#6b4a2f', '#9aa3ad', '#7a2433', '#1f3b5a']),
    earrings: earringsKind,
    earringColour: rng.pick(['#e0b95a', '#c9ccd1']),
    freckles: rng.chance(hair.base === '#a84a24' ? 0.45 : 0.08),
  };
}

/** One picture of the person; index 0 is the profile picture (smiling, glasses on). */
export function createPose(look: Look, subject: PortraitSubject, index: number): Pose {
  const rng = new Random(`pose:${subject.seed}:${index}`);
  const clothing = rng.pick(look.gender === 1 ? MALE_CLOTHING : FEMALE_CLOTHING);
  const clothingColour = rng.pick(CLOTHING_COLOURS);
  let accentColour: string = rng.pick(CLOTHING_COLOURS);
  if (accentColour === clothingColour) accentColour = '#f4f1ea';
  return {
    tilt: n(rng.range(-6, 6)),
    dx: n(rng.range(-28, 28)),
    scale: n(rng.range(0.97, 1.06) * 100) / 100,
    gaze: n(rng.range(-2.5, 2.5)),
    expression:
      index === 0
        ? rng.pick(['grin', 'smile', 'smile'] as const)
        : rng.pick(['grin', 'smile', 'soft'] as const),
    clothing,
    clothingColour,
    accentColour,
    stripes: (clothing === 'tee' || clothing === 'sweater') && rng.chance(0.2),
    necklace: look.gender === 2 && rng.chance(0.35),
    wearsGlasses: index === 0 || rng.chance(0.7),
  };
}

function hairGradient(look: Look): string {
  const { light, base, shade } = look.hair;
  return `<linearGradient id="hairG" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.35" stop-color="${base}"/><stop offset="1" stop-color="${shade}"/></linearGradient>`;
}

/** The SVG text of one portrait, 640×800. */
export function portraitSvg(look: Look, pose: Pose, kind: BackdropKind, seed: string): string {
  const scene = backdrop(kind, new Random(`scene:${seed}`));
  const hair = hairLayers(look);
  const whiskers = beard(look);
  const mirrored = (layer: string) => (look.hairFlip ? `<g transform="scale(-1 1)">${layer}</g>` : layer);
  const head = `rotate(${pose.tilt} 0 200)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTOS.width}" height="${PHOTOS.height}" viewBox="0 0 ${PHOTOS.width} ${PHOTOS.height}"><defs>${scene.defs}${hairGradient(look)}${faceDefs(look)}${clothesDefs(pose)}</defs>${scene.body}<g transform="translate(${n(320 + pose.dx)} 340) scale(${n(pose.scale * 1.25)})"><g transform="${head}">${mirrored(hair.back)}${neck(look)}</g>${clothes(look, pose)}<g transform="${head}">${ears(look)}${face(look)}${faceHighlight(look)}${skinDetails(look)}${whiskers.chin}${features(look, pose)}${whiskers.moustache}${mirrored(hair.front)}${glasses(look, pose)}${earrings(look)}</g></g></svg>`;
}

/** The SVG texts of `count` distinct pictures of one person (different scenes, clothes, poses). */
export function portraitSvgs(subject: PortraitSubject, count: number): string[] {
  const look = createLook(subject);
  const kinds = new Random(`scenes:${subject.seed}`).shuffle(BACKDROP_KINDS);
  const total = Math.min(count, MAX_PORTRAITS);
  const out: string[] = [];
  for (let i = 0; i < total; i++) {
    const kind = kinds[i] as BackdropKind;
    out.push(portraitSvg(look, createPose(look, subject, i), kind, `${subject.seed}:${i}`));
  }
  return out;
}

/** The stored variants (full, thumb, blur) of one portrait, rasterised straight from the SVG. */
export function renderPortrait(svg: string): Promise<ImageVariants> {
  return variantsOf(sharp(Buffer.from(svg)), { fast: true });
}
