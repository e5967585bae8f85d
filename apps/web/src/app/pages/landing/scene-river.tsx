import { useId } from 'react';

const POSTS = Array.from({ length: 17 }, (_, index) => index * 30 + 6);

/** Slide 2: two people walking hand in hand along the river embankment at sunset. */
export function SceneRiver({ label }: { label: string }) {
  const id = useId();
  const sky = `${id}-sky`;
  const sun = `${id}-sun`;
  const water = `${id}-water`;
  const lamp = `${id}-lamp`;
  const halo = `${id}-halo`;
  return (
    <svg viewBox="0 0 480 360" preserveAspectRatio="xMidYMid slice" role="img" aria-label={label}>
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd9a0" />
          <stop offset="0.5" stopColor="#ffa08a" />
          <stop offset="1" stopColor="#e46a8e" />
        </linearGradient>
        <radialGradient id={sun}>
          <stop offset="0" stopColor="#fff8dc" />
          <stop offset="0.7" stopColor="#ffe08f" />
          <stop offset="1" stopColor="#ffc36e" />
        </radialGradient>
        <linearGradient id={water} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f7a08e" />
          <stop offset="1" stopColor="#c65f88" />
        </linearGradient>
        <radialGradient id={halo}>
          <stop offset="0.35" stopColor="#fff3c8" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fff3c8" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={lamp}>
          <stop offset="0" stopColor="#fff1bf" stopOpacity="0.95" />
          <stop offset="1" stopColor="#fff1bf" stopOpacity="0" />
        </radialGradient>
      </defs>

      <rect width="480" height="212" fill={`url(#${sky})`} />
      <circle cx="300" cy="206" r="130" fill={`url(#${halo})`} />
      <circle cx="300" cy="206" r="54" fill={`url(#${sun})`} />
      <g fill="#ffe3cf" opacity="0.85">
        <rect x="46" y="58" width="120" height="14" rx="7" />
        <rect x="78" y="46" width="60" height="16" rx="8" />
        <rect x="330" y="84" width="104" height="12" rx="6" />
        <rect x="356" y="74" width="50" height="14" rx="7" />
      </g>
      <path
        d="M174 96q7-7 14 0q7-7 14 0M212 78q5-5 10 0q5-5 10 0M392 128q6-6 12 0q6-6 12 0"
        stroke="#8e3f6b"
        strokeWidth="2.4"
        strokeLinecap="round"
        fill="none"
      />

      {/* The far bank: a city and a bridge. */}
      <path
        d="M0 212v-22h18v-14h16v10h20v-26h14v-10h6v10h14v30h24v-16h22v28h26v-18l12-10 12 10v18h30v-8h40v-20h18v28h22v-12h30v-16h16v22h36v-18h14v14h30v-10h24v34z"
        fill="#b4557e"
        opacity="0.55"
      />
      <path d="M-10 212q70-58 140 0" stroke="#8e3f6b" strokeWidth="7" fill="none" opacity="0.75" />
      <path d="M-10 186h150" stroke="#8e3f6b" strokeWidth="5" opacity="0.75" />

      {/* River with the sun's reflection. */}
      <rect y="210" width="480" height="70" fill={`url(#${water})`} />
      <g fill="#ffe6b8" opacity="0.85">
        <rect x="244" y="216" width="112" height="5" rx="2.5" />
        <rect x="256" y="228" width="88" height="5" rx="2.5" />
        <rect x="268" y="240" width="64" height="4" rx="2" />
        <rect x="280" y="251" width="40" height="4" rx="2" />
        <rect x="290" y="262" width="20" height="3" rx="1.5" />
      </g>
      <g stroke="#ffffff" strokeWidth="2" strokeLinecap="round" opacity="0.35">
        <path d="M40 232h46M120 250h30M398 236h40M420 258h26M170 266h24" />
      </g>

      {/* Embankment. */}
      <rect y="280" width="480" height="80" fill="#6a3358" />
      <path d="M0 312h480M0 340h480" stroke="#7c4068" strokeWidth="2" />
      <g stroke="#2f1533" strokeLinecap="round">
        <path d="M0 268h480M0 288h480" strokeWidth="4" />
        {POSTS.map((x) => (
          <path key={x} d={`M${x} 268v18`} strokeWidth="3" />
        ))}
      </g>

      {/* Lamps. */}
      <circle cx="78" cy="176" r="30" fill={`url(#${lamp})`} />
      <rect x="75" y="178" width="6" height="112" rx="3" fill="#2f1533" />
      <path d="M68 178h20l-4-12h-12z" fill="#2f1533" />
      <circle cx="78" cy="172" r="5" fill="#fff1bf" />
      <circle cx="404" cy="176" r="30" fill={`url(#${lamp})`} />
      <rect x="401" y="178" width="6" height="112" rx="3" fill="#2f1533" />
      <path d="M394 178h20l-4-12h-12z" fill="#2f1533" />
      <circle cx="404" cy="172" r="5" fill="#fff1bf" />

      {/* The couple, hand in hand. */}
      <g fill="#2f1533">
        <path d="M190 224c-4 10-2 26 4 34l8-4c-6-8-8-20-4-28z" />
        <circle cx="200" cy="230" r="12" />
        <path d="M188 252c0-8 24-8 24 0l10 50h-44z" />
        <rect x="190" y="300" width="6" height="32" rx="3" />
        <rect x="204" y="300" width="6" height="32" rx="3" />
        <ellipse cx="192" cy="333" rx="6" ry="3" />
        <ellipse cx="208" cy="333" rx="6" ry="3" />
        <circle cx="252" cy="220" r="13" />
        <path d="M236 244c0-10 32-10 32 0l-3 48h-26z" />
        <rect x="240" y="288" width="9" height="44" rx="4" />
        <rect x="255" y="288" width="9" height="44" rx="4" />
        <ellipse cx="243" cy="333" rx="8" ry="3.5" />
        <ellipse cx="261" cy="333" rx="8" ry="3.5" />
      </g>
      <g stroke="#2f1533" strokeWidth="7" strokeLinecap="round" fill="none">
        <path d="M211 258l12 22" />
        <path d="M238 250l-13 30" />
        <path d="M266 252l4 34" />
        <path d="M189 258l-5 30" />
      </g>
      <path d="M226 196c-13-8-10-21 0-16 10-5 13 8 0 16z" fill="#ff4d5a" />
      <path d="M246 178c-8-5-6-13 0-10 6-3 8 5 0 10z" fill="#ff8a5c" opacity="0.85" />
    </svg>
  );
}
