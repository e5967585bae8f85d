/**
 * Text rules shared by the dataset build and the search: the normalised search key and
 * transliteration between Russian Cyrillic and Latin.
 */

/**
 * The search key: lower-case, ё→е, every run of non-letters/digits becomes one space.
 * Both the stored keys and the user's input go through this, so they compare as equals.
 */
export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Letters of the Russian alphabet only (plus the separators a place name may have). */
const RUSSIAN_NAME = /^[А-ЯЁ][А-ЯЁа-яё0-9]*(?:[ -]+[А-ЯЁа-яё0-9]+)*$/;

/** True when the text is written with the Russian alphabet only (no Latin, no Ukrainian і…). */
export function isRussianAlphabet(text: string): boolean {
  return RUSSIAN_NAME.test(text);
}

export function hasCyrillic(text: string): boolean {
  return /\p{Script=Cyrillic}/u.test(text);
}

export function hasLatin(text: string): boolean {
  return /\p{Script=Latin}/u.test(text);
}

const CYR_TO_LAT: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: "'",
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Russian Cyrillic → Latin in the BGN/PCGN style GeoNames uses for its ASCII names. */
export function cyrillicToLatin(text: string): string {
  let out = '';
  let prev = '';
  for (const ch of text.toLowerCase()) {
    // BGN writes е as 'ye' at the start of a word and after a vowel or a sign (Yekaterinburg).
    if (ch === 'е' && (prev === '' || /[^а-яё]|[аеёиоуыэюяъь]/.test(prev))) out += 'ye';
    else out += CYR_TO_LAT[ch] ?? ch;
    prev = ch;
  }
  return out;
}

/** Multi-letter Latin spellings first, so 'shch' is not read as 's' + 'h' + … */
const LAT_TO_CYR: ReadonlyArray<readonly [string, string]> = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['tz', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ju', 'ю'],
  ['ya', 'я'],
  ['ja', 'я'],
  ['yo', 'ё'],
  ['jo', 'ё'],
  ['ye', 'е'],
  ['iy', 'ий'],
  ['yy', 'ый'],
  ['ij', 'ий'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'ы'],
  ['z', 'з'],
];

const VOWELS_CYR = 'аеёиоуыэюя';

/**
 * Latin → Russian Cyrillic, for users who type 'moskva' or 'almaty' on a Latin keyboard.
 * Lossy by nature; the result only feeds the search, where trigram matching absorbs the rest.
 */
export function latinToCyrillic(text: string): string {
  const src = text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/['’`]/g, '');
  let out = '';
  let i = 0;
  while (i < src.length) {
    let matched = false;
    for (const [lat, cyr] of LAT_TO_CYR) {
      if (src.startsWith(lat, i)) {
        const prev = out.at(-1) ?? '';
        // 'y' after a vowel is й (Bolshoy, Mayna); elsewhere ы.
        out += lat === 'y' && VOWELS_CYR.includes(prev) ? 'й' : cyr;
        i += lat.length;
        matched = true;
        break;
      }
    }
    if (!matched) {
      out += src[i];
      i += 1;
    }
  }
  return out;
}

const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const JCUKEN = 'йцукенгшщзхъфывапролджэячсмитьбюё';

/** Text typed with the Russian layout switched off ('vjcrdf' → 'москва'). */
export function fromEnglishLayout(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    const i = QWERTY.indexOf(ch);
    out += i >= 0 ? (JCUKEN[i] ?? ch) : ch;
  }
  return out;
}

/** Latin letters that look like Cyrillic ones, for input mixing the two ('Mосква' with a Latin M). */
const LOOKALIKES: Record<string, string> = {
  a: 'а',
  b: 'в',
  c: 'с',
  e: 'е',
  h: 'н',
  k: 'к',
  m: 'м',
  o: 'о',
  p: 'р',
  t: 'т',
  x: 'х',
  y: 'у',
};

export function replaceLookalikes(text: string): string {
  return text.replace(/[abcehkmoptxy]/g, (ch) => LOOKALIKES[ch] ?? ch);
}

/** Vowels people confuse at the start of a word (Аренбург, Екибастуз/Экибастуз). */
const CONFUSABLE = ['ао', 'еиэ'];

/** The first letter of a key and the letters it is commonly mistaken for ('м' → ['м'], 'а' → ['а', 'о']). */
export function firstLetterVariants(key: string): string[] {
  const first = key[0];
  if (!first) return [];
  const letters = new Set([first]);
  for (const group of CONFUSABLE) if (group.includes(first)) for (const l of group) letters.add(l);
  return [...letters];
}
