import type { ReactNode } from 'react';
import './legal-frame.css';

/** A readable column for legal and information texts. */
export function LegalFrame({ children }: { children: ReactNode }) {
  return <div className="legal-frame">{children}</div>;
}
