/**
 * Shoulders and clothing of the demo portraits, relative to the head centre (the shoulders
 * start near y = 200 and run past the bottom of the picture).
 */
import { darken, type Look, lighten, n, type Pose } from './portrait-kit.ts';

export const MALE_CLOTHING = [
  'tee',
  'vneck',
  'shirt',
  'jacket',
  'hoodie',
  'turtleneck',
  'sweater',
  'polo',
] as const;
export const FEMALE_CLOTHING = ['tee', 'scoop', 'vneck', 'blouse', 'turtleneck', 'sweater', 'shirt'] as const;

function neckHalf(look: Look): number {
  return look.gender === 1 ? 38 : 31;
}

function bodyPath(look: Look): string {
  const s = look.gender === 1 ? 268 : 226;
  const w = neckHalf(look);
  return `M${-w - 2} 188C${-w - 30} 206 ${n(-s * 0.55)} 214 ${n(-s * 0.8)} 230C${-s - 4} 244 ${-s - 14} 290 ${-s - 18} 640L${s + 18} 640C${s + 14} 290 ${s + 4} 244 ${n(s * 0.8)} 230C${n(s * 0.55)} 214 ${w + 30} 206 ${w + 2} 188Z`;
}

export function clothesDefs(pose: Pose): string {
  const c = pose.clothingColour;
  return `<linearGradient id="clothG" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${lighten(c, 0.1)}"/><stop offset="1" stop-color="${darken(c, 0.22)}"/></linearGradient>`;
}

function crew(look: Look, rim: string, depth = 238, width = 8): string {
  const w = neckHalf(look);
  return `<path d="M${-w - width} 194C${-w - 4} ${depth} ${w + 4} ${depth} ${w + width} 194Z" fill="${look.skin.base}"/><path d="M${-w - width} 196C${-w - 4} ${depth + 2} ${w + 4} ${depth + 2} ${w + width} 196" stroke="${rim}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
}

function vee(look: Look, rim: string, depth: number): string {
  const w = neckHalf(look);
  return `<path d="M${-w - 10} 194L0 ${depth}L${w + 10} 194Z" fill="${look.skin.base}"/><path d="M${-w - 10} 196L0 ${depth + 2}L${w + 10} 196" stroke="${rim}" stroke-width="6" fill="none" stroke-linejoin="round"/>`;
}

function collar(look: Look, colour: string, open: number): string {
  const w = neckHalf(look);
  const flap = (s: 1 | -1) =>
    `<path d="M${s * (w + 4)} 186L${s * (w + 40)} 232L${s * 8} ${open}L${s * (w - 4)} 212Z" fill="${colour}" stroke="${darken(colour, 0.2)}" stroke-width="2" stroke-linejoin="round"/>`;
  return flap(1) + flap(-1);
}

function buttons(from: number, count: number, colour: string): string {
  let out = '';
  for (let i = 0; i < count; i++) out += `<circle cx="0" cy="${from + i * 48}" r="4.5" fill="${colour}"/>`;
  return out;
}

function stripes(look: Look, colour: string): string {
  let lines = '';
  for (let y = 250; y < 640; y += 30) lines += `M-320 ${y}H320`;
  return `<clipPath id="bodyClip"><path d="${bodyPath(look)}"/></clipPath><path d="${lines}" stroke="${colour}" stroke-width="11" clip-path="url(#bodyClip)" opacity="0.85"/>`;
}

function folds(look: Look, colour: string): string {
  const s = look.gender === 1 ? 268 : 226;
  return `<path d="M${n(-s * 0.66)} 250Q${n(-s * 0.74)} 420 ${n(-s * 0.72)} 640M${n(s * 0.66)} 250Q${n(s * 0.74)} 420 ${n(s * 0.72)} 640" stroke="${darken(colour, 0.3)}" stroke-opacity="0.35" stroke-width="5" fill="none"/>`;
}

export function clothes(look: Look, pose: Pose): string {
  const c = pose.clothingColour;
  const rim = darken(c, 0.25);
  const w = neckHalf(look);
  const body = `<path d="${bodyPath(look)}" fill="url(#clothG)"/>`;
  const striped = pose.stripes ? stripes(look, pose.accentColour) : '';
  let detail: string;
  switch (pose.clothing) {
    case 'vneck':
      detail = vee(look, rim, 282);
      break;
    case 'scoop':
      detail = crew(look, rim, 292, 22);
      break;
    case 'shirt':
      detail = `${vee(look, rim, 268)}${collar(look, lighten(c, 0.15), 268)}<path d="M0 268V640" stroke="${rim}" stroke-width="3"/>${buttons(310, 6, lighten(c, 0.5))}`;
      break;
    case 'polo':
      detail = `${vee(look, rim, 252)}${collar(look, lighten(c, 0.08), 244)}<path d="M-12 252h24v70h-24z" fill="${darken(c, 0.08)}"/>${buttons(272, 2, lighten(c, 0.5))}`;
      break;
    case 'jacket': {
      const inner = pose.accentColour;
      detail = `<path d="M${-w - 30} 198L0 520L${w + 30} 198Z" fill="${inner}"/>${crew(look, darken(inner, 0.2))}<path d="M${-w - 30} 198L${-w - 52} 226L-34 430L0 520ZM${w + 30} 198L${w + 52} 226L34 430L0 520Z" fill="${darken(c, 0.12)}" stroke="${darken(c, 0.3)}" stroke-width="2"/>${buttons(560, 2, darken(c, 0.4))}`;
      break;
    }
    case 'hoodie':
      detail = `<path d="M${-w - 52} 208C${-w - 44} 176 ${w + 44} 176 ${w + 52} 208C${w + 32} 258 ${-w - 32} 258 ${-w - 52} 208Z" fill="${darken(c, 0.12)}"/>${crew(look, darken(c, 0.3), 232, 6)}<path d="M-22 246V340M22 246V330" stroke="${lighten(c, 0.6)}" stroke-width="5" stroke-linecap="round"/>`;
      break;
    case 'turtleneck':
      detail = `<path d="M${-w - 6} 138Q0 128 ${w + 6} 138L${w + 14} 214Q0 230 ${-w - 14} 214Z" fill="${lighten(c, 0.04)}"/><path d="M${-w - 8} 160Q0 168 ${w + 8} 160M${-w - 10} 182Q0 192 ${w + 10} 182M${-w - 12} 202Q0 214 ${w + 12} 202" stroke="${darken(c, 0.22)}" stroke-width="3" fill="none"/>`;
      break;
    case 'sweater':
      detail = `${crew(look, darken(c, 0.2), 236, 10)}<path d="M${-w - 10} 198C${-w - 4} 242 ${w + 4} 242 ${w + 10} 198" stroke="${darken(c, 0.3)}" stroke-width="12" stroke-dasharray="2 5" fill="none"/>`;
      break;
    case 'blouse': {
      const flap = (s: 1 | -1) =>
        `<path d="M${s * 6} 262C${s * (w + 10)} 270 ${s * (w + 44)} 246 ${s * (w + 22)} 196L${s * (w + 8)} 196C${s * (w + 2)} 232 ${s * 20} 254 ${s * 6} 262Z" fill="${lighten(pose.accentColour, 0.3)}" stroke="${darken(pose.accentColour, 0.15)}" stroke-width="2"/>`;
      detail = `${crew(look, rim, 262, 10)}${flap(1)}${flap(-1)}`;
      break;
    }
    default:
      detail = crew(look, rim);
  }
  const low = pose.clothing === 'scoop' || pose.clothing === 'vneck';
  const control = low ? 276 : 244;
  // A quadratic curve from y = 198 through this control point bottoms out halfway between them.
  const bottom = (198 + control) / 2;
  const necklace =
    pose.necklace && pose.clothing !== 'turtleneck' && pose.clothing !== 'hoodie'
      ? `<path d="M${-w - 6} 198Q0 ${control} ${w + 6} 198" stroke="#d8b25a" stroke-width="2.2" fill="none"/><circle cx="0" cy="${bottom + 5}" r="5.5" fill="#e6c46e" stroke="#b38f3e" stroke-width="1.5"/>`
      : '';
  // Necklines are drawn for a neck base at y = 196; the shoulders start 8 px higher.
  return `${body}${striped}${folds(look, c)}<g transform="translate(0 -8)">${detail}${necklace}</g>`;
}
