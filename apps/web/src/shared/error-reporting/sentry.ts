/**
 * The Sentry browser SDK, in a chunk of its own: imported only when the server names a DSN
 * (index.ts). A short list of integrations: global handlers (uncaught errors and unhandled
 * rejections), linked causes, de-duplication and the page context (address, scrubbed, and user
 * agent). No breadcrumbs (clicks, console lines and fetched URLs can carry what people wrote),
 * no sessions, no tracing, no replay, nothing stored in cookies or localStorage.
 */
import {
  BrowserClient,
  captureException,
  dedupeIntegration,
  defaultStackParser,
  eventFiltersIntegration,
  functionToStringIntegration,
  getCurrentScope,
  globalHandlersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
} from '@sentry/browser';
import type { ErrorReportingSettings, ErrorSink } from './index.ts';
import { scrubBrowserEvent } from './scrub.ts';

export function startSentry(settings: ErrorReportingSettings): ErrorSink {
  const client = new BrowserClient({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [
      eventFiltersIntegration(),
      functionToStringIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
      globalHandlersIntegration(),
    ],
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    maxBreadcrumbs: 0,
    beforeBreadcrumb: () => null,
    tracesSampleRate: 0,
    sendClientReports: false,
    beforeSend: scrubBrowserEvent,
  });
  getCurrentScope().setClient(client);
  client.init();
  return {
    capture(error, source) {
      captureException(error, { tags: { source } });
    },
  };
}
