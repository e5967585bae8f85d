/** Notifications about live events (matches, visits, likes, messages). */
import type { Gender } from '@iskra/contract';
import { byGender, withName } from '../../shared/names.ts';

export const realtime = {
  match: (name: string, gender: Gender) =>
    withName(
      name,
      gender,
      'instrumental',
      (n) => `Взаимная симпатия с ${n}!`,
      (n) => `Взаимная симпатия: ${n}`,
    ),
  visit: (name: string, gender: Gender) =>
    `${name} ${byGender(gender, 'заходил', 'заходила')} к тебе в анкету`,
  visitHidden: 'Кто-то заходил к тебе в анкету',
  like: (name: string, gender: Gender) =>
    `${name} ${byGender(gender, 'поставил', 'поставила')} тебе симпатию`,
  likeHidden: 'Кто-то поставил тебе симпатию',
  message: (name: string, text: string) => `${name}: ${text}`,
  messageHidden: (name: string, gender: Gender) =>
    withName(
      name,
      gender,
      'genitive',
      (n) => `Новое сообщение от ${n}`,
      (n) => `${n} ${byGender(gender, 'написал', 'написала')} тебе сообщение`,
    ),
  meetup: 'Тебя пригласили на встречу',
  moderationComplete: 'Модерация вашего аккаунта закончена',
} as const;
