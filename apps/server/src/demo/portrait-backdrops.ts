/**
 * Backdrops of the demo portraits (640×800): soft gradients and simple scenery that read as
 * an out-of-focus photo background. No SVG filters: they are slow to rasterise.
 */
import { darken, lighten, mix, n } from './portrait-kit.ts';
import type { Random } from './random.ts';

export interface Backdrop {
  defs: string;
  body: string;
}

export const BACKDROP_KINDS = [
  'studio',
  'sea',
  'city',
  'mountains',
  'park',
  'room',
  'sunset',
  'winter',
] as const;
export type BackdropKind = (typeof BACKDROP_KINDS)[number];

const W = 640;
const H = 800;

function vertical(id: string, stops: readonly string[]): string {
  const s = stops.map((c, i) => `<stop offset="${n(i / (stops.length - 1))}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient>`;
}

/** A soft light disc (out-of-focus light) of one colour. */
function glow(id: string, colour: string, strength = 0.55): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${strength}"/><stop offset="0.6" stop-color="${colour}" stop-opacity="${n(strength * 0.45)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

function bokeh(
  rng: Random,
  id: string,
  count: number,
  top: number,
  bottom: number,
  rMin: number,
  rMax: number,
) {
  let out = '';
  for (let i = 0; i < count; i++) {
    // Keep most discs to the sides where the person does not cover them.
    const side = rng.chance(0.5) ? rng.range(-20, 200) : rng.range(440, 660);
    const x = rng.chance(0.8) ? side : rng.range(0, W);
    out += `<circle cx="${n(x)}" cy="${n(rng.range(top, bottom))}" r="${n(rng.range(rMin, rMax))}" fill="url(#${id})"/>`;
  }
  return out;
}

function studio(rng: Random): Backdrop {
  const palettes = [
    ['#f4e3d7', '#d9b8a6'],
    ['#e3ecf2', '#a9bfd0'],
    ['#efe6f4', '#bfa8d0'],
    ['#e8f1e4', '#a9c3a0'],
    ['#f6ecd6', '#d8b77a'],
    ['#f2dede', '#cf9aa0'],
  ] as const;
  const [light, dark] = rng.pick(palettes);
  return {
    defs: `<radialGradient id="bgS" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>${glow('bgG', '#ffffff', 0.35)}`,
    body: `<rect width="${W}" height="${H}" fill="url(#bgS)"/>${bokeh(rng, 'bgG', 5, 40, 500, 30, 80)}`,
  };
}

function sea(rng: Random): Backdrop {
  const horizon = rng.int(430, 520);
  const sky = rng.pick([
    ['#6fb1e8', '#bfe0f5', '#f3f0e4'],
    ['#8ec5ea', '#d8ecf5', '#fbf3dd'],
    ['#5d9bd6', '#a9d2f0', '#e9f1f2'],
  ]);
  const water = rng.pick([
    ['#3f8fc0', '#2a6d99'],
    ['#3fa3b5', '#23768a'],
    ['#4a86c5', '#2c5e92'],
  ]);
  const sunX = rng.pick([rng.range(60, 180), rng.range(460, 580)]);
  let waves = '';
  for (let i = 0; i < 9; i++) {
    const y = horizon + 12 + i * rng.range(14, 30);
    const x = rng.range(-40, W - 60);
    waves += `<path d="M${n(x)} ${n(y)} q30 -6 60 0 t60 0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  }
  const island = rng.chance(0.5)
    ? `<path d="M${rng.chance(0.5) ? -20 : 420} ${horizon} q60 -38 120 -30 q50 -10 110 30 z" fill="${mix(water[1] as string, '#5c7a6a', 0.5)}" opacity="0.7"/>`
    : '';
  return {
    defs: `${vertical('bgSky', sky)}${vertical('bgSea', water)}${glow('bgSun', '#fff6d8', 0.95)}`,
    body: `<rect width="${W}" height="${H}" fill="url(#bgSky)"/><circle cx="${n(sunX)}" cy="${n(horizon - rng.range(150, 300))}" r="120" fill="url(#bgSun)"/>${island}<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#bgSea)"/>${waves}`,
  };
}

function city(rng: Random): Backdrop {
  const sky = rng.pick([
    ['#2b2d5c', '#7b4f8a', '#f0a071'],
    ['#1f3b63', '#4f6d9a', '#f2b27d'],
    ['#36305a', '#a0567c', '#f6c28b'],
  ]);
  const building = rng.pick(['#2a2f4a', '#323652', '#3a3550']);
  let blocks = '';
  let windows = '';
  let x = -10;
  while (x < W) {
    const w = rng.int(50, 110);
    const h = rng.int(140, 380);
    const top = 640 - h;
    const shade = mix(building, sky[1] as string, rng.range(0, 0.35));
    blocks += `<rect x="${x}" y="${top}" width="${w}" height="${H - top}" fill="${shade}"/>`;
    for (let wy = top + 16; wy < 640; wy += 26) {
      for (let wx = x + 10; wx < x + w - 12; wx += 20) {
        if (rng.chance(0.3)) windows += `<rect x="${wx}" y="${wy}" width="8" height="11" fill="#ffd58a"/>`;
      }
    }
    x += w + rng.int(-8, 6);
  }
  return {
    defs: `${vertical('bgSky', sky)}${glow('bgG', '#ffcf8a', 0.6)}${glow('bgG2', '#ff8fb0', 0.45)}`,
    body: `<rect width="${W}" height="${H}" fill="url(#bgSky)"/><g opacity="0.9">${blocks}<g opacity="0.7">${windows}</g></g>${bokeh(rng, 'bgG', 9, 350, 780, 20, 55)}${bokeh(rng, 'bgG2', 4, 380, 780, 18, 40)}`,
  };
}

function mountains(rng: Random): Backdrop {
  const sky = rng.pick([
    ['#7fb3e0', '#cfe6f5'],
    ['#a7c7e7', '#eef3f7'],
    ['#f2b880', '#fbe3c5'],
  ]);
  const far = rng.pick(['#8ea6c2', '#9aa8c8', '#a3b6c4']);
  const near = rng.pick(['#4e6f62', '#56705a', '#4c6478']);
  const ridge = (base: number, amp: number, colour: string, snow: boolean) => {
    let d = `M-20 ${H}L-20 ${base}`;
    const peaks: [number, number][] = [];
    for (let px = 40; px < W + 80; px += rng.int(90, 170)) {
      const py = base - rng.range(amp * 0.4, amp);
      peaks.push([px, py]);
      d += `L${px} ${n(py)}L${px + rng.int(40, 80)} ${n(base - rng.range(0, amp * 0.3))}`;
    }
    d += `L${W + 20} ${base}L${W + 20} ${H}Z`;
    const caps = snow
      ? peaks
          .map(
            ([px, py]) =>
              `<path d="M${px} ${n(py)}l-22 30l10 -4l12 8l12 -8l10 4z" fill="#ffffff" opacity="0.85"/>`,
          )
          .join('')
      : '';
    return `<path d="${d}" fill="${colour}"/>${caps}`;
  };
  let trees = '';
  for (let i = 0; i < 14; i++) {
    const tx = rng.chance(0.5) ? rng.range(-10, 170) : rng.range(470, 650);
    const ty = rng.range(560, 700);
    const s = rng.range(0.7, 1.4);
    trees += `<path d="M${n(tx)} ${n(ty - 70 * s)}l${n(22 * s)} ${n(70 * s)}h${n(-44 * s)}z" fill="${darken(near, 0.35)}"/>`;
  }
  return {
    defs: vertical('bgSky', sky),
    body: `<rect width="${W}" height="${H}" fill="url(#bgSky)"/>${ridge(430, 220, far, true)}${ridge(560, 150, near, false)}${trees}`,
  };
}

function park(rng: Random): Backdrop {
  const light = rng.pick(['#eaf4d3', '#f6f0c8', '#e3f1e0']);
  const greens = ['#7fae5f', '#5f9a52', '#9cc46d', '#6f9f76', '#a9c77a'];
  let crowns = '';
  for (let i = 0; i < 16; i++) {
    const x = rng.chance(0.75)
      ? rng.chance(0.5)
        ? rng.range(-40, 190)
        : rng.range(450, 680)
      : rng.range(0, W);
    crowns += `<circle cx="${n(x)}" cy="${n(rng.range(-40, 420))}" r="${n(rng.range(50, 120))}" fill="${rng.pick(greens)}" opacity="${n(rng.range(0.25, 0.5))}"/>`;
  }
  return {
    defs: `${vertical('bgSky', [light, mix(light, '#9cc46d', 0.4), '#6f9a55'])}${glow('bgG', '#fffbe0', 0.75)}`,
    body: `<rect width="${W}" height="${H}" fill="url(#bgSky)"/>${crowns}<rect y="560" width="${W}" height="240" fill="#6b9450" opacity="0.5"/>${bokeh(rng, 'bgG', 10, 20, 520, 20, 60)}`,
  };
}

function room(rng: Random): Backdrop {
  const wall = rng.pick(['#e9d8c4', '#d9cbb8', '#cfd8d6', '#e6d2d2', '#d8d0e4']);
  const windowLeft = rng.chance(0.5);
  const wx = windowLeft ? 20 : 430;
  const plant = windowLeft ? 560 : 80;
  let leaves = '';
  for (let i = 0; i < 9; i++) {
    const a = rng.range(-70, 70);
    leaves += `<ellipse cx="${plant}" cy="520" rx="16" ry="70" fill="${rng.pick(['#4f8a5b', '#5e9a62', '#3f7a50'])}" transform="rotate(${n(a)} ${plant} 600)"/>`;
  }
  return {
    defs: `${vertical('bgWall', [lighten(wall, 0.25), wall, darken(wall, 0.15)])}${vertical('bgWin', ['#ffffff', '#dbeefa'])}${glow('bgG', '#ffd89a', 0.7)}`,
    body: `<rect width="${W}" height="${H}" fill="url(#bgWall)"/><rect x="${wx}" y="90" width="190" height="330" rx="8" fill="url(#bgWin)" opacity="0.85"/><path d="M${wx + 95} 90v330M${wx} 255h190" stroke="${darken(wall, 0.1)}" stroke-width="8"/><rect x="${plant - 34}" y="600" width="68" height="80" rx="10" fill="#b8734a"/>${leaves}${bokeh(rng, 'bgG', 8, 40, 300, 14, 34)}`,
  };
}

function sunset(rng: Random): Backdrop {
  const sky = rng.pick([
    ['#f6d365', '#fda085', '#c96a8a'],
    ['#ffecd2', '#fcb69f', '#d2889a'],
    ['#fbc2a5', '#f48f8f', '#8f6aa8'],
  ]);
  let hills = '';
  for (let i = 0; i < 3; i++) {
    const y = 520 + i * 70;
    hills += `<path d="M-40 ${H}L-40 ${y}q${rng.int(120, 220)} ${-rng.int(40, 90)} ${rng.int(300, 420)} -10t${rng.int(380, 460)} 20L${W + 40} ${H}z" fill="${mix(sky[2] as string, '#3e2c4a', 0.35 + i * 0.2)}"/>`;
  }
  return {
    defs: `${vertical('bgSky', sky)}${glow('bgSun', '#fff2c4', 0.95)}${glow('bgG', '#ffffff', 0.4)}`,
    body: `<rect width="${W}" height="${H}" fill="url(#bgSky)"/><circle cx="${n(rng.range(120, 520))}" cy="${rng.int(380, 470)}" r="150" fill="url(#bgSun)"/>${hills}${bokeh(rng, 'bgG', 5, 60, 400, 20, 50)}`,
  };
}

function winter(rng: Random): Backdrop {
  let snow = '';
  for (let i = 0; i < 60; i++) {
    snow += `<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(0, H))}" r="${n(rng.range(2, 7))}" fill="#ffffff" opacity="${n(rng.range(0.4, 0.9))}"/>`;
  }
  let firs = '';
  for (let i = 0; i < 8; i++) {
    const x = rng.chance(0.5) ? rng.range(-20, 170) : rng.range(470, 660);
    const y = rng.range(430, 560);
    const s = rng.range(0.9, 1.6);
    firs += `<path d="M${n(x)} ${n(y - 120 * s)}l${n(40 * s)} ${n(120 * s)}h${n(-80 * s)}z" fill="#3f6e6a" opacity="0.55"/><path d="M${n(x)} ${n(y - 120 * s)}l${n(14 * s)} ${n(42 * s)}h${n(-28 * s)}z" fill="#ffffff" opacity="0.7"/>`;
  }
  return {
    defs: vertical('bgSky', ['#c9dcef', '#e8f0f8', '#ffffff']),
    body: `<rect width="${W}" height="${H}" fill="url(#bgSky)"/>${firs}<path d="M-20 ${H}L-20 560q200 -60 360 -20t320 -10L${W + 20} ${H}z" fill="#f4f8fc"/>${snow}`,
  };
}

const BUILDERS: Record<BackdropKind, (rng: Random) => Backdrop> = {
  studio,
  sea,
  city,
  mountains,
  park,
  room,
  sunset,
  winter,
};

export function backdrop(kind: BackdropKind, rng: Random): Backdrop {
  return BUILDERS[kind](rng);
}
