import { COOKIES } from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import { getCookie, setCookie } from '../../../shared/cookies.ts';
import { takeRemindAvatarTurn } from './remind-avatar.ts';

describe('remind-avatar turns', () => {
  it('come every third visit: the counter cycles 1, 2, 3, 1 and the reminder is due on 1', () => {
    const turns = [1, 2, 3, 4, 5, 6, 7].map(() => [
      takeRemindAvatarTurn(),
      getCookie(COOKIES.remindAvatar.name),
    ]);
    expect(turns).toEqual([
      [true, '1'],
      [false, '2'],
      [false, '3'],
      [true, '1'],
      [false, '2'],
      [false, '3'],
      [true, '1'],
    ]);
  });

  it('go on from a stored counter', () => {
    setCookie(COOKIES.remindAvatar.name, '3', 1);
    expect(takeRemindAvatarTurn()).toBe(true);
    setCookie(COOKIES.remindAvatar.name, '1', 1);
    expect(takeRemindAvatarTurn()).toBe(false);
  });
});
