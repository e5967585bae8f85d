/** Texts of the safety tools: report, block, unmatch, the block list. */
import type { Gender } from '@iskra/contract';
import { byGender } from '../../shared/gender-forms.ts';
import { withName } from '../../shared/names.ts';

export const safety = {
  more: 'Ещё действия',
  menuTitle: 'Действия',
  report: 'Пожаловаться',
  reportPhoto: 'Пожаловаться на это фото',
  block: 'Заблокировать',
  unmatch: 'Удалить пару',
  cancel: 'Отмена',

  reportTitle: (name: string, gender: Gender) =>
    withName(
      name,
      gender,
      'accusative',
      (n) => `Жалоба на ${n}`,
      (n) => `Жалоба: ${n}`,
    ),
  reportLead: 'Что случилось? Жалоба анонимна: человек не узнает, кто её отправил.',
  categoryLegend: 'Причина',
  commentLabel: 'Подробности',
  commentHint: 'Необязательно. Что именно не так — так разберёмся быстрее.',
  alsoBlock: (name: string, gender: Gender) =>
    withName(
      name,
      gender,
      'accusative',
      (n) => `Заблокировать ${n}`,
      (n) => `Заблокировать: ${n}`,
    ),
  send: 'Отправить жалобу',
  reportSent: 'Жалоба отправлена. Проверим её в течение суток.',
  reportSentBlocked: 'Жалоба отправлена, пользователь заблокирован. Проверим её в течение суток.',

  blockTitle: (name: string, gender: Gender) =>
    withName(
      name,
      gender,
      'accusative',
      (n) => `Заблокировать ${n}?`,
      (n) => `Заблокировать: ${n}?`,
    ),
  blockText: (gender: Gender) =>
    `Ты больше не увидишь этого человека, а ${byGender(gender, 'он', 'она')} — тебя: ни в знакомствах, ни в симпатиях, ни в чате. Переписка скроется у обоих. ${byGender(gender, 'Он', 'Она')} об этом не узнает. Разблокировать можно в настройках аккаунта.`,
  blockConfirm: 'Заблокировать',
  blocked: 'Пользователь заблокирован',

  unmatchTitle: (name: string, gender: Gender) =>
    withName(
      name,
      gender,
      'instrumental',
      (n) => `Удалить пару с ${n}?`,
      (n) => `Удалить пару: ${n}?`,
    ),
  unmatchText: 'Взаимная симпатия пропадёт, а переписка исчезнет у обоих. Вернуть её будет нельзя.',
  unmatchConfirm: 'Удалить',
  unmatched: 'Пара удалена',

  blockedTitle: 'Заблокированные',
  blockedLead: 'Эти люди не видят тебя, а ты — их.',
  blockedEmpty: (viewerGender: Gender) =>
    `Ты пока никого не ${byGender(viewerGender, 'заблокировал', 'заблокировала')}.`,
  blockedFailed: 'Не получилось загрузить список.',
  retry: 'Повторить',
  unblock: 'Разблокировать',
  unblockLabel: (name: string) => `Разблокировать: ${name}`,
  unblocked: 'Пользователь разблокирован',
  blockedSince: (date: string) => `в списке с ${date}`,
} as const;
