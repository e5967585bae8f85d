/**
 * Russian personal names in oblique cases, declined by the person's gender with `lvovich`.
 * A name the library does not know well enough (Latin letters, a gender that contradicts the
 * person's, an unknown name) is not declined: the text switches to a phrasing that keeps the
 * name in the nominative («Взаимная симпатия: Marie»).
 *
 * The library is 6 KB compressed: only texts that decline a name import this module, so a page
 * whose texts only agree with a gender (gender-forms.ts) does not load it.
 */
import { GENDER, type Gender } from '@iskra/contract';
import { getFirstnameGender, inclineFirstname } from 'lvovich';

export type NameCase = 'genitive' | 'dative' | 'accusative' | 'instrumental' | 'prepositional';

/** A person as texts need them: the name as written and the grammatical gender. */
export interface NamedPerson {
  name: string;
  gender: Gender;
}

const CYRILLIC_WORD = /^[А-ЯЁа-яё]+(?:-[А-ЯЁа-яё]+)*$/;

function declineWord(word: string, gender: Gender, nameCase: NameCase): string | null {
  if (!CYRILLIC_WORD.test(word)) return null;
  const expected = gender === GENDER.WOMAN ? 'female' : 'male';
  const known = word.split('-').map((part) => getFirstnameGender(part));
  // Every part must be a name the library knows, of this gender or of both.
  if (known.some((g) => g !== expected && g !== 'androgynous')) return null;
  const declined = inclineFirstname(word, nameCase, expected);
  return declined.length > 0 ? declined : null;
}

/**
 * The name in `nameCase`, or null when it cannot be declined confidently. Several words
 * («Анна Мария») are declined one by one.
 */
export function declineName(name: string, gender: Gender, nameCase: NameCase): string | null {
  const words = name.trim().split(/\s+/);
  if (words.length === 0 || words[0] === '') return null;
  const declined: string[] = [];
  for (const word of words) {
    const form = declineWord(word, gender, nameCase);
    if (form === null) return null;
    declined.push(form);
  }
  return declined.join(' ');
}

/**
 * A text with a name in an oblique case: `declined` gets the declined name; `fallback` gets the
 * name as written when it cannot be declined, and must phrase the text around the nominative.
 */
export function withName(
  name: string,
  gender: Gender,
  nameCase: NameCase,
  declined: (form: string) => string,
  fallback: (nominative: string) => string,
): string {
  const form = declineName(name, gender, nameCase);
  return form === null ? fallback(name) : declined(form);
}
