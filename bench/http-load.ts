/**
 * The HTTP load client of the discover benchmark, run as a child process (its own event loop
 * and CPU, so the server under test does not share one with it). It receives a job over IPC,
 * keeps `concurrency` keep-alive requests in flight for a warm-up and then for the measured
 * time (both bounded, and by a request count too), and answers with every latency.
 * Only loopback addresses are accepted.
 */
import http from 'node:http';

export interface LoadJob {
  url: string;
  headers: Record<string, string>;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  maxRequests: number;
}

export interface LoadResult {
  latenciesMs: number[];
  /** Answers by HTTP status; 0 counts transport errors. */
  statuses: Record<string, number>;
  elapsedMs: number;
  bytes: number;
}

const REQUEST_TIMEOUT_MS = 30_000;

function isLoopback(url: URL): boolean {
  return (
    url.hostname === 'localhost' || url.hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(url.hostname)
  );
}

async function run(job: LoadJob): Promise<LoadResult> {
  const target = new URL(job.url);
  if (!isLoopback(target)) throw new Error(`refusing to load a non-loopback address: ${target.host}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });

  const once = () =>
    new Promise<{ status: number; bytes: number }>((resolve) => {
      const request = http.get(target, { agent, headers: job.headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', () => resolve({ status: 0, bytes }));
      });
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timeout')));
      request.on('error', () => resolve({ status: 0, bytes: 0 }));
    });

  async function phase(ms: number, record: LoadResult | null): Promise<void> {
    const end = performance.now() + ms;
    let sent = 0;
    const loop = async () => {
      while (performance.now() < end && sent < job.maxRequests) {
        sent++;
        const t = performance.now();
        const { status, bytes } = await once();
        if (record) {
          record.latenciesMs.push(performance.now() - t);
          record.statuses[status] = (record.statuses[status] ?? 0) + 1;
          record.bytes += bytes;
        }
      }
    };
    await Promise.all(Array.from({ length: job.concurrency }, loop));
  }

  await phase(job.warmupMs, null);
  const result: LoadResult = { latenciesMs: [], statuses: {}, elapsedMs: 0, bytes: 0 };
  const started = performance.now();
  await phase(job.durationMs, result);
  result.elapsedMs = performance.now() - started;
  agent.destroy();
  return result;
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send?.({ ok: true, result }),
    (error: unknown) =>
      process.send?.({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
