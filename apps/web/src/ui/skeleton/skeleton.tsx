import type { CSSProperties } from 'react';
import './skeleton.css';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  /** 'circle' for avatars, 'text' for a line of text. */
  shape?: 'rect' | 'circle' | 'text';
  className?: string;
}

/** A placeholder with the exact size of the content it stands for, so nothing jumps. */
export function Skeleton({ width = '100%', height, shape = 'rect', className }: SkeletonProps) {
  const style: CSSProperties = { width, height: height ?? (shape === 'text' ? '1em' : 16) };
  return (
    <span
      className={['skeleton', `skeleton--${shape}`, className].filter(Boolean).join(' ')}
      style={style}
      aria-hidden="true"
    />
  );
}
