import { useId } from 'react';

/** Slide 1: a couple at a café table, the steam of their cups curling into a heart. */
export function SceneCafe({ label }: { label: string }) {
  const id = useId();
  const wall = `${id}-wall`;
  const sky = `${id}-sky`;
  const glow = `${id}-glow`;
  const win = `${id}-window`;
  return (
    <svg viewBox="0 0 480 360" preserveAspectRatio="xMidYMid slice" role="img" aria-label={label}>
      <defs>
        <linearGradient id={wall} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe9dc" />
          <stop offset="1" stopColor="#ffd6c6" />
        </linearGradient>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6f3f86" />
          <stop offset="0.55" stopColor="#e0668f" />
          <stop offset="1" stopColor="#ffb27a" />
        </linearGradient>
        <radialGradient id={glow}>
          <stop offset="0" stopColor="#fff4c7" stopOpacity="0.95" />
          <stop offset="1" stopColor="#fff4c7" stopOpacity="0" />
        </radialGradient>
        <clipPath id={win}>
          <rect x="28" y="40" width="156" height="150" rx="14" />
        </clipPath>
      </defs>

      <rect width="480" height="360" fill={`url(#${wall})`} />
      <rect y="232" width="480" height="128" fill="#f5c0a9" />
      <path d="M0 232h480" stroke="#e9a88f" strokeWidth="4" />

      {/* Window onto the evening city. */}
      <g clipPath={`url(#${win})`}>
        <rect x="28" y="40" width="156" height="150" fill={`url(#${sky})`} />
        <circle cx="62" cy="70" r="11" fill="#fff1c9" />
        <circle cx="67" cy="66" r="10" fill="#8a4a8f" />
        <path
          d="M28 190v-52h22v-18h20v30h16v-40h26v44h18v-22h22v34h14v-16h18v40z"
          fill="#5b2d5f"
          opacity="0.9"
        />
        <g fill="#ffe29a">
          <rect x="38" y="148" width="5" height="6" rx="1" />
          <rect x="58" y="132" width="5" height="6" rx="1" />
          <rect x="92" y="120" width="5" height="6" rx="1" />
          <rect x="100" y="140" width="5" height="6" rx="1" />
          <rect x="134" y="156" width="5" height="6" rx="1" />
          <rect x="160" y="162" width="5" height="6" rx="1" />
        </g>
      </g>
      <rect x="28" y="40" width="156" height="150" rx="14" fill="none" stroke="#fff8f3" strokeWidth="7" />
      <path d="M106 40v150M28 115h156" stroke="#fff8f3" strokeWidth="5" />

      {/* Shelf with a plant and books. */}
      <rect x="372" y="128" width="96" height="7" rx="3" fill="#c77a58" />
      <path d="M388 128l4-20h20l4 20z" fill="#e0785f" />
      <ellipse cx="394" cy="96" rx="7" ry="15" fill="#6f9f74" transform="rotate(-25 394 96)" />
      <ellipse cx="410" cy="94" rx="7" ry="16" fill="#82b487" transform="rotate(22 410 94)" />
      <ellipse cx="402" cy="90" rx="6" ry="16" fill="#5f9068" />
      <rect x="428" y="98" width="9" height="30" rx="2" fill="#8a4a8f" />
      <rect x="439" y="104" width="8" height="24" rx="2" fill="#ff8a5c" />
      <rect x="449" y="94" width="9" height="34" rx="2" transform="rotate(8 453 111)" fill="#f0a04b" />

      {/* Lamps. */}
      <circle cx="292" cy="86" r="54" fill={`url(#${glow})`} />
      <path d="M292 0v52" stroke="#54335c" strokeWidth="2" />
      <path d="M274 52h36l10 22h-56z" fill="#54335c" />
      <circle cx="292" cy="77" r="5" fill="#fff4c7" />

      {/* Chairs. */}
      <rect x="92" y="178" width="100" height="120" rx="24" fill="#c77a58" />
      <rect x="290" y="174" width="100" height="124" rx="24" fill="#c77a58" />

      {/* Her. */}
      <path d="M112 150c-4-40 60-46 58 0 2 26-4 46-10 50h-42c-6-10-8-28-6-50z" fill="#8a2f43" />
      <path d="M94 252c0-50 18-68 48-68s46 18 46 68z" fill="#ff6b76" />
      <rect x="135" y="166" width="14" height="20" rx="6" fill="#f1bb98" />
      <circle cx="142" cy="146" r="24" fill="#f6c9a9" />
      <path d="M117 146c0-28 42-36 52-8-14-10-34-10-52 8z" fill="#8a2f43" />
      <g stroke="#2a1230" strokeWidth="2.2" strokeLinecap="round" fill="none">
        <path d="M146 148q3-3 6 0M158 148q3-3 6 0" />
        <path d="M153 158q4 4 9 0" />
      </g>
      <circle cx="166" cy="155" r="4" fill="#ff8f9b" opacity="0.7" />
      <path
        d="M176 208c18 12 24 26 28 38"
        stroke="#ff6b76"
        strokeWidth="14"
        strokeLinecap="round"
        fill="none"
      />

      {/* Him. */}
      <path d="M292 252c0-52 18-72 48-72s48 20 48 72z" fill="#f0a04b" />
      <rect x="331" y="162" width="14" height="20" rx="6" fill="#dca27c" />
      <circle cx="338" cy="142" r="24" fill="#e8b18c" />
      <path d="M313 140c-4-30 46-36 50-6-10-8-20-10-30-8-8 2-14 6-20 14z" fill="#3b1d43" />
      <g stroke="#2a1230" strokeWidth="2.2" strokeLinecap="round" fill="none">
        <path d="M318 145q3-3 6 0M330 145q3-3 6 0" />
        <path d="M318 155q4 4 9 0" />
      </g>
      <circle cx="314" cy="152" r="4" fill="#ff8f9b" opacity="0.6" />
      <path
        d="M304 206c-18 12-24 26-28 38"
        stroke="#f0a04b"
        strokeWidth="14"
        strokeLinecap="round"
        fill="none"
      />

      {/* Table, cups and the heart of steam. */}
      <rect x="233" y="256" width="14" height="90" fill="#b8694b" />
      <ellipse cx="240" cy="346" rx="46" ry="8" fill="#a85c40" />
      <ellipse cx="240" cy="256" rx="128" ry="14" fill="#ecd3c8" />
      <ellipse cx="240" cy="250" rx="128" ry="14" fill="#fffaf7" />
      <circle cx="206" cy="244" r="7.5" fill="#f6c9a9" />
      <circle cx="274" cy="244" r="7.5" fill="#e8b18c" />
      <g fill="#ffffff" stroke="#e6c7ba" strokeWidth="1.5">
        <path d="M210 232h22v8a9 9 0 0 1-9 9h-4a9 9 0 0 1-9-9z" />
        <path d="M248 232h22v8a9 9 0 0 1-9 9h-4a9 9 0 0 1-9-9z" />
      </g>
      <g stroke="#ffffff" strokeWidth="3" strokeLinecap="round" fill="none" opacity="0.95">
        <path d="M221 226c-8-12 8-18 0-30-4-6 4-12 10-14" />
        <path d="M259 226c8-12-8-18 0-30 4-6-4-12-10-14" />
      </g>
      <path d="M240 186c-20-12-16-32 0-24 16-8 20 12 0 24z" fill="#ff4d5a" />

      {/* Sparkles. */}
      <g fill="#ffffff">
        <path d="M214 150l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" />
        <path d="M268 140l1.5 4.5 4.5 1.5-4.5 1.5-1.5 4.5-1.5-4.5-4.5-1.5 4.5-1.5z" />
      </g>
    </svg>
  );
}
