import type { NumberedClause, NumberedSection } from '../model/numbering.ts';
import type { Definition, LegalTable } from '../model/types.ts';
import { RichText, richKey } from './rich-text.tsx';
import './legal-section.css';
import './legal-sections.css';

export function DefinitionList({ items }: { items: readonly Definition[] }) {
  return (
    <dl className="legal-dl">
      {items.map((item) => (
        <div className="legal-dl__row" key={item.term}>
          <dt>{item.term}</dt>
          <dd>
            <RichText value={item.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Table({ table }: { table: LegalTable }) {
  return (
    <div className="legal-table-wrap">
      <table className="legal-table">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.map(richKey).join('|')}>
              {row.map((cell, index) => {
                const key = `${table.head[index] ?? index}`;
                return index === 0 ? (
                  <th key={key} scope="row">
                    <RichText value={cell} />
                  </th>
                ) : (
                  <td key={key} data-label={table.head[index]}>
                    <RichText value={cell} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ClauseItem({ numbered }: { numbered: NumberedClause }) {
  const { clause } = numbered;
  return (
    <li className="legal-clause" id={numbered.id}>
      <span className="legal-clause__num">{numbered.number}</span>
      <div className="legal-clause__body">
        <p>
          <RichText value={clause.text} />
        </p>
        {clause.items && (
          <ul className="legal-list">
            {clause.items.map((item) => (
              <li key={richKey(item)}>
                <RichText value={item} />
              </li>
            ))}
          </ul>
        )}
        {clause.table && <Table table={clause.table} />}
        {clause.definitions && <DefinitionList items={clause.definitions} />}
      </div>
    </li>
  );
}

/** The numbered sections of a legal document, each with its anchor id. */
export function LegalSections({ sections }: { sections: readonly NumberedSection[] }) {
  return sections.map((section) => (
    <section
      className="legal-section"
      id={section.id}
      key={section.id}
      aria-labelledby={`${section.id}-title`}
    >
      <h2 className="legal-section__title" id={`${section.id}-title`}>
        {section.number}. {section.title}
      </h2>
      <ol className="legal-clauses">
        {section.clauses.map((clause) => (
          <ClauseItem key={clause.id} numbered={clause} />
        ))}
      </ol>
    </section>
  ));
}

/** Table of contents with links to the section anchors. */
export function LegalToc({ sections, id }: { sections: readonly NumberedSection[]; id: string }) {
  return (
    <nav className="legal-toc" aria-labelledby={id}>
      <h2 className="legal-toc__title" id={id}>
        Содержание
      </h2>
      <ol className="legal-toc__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>
              <span className="legal-toc__num">{section.number}.</span> {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
