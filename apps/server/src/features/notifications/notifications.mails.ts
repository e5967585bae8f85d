/**
 * The notification letters. Names are left in the nominative (lists after a colon or the
 * subject of a sentence), so no declension is needed; verbs agree with each person's gender.
 * Likes and visits are counted, never named: a free user's lists do not name those people.
 */
import { NOTIFICATION_KIND_LABEL, NOTIFICATIONS, type NotificationKind } from '@iskra/contract';
import { type MailContent, renderMail } from '../../shared/mail-layout.ts';
import { plural } from './notifications.policy.ts';

export interface Person {
  name: string;
  gender: number;
}

interface LetterBase {
  name: string;
  siteUrl: string;
  unsubscribeUrl: string;
}

const NEW_MESSAGES = ['новое сообщение', 'новых сообщения', 'новых сообщений'] as const;
const LIKES = ['лайк', 'лайка', 'лайков'] as const;
const PEOPLE = ['человек', 'человека', 'человек'] as const;

/** «поставил» for a man, «поставила» for a woman. */
function verb(person: Person, male: string, female: string): string {
  return person.gender === 2 ? female : male;
}

/** «Марина», «Марина и Анна», «Марина, Анна и Олег», «Марина, Анна, Олег и ещё 2». */
export function namesList(names: readonly string[]): string {
  const shown = names.slice(0, NOTIFICATIONS.namedSenders);
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} и ещё ${rest}`;
  if (shown.length <= 1) return shown[0] ?? '';
  return `${shown.slice(0, -1).join(', ')} и ${shown.at(-1)}`;
}

function unsubscribe(kind: NotificationKind, url: string) {
  return {
    reason: `Это письмо пришло, потому что у тебя включены уведомления «${NOTIFICATION_KIND_LABEL[kind]}». Их можно выключить в настройках аккаунта или одной кнопкой:`,
    label: 'отписаться',
    url,
  };
}

/** New mutual sympathies the person has not seen yet, newest first. */
export function matchMail(options: LetterBase & { partners: readonly Person[] }): MailContent {
  const [first, ...others] = options.partners;
  const single = first !== undefined && others.length === 0;
  const opening = single
    ? `${first.name} тоже ${verb(first, 'поставил', 'поставила')} тебе лайк — симпатия взаимная!`
    : `Новые взаимные симпатии: ${namesList(options.partners.map((p) => p.name))}.`;
  return renderMail(
    single ? 'Взаимная симпатия в Искре' : 'Новые взаимные симпатии в Искре',
    {
      greeting: `Привет, ${options.name}!`,
      paragraphs: [opening, 'Самое время написать первое сообщение.'],
      action: { label: 'Посмотреть взаимные', url: `${options.siteUrl}/app/matches` },
      unsubscribe: unsubscribe('match', options.unsubscribeUrl),
    },
    options.siteUrl,
  );
}

/** Unread messages, by author (the author of the newest first). */
export function messageMail(
  options: LetterBase & { senders: ReadonlyArray<Person & { count: number }> },
): MailContent {
  const total = options.senders.reduce((sum, s) => sum + s.count, 0);
  const [first, ...others] = options.senders;
  const counted = `${total} ${plural(total, NEW_MESSAGES)}`;
  const opening =
    first !== undefined && others.length === 0
      ? `${first.name} ${verb(first, 'написал', 'написала')} тебе ${counted}.`
      : `Тебе написали ${namesList(options.senders.map((s) => s.name))} — всего ${counted}.`;
  return renderMail(
    total === 1 ? 'Новое сообщение в Искре' : 'Новые сообщения в Искре',
    {
      greeting: `Привет, ${options.name}!`,
      paragraphs: [opening, 'Ответь, пока разговор не остыл.'],
      action: { label: 'Открыть чат', url: `${options.siteUrl}/app/chat` },
      unsubscribe: unsubscribe('message', options.unsubscribeUrl),
    },
    options.siteUrl,
  );
}

/** Likes and visits of the last day that are still unseen (at least one of them). */
export function activityMail(options: LetterBase & { likes: number; visits: number }): MailContent {
  const { likes, visits } = options;
  const liked = `тебе поставили ${likes} ${plural(likes, LIKES)}`;
  // «посмотрел 1 человек», «посмотрели 2 человека», «посмотрел 21 человек».
  const looked = plural(visits, ['посмотрел', 'посмотрели', 'посмотрели']);
  const visited = `твою анкету ${looked} ${visits} ${plural(visits, PEOPLE)}`;
  const parts = [likes > 0 ? liked : null, visits > 0 ? visited : null].filter((p) => p !== null);
  const where =
    likes > 0 && visits > 0
      ? 'Кто это был — в разделах «Я нравлюсь» и «Посетители».'
      : likes > 0
        ? 'Кто это был — в разделе «Я нравлюсь».'
        : 'Кто это был — в разделе «Посетители».';
  return renderMail(
    'Лайки и посетители за день в Искре',
    {
      greeting: `Привет, ${options.name}!`,
      paragraphs: [`За последние сутки ${parts.join(', а ')}.`, where],
      action: {
        label: likes > 0 ? 'Посмотреть, кто лайкнул' : 'Посмотреть посетителей',
        url: `${options.siteUrl}/app/${likes > 0 ? 'liked-you' : 'visitors'}`,
      },
      unsubscribe: unsubscribe('activity', options.unsubscribeUrl),
    },
    options.siteUrl,
  );
}
