/**
 * Browser error reporting to a Sentry-compatible endpoint, when the server names a DSN in the
 * site info (SENTRY_DSN_WEB). Without one the SDK is never downloaded: it lives in its own
 * chunk (sentry.ts), imported on demand. What is sent and scrubbed: scrub.ts and
 * @iskra/contract error-reporting.ts.
 *
 * Consent: the reports carry no personal data and the SDK stores nothing on the device, so
 * they run on the operator's legitimate interest in a working service and are not gated on the
 * cookie banner (which gates Yandex Metrika).
 */
import type { SiteInfo } from '@iskra/contract';

export type ErrorReportingSettings = NonNullable<SiteInfo['errorReporting']>;

/** Where reported errors go once the SDK runs; `source` names the catcher (a tag). */
export interface ErrorSink {
  capture(error: unknown, source: string): void;
}

type Loader = () => Promise<{ startSentry: (settings: ErrorReportingSettings) => ErrorSink }>;

const loadSentry: Loader = () => import('./sentry.ts');

/** Errors caught before the site info said whether to report (a crash on the way in). */
const MAX_WAITING = 10;

type State =
  | { kind: 'unknown'; waiting: Array<[unknown, string]> }
  | { kind: 'off' }
  | { kind: 'on'; sink: Promise<ErrorSink | null> };

let state: State = { kind: 'unknown', waiting: [] };

/**
 * Called once the site info is known: starts the SDK when it names a DSN (and sends what was
 * caught meanwhile), or drops what was caught. Later calls change nothing.
 */
export function configureErrorReporting(settings: ErrorReportingSettings | null, load: Loader = loadSentry) {
  if (state.kind !== 'unknown') return;
  const { waiting } = state;
  if (!settings) {
    state = { kind: 'off' };
    return;
  }
  const sink = load().then(
    ({ startSentry }) => startSentry(settings),
    // A failed chunk download (offline, a new deployment) only means no reports.
    () => null,
  );
  state = { kind: 'on', sink };
  for (const [error, source] of waiting) void sink.then((s) => s?.capture(error, source));
}

/** Reports an error a boundary caught (uncaught ones the SDK hears by itself). */
export function reportCaughtError(error: unknown, source: string): void {
  if (state.kind === 'unknown') {
    if (state.waiting.length < MAX_WAITING) state.waiting.push([error, source]);
  } else if (state.kind === 'on') {
    void state.sink.then((sink) => sink?.capture(error, source));
  }
}

/** Back to the state of a fresh page (tests). */
export function resetErrorReporting(): void {
  state = { kind: 'unknown', waiting: [] };
}
