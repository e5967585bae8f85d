/**
 * Face, neck and accessories of the demo portraits, relative to the head centre.
 * Eyes sit on y = 0, the mouth near y = 78, the chin near y = 140.
 */
import { darken, type Look, lighten, mix, n, type Pose } from './portrait-kit.ts';

const T = -135;
const EYE_Y = 0;
const MOUTH_Y = 80;
const INK = '#2b1d17';

export function facePath(look: Look): string {
  const { faceWidth: w, jawWidth: j, chinY: c, chinWidth: cw } = look;
  return `M0 ${T}C${n(w * 0.62)} ${T} ${n(w)} ${n(T * 0.6)} ${n(w)} -15C${n(w)} 45 ${n(j + 14)} ${c - 55} ${n(j)} ${c - 35}C${n(j - 16)} ${c - 10} ${n(cw)} ${c} 0 ${c}C${n(-cw)} ${c} ${n(-j + 16)} ${c - 10} ${n(-j)} ${c - 35}C${n(-j - 14)} ${c - 55} ${n(-w)} 45 ${n(-w)} -15C${n(-w)} ${n(T * 0.6)} ${n(-w * 0.62)} ${T} 0 ${T}Z`;
}

export function neck(look: Look): string {
  const half = look.gender === 1 ? 38 : 31;
  return `<path d="M${-half} 60L${half} 60L${half + 4} 240L${-half - 4} 240Z" fill="${look.skin.base}"/><path d="M${-half} 90L${half} 90L${half} 150Q0 182 ${-half} 150Z" fill="${look.skin.shadow}"/>`;
}

export function ears(look: Look): string {
  const w = look.faceWidth;
  const ear = (s: 1 | -1) =>
    `<ellipse cx="${n(s * (w - 2))}" cy="8" rx="15" ry="25" fill="${look.skin.base}"/><path d="M${n(s * (w + 2))} -6q${s * 6} 12 0 26" stroke="${look.skin.shadow}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  return ear(1) + ear(-1);
}

/** The face with a soft side shadow (light from the upper left). */
export function face(look: Look): string {
  const d = facePath(look);
  return `<path d="${d}" fill="${look.skin.base}"/><path d="${d}" fill="url(#faceShade)"/>`;
}

export function faceDefs(look: Look): string {
  return `<linearGradient id="faceShade" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#ffffff" stop-opacity="0.10"/><stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="${look.skin.shadow}" stop-opacity="0.55"/></linearGradient><radialGradient id="blush"><stop offset="0" stop-color="${look.skin.blush}" stop-opacity="0.55"/><stop offset="1" stop-color="${look.skin.blush}" stop-opacity="0"/></radialGradient><clipPath id="faceClip"><path d="${facePath(look)}"/></clipPath>`;
}

function eyeOutline(shape: Look['eyeShape']): string {
  switch (shape) {
    case 'round':
      return 'M-17 0C-12 -13 12 -13 17 -1C12 9 -12 9 -17 0Z';
    case 'narrow':
      return 'M-18 0C-11 -9 11 -10 18 -2C11 5 -11 6 -18 0Z';
    default:
      return 'M-17 1C-11 -11 10 -12 17 -2C11 7 -11 8 -17 1Z';
  }
}

function eye(look: Look, pose: Pose, side: 1 | -1, id: string): string {
  const x = side * Math.round(look.faceWidth * 0.4);
  const shape = eyeOutline(look.eyeShape);
  const flip = side === 1 ? '' : ' scale(-1 1)';
  const transform = `translate(${x} ${EYE_Y})${flip}`;
  if (pose.expression === 'grin' && look.eyeShape === 'narrow') {
    // Smiling narrow eyes read as closed arcs.
    return `<path d="M${x - 16} ${EYE_Y + 3}Q${x} ${EYE_Y - 10} ${x + 16} ${EYE_Y + 3}" stroke="${INK}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  }
  const iris = look.eyeShape === 'narrow' ? 7.5 : 8.5;
  const gx = x + pose.gaze;
  const lash =
    look.gender === 2
      ? `<path d="M${side * 14} -3l${side * 8} -6" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`
      : '';
  return `<clipPath id="${id}"><path d="${shape}" transform="${transform}"/></clipPath><path d="${shape}" transform="${transform}" fill="#fbf8f4"/><g clip-path="url(#${id})"><circle cx="${n(gx)}" cy="${EYE_Y}" r="${iris}" fill="${look.eyeColour}"/><circle cx="${n(gx)}" cy="${EYE_Y}" r="${iris * 0.5}" fill="#1a1310"/><circle cx="${n(gx + 3)}" cy="${EYE_Y - 3}" r="2.6" fill="#ffffff"/></g><g transform="${transform}"><path d="${shape.split('C').slice(0, 2).join('C')}" stroke="${INK}" stroke-width="${look.gender === 2 ? 3.6 : 3}" fill="none" stroke-linecap="round"/></g><g transform="translate(${x} ${EYE_Y})">${lash}</g>`;
}

function brows(look: Look, pose: Pose): string {
  const x = Math.round(look.faceWidth * 0.4);
  const y = -36 - (pose.expression === 'grin' ? 3 : 0);
  const a = look.browArch;
  const colour = darken(look.hair.base, 0.15);
  const brow = (s: 1 | -1) =>
    `<path d="M${s * (x - 20)} ${y + 4}Q${s * (x - 2)} ${y - a} ${s * (x + 20)} ${y + 3}" stroke="${colour}" stroke-width="${look.browWeight}" fill="none" stroke-linecap="round"/>`;
  return brow(1) + brow(-1);
}

function nose(look: Look): string {
  const c = look.skin.shadow;
  switch (look.noseStyle) {
    case 0:
      return `<path d="M-2 12C0 26 -10 36 -8 44C-4 49 5 49 9 45" stroke="${c}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
    case 1:
      return `<path d="M-10 44Q0 51 10 44" stroke="${c}" stroke-width="3.5" fill="none" stroke-linecap="round"/><path d="M4 8Q12 28 8 40" stroke="${c}" stroke-opacity="0.6" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    default:
      return `<path d="M6 14Q4 30 12 42Q4 50 -4 46" stroke="${c}" stroke-width="3.2" fill="none" stroke-linecap="round"/><ellipse cx="-9" cy="44" rx="4" ry="2.5" fill="${c}" opacity="0.7"/>`;
  }
}

function mouth(look: Look, pose: Pose): string {
  const y = MOUTH_Y;
  const lip = look.lipColour;
  const line = darken(lip, 0.35);
  switch (pose.expression) {
    case 'grin':
      return `<clipPath id="mouthClip"><path d="M-30 ${y}C-20 ${y + 24} 20 ${y + 24} 30 ${y}C15 ${y + 5} -15 ${y + 5} -30 ${y}Z"/></clipPath><path d="M-30 ${y}C-20 ${y + 24} 20 ${y + 24} 30 ${y}C15 ${y + 5} -15 ${y + 5} -30 ${y}Z" fill="#6e2a2c"/><g clip-path="url(#mouthClip)"><rect x="-30" y="${y}" width="60" height="9" fill="#ffffff"/><ellipse cx="0" cy="${y + 22}" rx="14" ry="7" fill="#c8646a"/></g><path d="M-30 ${y}C-20 ${y + 24} 20 ${y + 24} 30 ${y}" stroke="${lip}" stroke-width="3.5" fill="none" stroke-linecap="round"/><path d="M-30 ${y}C-15 ${y + 4} 15 ${y + 4} 30 ${y}" stroke="${lip}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    case 'smile':
      if (look.gender === 2) {
        return `<path d="M-24 ${y}C-12 ${y - 6} -5 ${y - 7} 0 ${y - 3}C5 ${y - 7} 12 ${y - 6} 24 ${y}C12 ${y + 4} -12 ${y + 4} -24 ${y}Z" fill="${darken(lip, 0.08)}"/><path d="M-24 ${y}C-12 ${y + 4} 12 ${y + 4} 24 ${y}C15 ${y + 15} -15 ${y + 15} -24 ${y}Z" fill="${lip}"/><path d="M-24 ${y}C-12 ${y + 5} 12 ${y + 5} 24 ${y}" stroke="${line}" stroke-width="2" fill="none" stroke-linecap="round"/><ellipse cx="-4" cy="${y + 8}" rx="6" ry="2" fill="#ffffff" opacity="0.3"/>`;
      }
      return `<path d="M-26 ${y - 2}Q0 ${y + 16} 26 ${y - 2}" stroke="${line}" stroke-width="3.6" fill="none" stroke-linecap="round"/><path d="M-10 ${y + 12}Q0 ${y + 15} 10 ${y + 12}" stroke="${look.skin.shadow}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    default:
      if (look.gender === 2) {
        return `<path d="M-20 ${y + 2}C-10 ${y - 4} -4 ${y - 5} 0 ${y - 2}C4 ${y - 5} 10 ${y - 4} 20 ${y + 2}C10 ${y + 5} -10 ${y + 5} -20 ${y + 2}Z" fill="${darken(lip, 0.08)}"/><path d="M-20 ${y + 2}C-10 ${y + 5} 10 ${y + 5} 20 ${y + 2}C12 ${y + 14} -12 ${y + 14} -20 ${y + 2}Z" fill="${lip}"/><path d="M-20 ${y + 2}C-10 ${y + 6} 10 ${y + 6} 20 ${y + 2}" stroke="${line}" stroke-width="1.8" fill="none" stroke-linecap="round"/>`;
      }
      return `<path d="M-20 ${y + 1}Q0 ${y + 10} 20 ${y + 1}" stroke="${line}" stroke-width="3.4" fill="none" stroke-linecap="round"/><path d="M-9 ${y + 12}Q0 ${y + 14} 9 ${y + 12}" stroke="${look.skin.shadow}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`;
  }
}

function cheeks(look: Look): string {
  const x = Math.round(look.faceWidth * 0.56);
  let out = `<ellipse cx="${x}" cy="44" rx="24" ry="15" fill="url(#blush)"/><ellipse cx="${-x}" cy="44" rx="24" ry="15" fill="url(#blush)"/>`;
  if (look.freckles) {
    const spots = [
      [-52, 30],
      [-44, 38],
      [-60, 40],
      [-36, 30],
      [-50, 48],
      [52, 30],
      [44, 38],
      [60, 40],
      [36, 30],
      [50, 48],
      [-12, 26],
      [10, 24],
    ];
    out += spots
      .map(
        ([x0, y0]) =>
          `<circle cx="${x0}" cy="${y0}" r="2.2" fill="${darken(look.skin.shadow, 0.2)}" opacity="0.55"/>`,
      )
      .join('');
  }
  return out;
}

function ageLines(look: Look): string {
  if (look.age < 38) return '';
  const c = look.skin.shadow;
  let out = `<path d="M-30 58Q-40 76 -34 92M30 58Q40 76 34 92" stroke="${c}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity="${look.age > 50 ? 0.9 : 0.55}"/>`;
  if (look.age >= 48) {
    const x = Math.round(look.faceWidth * 0.4) + 22;
    out += `<path d="M-26 -66Q0 -72 26 -66M${x} -4l10 -4M${x} 4l10 4M${-x} -4l-10 -4M${-x} 4l-10 4" stroke="${c}" stroke-width="2.2" fill="none" stroke-linecap="round" opacity="0.6"/>`;
  }
  return out;
}

export interface BeardLayers {
  /** Cheeks and chin, drawn under the mouth. */
  chin: string;
  /** Drawn over the upper lip. */
  moustache: string;
}

export function beard(look: Look): BeardLayers {
  if (look.beard === 'none') return { chin: '', moustache: '' };
  const { faceWidth: w, jawWidth: j, chinY: c, chinWidth: cw } = look;
  const colour = look.hair.base;
  const y = MOUTH_Y;
  const moustache = `<path d="M-34 ${y - 2}C-26 ${y - 20} -8 ${y - 18} 0 ${y - 12}C8 ${y - 18} 26 ${y - 20} 34 ${y - 2}C22 ${y - 8} 8 ${y - 6} 0 ${y - 6}C-8 ${y - 6} -22 ${y - 8} -34 ${y - 2}Z" fill="${colour}"/>`;
  if (look.beard === 'moustache') return { chin: '', moustache };
  const drop = look.beard === 'full' ? 22 : 8;
  const outline = `M${n(w - 1)} 6C${n(w)} 50 ${n(j + 16)} ${c - 50} ${n(j + 4)} ${c - 26}C${n(j - 10)} ${c + drop - 2} ${n(cw + 8)} ${c + drop} 0 ${c + drop}C${n(-cw - 8)} ${c + drop} ${n(-j + 10)} ${c + drop - 2} ${n(-j - 4)} ${c - 26}C${n(-j - 16)} ${c - 50} ${n(-w)} 50 ${n(-w + 1)} 6L${n(-w + 14)} 6C${n(-w + 16)} 50 -48 ${y - 10} -38 ${y + 6}C-20 ${y + 22} 20 ${y + 22} 38 ${y + 6}C48 ${y - 10} ${n(w - 16)} 50 ${n(w - 14)} 6Z`;
  if (look.beard === 'stubble') {
    const tint = mix(colour, look.skin.shadow, 0.35);
    return {
      chin: `<path d="${outline}" fill="${tint}" opacity="0.38"/>`,
      moustache: `<path d="M-30 ${y - 4}Q0 ${y - 18} 30 ${y - 4}" stroke="${tint}" stroke-opacity="0.45" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    };
  }
  return {
    chin: `<path d="${outline}" fill="${colour}"/><path d="M-40 ${c - 10}Q0 ${c + drop + 6} 40 ${c - 10}" stroke="${look.hair.light}" stroke-opacity="0.35" stroke-width="3" fill="none"/>`,
    moustache,
  };
}

export function glasses(look: Look, pose: Pose): string {
  if (look.glasses === 'none' || !pose.wearsGlasses) return '';
  const x = Math.round(look.faceWidth * 0.4);
  const c = look.glassesColour;
  const lens =
    look.glasses === 'round'
      ? (cx: number) => `<circle cx="${cx}" cy="2" r="25"/>`
      : (cx: number) => `<rect x="${cx - 29}" y="-20" width="58" height="42" rx="11"/>`;
  const reach = look.glasses === 'round' ? 25 : 29;
  return `<g fill="#ffffff" fill-opacity="0.14" stroke="${c}" stroke-width="4.5">${lens(x)}${lens(-x)}</g><path d="M${-x + reach} -2Q0 -12 ${x - reach} -2M${x + reach} -4L${look.faceWidth - 2} -10M${-x - reach} -4L${-look.faceWidth + 2} -10" stroke="${c}" stroke-width="4.5" fill="none" stroke-linecap="round"/>`;
}

export function earrings(look: Look): string {
  if (look.earrings === 'none') return '';
  const x = look.faceWidth - 4;
  const c = look.earringColour;
  if (look.earrings === 'stud') {
    return `<circle cx="${x}" cy="34" r="5" fill="${c}"/><circle cx="${-x}" cy="34" r="5" fill="${c}"/><circle cx="${x - 1.5}" cy="32.5" r="1.6" fill="#ffffff" opacity="0.8"/><circle cx="${-x - 1.5}" cy="32.5" r="1.6" fill="#ffffff" opacity="0.8"/>`;
  }
  return `<g fill="none" stroke="${c}" stroke-width="3.5"><circle cx="${x}" cy="48" r="13"/><circle cx="${-x}" cy="48" r="13"/></g>`;
}

/** Skin details under any beard: the shade under the hairline, cheeks, freckles, age lines. */
export function skinDetails(look: Look): string {
  const shadow =
    look.hairStyle === 'receding' || look.hairStyle === 'buzz'
      ? ''
      : `<g clip-path="url(#faceClip)"><ellipse cx="0" cy="${T + 38}" rx="${look.faceWidth + 10}" ry="44" fill="${look.skin.shadow}" opacity="0.28"/></g>`;
  return `${shadow}${cheeks(look)}${ageLines(look)}`;
}

/** Eyes, brows, nose and mouth. */
export function features(look: Look, pose: Pose): string {
  return `${eye(look, pose, 1, 'eyeR')}${eye(look, pose, -1, 'eyeL')}${brows(look, pose)}${nose(look)}${mouth(look, pose)}`;
}

/** A soft highlight that makes skin read less flat. */
export function faceHighlight(look: Look): string {
  return `<ellipse cx="${n(-look.faceWidth * 0.45)}" cy="-70" rx="26" ry="16" fill="${lighten(look.skin.base, 0.5)}" opacity="0.2"/>`;
}
