/** Icons of the chat only (24×24 grid, currentColor), decorative: controls carry the names. */
import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Svg({ size = 24, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function SendIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4.5 12 3 4.5l18 7.5-18 7.5z" />
      <path d="M4.5 12H12" />
    </Svg>
  );
}

/** One tick: stored and delivered. */
export function TickIcon({ size = 16, ...props }: IconProps) {
  return (
    <Svg size={size} {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Svg>
  );
}

/** Two ticks: read. */
export function DoubleTickIcon({ size = 16, ...props }: IconProps) {
  return (
    <Svg size={size} {...props}>
      <path d="m2 12.5 4.5 4.5L16 7.5" />
      <path d="m12 16.5.5.5L22 7.5" />
    </Svg>
  );
}

/** A clock: still sending. */
export function ClockIcon({ size = 14, ...props }: IconProps) {
  return (
    <Svg size={size} {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </Svg>
  );
}

export function ArrowDownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </Svg>
  );
}
