/**
 * The live notifications whose text declines a name. They bring the declension library with
 * them, so the shell loads this module on the first event that shows one
 * (app/realtime/notifications.tsx), not with the first page.
 */
import type { Gender } from '@iskra/contract';
import { withName } from '../../shared/names.ts';
import { realtime } from './realtime.ts';

export const realtimeNamed = {
  match: (name: string, gender: Gender) =>
    withName(name, gender, 'instrumental', (n) => `Взаимная симпатия с ${n}!`, realtime.matchNominative),
  messageHidden: (name: string, gender: Gender) =>
    withName(
      name,
      gender,
      'genitive',
      (n) => `Новое сообщение от ${n}`,
      (n) => realtime.messageHiddenNominative(n, gender),
    ),
} as const;
