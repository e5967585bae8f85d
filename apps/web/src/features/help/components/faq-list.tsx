import { useLocation } from 'react-router';
import { RichText, richKey } from '../../legal/components/rich-text.tsx';
import type { FaqItem } from '../texts/faq.ts';
import './faq-list.css';

/**
 * The questions as a native disclosure list (details/summary): keyboard and screen readers get
 * the expanded state for free. A question named in the address (/help#chat) starts open.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const { hash } = useLocation();
  const opened = decodeURIComponent(hash.replace(/^#/, ''));
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.id} id={item.id} className="faq__item" open={item.id === opened || undefined}>
          <summary className="faq__question">
            <span>{item.question}</span>
            <span className="faq__marker" aria-hidden="true" />
          </summary>
          <div className="faq__answer">
            {item.answer.map((paragraph) => (
              <p key={richKey(paragraph)}>
                <RichText value={paragraph} />
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
