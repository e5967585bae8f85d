import { COOKIES } from '@iskra/contract';
import { getCookie, setCookie } from '../../../shared/cookies.ts';

const { name, days, cycle } = COOKIES.emailConfirmPopup;

/** The next value of the cycle 1 → 2 → 3 → 1; a missing or broken cookie starts at 1. */
export function nextCycleValue(current: string | null): number {
  const value = Number(current);
  if (current === null || !Number.isInteger(value) || value < 1 || value > cycle) return 1;
  return (value % cycle) + 1;
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
    start = { value: nextCycleValue(getCookie(name)), taken: false };
    setCookie(name, String(start.value), days);
  }
  if (start.value !== 1 || start.taken) return false;
  start.taken = true;
  return true;
}

/** Tests only: begin a new "app start". */
export function resetEmailConfirmStart(): void {
  start = null;
}
