/**
 * Hair of the demo portraits. Each style gives a back layer (drawn behind the head, neck and
 * shoulders) and a front layer (drawn over the forehead and in front of the shoulders).
 * Coordinates are relative to the head centre; the face top is at y = -135.
 */
import { type HairStyle, type Look, n } from './portrait-kit.ts';

export interface HairLayers {
  back: string;
  front: string;
}

const T = -135;

/** Styles that leave the ears visible (earrings only make sense with these). */
export const EARS_VISIBLE: ReadonlySet<HairStyle> = new Set<HairStyle>([
  'short',
  'sidePart',
  'quiff',
  'buzz',
  'curlyShort',
  'receding',
  'manBun',
  'messy',
  'bun',
  'ponytail',
  'pixie',
]);

const fill = 'fill="url(#hairG)"';

function sheen(look: Look, d: string, width = 7): string {
  return `<path d="${d}" stroke="${look.hair.light}" stroke-opacity="0.55" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
}

function strands(look: Look, ds: readonly string[]): string {
  return ds
    .map(
      (d) =>
        `<path d="${d}" stroke="${look.hair.shade}" stroke-opacity="0.45" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
}

/** The dome over the skull from the left side to the right side (no closing). */
function dome(w: number, lift: number, sideY: number, pad: number): string {
  return `M${n(-w - pad)} ${sideY}C${n(-w - pad - 8)} ${T - lift * 0.2} ${n(-w * 0.55)} ${T - lift} 0 ${T - lift}C${n(w * 0.55)} ${T - lift} ${n(w + pad + 8)} ${T - lift * 0.2} ${n(w + pad)} ${sideY}`;
}

function circles(points: readonly (readonly [number, number, number])[], attrs: string): string {
  return points.map(([x, y, r]) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" ${attrs}/>`).join('');
}

/** Points on an ellipse arc, angles in degrees (0 = right, 270 = top). */
function arc(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  from: number,
  to: number,
  count: number,
  r: number,
) {
  const out: [number, number, number][] = [];
  for (let i = 0; i < count; i++) {
    const a = ((from + ((to - from) * i) / (count - 1)) * Math.PI) / 180;
    out.push([cx + Math.cos(a) * rx, cy + Math.sin(a) * ry, r]);
  }
  return out;
}

/** A wavy vertical edge from (x, y) downwards, as relative quadratic curves. */
function wave(amp: number, step: number, count: number): string {
  let d = '';
  for (let i = 0; i < count; i++) d += `q${n(i % 2 ? -amp : amp)} ${n(step / 2)} 0 ${n(step)}`;
  return d;
}

function longBack(w: number, length: number, wavy: boolean): string {
  const side = wavy ? wave(16, (length + 20) / 6, 6) : '';
  if (wavy) {
    return `<path d="M${n(-w - 26)} -20C${n(-w - 26)} ${T - 30} ${n(-w * 0.55)} ${T - 44} 0 ${T - 44}C${n(w * 0.55)} ${T - 44} ${n(w + 26)} ${T - 30} ${n(w + 26)} -20${side}L${n(-w - 26)} ${length}${wave(16, -(length + 20) / 6, 6)}Z" ${fill}/>`;
  }
  return `<path d="M${n(-w - 24)} -20C${n(-w - 24)} ${T - 30} ${n(-w * 0.55)} ${T - 42} 0 ${T - 42}C${n(w * 0.55)} ${T - 42} ${n(w + 24)} ${T - 30} ${n(w + 24)} -20C${n(w + 28)} 100 ${n(w + 36)} ${length - 110} ${n(w + 44)} ${length}L${n(-w - 44)} ${length}C${n(-w - 36)} ${length - 110} ${n(-w - 28)} 100 ${n(-w - 24)} -20Z" ${fill}/>`;
}

/** Locks falling beside the face and in front of the shoulders. */
function sideLocks(w: number, length: number, wavy: boolean): string {
  const lock = (s: 1 | -1) => {
    if (wavy) {
      return `<path d="M${n(s * (w + 14))} -20${wave(12 * s, (length + 20) / 5, 5)}C${n(s * (w - 10))} ${length + 10} ${n(s * (w - 4))} ${length - 30} ${n(s * (w - 4))} ${length - 60}C${n(s * (w - 12))} 120 ${n(s * (w - 6))} 40 ${n(s * (w - 4))} -20Z" ${fill}/>`;
    }
    return `<path d="M${n(s * (w + 12))} -20C${n(s * (w + 16))} 80 ${n(s * (w + 24))} ${length - 100} ${n(s * (w + 50))} ${length}C${n(s * (w + 20))} ${length + 10} ${n(s * (w - 6))} ${length - 10} ${n(s * (w - 14))} ${length - 60}C${n(s * (w - 8))} 160 ${n(s * (w - 4))} 60 ${n(s * (w - 4))} -20Z" ${fill}/>`;
  };
  return lock(1) + lock(-1);
}

/** A cap whose hairline sweeps from one temple up and down over the other side of the forehead. */
function sweptCap(w: number, lift: number, low: number): string {
  return `<path d="${dome(w, lift, 40, 12)}L${n(w - 2)} 40C${n(w - 4)} -20 ${n(w - 14)} -70 ${n(w * 0.45)} -92C${n(w * 0.1)} -106 ${n(-w * 0.3)} -100 ${n(-w * 0.58)} -72C${n(-w * 0.78)} -52 ${n(-w + 4)} ${low} ${n(-w + 2)} 40Z" ${fill}/>`;
}

function straightBangs(w: number, lift: number, sideY: number): string {
  return `<path d="${dome(w, lift, sideY, 16)}L${n(w - 2)} ${sideY}C${n(w - 4)} 0 ${n(w - 6)} -40 ${n(w - 12)} -58Q0 -46 ${n(-w + 12)} -58C${n(-w + 6)} -40 ${n(-w + 4)} 0 ${n(-w + 2)} ${sideY}Z" ${fill}/>`;
}

function tightCap(w: number, look: Look): string {
  return `<path d="${dome(w, 22, 10, 8)}L${n(w - 2)} 10C${n(w - 4)} -50 ${n(w * 0.6)} -98 0 -102C${n(-w * 0.6)} -98 ${n(-w + 4)} -50 ${n(-w + 2)} 10Z" ${fill}/>${strands(
    look,
    [
      `M${n(-w * 0.5)} -92Q${n(-w * 0.4)} ${T - 10} 0 ${T - 20}`,
      `M${n(w * 0.5)} -92Q${n(w * 0.4)} ${T - 10} 0 ${T - 20}`,
    ],
  )}${sheen(look, `M${n(-w * 0.45)} ${T - 8}Q0 ${T - 24} ${n(w * 0.4)} ${T - 6}`)}`;
}

function maleShortCap(w: number, lift: number, hairline: number): string {
  return `${dome(w, lift, -4, 2)}L${n(w - 8)} -4L${n(w - 8)} -45C${n(w - 14)} ${hairline + 8} ${n(w * 0.45)} ${hairline - 2} 0 ${hairline}C${n(-w * 0.45)} ${hairline - 2} ${n(-w + 14)} ${hairline + 8} ${n(-w + 8)} -45L${n(-w + 8)} -4Z`;
}

export function hairLayers(look: Look): HairLayers {
  const w = look.faceWidth;
  switch (look.hairStyle) {
    case 'short':
      return {
        back: '',
        front: `<path d="M${n(-w + 1)} -6C${n(-w - 6)} -40 ${n(-w - 10)} ${T + 10} ${n(-w * 0.7)} ${T - 20}C${n(-w * 0.4)} ${T - 42} ${n(w * 0.3)} ${T - 46} ${n(w * 0.7)} ${T - 26}C${n(w + 10)} ${T - 6} ${n(w + 6)} -40 ${n(w - 1)} -6L${n(w - 8)} -6L${n(w - 10)} -50C${n(w - 12)} -70 ${n(w - 22)} -84 ${n(w * 0.62)} -90L${n(w * 0.46)} -82L${n(w * 0.3)} -94L${n(w * 0.1)} -86L${n(-w * 0.1)} -98L${n(-w * 0.3)} -88L${n(-w * 0.5)} -98C${n(-w * 0.7)} -92 ${n(-w + 12)} -72 ${n(-w + 10)} -50L${n(-w + 8)} -6Z" ${fill} stroke="${look.hair.base}" stroke-width="4" stroke-linejoin="round"/>${strands(
          look,
          [
            `M${n(-w * 0.3)} ${T - 34}Q${n(w * 0.1)} ${T - 20} ${n(w * 0.2)} -96`,
            `M${n(w * 0.2)} ${T - 38}Q${n(w * 0.5)} ${T - 20} ${n(w * 0.55)} -92`,
          ],
        )}${sheen(look, `M${n(-w * 0.55)} ${T - 14}Q${n(-w * 0.1)} ${T - 36} ${n(w * 0.4)} ${T - 28}`)}`,
      };
    case 'buzz':
      return {
        back: '',
        front: `<path d="${maleShortCap(w, 12, -94)}" fill="${look.hair.base}" opacity="0.78"/>`,
      };
    case 'sidePart':
      return {
        back: '',
        front: `<path d="M${n(-w - 6)} 10C${n(-w - 16)} ${T - 10} ${n(-w * 0.6)} ${T - 42} ${n(-w * 0.1)} ${T - 44}C${n(w * 0.5)} ${T - 48} ${n(w + 18)} ${T - 14} ${n(w + 8)} 10L${n(w - 4)} 10L${n(w - 6)} -50C${n(w - 12)} -80 ${n(w * 0.5)} -86 ${n(w * 0.1)} -92C${n(-w * 0.3)} -100 ${n(-w * 0.6)} -98 ${n(-w + 6)} -62L${n(-w + 4)} 10Z" ${fill}/>${strands(
          look,
          [
            `M${n(-w * 0.36)} ${T - 40}Q${n(-w * 0.4)} ${T - 10} ${n(-w * 0.5)} -100`,
            `M${n(-w * 0.2)} ${T - 36}Q${n(w * 0.3)} ${T - 30} ${n(w * 0.8)} ${T + 10}`,
          ],
        )}${sheen(look, `M${n(-w * 0.1)} ${T - 30}Q${n(w * 0.4)} ${T - 32} ${n(w * 0.75)} ${T - 4}`)}`,
      };
    case 'quiff':
      return {
        back: '',
        front: `<path d="M${n(-w - 6)} 10C${n(-w - 12)} ${T - 10} ${n(-w * 0.6)} ${T - 38} ${n(-w * 0.25)} ${T - 50}C${n(w * 0.1)} ${T - 72} ${n(w * 0.75)} ${T - 62} ${n(w + 6)} ${T - 12}C${n(w + 12)} ${T + 40} ${n(w + 8)} -20 ${n(w + 6)} 10L${n(w - 4)} 10L${n(w - 6)} -50C${n(w - 14)} -86 ${n(w * 0.45)} -98 0 -96C${n(-w * 0.45)} -98 ${n(-w + 14)} -86 ${n(-w + 6)} -50L${n(-w + 4)} 10Z" ${fill}/>${strands(
          look,
          [
            `M${n(-w * 0.3)} ${T - 30}Q${n(w * 0.1)} ${T - 62} ${n(w * 0.7)} ${T - 40}`,
            `M${n(-w * 0.1)} ${T - 12}Q${n(w * 0.3)} ${T - 44} ${n(w * 0.8)} ${T - 20}`,
          ],
        )}${sheen(look, `M${n(-w * 0.2)} ${T - 46}Q${n(w * 0.2)} ${T - 66} ${n(w * 0.6)} ${T - 52}`)}`,
      };
    case 'messy':
      return {
        back: '',
        front: `<path d="${dome(w, 36, 10, 8)}L${n(w - 4)} 10L${n(w - 6)} -48L${n(w * 0.62)} -76L${n(w * 0.46)} -58L${n(w * 0.26)} -82L${n(w * 0.06)} -60L${n(-w * 0.14)} -84L${n(-w * 0.36)} -62L${n(-w * 0.56)} -84L${n(-w + 6)} -56L${n(-w + 4)} 10Z" ${fill} stroke="${look.hair.base}" stroke-width="6" stroke-linejoin="round"/>${sheen(look, `M${n(-w * 0.5)} ${T - 20}Q0 ${T - 36} ${n(w * 0.45)} ${T - 18}`)}`,
      };
    case 'curlyShort': {
      const top = arc(0, -38, w + 2, 104, 185, 355, 11, 25);
      const line = arc(0, -30, w - 12, 62, 215, 325, 7, 15);
      return {
        back: '',
        front: `<path d="${maleShortCap(w, 26, -90)}" fill="${look.hair.base}"/>${circles(top, `fill="${look.hair.base}"`)}${circles(line, `fill="${look.hair.base}"`)}${circles(
          top.map(([x, y]) => [x - 6, y - 8, 7] as const),
          `fill="${look.hair.light}" opacity="0.45"`,
        )}`,
      };
    }
    case 'receding': {
      const side = (s: 1 | -1) =>
        `<path d="M${n(s * (w + 6))} 10L${n(s * (w - 4))} 10L${n(s * (w - 6))} -46C${n(s * (w - 10))} -70 ${n(s * (w - 22))} -92 ${n(s * (w - 36))} -102C${n(s * (w - 8))} -112 ${n(s * (w + 12))} -84 ${n(s * (w + 10))} -40Z" ${fill}/>`;
      return {
        back: '',
        front: `${side(1)}${side(-1)}<ellipse cx="${n(-w * 0.25)}" cy="${T + 18}" rx="26" ry="12" fill="#ffffff" opacity="0.22"/>`,
      };
    }
    case 'manBun':
      return {
        back: `<circle cx="0" cy="${T - 30}" r="32" ${fill}/>`,
        front: `${tightCap(w, look)}<rect x="-20" y="${T - 12}" width="40" height="8" rx="4" fill="${look.hair.shade}"/>`,
      };
    case 'longStraight':
      return {
        back: longBack(w, 330, false),
        front: `${sweptCap(w, 40, -20)}${sideLocks(w, 320, false)}${sheen(look, `M${n(-w * 0.45)} ${T - 24}Q${n(w * 0.1)} ${T - 44} ${n(w * 0.65)} ${T - 14}`, 9)}`,
      };
    case 'longWavy':
      return {
        back: longBack(w, 320, true),
        front: `${sweptCap(w, 42, -10)}${sideLocks(w, 300, true)}${sheen(look, `M${n(-w * 0.45)} ${T - 24}Q${n(w * 0.1)} ${T - 46} ${n(w * 0.65)} ${T - 14}`, 9)}`,
      };
    case 'bangs':
      return {
        back: longBack(w, 320, false),
        front: `${straightBangs(w, 40, 40)}${sideLocks(w, 310, false)}${sheen(look, `M${n(-w * 0.5)} ${T - 22}Q0 ${T - 42} ${n(w * 0.5)} ${T - 22}`, 9)}`,
      };
    case 'bob':
      return {
        back: `<path d="M${n(-w - 28)} 0C${n(-w - 32)} ${T - 44} ${n(w + 32)} ${T - 44} ${n(w + 28)} 0C${n(w + 34)} 60 ${n(w + 30)} 112 ${n(w + 16)} 142C${n(w)} 152 ${n(w - 22)} 142 ${n(w - 28)} 126L${n(-w + 28)} 126C${n(-w + 22)} 142 ${n(-w)} 152 ${n(-w - 16)} 142C${n(-w - 30)} 112 ${n(-w - 34)} 60 ${n(-w - 28)} 0Z" ${fill}/>`,
        front: `${straightBangs(w, 42, 96)}${sheen(look, `M${n(-w * 0.5)} ${T - 24}Q0 ${T - 44} ${n(w * 0.5)} ${T - 24}`, 9)}`,
      };
    case 'pixie':
      return {
        back: '',
        front: `<path d="${dome(w, 34, 14, 8)}L${n(w - 4)} 14L${n(w - 6)} -50C${n(w - 14)} -84 ${n(w * 0.4)} -98 ${n(w * 0.05)} -92C${n(-w * 0.35)} -84 ${n(-w * 0.6)} -58 ${n(-w * 0.82)} -30C${n(-w * 0.9)} -40 ${n(-w + 2)} -46 ${n(-w + 4)} 14Z" ${fill}/>${strands(
          look,
          [`M${n(w * 0.4)} ${T - 26}Q${n(-w * 0.2)} -96 ${n(-w * 0.7)} -40`],
        )}${sheen(look, `M${n(-w * 0.4)} ${T - 20}Q${n(w * 0.1)} ${T - 36} ${n(w * 0.6)} ${T - 14}`)}`,
      };
    case 'bun':
      return {
        back: `<circle cx="0" cy="${T - 38}" r="44" ${fill}/>${sheen(look, `M-26 ${T - 58}Q0 ${T - 76} 24 ${T - 60}`, 6)}`,
        front: `${tightCap(w, look)}<path d="M${n(-w + 6)} -40q-8 40 4 80M${n(w - 6)} -40q8 40 -4 80" stroke="${look.hair.base}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
      };
    case 'ponytail':
      return {
        back: `<path d="M${n(w * 0.3)} ${T - 6}C${n(w + 70)} ${T + 10} ${n(w + 56)} 120 ${n(w + 70)} 270C${n(w + 46)} 300 ${n(w + 10)} 250 ${n(w + 16)} 150C${n(w + 18)} 60 ${n(w)} 0 ${n(w * 0.5)} ${T + 20}Z" ${fill}/>`,
        front: tightCap(w, look),
      };
    case 'curly': {
      const back = arc(0, -10, w + 34, 170, 150, 390, 17, 42);
      const top = arc(0, -36, w + 4, 118, 190, 350, 11, 28);
      const fringe = arc(0, -36, w - 18, 58, 220, 320, 6, 18);
      return {
        back: `<ellipse cx="0" cy="-10" rx="${n(w + 40)}" ry="170" fill="${look.hair.base}"/>${circles(back, `fill="${look.hair.base}"`)}${circles(
          back.map(([x, y]) => [x - 10, y - 10, 10] as const),
          `fill="${look.hair.light}" opacity="0.35"`,
        )}`,
        front: `<path d="${maleShortCap(w, 30, -92)}" fill="${look.hair.base}"/>${circles(top, `fill="${look.hair.base}"`)}${circles(fringe, `fill="${look.hair.base}"`)}${circles(
          top.map(([x, y]) => [x - 7, y - 9, 8] as const),
          `fill="${look.hair.light}" opacity="0.4"`,
        )}`,
      };
    }
    case 'braid': {
      let links = '';
      for (let i = 0; i < 9; i++) {
        const y = 40 + i * 32;
        const x = w + 2 + i * 3;
        links += `<ellipse cx="${n(x)}" cy="${y}" rx="${n(22 - i)}" ry="24" transform="rotate(${i % 2 ? 28 : -28} ${n(x)} ${y})" ${fill} stroke="${look.hair.shade}" stroke-opacity="0.5" stroke-width="2"/>`;
      }
      return {
        back: longBack(w, 200, false),
        front: `<path d="${dome(w, 40, 30, 12)}L${n(w - 2)} 30C${n(w - 4)} -40 ${n(w * 0.5)} -96 0 -104C${n(-w * 0.5)} -96 ${n(-w + 4)} -40 ${n(-w + 2)} 30Z" ${fill}/>${strands(
          look,
          [`M0 -104Q-4 ${T - 20} 0 ${T - 40}`],
        )}${links}<circle cx="${n(w + 28)}" cy="330" r="7" fill="${look.hair.shade}"/>`,
      };
    }
  }
}
