import { useId } from 'react';

interface Bubble {
  x: number;
  y: number;
  w: number;
  h: number;
  mine: boolean;
  /** Widths of the text lines inside. */
  lines: number[];
}

/** One phone of the chat slide, drawn at the origin (130 × 260) and placed by the caller. */
function Phone({ bubbles, avatar, spark }: { bubbles: Bubble[]; avatar: string; spark: string }) {
  return (
    <g>
      <rect width="130" height="260" rx="24" fill="#2a1230" />
      <rect x="7" y="8" width="116" height="244" rx="18" fill="#fffaf7" />
      <rect x="47" y="13" width="36" height="8" rx="4" fill="#2a1230" />
      <circle cx="26" cy="40" r="10" fill={avatar} />
      <rect x="42" y="34" width="48" height="7" rx="3.5" fill="#ebd7cf" />
      <rect x="42" y="45" width="28" height="5" rx="2.5" fill="#9bd3b4" />
      <path d="M7 60h116" stroke="#f6e7e0" strokeWidth="2" />
      {bubbles.map((b) => (
        <g key={`${b.x}-${b.y}`}>
          <rect
            x={b.x}
            y={b.y}
            width={b.w}
            height={b.h}
            rx="12"
            fill={b.mine ? `url(#${spark})` : '#f6e7e0'}
          />
          {b.lines
            .map((width, row) => ({ width, y: b.y + 9 + row * 9 }))
            .map((line) => (
              <rect
                key={line.y}
                x={b.x + 10}
                y={line.y}
                width={line.width}
                height="4"
                rx="2"
                fill={b.mine ? '#ffffff' : '#d6bfb6'}
                opacity={b.mine ? 0.85 : 1}
              />
            ))}
        </g>
      ))}
    </g>
  );
}

const LEFT: Bubble[] = [
  { x: 15, y: 72, w: 72, h: 24, mine: false, lines: [48] },
  { x: 44, y: 104, w: 72, h: 24, mine: true, lines: [44] },
  { x: 15, y: 136, w: 86, h: 33, mine: false, lines: [62, 40] },
  { x: 58, y: 177, w: 58, h: 24, mine: true, lines: [30] },
];
const RIGHT: Bubble[] = [
  { x: 44, y: 72, w: 72, h: 24, mine: true, lines: [46] },
  { x: 15, y: 104, w: 80, h: 33, mine: false, lines: [56, 36] },
  { x: 38, y: 145, w: 78, h: 24, mine: true, lines: [52] },
];

/** Slide 3: a conversation on two phones, hearts flying between them. */
export function SceneChat({ label }: { label: string }) {
  const id = useId();
  const bg = `${id}-bg`;
  const spark = `${id}-spark`;
  return (
    <svg viewBox="0 0 480 360" preserveAspectRatio="xMidYMid slice" role="img" aria-label={label}>
      <defs>
        <linearGradient id={bg} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe6ef" />
          <stop offset="1" stopColor="#ffd9c4" />
        </linearGradient>
        <linearGradient id={spark} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff8a5c" />
          <stop offset="0.55" stopColor="#ff4d5a" />
          <stop offset="1" stopColor="#e8336b" />
        </linearGradient>
      </defs>
      <rect width="480" height="360" fill={`url(#${bg})`} />
      <circle cx="70" cy="60" r="70" fill="#ffffff" opacity="0.45" />
      <circle cx="430" cy="310" r="96" fill="#ffc2c6" opacity="0.35" />
      <circle cx="440" cy="40" r="26" fill="#ffffff" opacity="0.5" />

      <g transform="translate(62 60) rotate(-9 65 130)">
        <Phone bubbles={LEFT} avatar="#f0a04b" spark={spark} />
        {/* A heart sent as a message. */}
        <path d="M87 230c-10-7-8-17 0-13 8-4 10 6 0 13z" fill={`url(#${spark})`} />
        <rect x="15" y="209" width="40" height="20" rx="10" fill="#f6e7e0" />
        <g fill="#b59a90">
          <circle cx="26" cy="219" r="2.5" />
          <circle cx="35" cy="219" r="2.5" />
          <circle cx="44" cy="219" r="2.5" />
        </g>
      </g>
      <g transform="translate(288 44) rotate(9 65 130)">
        <Phone bubbles={RIGHT} avatar="#ff6b76" spark={spark} />
        <rect x="15" y="178" width="60" height="32" rx="12" fill="#f6e7e0" />
        <path d="M45 203c-10-7-8-17 0-13 8-4 10 6 0 13z" fill="#ff4d5a" />
      </g>

      {/* Hearts on their way. */}
      <path
        d="M196 124c30-50 68-50 96-8"
        stroke="#ff4d5a"
        strokeWidth="2.5"
        strokeDasharray="2 9"
        strokeLinecap="round"
        fill="none"
        opacity="0.6"
      />
      <path d="M244 112c-26-16-20-40 0-30 20-10 26 14 0 30z" fill={`url(#${spark})`} />
      <path d="M226 176c-12-8-9-19 0-14 9-5 12 6 0 14z" fill="#ff8a5c" />
      <path d="M262 222c-16-10-12-24 0-18 12-6 16 8 0 18z" fill="#ff6b76" />
      <path d="M232 262c-8-5-6-12 0-9 6-3 8 4 0 9z" fill="#e8336b" opacity="0.8" />
      <g fill="#ffffff">
        <path d="M276 80l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" />
        <path d="M206 214l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" />
      </g>
    </svg>
  );
}
