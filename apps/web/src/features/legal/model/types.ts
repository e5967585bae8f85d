/**
 * Structured legal texts. A document is a list of numbered sections; each section holds
 * numbered clauses. Numbers and anchor ids are derived from the position, so the RU and KZ
 * variants of a document render with the same structure and only differ in their wording.
 */

/** One inline piece of rich text. */
export type InlinePart =
  | string
  /** A route of the app, relative to the router basename (rendered with react-router's Link). */
  | { readonly link: string; readonly text: string }
  /** An absolute address outside the app. */
  | { readonly href: string; readonly text: string }
  | { readonly mail: string }
  | { readonly strong: string };

/** A paragraph of plain or rich text. */
export type Rich = string | readonly InlinePart[];

export interface Definition {
  readonly term: string;
  readonly value: Rich;
}

export interface LegalTable {
  readonly caption: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly Rich[])[];
}

/** A numbered clause with optional attachments shown below its text. */
export interface Clause {
  readonly text: Rich;
  /** Bullet list under the clause. */
  readonly items?: readonly Rich[];
  readonly table?: LegalTable;
  readonly definitions?: readonly Definition[];
}

/** A clause written as bare text is shorthand for `{ text }`. */
export type ClauseEntry = Rich | Clause;

export interface LegalSection {
  readonly title: string;
  readonly clauses: readonly ClauseEntry[];
}

export type LegalVariant = 'ru' | 'kz';

/** A block of an information page (about, safety rules). */
export type InfoBlock =
  | { readonly kind: 'p'; readonly text: Rich }
  | { readonly kind: 'list'; readonly items: readonly Rich[] }
  /** An ordered list of named steps. */
  | { readonly kind: 'steps'; readonly items: readonly { readonly title: string; readonly text: Rich }[] }
  /** Concrete examples, shown as a highlighted box. */
  | { readonly kind: 'examples'; readonly title: string; readonly items: readonly Rich[] }
  /** A short important remark, shown as a highlighted paragraph. */
  | { readonly kind: 'note'; readonly text: Rich }
  | { readonly kind: 'definitions'; readonly items: readonly Definition[] };

export interface InfoSection {
  readonly title: string;
  readonly blocks: readonly InfoBlock[];
}
