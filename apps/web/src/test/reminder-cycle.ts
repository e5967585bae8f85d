import { getCookie } from '../shared/cookies.ts';

/** A reminder shown on every third start: the cookie cycles 1, 2, 3, 1 and it shows on 1. */
export const EVERY_THIRD_START: Array<[string, boolean]> = [
  ['1', true],
  ['2', false],
  ['3', false],
  ['1', true],
];

/**
 * Starts a screen `times` times afresh (unmounting it in between); after each start records the
 * value of the reminder's cookie and whether the reminder showed.
 */
export function startsInARow(
  times: number,
  start: () => { unmount: () => void },
  cookie: string,
  shown: () => boolean,
): Array<[string | null, boolean]> {
  const seen: Array<[string | null, boolean]> = [];
  for (let i = 0; i < times; i += 1) {
    const view = start();
    seen.push([getCookie(cookie), shown()]);
    view.unmount();
  }
  return seen;
}
