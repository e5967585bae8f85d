import { Link } from 'react-router';
import type { InlinePart, Rich } from '../model/types.ts';

function Part({ part }: { part: InlinePart }) {
  if (typeof part === 'string') return part;
  if ('link' in part) return <Link to={part.link}>{part.text}</Link>;
  if ('href' in part) return <a href={part.href}>{part.text}</a>;
  if ('mail' in part) return <a href={`mailto:${part.mail}`}>{part.mail}</a>;
  return <strong>{part.strong}</strong>;
}

/** Renders a paragraph of structured rich text (no HTML strings are ever injected). */
export function RichText({ value }: { value: Rich }) {
  if (typeof value === 'string') return value;
  return value.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: parts of a static text, never reordered
    <Part key={index} part={part} />
  ));
}

/** A stable React key for a piece of rich text. */
export function richKey(value: Rich): string {
  if (typeof value === 'string') return value;
  return value
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('link' in part || 'href' in part) return part.text;
      if ('mail' in part) return part.mail;
      return part.strong;
    })
    .join('');
}
