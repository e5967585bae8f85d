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
  /** POST sends each request's body (JSON); GET by default. */
  method?: 'GET' | 'POST';
  /**
   * One entry per request, in order (added to `headers`): a write that must differ each time
   * (a like of another person) takes its own entry, and the load ends when they run out.
   */
  requests?: Array<{ headers?: Record<string, string>; body?: string }>;
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

  const once = (n: number) =>
    new Promise<{ status: number; bytes: number }>((resolve) => {
      const own = job.requests?.[n];
      const headers = { ...job.headers, ...own?.headers };
      if (own?.body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(own.body));
      }
      const request = http.request(target, { agent, headers, method: job.method ?? 'GET' }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', () => resolve({ status: 0, bytes }));
      });
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timeout')));
      request.on('error', () => resolve({ status: 0, bytes: 0 }));
      request.end(own?.body);
    });

  const limit = Math.min(job.maxRequests, job.requests?.length ?? Number.POSITIVE_INFINITY);
  let sent = 0;
  async function phase(ms: number, record: LoadResult | null): Promise<void> {
    const end = performance.now() + ms;
    const loop = async () => {
      while (performance.now() < end && sent < limit) {
        const n = sent++;
        const t = performance.now();
        const { status, bytes } = await once(n);
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
