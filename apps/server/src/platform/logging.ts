/**
 * Logger settings. Secrets never reach the log: credentials are redacted, and requests are
 * logged by their route pattern (`/api/user/pass-restore/:link`), not their URL, because paths
 * and query strings can carry single-use tokens. A failed query is logged by its SQL and the
 * database's error code, never by its parameters or the database's detail text, which hold
 * e-mails and what people wrote.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type LoggerOptions, stdSerializers } from 'pino';

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'token',
  'accessToken',
  'password',
  'pass',
  '*.token',
  '*.accessToken',
  '*.password',
  '*.pass',
  '*.auth.token',
];

/** Fields of a database error that can quote values (`detail: Key (email)=(…) already exists`). */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

/** Drops the values a logged error carries: query parameters and quoting fields, recursively. */
export function withoutValues(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    // Drizzle's message is "Failed query: <sql>\nparams: <values>"; in a stack the frames follow.
    const cut = value.indexOf('\nparams:');
    if (cut < 0) return value;
    const frames = value.indexOf('\n    at ', cut);
    return value.slice(0, cut) + (frames >= 0 ? value.slice(frames) : '');
  }
  if (typeof value !== 'object' || value === null || depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => withoutValues(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!VALUE_FIELDS.has(key)) copy[key] = withoutValues(item, depth + 1);
  }
  return copy;
}

/** What is safe to log of a database error that caused a failure: its code and names, no text. */
const CAUSE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

function serializeError(error: Error): unknown {
  const serialized = withoutValues(stdSerializers.err(error)) as Record<string, unknown>;
  const { cause } = error as { cause?: unknown };
  if (typeof cause === 'object' && cause !== null) {
    const safe = Object.fromEntries(
      CAUSE_FIELDS.flatMap((key) => {
        const value = (cause as Record<string, unknown>)[key];
        return typeof value === 'string' ? [[key, value]] : [];
      }),
    );
    serialized.cause = { type: (cause as Error).name ?? 'Error', ...safe };
  }
  return serialized;
}

/** The matched route pattern, or the bare path (no query string) when nothing matched. */
export function loggableUrl(request: FastifyRequest): string {
  return request.routeOptions?.url ?? request.url.split('?')[0] ?? '';
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request),
        remoteAddress: request.ip,
      }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      err: serializeError,
    },
  };
}
