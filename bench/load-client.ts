/**
 * The HTTP load client (http-load.ts) as a child process of a benchmark: its own event loop and
 * CPU, so the server under test does not share one with it.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { percentile } from './discover-common.ts';
import type { LoadJob, LoadResult } from './http-load.ts';

export type LoadClient = ChildProcess;

export function startLoadClient(): LoadClient {
  return fork(new URL('./http-load.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
}

export function runLoad(client: LoadClient, job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    client.once('message', (message: { ok: boolean; result?: LoadResult; error?: string }) =>
      message.ok && message.result
        ? resolve(message.result)
        : reject(new Error(message.error ?? 'load failed')),
    );
    client.send(job);
  });
}

/** One target's figures: requests per second, latency percentiles and answers by status. */
export interface Measured {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
}

/** Runs `job` (its warm-up, then its measured time) and sums it up. */
export async function measure(client: LoadClient, name: string, job: LoadJob): Promise<Measured> {
  const result = await runLoad(client, job);
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  return {
    name,
    perSecond: (result.latenciesMs.length / result.elapsedMs) * 1000,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    statuses: result.statuses,
  };
}

/** "200: 812, 429: 3" */
export function answers(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
}
