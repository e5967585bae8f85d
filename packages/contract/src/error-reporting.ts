/**
 * What leaves the app in an error report (server and browser, Sentry-compatible): the error's
 * type, scrubbed message and stack, the release, environment and runtime, a request id and a
 * route pattern. Never who the person is or what they wrote: no user (and no IP address), no request body, headers,
 * cookies or query strings, no breadcrumbs, no extra data, and e-mail addresses, tokens,
 * secrets in `name=value` pairs, IP addresses and query parameters of failed SQL are cut out of
 * every text that remains. Both apps run `scrubEvent` as the SDK's last step (`beforeSend`).
 */

/** The parts of a Sentry event the scrubber reads or removes (structurally, no SDK types here). */
export interface ScrubbableEvent {
  message?: string;
  logentry?: { message?: string; params?: unknown[] };
  exception?: {
    values?: Array<{
      value?: string;
      stacktrace?: { frames?: Array<{ vars?: unknown }> };
    }>;
  };
  request?: { url?: string; method?: string; headers?: Record<string, string> };
  transaction?: string;
  tags?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
  user?: unknown;
  breadcrumbs?: unknown;
  extra?: unknown;
}

/** Contexts the SDKs add about the runtime and device, and ours; any other is dropped. */
const KEPT_CONTEXTS = new Set([
  'app',
  'os',
  'runtime',
  'device',
  'browser',
  'culture',
  'trace',
  'cloud_resource',
]);

const EMAIL = /[^\s@<>"'`(),;:/\\[\]{}]+@[^\s@<>"'`(),;:/\\[\]{}]+\.[^\s@<>"'`(),;:/\\[\]{}]+/gu;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const AUTH_SCHEME = /\b(Bearer|Basic|Token)\s+[\w.~+/=-]+/gi;
const SECRET_PAIR =
  /\b(token|access_?token|refresh_?token|password|pass|passwd|secret|api_?key|link|uid)(["']?\s*[=:]\s*["']?)([^\s&#"',;}]+)/gi;
const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}\b/g;
const IPV6 =
  /\b(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}\b|\b[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){0,6}::(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){0,6}\b)?|::[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){0,6}\b/gi;
/** Long opaque strings (session, restore and payment tokens); UUIDs (request ids) stay. */
const OPAQUE = /[A-Za-z0-9_-]{32,}/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Drizzle's failed query message: "Failed query: <sql>\nparams: <values>". */
const SQL_PARAMS = /\nparams:[^\n]*/g;

/** A text with personal data and secrets replaced by placeholders. */
export function scrubText(text: string): string {
  return text
    .replace(SQL_PARAMS, '\nparams: [redacted]')
    .replace(JWT, '[token]')
    .replace(AUTH_SCHEME, '$1 [token]')
    .replace(SECRET_PAIR, '$1$2[redacted]')
    .replace(EMAIL, '[email]')
    .replace(IPV4, '[ip]')
    .replace(IPV6, '[ip]')
    .replace(OPAQUE, (run) => (UUID.test(run) ? run : '[token]'));
}

/** An address without its query string and fragment, where tokens and e-mails travel. */
export function scrubUrl(url: string): string {
  const bare = url.split(/[?#]/, 1)[0] ?? '';
  return scrubText(bare);
}

export interface ScrubOptions {
  /** Rewrites the request URL further (the web hides secret path segments). */
  url?: (url: string) => string;
}

/** Removes personal data from an event in place and returns it (see the module comment). */
export function scrubEvent<E extends ScrubbableEvent>(event: E, options: ScrubOptions = {}): E {
  // Not "no user" but an explicit null address: the ingest then does not take the sender's.
  (event as ScrubbableEvent).user = { ip_address: null };
  delete event.breadcrumbs;
  delete event.extra;
  if (event.message !== undefined) event.message = scrubText(event.message);
  if (event.logentry) {
    event.logentry =
      event.logentry.message === undefined ? {} : { message: scrubText(event.logentry.message) };
  }
  if (event.transaction !== undefined) event.transaction = scrubUrl(event.transaction);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value !== undefined) exception.value = scrubText(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) delete frame.vars;
  }
  if (event.request) {
    const { method, url, headers } = event.request;
    const userAgent = headers?.['User-Agent'] ?? headers?.['user-agent'];
    event.request = {
      ...(method ? { method } : {}),
      ...(url ? { url: (options.url ?? scrubUrl)(scrubUrl(url)) } : {}),
      ...(userAgent ? { headers: { 'User-Agent': userAgent } } : {}),
    };
  }
  if (event.tags) {
    for (const [name, value] of Object.entries(event.tags)) {
      if (typeof value === 'string') event.tags[name] = scrubText(value);
    }
  }
  if (event.contexts) {
    for (const name of Object.keys(event.contexts)) {
      if (!KEPT_CONTEXTS.has(name)) delete event.contexts[name];
    }
  }
  return event;
}
