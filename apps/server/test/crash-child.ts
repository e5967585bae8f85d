/**
 * A process that reports to the DSN in SENTRY_DSN, watches itself like main.ts does, and
 * leaves a promise rejected unhandled (error-reporting.test.ts).
 */
import pino from 'pino';
import { createErrorReporter } from '../src/platform/error-reporting.ts';

const reporter = await createErrorReporter(
  { dsn: process.env.SENTRY_DSN, environment: 'test', release: 'crash-test' },
  pino({ level: 'silent' }),
);
reporter.watchProcess();
void Promise.reject(new Error('an unhandled rejection of the crash test'));
// Were the process not ended by the rejection, this would keep it alive.
setTimeout(() => undefined, 10_000);
