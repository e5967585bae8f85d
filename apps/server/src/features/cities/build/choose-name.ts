/**
 * Picks the Russian nominative name of a GeoNames place from its alternate names.
 *
 * cities500 lists alternate names without a language tag, so the Cyrillic ones mix Russian,
 * Ukrainian, Belarusian, Bulgarian, Kazakh, Tatar… and declined Russian forms ('Москвы').
 * We keep candidates written with the Russian alphabet only, score each by how close its
 * transliteration is to the place's Latin names, and penalise declined and foreign forms.
 * Known hard cases are fixed by geonameid in NAME_OVERRIDES.
 */
import { cyrillicToLatin, isRussianAlphabet } from '../cities.text.ts';
import { NAME_OVERRIDES } from './overrides.ts';

export interface GeoNamesPlace {
  id: number;
  asciiName: string;
  alternateNames: readonly string[];
  countryCode: string;
}

/** Words GeoNames sometimes puts before a name ('Город Москва'); the bare name is the one we want. */
const TYPE_PREFIX =
  /^(?:город|г\.|посёлок|поселок|пос\.|пгт|рабочий посёлок|рабочий поселок|село|с\.|деревня|станица|аул|хутор|местечко|городской округ)\s+/i;

/** Kazakh letters mapped the way Russian renders Kazakh names (Жалғызтөбе → Жалгызтобе). */
const KAZAKH_TO_RUSSIAN: Record<string, string> = {
  ә: 'а',
  Ә: 'А',
  ғ: 'г',
  Ғ: 'Г',
  қ: 'к',
  Қ: 'К',
  ң: 'н',
  Ң: 'Н',
  ө: 'о',
  Ө: 'О',
  ұ: 'у',
  Ұ: 'У',
  ү: 'у',
  Ү: 'У',
  һ: 'х',
  Һ: 'Х',
  і: 'и',
  І: 'И',
};

/** Trims decorations; returns null when what remains is not a usable Russian-alphabet name. */
export function cleanCandidate(raw: string): string | null {
  const text = raw
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(TYPE_PREFIX, '')
    .trim();
  if (text.length < 2 || !isRussianAlphabet(text)) return null;
  // Abbreviations (СПб, ЕКБ) and all-caps labels are not names.
  if (/[А-ЯЁ]{2}/.test(text)) return null;
  return text;
}

/** Latin spelling folded so that BGN, Kazakh and English romanisations compare closely. */
export function foldLatin(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ʹʼ’`]/g, "'")
    .replace(/[^a-z']/g, '')
    .replaceAll('shch', 'Q')
    .replaceAll('sch', 'Q')
    .replaceAll('sh', 'S')
    .replaceAll('ch', 'C')
    .replaceAll('zh', 'Z')
    .replaceAll('kh', 'h')
    .replaceAll('ts', 'c')
    .replaceAll('tz', 'c')
    .replaceAll('gh', 'g')
    .replaceAll('q', 'k')
    .replaceAll('w', 'v')
    .replaceAll('x', 'ks')
    .replaceAll('j', 'y');
}

function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

function distance(a: string, b: string): number {
  return levenshtein(a, b) / Math.max(a.length, b.length, 1);
}

/**
 * Endings a declined form takes, by the ending of its nominative. Keys are the tail of the
 * nominative word after the common stem ('' = ends in a consonant).
 */
const DECLINED_TAILS: Record<string, readonly string[]> = {
  '': ['а', 'у', 'е', 'ом', 'ой', 'ым', 'ем', 'ы', 'и'],
  а: ['ы', 'и', 'е', 'у', 'ой', 'ою', 'ю'],
  я: ['и', 'е', 'ю', 'ей', 'ею'],
  ь: ['и', 'ью', 'я', 'ю', 'е', 'ем'],
  й: ['я', 'ю', 'е', 'ем', 'ем'],
  о: ['а', 'у', 'ом', 'е'],
  ы: ['ов', 'ах', 'ам', 'ами'],
  и: ['ов', 'ей', 'ах', 'ям', 'ях', 'ам', 'ами', 'ок'],
  ий: ['ого', 'его', 'ому', 'ему', 'им', 'ем', 'ом'],
  ый: ['ого', 'ому', 'ым', 'ом'],
  ой: ['ого', 'ому', 'ым', 'ом'],
  ая: ['ой', 'ую', 'ей', 'ею'],
  яя: ['ей', 'юю'],
  ое: ['ого', 'ому', 'ым', 'ом'],
  ее: ['его', 'ему', 'им', 'ем'],
  ые: ['ых', 'ым', 'ыми'],
  ие: ['их', 'им', 'ими'],
};

function isDeclinedWord(word: string, nominative: string): boolean {
  if (word === nominative) return false;
  const w = word.toLowerCase();
  const n = nominative.toLowerCase();
  for (const [nomTail, tails] of Object.entries(DECLINED_TAILS)) {
    if (!n.endsWith(nomTail)) continue;
    const stem = n.slice(0, n.length - nomTail.length);
    if (stem.length < 2 || !w.startsWith(stem)) continue;
    if (tails.includes(w.slice(stem.length))) return true;
  }
  return false;
}

/** True when `form` is a declined form of `nominative` ('Москвы' of 'Москва', 'Нижнем Новгороде'…). */
export function isDeclinedForm(form: string, nominative: string): boolean {
  const a = form.split(/([ -])/);
  const b = nominative.split(/([ -])/);
  if (a.length !== b.length) return false;
  let declined = false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? '';
    const y = b[i] ?? '';
    if (x === y) continue;
    if (!isDeclinedWord(x, y)) return false;
    declined = true;
  }
  return declined;
}

/** Traits of forms that are Cyrillic but not Russian. */
function foreignPenalty(name: string): number {
  let p = 0;
  // Bulgarian uses ъ as a vowel (Москъва); Russian only before е, ё, ю, я.
  if (/ъ(?![еёюя])/i.test(name)) p += 0.5;
  // Ukrainian/Belarusian softening where Russian has none (Донецьк, Луцьк).
  if (/[цзсн]ьк/i.test(name)) p += 0.4;
  if (/ьо/i.test(name)) p += 0.3;
  // Belarusian/Ukrainian шч where Russian writes щ (Пушчино/Пущино).
  if (/шч/i.test(name)) p += 0.3;
  // Russian writes prepositions inside compound names in lower case (Ростов-на-Дону).
  if (/-(?:На|Над|В|Де|Ла|Ле|Ди)-/.test(name)) p += 0.05;
  // …and every other word capitalised (Набережные Челны).
  if (/ (?!(?:на|над|в|де|ла|ле|ди|и)(?: |$))[а-яё]/.test(name)) p += 0.05;
  return p;
}

interface Scored {
  name: string;
  score: number;
}

/**
 * True when `full` is `short` with one extra soft sign or й that Russian writes and the
 * Turkic or Bulgarian forms drop: Казань/Казан, Ульяновск/Уляновск, Великий/Велики.
 */
function hasDroppedLetter(short: string, full: string): boolean {
  if (full.length !== short.length + 1) return false;
  for (let i = 0; i < full.length; i++) {
    const ch = full[i];
    if (ch !== 'ь' && ch !== 'й') continue;
    if (full.slice(0, i) + full.slice(i + 1) !== short) continue;
    const prev = full[i - 1] ?? '';
    const next = full[i + 1] ?? '';
    const atWordEnd = next === '' || next === ' ' || next === '-';
    if (atWordEnd || (ch === 'ь' && prev === 'л')) return true;
  }
  return false;
}

/** Every Russian-alphabet candidate with its score, best (lowest) first. */
export function scoreCandidates(place: GeoNamesPlace): Scored[] {
  const cyr = new Set<string>();
  const latin = new Set<string>();
  for (const raw of place.alternateNames) {
    const clean = cleanCandidate(raw);
    if (clean) cyr.add(clean);
    else if (/^[\p{Script=Latin}\s'’`ʹʼ.-]+$/u.test(raw)) latin.add(foldLatin(raw));
  }
  if (!cyr.size && place.countryCode === 'KZ') {
    for (const raw of place.alternateNames) {
      const mapped = cleanCandidate(raw.replace(/[әғқңөұүһіӘҒҚҢӨҰҮҺІ]/g, (c) => KAZAKH_TO_RUSSIAN[c] ?? c));
      if (mapped) cyr.add(mapped);
    }
  }
  latin.delete('');
  const ascii = foldLatin(place.asciiName);
  const asciiSeparators = place.asciiName.replace(/[^ -]/g, '');
  const base = [...cyr].map((name) => {
    const lat = foldLatin(cyrillicToLatin(name));
    const dAscii = distance(lat, ascii);
    let dAlt = dAscii;
    for (const l of latin) dAlt = Math.min(dAlt, distance(lat, l));
    return { name, dAscii, score: 0.6 * dAscii + 0.4 * dAlt + foreignPenalty(name) };
  });
  return base
    .map(({ name, dAscii, score }) => {
      let s = score;
      // The Russian form tends to be the centre of its Ukrainian, Belarusian and Bulgarian
      // variants (Братск among Брацк and Братськ), so closeness to the others breaks near-ties.
      if (base.length > 1) {
        let sum = 0;
        for (const o of base) if (o.name !== name) sum += distance(o.name.toLowerCase(), name.toLowerCase());
        s += (0.05 * sum) / (base.length - 1);
      }
      // Prefer the spelling with ё when both are listed (Орёл, Королёв).
      if (!name.includes('ё') && !name.includes('Ё')) {
        if (base.some((o) => o.name !== name && o.name.replace(/ё/g, 'е').replace(/Ё/g, 'Е') === name))
          s += 0.005;
      }
      // A declined form loses to its nominative unless the ASCII name clearly backs it
      // (Тула over the Mari 'Туло', although 'Тула' looks like a genitive of it).
      const nominative = base.find((o) => o.name !== name && isDeclinedForm(name, o.name));
      if (nominative && nominative.dAscii <= dAscii + 0.05) s += 1;
      if (base.some((o) => hasDroppedLetter(name, o.name))) s += 0.2;
      // Ukrainian/Belarusian adjective endings when the Russian -ый form is listed (Мирний/Мирный).
      const hard = name.replace(/(?:ий|ай|эй)(?=$|[ -])/g, 'ый');
      if (hard !== name && base.some((o) => o.name === hard)) s += 0.1;
      // Same letters, different separators: follow the ASCII name's spacing and hyphens.
      if (name.replace(/[^ -]/g, '') !== asciiSeparators) s += 0.01;
      s += name.length * 0.001;
      return { name, score: s };
    })
    .sort((x, y) => x.score - y.score || x.name.localeCompare(y.name, 'ru'));
}

/** The Russian nominative name of the place, or null when it has no usable Cyrillic name. */
export function chooseRussianName(place: GeoNamesPlace): string | null {
  const override = NAME_OVERRIDES.get(place.id);
  if (override) return override;
  return scoreCandidates(place)[0]?.name ?? null;
}

const BGN_LETTERS: ReadonlyArray<readonly [string, string]> = [
  ['shch', 'щ'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['zh', 'ж'],
  ['ya', 'я'],
  ['yu', 'ю'],
  ['ye', 'е'],
  ['yo', 'ё'],
  ["'", 'ь'],
  ['a', 'а'],
  ['b', 'б'],
  ['d', 'д'],
  ['f', 'ф'],
  ['g', 'г'],
  ['i', 'и'],
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
  ['z', 'з'],
];

/** Words written in lower case inside compound Russian names. */
const LOWER_WORDS = new Set(['на', 'над', 'под', 'у']);

function bgnWord(word: string): string {
  let out = '';
  let i = 0;
  while (i < word.length) {
    const rest = word.slice(i);
    if (rest === 'yy' || rest === 'iy' || rest === 'oy') {
      out += { yy: 'ый', iy: 'ий', oy: 'ой' }[rest];
      break;
    }
    const ch = word[i] ?? '';
    if (ch === 'y' && !/^y[aueo]/.test(rest)) {
      out += /[аеёиоуыэюя]$/.test(out) ? 'й' : 'ы';
      i += 1;
      continue;
    }
    if (ch === 'e') {
      out += i === 0 ? 'э' : 'е';
      i += 1;
      continue;
    }
    const pair = BGN_LETTERS.find(([lat]) => rest.startsWith(lat));
    if (!pair) return '';
    out += pair[1];
    i += pair[0].length;
  }
  if (LOWER_WORDS.has(out)) return out;
  return (out[0] ?? '').toUpperCase() + out.slice(1);
}

/**
 * Russian Cyrillic from a BGN/PCGN romanisation ('Zavety Il'icha' → 'Заветы Ильича'), for the
 * few Russian and Kazakh places that have no Cyrillic alternate name at all. Null when the
 * name has anything but letters, apostrophes, spaces and hyphens.
 */
export function bgnToCyrillic(ascii: string): string | null {
  const text = ascii.toLowerCase().replace(/[’ʹ]/g, "'").trim();
  if (!/^[a-z' -]+$/.test(text)) return null;
  const out = text
    .split(/([ -])/)
    .map((part) => (part === ' ' || part === '-' ? part : bgnWord(part)))
    .join('');
  if (out.includes('--') || /(?:^|[ -])(?:[ -]|$)/.test(out)) return null;
  const first = out[0] ?? '';
  const result = first.toUpperCase() + out.slice(1);
  return isRussianAlphabet(result) ? result : null;
}
