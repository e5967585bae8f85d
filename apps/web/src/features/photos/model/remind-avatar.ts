import { COOKIES } from '@iskra/contract';
import { advanceCycleCookie } from '../../../shared/cookies.ts';

/**
 * The remind-avatar modal's turn on a visit of the own profile without a profile photo: the
 * counter cookie moves 1 → 2 → 3 → 1 (one day) and the modal is due only on 1
 * (core-application §4, §9).
 */
export function takeRemindAvatarTurn(): boolean {
  return advanceCycleCookie(COOKIES.remindAvatar) === 1;
}
