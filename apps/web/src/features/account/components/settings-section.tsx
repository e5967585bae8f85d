import { type ReactNode, useId } from 'react';
import './settings-section.css';

/** A titled section of account settings (a named region for screen readers). */
export function SettingsSection({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="account-section__title">
        {title}
      </h3>
      {lead && <p className="account-section__lead">{lead}</p>}
      {children}
    </section>
  );
}
