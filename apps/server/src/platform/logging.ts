/**
 * Logger settings. Secrets never reach the log: credentials are redacted, and requests are
 * logged by their route pattern (`/api/user/pass-restore/:link`), not their URL, because paths
 * and query strings can carry single-use tokens.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

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
    },
  };
}
