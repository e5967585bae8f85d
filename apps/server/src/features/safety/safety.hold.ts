/**
 * What makes a new account's first message wait for a moderator (contract SAFETY.hold): a
 * phone number, a link, a messenger handle or a request for money or card details. The rules
 * look for the ways people pass contacts and payment requests in Russian and English text; a
 * moderator sees which of them fired.
 */
import { type HeldMessageReason, SAFETY } from '@iskra/contract';

/** Not preceded by a letter: a word's start, for Cyrillic as well (\b is ASCII-only). */
const START = '(?<![\\p{L}\\d_])';
/** Not followed by a letter. */
const END = '(?![\\p{L}\\d_])';

const RULES: ReadonlyArray<[HeldMessageReason, RegExp]> = [
  // Ten or more digits in a row, allowing the separators people put in phone numbers.
  ['phone', /(?:\+?\d[\s\-().]{0,3}){9,}\d/u],
  [
    'link',
    new RegExp(
      [
        'https?://',
        `${START}www\\.`,
        // A domain name: letters, a dot, a known top-level domain.
        `${START}[\\p{L}\\d-]+(?:\\.[\\p{L}\\d-]+)*\\.(?:ru|рф|su|com|net|org|info|me|io|co|cc|to|gg|ly|link|site|online|xyz|club|pro|biz|app|top|shop)${END}`,
      ].join('|'),
      'iu',
    ),
  ],
  [
    'handle',
    new RegExp(
      [
        `(?:^|[\\s(,:])@[a-z\\d_]{3,}`,
        `${START}(?:telegram|telega|whats?app|viber|instagram|insta|inst|snapchat|skype|discord|signal|tg|vk|тг|вк)${END}`,
        `${START}(?:телеграм|телег[аеиуо]|ватсап|вацап|вотсап|воцап|вайбер|инстаграм|инст[аеуы]?${END}|скайп|дискорд|снапчат)`,
      ].join('|'),
      'iu',
    ),
  ],
  [
    'money',
    new RegExp(
      [
        // A card number: 16 to 19 digits in groups.
        '(?:\\d[\\s-]?){15,18}\\d',
        `${START}(?:скинь|скиньте|скинешь|переведи|переведите|переведёшь|перевести|перевод|займи|займёшь|одолжи|одолжить|задонать|донат|оплати|оплатить|оплатишь)${END}`,
        `${START}(?:на\\s+карт[уеы]|номер\\s+карты|реквизит|сбербанк|сбер|тинькофф|т-банк|киви|qiwi|юмани|yoomoney|крипт|usdt|btc|биткоин|bitcoin)`,
        `${START}(?:деньг|денег|денежк|рубл|₽)`,
      ].join('|'),
      'iu',
    ),
  ],
];

/** The reasons a text would be held for; empty when it has none of them. */
export function holdReasons(text: string): HeldMessageReason[] {
  return RULES.filter(([, rule]) => rule.test(text)).map(([reason]) => reason);
}

/** The account is new enough for its first messages to be screened. */
export function isNewAccount(registeredAt: Date, now: Date): boolean {
  return now.getTime() - registeredAt.getTime() < SAFETY.holdAccountAgeMs;
}

/** A message to hold if it is a first one (chat.send.ts decides that part). */
export function screened({
  registeredAt,
  text,
  now,
}: {
  registeredAt: Date;
  text: string;
  now: Date;
}): boolean {
  return isNewAccount(registeredAt, now) && holdReasons(text).length > 0;
}
