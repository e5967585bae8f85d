/**
 * Error reporting to a Sentry-compatible endpoint (SENTRY_DSN). Without a DSN the SDK is never
 * imported, and every call here is a no-op, so requests pay nothing.
 *
 * What is reported: requests answered 500 by the central error handler (not 4xx, not AppErrors
 * the app answers on purpose, not 503 while the database is unreachable), the final failure of
 * a background job (attempts that will be retried are only logged: a transient outage would
 * otherwise report once per attempt), and, in the server process, unhandled rejections and
 * uncaught exceptions. Each request event carries the request id and the route pattern; what
 * is scrubbed is described in @iskra/contract error-reporting.ts.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ErrorReportingConfig } from './config.ts';
import type { JobInfo } from './jobs.ts';
import { loggableUrl } from './logging.ts';

/** What a request failure is reported with: its id and route, never its URL or content. */
export interface RequestFacts {
  requestId: string;
  method: string;
  /** The matched route pattern (`/api/user/pass-restore/:link`), never the URL. */
  route: string;
}

export interface ErrorReporter {
  readonly enabled: boolean;
  /** An unexpected failure of a request (answered 500). */
  requestFailed(error: unknown, request: RequestFacts): void;
  /** A job that failed its last attempt (or whose payload was rejected). */
  jobFailed(error: unknown, job: JobInfo): void;
  /** Reports unhandled rejections and uncaught exceptions of this process, then exits (main.ts). */
  watchProcess(): void;
  /** Sends what is queued (at most `timeoutMs`) and stops reporting. */
  close(timeoutMs?: number): Promise<void>;
}

export const noErrorReporter: ErrorReporter = {
  enabled: false,
  requestFailed() {},
  jobFailed() {},
  watchProcess() {},
  async close() {},
};

/** The facts of a request that may be reported. */
export function requestFacts(request: FastifyRequest): RequestFacts {
  return { requestId: request.id, method: request.method, route: loggableUrl(request) };
}

/** The reporter of the configuration: the SDK is loaded (dynamically) only with a DSN. */
export async function createErrorReporter(
  config: ErrorReportingConfig,
  logger: FastifyBaseLogger,
): Promise<ErrorReporter> {
  if (!config.dsn) return noErrorReporter;
  const { startSentry } = await import('./error-reporting-sentry.ts');
  const reporter = startSentry({ ...config, dsn: config.dsn }, logger);
  logger.info({ environment: config.environment, release: config.release }, 'error reporting on');
  return reporter;
}
