/**
 * Prometheus metrics (prom-client), served at `GET /metrics` only with METRICS_TOKEN as the
 * bearer token (otherwise the path does not exist). Counted as things happen: HTTP requests by
 * route pattern, method and status with their duration, socket events by name, job runs by
 * kind and outcome, letters sent and failed. Read when scraped: sockets connected, jobs waiting
 * and the age of the oldest due one, the database pool, payments by status, and Node's own
 * (CPU, memory, event-loop delay, under `iskra_`).
 */
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type AppDb, queryRows } from './db/client.ts';

export type Metrics = ReturnType<typeof createMetrics>;

export interface MetricsSources {
  db: AppDb;
  /** Sockets connected to this instance. */
  sockets: () => number;
  /** The PostgreSQL pool (null on the embedded database: one connection on its own thread). */
  pool: () => { total: number; idle: number; waiting: number } | null;
}

export type JobOutcome = 'done' | 'retry' | 'failed';

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'iskra_' });
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'iskra_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'iskra_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const socketEvents = new Counter({
    name: 'iskra_socket_events_total',
    help: 'Client socket events received, by event',
    labelNames: ['event'] as const,
    registers,
  });
  const jobRuns = new Counter({
    name: 'iskra_job_runs_total',
    help: 'Background job runs, by kind and outcome (done, retry, failed)',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const mails = new Counter({
    name: 'iskra_mails_total',
    help: 'Letters handed to the mail server, by outcome (sent, failed)',
    labelNames: ['outcome'] as const,
    registers,
  });

  return {
    registry,

    /** The gauges read at every scrape. */
    watch(sources: MetricsSources): void {
      new Gauge({
        name: 'iskra_sockets_connected',
        help: 'Sockets connected to this instance',
        registers,
        collect() {
          this.set(sources.sockets());
        },
      });
      new Gauge({
        name: 'iskra_jobs_waiting',
        help: 'Jobs not finished yet, due or later',
        registers,
        async collect() {
          const [row] = await queryRows<{ waiting: number }>(
            sources.db,
            sql`select count(*)::int as waiting from jobs where done_at is null`,
          );
          this.set(row?.waiting ?? 0);
        },
      });
      new Gauge({
        name: 'iskra_jobs_oldest_due_seconds',
        help: 'How long the oldest due job has been waiting (0 when none is due)',
        registers,
        async collect() {
          const [row] = await queryRows<{ age: number | null }>(
            sources.db,
            sql`select extract(epoch from now() - min(run_at))::float8 as age from jobs where done_at is null and run_at <= now()`,
          );
          this.set(Math.max(0, row?.age ?? 0));
        },
      });
      new Gauge({
        name: 'iskra_db_pool_connections',
        help: 'PostgreSQL pool connections by state (in use, idle, requests waiting)',
        labelNames: ['state'] as const,
        registers,
        collect() {
          const pool = sources.pool();
          if (!pool) return;
          this.set({ state: 'in_use' }, pool.total - pool.idle);
          this.set({ state: 'idle' }, pool.idle);
          this.set({ state: 'waiting' }, pool.waiting);
        },
      });
      new Gauge({
        name: 'iskra_payments',
        help: 'Payments by status',
        labelNames: ['status'] as const,
        registers,
        async collect() {
          const rows = await queryRows<{ status: string; count: number }>(
            sources.db,
            sql`select status, count(*)::int as count from payments group by status`,
          );
          this.reset();
          for (const { status, count } of rows) this.set({ status }, count);
        },
      });
    },

    /** One answered HTTP request (the route pattern, never the path with its values). */
    request(request: FastifyRequest, reply: FastifyReply): void {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      httpRequests.inc(labels);
      httpDuration.observe(labels, reply.elapsedTime / 1000);
    },

    socketEvent(event: string): void {
      socketEvents.inc({ event });
    },

    jobRun(kind: string, outcome: JobOutcome): void {
      jobRuns.inc({ kind, outcome });
    },

    mail(outcome: 'sent' | 'failed'): void {
      mails.inc({ outcome });
    },
  };
}
