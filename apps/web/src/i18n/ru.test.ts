/**
 * Reads the whole dictionary (and the FAQ and About texts) the way a reader would: every string,
 * and every text function called with names and genders. Catches «(а)» forms, the formal «вы»
 * outside the texts the specification quotes, and names left in the nominative where Russian
 * needs another case.
 */
import {
  ERROR_TEXT,
  findFormalAddress,
  findGenderSlash,
  findUndeclinedName,
  GENDER,
  GENDERED_TEXT,
  NAME_SAMPLES,
  type Operator,
  SUCCESS_TEXT,
} from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import { faqItems } from '../features/help/texts/faq.ts';
import { JURISDICTIONS } from '../features/legal/model/jurisdiction.ts';
import { aboutSections } from '../features/legal/texts/about.ts';
import { realtimeNamed } from './ru/realtime-named.ts';
import * as ru from './ru.ts';

/** The parameter names of a text function, read from its source. */
function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const source = fn.toString();
  const list =
    /^(?:async\s*)?(?:function\s*[\w$]*\s*)?\(([^)]*)\)/.exec(source)?.[1] ??
    /^([\w$]+)\s*=>/.exec(source)?.[1] ??
    '';
  return list
    .split(',')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((part) => part.length > 0);
}

/** Arguments tried for a parameter, by what its name says it is. */
function samplesFor(parameter: string): readonly unknown[] {
  if (/name/i.test(parameter)) return NAME_SAMPLES;
  if (/gender|viewer/i.test(parameter)) return [GENDER.MAN, GENDER.WOMAN];
  if (/woman/i.test(parameter)) return [true, false];
  return [1, 5, 'вчера', ['Premium', 'VIP']];
}

function tuples(parameters: readonly string[]): unknown[][] {
  return parameters.reduce<unknown[][]>(
    (heads, parameter) => heads.flatMap((head) => samplesFor(parameter).map((sample) => [...head, sample])),
    [[]],
  );
}

/** Every string a value can produce: strings, arrays, objects and functions called with samples. */
function collect(value: unknown, path: string, out: Array<{ path: string; text: string }>, depth = 0): void {
  if (depth > 6) return;
  if (typeof value === 'string') {
    out.push({ path, text: value });
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) collect(item, `${path}[${index}]`, out, depth + 1);
  } else if (typeof value === 'function') {
    for (const args of tuples(parameterNames(value as (...args: never[]) => unknown))) {
      let result: unknown;
      try {
        result = value(...args);
      } catch {
        continue;
      }
      collect(result, `${path}(${args.map(String).join(', ')})`, out, depth + 1);
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collect(item, `${path}.${key}`, out, depth + 1);
  }
}

const operator: Operator = {
  name: 'ООО «Искра Онлайн»',
  taxIdLabel: 'ИНН',
  taxId: '7700000000',
  address: 'Москва',
  email: 'legal@iskra.example',
};

function allTexts(): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = [];
  collect(ru, 'ru', out);
  collect(realtimeNamed, 'realtimeNamed', out);
  collect(GENDERED_TEXT, 'GENDERED_TEXT', out);
  collect(ERROR_TEXT, 'ERROR_TEXT', out);
  collect(SUCCESS_TEXT, 'SUCCESS_TEXT', out);
  collect(faqItems({ supportEmail: 'help@iskra.example', operator }), 'faq', out);
  collect(
    aboutSections({
      variant: 'ru',
      j: JURISDICTIONS.ru,
      operator,
      publicUrl: 'https://iskra.example',
      supportEmail: 'help@iskra.example',
      analytics: false,
    }),
    'about',
    out,
  );
  return out;
}

describe('the Russian texts of the interface', () => {
  const texts = allTexts();

  it('are many (the walk reaches the whole dictionary)', () => {
    expect(texts.length).toBeGreaterThan(1000);
  });

  it('have no «(а)» forms', () => {
    expect(
      texts.filter(({ text }) => findGenderSlash(text)).map(({ path, text }) => `${path}: ${text}`),
    ).toEqual([]);
  });

  it('speak with «ты», except the strings the specification quotes', () => {
    const formal = texts
      .map(({ path, text }) => ({ path, text, word: findFormalAddress(text) }))
      .filter(({ word }) => word !== null)
      .map(({ path, text, word }) => `${path}: «${word}» in ${text}`);
    expect(formal).toEqual([]);
  });

  it('never leave a name in the nominative after a preposition that needs another case', () => {
    const undeclined = texts
      .map(({ path, text }) => ({ path, text, hit: findUndeclinedName(text) }))
      .filter(({ hit }) => hit !== null)
      .map(({ path, hit }) => `${path}: ${hit}`);
    expect(undeclined).toEqual([]);
  });
});

describe('texts in the reader’s and the other person’s gender', () => {
  const { MAN, WOMAN } = GENDER;

  it('a woman reads feminine forms, a man masculine ones', () => {
    expect(ru.discover.emptyText(WOMAN)).toContain('Ты посмотрела всех');
    expect(ru.discover.emptyText(MAN)).toContain('Ты посмотрел всех');
    expect(ru.sympathyPopups.alreadyRated.text(WOMAN)).toBe(
      'Этого пользователя ты уже оценивала. Но не беда!',
    );
    expect(ru.sympathyPopups.alreadyRated.text(MAN)).toBe('Этого пользователя ты уже оценивал. Но не беда!');
    expect(ru.discover.undoFree(WOMAN)).toContain('Оценку ты уже поставила');
    expect(ru.chat.writeFirst(WOMAN)).toContain('Напиши первой');
    expect(ru.chat.writeFirst(MAN)).toContain('Напиши первым');
  });

  it('another person’s gender decides the verb about them', () => {
    expect(ru.sympathies.visitedAt('вчера', WOMAN)).toBe('Заходила вчера');
    expect(ru.sympathies.visitedAt('вчера', MAN)).toBe('Заходил вчера');
    expect(ru.realtime.visit('Марина', WOMAN)).toBe('Марина заходила к тебе в анкету');
  });

  it('names are declined, and a foreign name keeps a phrasing without a case', () => {
    expect(realtimeNamed.match('Тестолина', WOMAN)).toBe('Взаимная симпатия с Тестолиной!');
    expect(realtimeNamed.match('Тестослав', MAN)).toBe('Взаимная симпатия с Тестославом!');
    expect(realtimeNamed.match('Marie', WOMAN)).toBe('Взаимная симпатия: Marie');
    expect(realtimeNamed.messageHidden('Алексей', MAN)).toBe('Новое сообщение от Алексея');
    expect(ru.profile.messageGate.text('Владислав', MAN)).toMatch(/^Написать Владиславу можно/);
    expect(ru.chat.deleteText('Марина', WOMAN)).toMatch(/^Переписка с Мариной исчезнет/);
    expect(ru.matchPopupText('Алиса', WOMAN, WOMAN)).toBe(
      'Ты понравилась Алисе, а она — тебе. Не упускай момент — напиши первой!',
    );
    expect(ru.profile.documentTitle('Анна', WOMAN)).toBe('Профиль Анны — Искра');
    expect(ru.profile.documentTitle('John', MAN)).toBe('Профиль: John — Искра');
  });
});

describe('the i18n sources', () => {
  const sources = import.meta.glob<string>('./ru/*.ts', { query: '?raw', import: 'default', eager: true });

  it('put no raw name variable after a preposition that needs an oblique case', () => {
    const raw =
      /(?:^|[\s«(])(?:[сС]о?|[оО]т|[дД]ля|[уУ]|[кК]о?|[оО]б?|[пП]ро|[бБ]ез|[нН]аписать|[пП]рофиль)\s+\$\{(?:name|partner|person|recipient)[^}]*\}/u;
    const hits = Object.entries(sources).flatMap(([file, text]) =>
      text
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => raw.test(line))
        .map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`),
    );
    expect(hits).toEqual([]);
  });

  it('are all read by the walk above', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
  });
});
