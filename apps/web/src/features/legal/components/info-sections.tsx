import type { InfoBlock, InfoSection } from '../model/types.ts';
import { DefinitionList } from './legal-sections.tsx';
import { RichText, richKey } from './rich-text.tsx';
import './legal-section.css';
import './info-sections.css';

function blockKey(block: InfoBlock): string {
  switch (block.kind) {
    case 'p':
    case 'note':
      return `${block.kind}:${richKey(block.text)}`;
    case 'examples':
      return `examples:${block.title}`;
    case 'steps':
      return `steps:${block.items.map((item) => item.title).join('|')}`;
    case 'list':
      return `list:${block.items.map(richKey).join('|')}`;
    case 'definitions':
      return `definitions:${block.items.map((item) => item.term).join('|')}`;
  }
}

function Block({ block }: { block: InfoBlock }) {
  switch (block.kind) {
    case 'p':
      return (
        <p>
          <RichText value={block.text} />
        </p>
      );
    case 'note':
      return (
        <p className="legal-note">
          <RichText value={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="legal-list">
          {block.items.map((item) => (
            <li key={richKey(item)}>
              <RichText value={item} />
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="legal-steps">
          {block.items.map((item) => (
            <li key={item.title}>
              <h3 className="legal-steps__title">{item.title}</h3>
              <p>
                <RichText value={item.text} />
              </p>
            </li>
          ))}
        </ol>
      );
    case 'examples':
      return (
        <div className="legal-examples">
          <p className="legal-examples__title">{block.title}</p>
          <ul className="legal-examples__list">
            {block.items.map((item) => (
              <li key={richKey(item)}>
                <RichText value={item} />
              </li>
            ))}
          </ul>
        </div>
      );
    case 'definitions':
      return <DefinitionList items={block.items} />;
  }
}

interface InfoSectionsProps {
  sections: readonly InfoSection[];
  /** Prefix of the anchor ids. */
  idPrefix: string;
  /** Show «1.», «2.»… before the headings. */
  numbered?: boolean;
}

/** Sections of an information page: headings with anchors and free-form blocks. */
export function InfoSections({ sections, idPrefix, numbered = false }: InfoSectionsProps) {
  return sections.map((section, index) => {
    const id = `${idPrefix}-${index + 1}`;
    return (
      <section className="legal-section" id={id} key={id} aria-labelledby={`${id}-title`}>
        <h2 className="legal-section__title" id={`${id}-title`}>
          {numbered ? `${index + 1}. ${section.title}` : section.title}
        </h2>
        {section.blocks.map((block) => (
          <Block key={blockKey(block)} block={block} />
        ))}
      </section>
    );
  });
}
