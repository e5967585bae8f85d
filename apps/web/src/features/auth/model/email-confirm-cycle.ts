import { COOKIES } from '@iskra/contract';
import { advanceCycleCookie, nextCycleValue as nextInCycle } from '../../../shared/cookies.ts';

/** The next value of the cycle 1 → 2 → 3 → 1; a missing or broken cookie starts at 1. */
export function nextCycleValue(current: string | null): number {
  return nextInCycle(current, COOKIES.emailConfirmPopup.cycle);
}

interface StartState {
  value: number;
  taken: boolean;
}

let start: StartState | null = null;

/**
 * The reminder's turn for this app start (a page load): the cookie advances once per start and
 * the reminder is due only when it reads 1 (core-application §4, §9). Returns true at most once
 * per start, so a re-mount or React's strict-mode double effects never show it twice.
 */
export function takeEmailConfirmTurn(): boolean {
  if (start === null) {
    start = { value: advanceCycleCookie(COOKIES.emailConfirmPopup), taken: false };
  }
  if (start.value !== 1 || start.taken) return false;
  start.taken = true;
  return true;
}

/** Tests only: begin a new "app start". */
export function resetEmailConfirmStart(): void {
  start = null;
}
