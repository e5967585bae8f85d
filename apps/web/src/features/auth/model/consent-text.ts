import { REGISTRATION_CONSENT_TEXT } from '@iskra/contract';

/** A piece of the consent label: plain text or a link to a legal page. */
export type ConsentPart = { text: string; to?: string };

/** Words of the consent text that open the documents they name (in a new tab). */
export const CONSENT_LINKS: ReadonlyArray<{ phrase: string; to: string }> = [
  { phrase: 'пользовательского соглашения', to: '/terms' },
  { phrase: 'обработку персональных данных', to: '/personal-agreement' },
];

/**
 * Splits the registration consent text of the contract into text and links, so the label says
 * exactly the contract's words. A phrase missing from the text stays plain (no broken link).
 */
export function consentParts(text: string = REGISTRATION_CONSENT_TEXT): ConsentPart[] {
  const parts: ConsentPart[] = [];
  let rest = text;
  for (const { phrase, to } of CONSENT_LINKS) {
    const at = rest.indexOf(phrase);
    if (at < 0) continue;
    if (at > 0) parts.push({ text: rest.slice(0, at) });
    parts.push({ text: phrase, to });
    rest = rest.slice(at + phrase.length);
  }
  if (rest) parts.push({ text: rest });
  return parts;
}
