import type { Clause, ClauseEntry, LegalSection } from './types.ts';

export interface NumberedClause {
  /** Anchor id, e.g. 'terms-9-2'. */
  readonly id: string;
  /** Shown number, e.g. '9.2.'. */
  readonly number: string;
  readonly clause: Clause;
}

export interface NumberedSection {
  /** Anchor id, e.g. 'terms-9'. */
  readonly id: string;
  readonly number: number;
  readonly title: string;
  readonly clauses: readonly NumberedClause[];
}

function toClause(entry: ClauseEntry): Clause {
  return typeof entry === 'string' || Array.isArray(entry) ? { text: entry } : (entry as Clause);
}

/** Gives every section and clause its number and anchor id from its position. */
export function numberSections(prefix: string, sections: readonly LegalSection[]): NumberedSection[] {
  return sections.map((section, sectionIndex) => {
    const number = sectionIndex + 1;
    return {
      id: `${prefix}-${number}`,
      number,
      title: section.title,
      clauses: section.clauses.map((entry, clauseIndex) => ({
        id: `${prefix}-${number}-${clauseIndex + 1}`,
        number: `${number}.${clauseIndex + 1}.`,
        clause: toClause(entry),
      })),
    };
  });
}
