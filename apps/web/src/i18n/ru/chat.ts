/** Chat (/chat). */
import type { Gender } from '@iskra/contract';
import { byGender } from '../../shared/gender-forms.ts';
import { withName } from '../../shared/names.ts';
import { plural } from '../../shared/plural.ts';

export const chat = {
  title: 'Чат',
  listLabel: 'Диалоги',
  matchesTitle: 'Новые пары',
  writeTo: (name: string) => `Написать: ${name}`,
  emptyTitle: 'Диалогов пока нет',
  emptyText: 'Когда симпатия окажется взаимной, здесь появится чат. Ставь симпатии в знакомствах!',
  toDiscover: 'К знакомствам',
  writeFirst: (viewer: Gender) =>
    `${byGender(viewer, 'Напиши первым', 'Напиши первой')} — выбери человека из новых пар.`,
  you: 'Ты:',
  typing: 'печатает…',
  online: 'в сети',
  offline: 'не в сети',
  unread: (count: number) => `непрочитанных: ${count}`,
  loadingMore: 'Загружаем ещё…',
  loadFailed: 'Не получилось загрузить диалоги.',
  messagesFailed: 'Не получилось загрузить сообщения.',
  retry: 'Повторить',
  pickTitle: 'Выбери диалог',
  pickText: 'Слева — все твои переписки и новые пары.',
  back: 'Назад к диалогам',
  openProfile: (name: string) => `Открыть анкету: ${name}`,
  deleteDialog: 'Удалить диалог',
  reportMessage: 'Пожаловаться на сообщение',
  deleteTitle: 'Удалить диалог?',
  deleteText: (name: string, gender: Gender) =>
    withName(
      name,
      gender,
      'instrumental',
      (n) => `Переписка с ${n} исчезнет у обоих. Вернуть её будет нельзя.`,
      (n) => `Переписка исчезнет у обоих: ${n} тоже больше её не увидит. Вернуть её будет нельзя.`,
    ),
  deleteConfirm: 'Удалить',
  deleteCancel: 'Отмена',
  deleted: 'Диалог удалён',
  goneTitle: 'Диалога больше нет',
  goneText: 'Возможно, его удалили. Выбери другой диалог из списка.',
  messagesLabel: (name: string, gender: Gender) =>
    withName(
      name,
      gender,
      'instrumental',
      (n) => `Переписка с ${n}`,
      (n) => `Переписка: ${n}`,
    ),
  today: 'Сегодня',
  yesterday: 'Вчера',
  status: {
    sending: 'отправляется',
    sent: 'доставлено',
    read: 'прочитано',
    failed: 'не отправлено',
    held: 'на проверке',
    rejected: 'не доставлено',
  },
  notSent: 'Не отправлено',
  retrySend: 'Отправить ещё раз',
  discard: 'Убрать',
  loadingOlder: 'Загружаем более ранние сообщения…',
  matchIntro: (name: string, gender: Gender, viewer: Gender) => {
    const next = `${byGender(viewer, 'Напиши первым', 'Напиши первой')} — начни с чего-нибудь из анкеты.`;
    return withName(
      name,
      gender,
      'instrumental',
      (n) => `Взаимная симпатия с ${n}! ${next}`,
      (n) => `Взаимная симпатия: ${n}. ${next}`,
    );
  },
  composerLabel: 'Сообщение',
  placeholder: 'Напиши сообщение…',
  send: 'Отправить',
  counter: (count: number, max: number) => `${count} из ${max}`,
  freeLeft: (count: number) =>
    `Осталось ${count} ${plural(count, ['бесплатное сообщение', 'бесплатных сообщения', 'бесплатных сообщений'])} сегодня`,
  getPremium: 'Получить Premium',
  incoming: (name: string, text: string) => `${name}: ${text}`,
  toNewest: 'К новым сообщениям',
  fast: {
    title: 'Быстрое сообщение',
    to: (name: string) => `Кому: ${name}`,
    send: 'Отправить',
    cancel: 'Отмена',
    sent: (name: string, gender: Gender) =>
      withName(
        name,
        gender,
        'genitive',
        (n) => `Сообщение для ${n} отправлено. Нажми, чтобы открыть диалог`,
        (n) => `Сообщение отправлено — ${n} увидит его в чате. Нажми, чтобы открыть диалог`,
      ),
    close: 'Понятно',
  },
} as const;
