/**
 * The Sentry SDK behind ErrorReporter; imported only when SENTRY_DSN is set (error-reporting.ts).
 * It runs with a short, explicit list of integrations: no automatic HTTP, database or console
 * instrumentation (so no breadcrumbs of URLs or log lines), no performance tracing, no sessions,
 * no local variables; request failures are captured by the central error handler instead.
 */
import { scrubEvent } from '@iskra/contract';
import * as Sentry from '@sentry/node';
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorReportingConfig } from './config.ts';
import type { ErrorReporter, RequestFacts } from './error-reporting.ts';
import type { JobInfo } from './jobs.ts';

/** How long the server waits for queued events on shutdown or before exiting on a crash. */
const FLUSH_MS = 2000;

/** Nothing about the person or their request is collected (SDK 11; `sendDefaultPii: false` before). */
const NO_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
} satisfies Sentry.NodeOptions['dataCollection'];

/** The SDK's last step before an event leaves: personal data out (see @iskra/contract). */
export function scrubServerEvent(event: Sentry.ErrorEvent): Sentry.ErrorEvent {
  // The server never reports an address: route patterns go in the tags.
  delete event.request;
  return scrubEvent(event);
}

export function startSentry(
  config: ErrorReportingConfig & { dsn: string },
  logger: FastifyBaseLogger,
): ErrorReporter {
  const client = Sentry.initWithoutDefaultIntegrations({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    // The SDK's own switches, all off; beforeSend scrubs whatever still gets through.
    dataCollection: NO_DATA_COLLECTION,
    tracesSampleRate: 0,
    enableRuntimeChannelInjection: false,
    maxBreadcrumbs: 0,
    integrations: [
      Sentry.eventFiltersIntegration(),
      Sentry.functionToStringIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.nodeContextIntegration(),
      Sentry.contextLinesIntegration(),
    ],
    beforeSend: scrubServerEvent,
    beforeBreadcrumb: () => null,
  });
  if (!client) throw new Error('the Sentry SDK did not start');
  let closed = false;

  function capture(error: unknown, tags: Record<string, string>, transaction: string) {
    if (closed) return;
    try {
      const scope = Sentry.getCurrentScope().clone().setTags(tags).setTransactionName(transaction);
      client?.captureException(error, undefined, scope);
    } catch (failure) {
      logger.warn({ err: failure }, 'error report not sent');
    }
  }

  return {
    enabled: true,
    requestFailed(error: unknown, request: RequestFacts) {
      const { requestId, route, method } = request;
      capture(error, { request_id: requestId, route, method }, `${method} ${route}`);
    },
    jobFailed(error: unknown, job: JobInfo) {
      const tags = { job_kind: job.kind, job_id: String(job.id), job_attempt: String(job.attempt) };
      capture(error, tags, `job ${job.kind}`);
    },
    watchProcess() {
      // Node's own behaviour is kept: an unhandled rejection or an uncaught exception ends the
      // process (after the report is flushed), so an unknown state is not served.
      Sentry.addIntegration(
        Sentry.onUncaughtExceptionIntegration({ exitEvenIfOtherHandlersAreRegistered: true }),
      );
      Sentry.addIntegration(Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }));
    },
    async close(timeoutMs = FLUSH_MS) {
      if (closed) return;
      closed = true;
      await client.close(timeoutMs);
    },
  };
}
