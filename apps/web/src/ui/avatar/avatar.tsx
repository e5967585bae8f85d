import { type ReactNode, useState } from 'react';
import './avatar.css';

export interface AvatarProps {
  name: string;
  /** Round thumbnail address; initials are shown without it or when it fails to load. */
  src?: string | null;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Shows the VIP mark. */
  vip?: boolean;
  /** Extra mark in the bottom-right corner. */
  badge?: ReactNode;
  /** A green dot in the bottom-right corner (when there is no `badge`). */
  online?: boolean;
  /** A ring around the avatar: `spark` for new matches, `accent` for the current page's own avatar. */
  ring?: 'spark' | 'accent';
  className?: string;
}

const PALETTE = ['#ff8a5c', '#ff4d5a', '#e8336b', '#c2417a', '#8b5cf6', '#f59e0b'];

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.slice(0, 2).map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? PALETTE[0] ?? '#ff4d5a';
}

export function Avatar({
  name,
  src,
  size = 'md',
  vip = false,
  badge,
  online = false,
  ring,
  className,
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const mark = badge ?? (online ? <span className="avatar__online" aria-hidden="true" /> : null);
  return (
    <span
      className={[
        'avatar',
        `avatar--${size}`,
        vip ? 'avatar--vip' : '',
        ring ? `avatar--ring-${ring}` : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {showImage && src ? (
        <img
          className="avatar__image"
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span className="avatar__initials" style={{ background: colourOf(name) }} aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
      {vip && (
        <span className="avatar__vip" aria-hidden="true">
          VIP
        </span>
      )}
      {mark && <span className="avatar__badge">{mark}</span>}
    </span>
  );
}
