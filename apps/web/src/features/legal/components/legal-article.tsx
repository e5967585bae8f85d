import type { ReactNode } from 'react';
import { formatLegalDate } from '../model/format.ts';
import './legal-article.css';

interface LegalArticleProps {
  title: string;
  /** Small line above the heading. */
  kicker?: string;
  /** ISO date of placement, shown as «Дата размещения: …». */
  date?: string;
  /** Lead paragraph(s) under the heading. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The common frame of a legal or information page: a readable column with a header. */
export function LegalArticle({ title, kicker, date, lead, children }: LegalArticleProps) {
  return (
    <article className="legal">
      <header className="legal__header">
        {kicker && <p className="legal__kicker">{kicker}</p>}
        <h1 className="legal__title">{title}</h1>
        {date && (
          <p className="legal__date">
            Дата размещения: <time dateTime={date}>{formatLegalDate(date)}</time>
          </p>
        )}
        {lead && <div className="legal__lead">{lead}</div>}
      </header>
      {children}
    </article>
  );
}
