import type { ReactNode } from 'react';
import './page-layout.css';

export interface PageLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Controls placed beside the heading (buttons, filters). */
  actions?: ReactNode;
  /** A side column (e.g. section navigation); stacks above the content on phones. */
  aside?: ReactNode;
  /** 'narrow' suits reading and forms. */
  width?: 'narrow' | 'wide';
  children?: ReactNode;
}

/** The frame of a page: one h1, an optional side column and the content. */
export function PageLayout({ title, subtitle, actions, aside, width = 'wide', children }: PageLayoutProps) {
  return (
    <div className={`page-layout page-layout--${width}${aside ? ' page-layout--with-aside' : ''}`}>
      {aside && <aside className="page-layout__aside">{aside}</aside>}
      <div className="page-layout__main">
        <header className="page-layout__header">
          <div className="page-layout__titles">
            <h1 className="page-layout__title">{title}</h1>
            {subtitle && <p className="page-layout__subtitle">{subtitle}</p>}
          </div>
          {actions && <div className="page-layout__actions">{actions}</div>}
        </header>
        {children}
      </div>
    </div>
  );
}
