/**
 * The rules of the Russian copy (DESIGN.md §4a) as checks that tests of both apps run over their
 * texts: the interface speaks with «ты», has no «(а)» forms and declines names in oblique cases.
 */

/**
 * Strings the specification quotes with the formal «вы»: they stay exactly as quoted
 * (core-application §4, §5, §8; paid-tiers §2, §5, §8).
 */
export const SPEC_QUOTED_FORMAL = [
  'Вы должны быть согласны с условиями сервиса.',
  'Вы должны быть согласны с условиями подписки.',
  'Модерация вашего аккаунта закончена',
  'Выберите город из списка',
  'Выберите до 5 интересов.',
  'У вас нет активных подписок',
] as const;

/** Names the text checks feed into text functions: Russian female, Russian male, foreign. */
export const NAME_SAMPLES = ['Алиса', 'Иван', 'Marie'] as const;

/** Words ending like a formal imperative that are not one. */
const NOT_IMPERATIVE = new Set([
  'сайте',
  'защите',
  'ките',
  'сюите',
  'элите',
  'кредите',
  'лимите',
  'визите',
  'аппетите',
]);

const FORMAL_PRONOUN = /(?<![а-яё])(вы|вас|вам|вами|ваш[а-яё]*)(?![а-яё])/iu;
const IMPERATIVE = /(?<![а-яё])([а-яё]+(?:ите|йте))(?![а-яё])/giu;

/** The first word of the formal register in `text` outside the spec's quotes, or null. */
export function findFormalAddress(text: string): string | null {
  let rest = text;
  for (const quote of SPEC_QUOTED_FORMAL) rest = rest.replaceAll(quote, ' ');
  const pronoun = FORMAL_PRONOUN.exec(rest);
  if (pronoun) return pronoun[1] ?? null;
  for (const match of rest.matchAll(IMPERATIVE)) {
    const word = match[1] ?? '';
    if (!NOT_IMPERATIVE.has(word.toLowerCase())) return word;
  }
  return null;
}

/** Whether `text` has a «(а)»-style form for both genders at once. */
export function findGenderSlash(text: string): boolean {
  return /[а-яё]\((?:а|ла|на|ая|ый|ы|ась|ь)\)/iu.test(text);
}

const OBLIQUE_BEFORE = '(?:с|со|от|для|у|к|ко|о|об|про|без|написать|профиль)';

/**
 * A sample name (NAME_SAMPLES) left in the nominative after a word that needs an oblique case
 * («с Алиса», «от Иван», «для Marie»), or null.
 */
export function findUndeclinedName(text: string): string | null {
  for (const name of NAME_SAMPLES) {
    const pattern = new RegExp(`(?<![а-яёa-z])${OBLIQUE_BEFORE}\\s+${name}(?![а-яёa-z])`, 'iu');
    const hit = pattern.exec(text);
    if (hit) return hit[0];
  }
  return null;
}
