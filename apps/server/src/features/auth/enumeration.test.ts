/**
 * Restore and a new confirmation link must not tell which addresses have an account: not by
 * the answer, and not by its timing. Requests for a real and an unknown address go in adjacent
 * pairs, each address used once (so per-address limits never answer instead), and the median
 * of the pairs' time ratios is compared: the two requests of a pair meet the same load, so
 * other work on a busy machine (the suite's other files) moves both, where it moved the medians
 * of all real and all unknown requests apart by chance.
 */
import { describe, expect, it } from 'vitest';
import { createTestUser, readOutbox, useTestApp } from '../../../test/test-app.ts';

const app = useTestApp();

const WARM_UP = 5;
const MEASURED = 40;
let ipCounter = 0;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function timedPost(url: string, email: string) {
  ipCounter += 1;
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url,
    payload: { email },
    remoteAddress: `10.77.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
  });
  return { ms: performance.now() - started, status: res.statusCode, body: res.body };
}

/**
 * Times `url` for `count` real and as many unknown addresses in pairs, alternating which goes
 * first; returns the median of the pairs' ratios (real / unknown), both medians and every
 * distinct answer seen.
 */
async function compare(url: string, realEmails: string[]) {
  const times = { real: [] as number[], unknown: [] as number[] };
  const ratios: number[] = [];
  const answers = new Set<string>();
  for (const [i, realEmail] of realEmails.entries()) {
    const unknownEmail = `nobody.${i}.${Date.now()}@mail.example`;
    const pair =
      i % 2 === 0
        ? [
            ['real', realEmail],
            ['unknown', unknownEmail],
          ]
        : [
            ['unknown', unknownEmail],
            ['real', realEmail],
          ];
    const took = { real: 0, unknown: 0 };
    for (const [kind, email] of pair as [keyof typeof times, string][]) {
      const { ms, status, body } = await timedPost(url, email);
      answers.add(`${status} ${body}`);
      took[kind] = ms;
      if (i >= WARM_UP) times[kind].push(ms);
    }
    if (i >= WARM_UP) ratios.push(took.real / took.unknown);
  }
  const ratio = median(ratios);
  return {
    // How many times slower one kind is than the other, in a typical pair.
    ratio: Math.max(ratio, 1 / ratio),
    real: median(times.real),
    unknown: median(times.unknown),
    answers: [...answers],
  };
}

function expectAlike(result: Awaited<ReturnType<typeof compare>>) {
  const medians = `medians: real ${result.real} ms, unknown ${result.unknown} ms`;
  expect(result.ratio, `median ratio of the pairs ${result.ratio}; ${medians}`).toBeLessThan(2);
}

async function realAddresses(count: number, fields: { isActivated: boolean }): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < count; i += 1) emails.push((await createTestUser(app, fields)).user.email);
  return emails;
}

describe('no account enumeration by timing', () => {
  it('answers a restore request for a real and an unknown address alike and as fast', async () => {
    const emails = await realAddresses(WARM_UP + MEASURED, { isActivated: true });
    const result = await compare('/api/user/pass-restore', emails);
    expect(result.answers).toEqual(['200 {"success":true}']);
    expectAlike(result);
    // The real addresses did get their letters, once the queue ran.
    expect(await readOutbox(app, emails.at(-1))).toHaveLength(1);
  });

  it('answers a resend of the confirmation link for a real and an unknown address alike and as fast', async () => {
    const emails = await realAddresses(WARM_UP + MEASURED, { isActivated: false });
    const result = await compare('/api/user/resend-activation-link/', emails);
    expect(result.answers).toHaveLength(1);
    expect(result.answers[0]).toMatch(/^200 /);
    expectAlike(result);
    expect(await readOutbox(app, emails.at(-1))).toHaveLength(1);
  });
});
