/**
 * The HTTP load client (http-load.ts) as a child process of a benchmark: its own event loop and
 * CPU, so the server under test does not share one with it.
 */
import { type ChildProcess, fork } from 'node:child_process';
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
