/**
 * Notifications about live events (matches, visits, likes, messages). The two that decline a
 * name are in realtime-named.ts, which loads with the declension library when first needed.
 */
import type { Gender } from '@iskra/contract';
import { byGender } from '../../shared/gender-forms.ts';

export const realtime = {
  /** A match, the name as written (realtime-named.ts declines it when it can). */
  matchNominative: (name: string) => `Взаимная симпатия: ${name}`,
  visit: (name: string, gender: Gender) =>
    `${name} ${byGender(gender, 'заходил', 'заходила')} к тебе в анкету`,
  visitHidden: 'Кто-то заходил к тебе в анкету',
  like: (name: string, gender: Gender) =>
    `${name} ${byGender(gender, 'поставил', 'поставила')} тебе симпатию`,
  likeHidden: 'Кто-то поставил тебе симпатию',
  message: (name: string, text: string) => `${name}: ${text}`,
  /** A free user's message notice, the name as written (realtime-named.ts declines it when it can). */
  messageHiddenNominative: (name: string, gender: Gender) =>
    `${name} ${byGender(gender, 'написал', 'написала')} тебе сообщение`,
  meetup: 'Тебя пригласили на встречу',
  moderationComplete: 'Модерация вашего аккаунта закончена',
} as const;
