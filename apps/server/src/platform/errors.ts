/**
 * Every failure the API answers with goes through here, so the shapes stay the two of the
 * design: field errors 422 `{ errors: [{ param, msg }] }`, anything else `{ message, code }`:
 * a Russian text and a machine code from the contract (errors.ts). Unexpected errors are
 * logged with their stack, answered with a generic 500 and reported (error-reporting.ts); the
 * failures the app answers on purpose (4xx, AppErrors) and 503 while the database is away are
 * not reported.
 */
import {
  type ErrorCode,
  type ErrorResponse,
  errorCodeOfStatus,
  type FieldError,
  PLATFORM_MESSAGE,
  SERVER_MESSAGE,
} from '@iskra/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ZodError, type ZodType, z } from 'zod';
import { type ErrorReporter, noErrorReporter, requestFacts } from './error-reporting.ts';

export interface AppErrorOptions {
  /** The machine code; the one of the status when the failure needs no more specific one. */
  code?: ErrorCode;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
}

/** A failure with a status, a Russian message meant for the user and a machine code. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;

  constructor(
    readonly status: number,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = options.code ?? errorCodeOfStatus(status);
    this.headers = options.headers ?? {};
  }
}

/** The body of a failure other than field errors. */
export function errorBody(message: string, code: ErrorCode): ErrorResponse {
  return { message, code };
}

/** A body whose code is the one of its status. */
function statusBody(status: number, message: string): ErrorResponse {
  return errorBody(message, errorCodeOfStatus(status));
}

/** Form errors shown next to the fields of the same name (HTTP 422). */
export class FieldErrors extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((e) => `${e.param}: ${e.msg}`).join('; '));
    this.name = 'FieldErrors';
  }
}

/** Russian texts for zod's own messages; messages written in the schemas take precedence. */
const russian = z.locales.ru().localeError;

/** One error per form field (the first segment of the issue path), the first issue wins. */
export function fieldErrorsFromZod(error: ZodError): FieldError[] {
  const seen = new Map<string, string>();
  for (const issue of error.issues) {
    const param = issue.path[0];
    if (param === undefined) continue;
    const key = String(param);
    if (!seen.has(key)) seen.set(key, issue.message);
  }
  return [...seen].map(([param, msg]) => ({ param, msg }));
}

/** Parses data the route could not declare as a schema (multipart fields…); throws 422. */
export function parseFields<T>(schema: ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data, { error: russian });
  if (result.success) return result.data;
  const errors = fieldErrorsFromZod(result.error);
  if (errors.length === 0) throw new AppError(400, SERVER_MESSAGE.invalidRequest);
  throw new FieldErrors(errors);
}

/** A request part (body, querystring, params, headers) failed its schema. */
export class RequestValidationError extends Error {
  validationContext?: string;
  constructor(readonly zodError: ZodError) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}

/**
 * The route validator: zod with Russian messages. It replaces the type provider's compiler
 * only to pass the Russian error map; types and the OpenAPI document still come from it.
 */
export function validatorCompiler({ schema }: { schema: ZodType }) {
  return (data: unknown) => {
    const result = schema.safeParse(data, { error: russian });
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error) };
  };
}

function validationFailure(context: string | undefined, errors: FieldError[]) {
  // Only forms (body, query) have fields; a bad path parameter or header is a bad request.
  if ((context === 'body' || context === 'querystring') && errors.length > 0) {
    return { status: 422, body: { errors } };
  }
  return { status: 400, body: statusBody(400, SERVER_MESSAGE.invalidRequest) };
}

function zodTypeProviderErrors(validation: FastifySchemaValidationError[]): FieldError[] {
  return validation
    .map((v) => ({
      param: v.instancePath.split('/')[1] ?? '',
      msg: v.message ?? SERVER_MESSAGE.invalidRequest,
    }))
    .filter((e) => e.param !== '');
}

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: SERVER_MESSAGE.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: PLATFORM_MESSAGE.unsupportedMediaType },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: PLATFORM_MESSAGE.invalidJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: PLATFORM_MESSAGE.invalidJson },
};

/** Texts by status for the other client errors of Fastify and plugins (multipart limits…). */
const STATUS_MESSAGE: Record<number, string> = {
  413: SERVER_MESSAGE.payloadTooLarge,
  415: PLATFORM_MESSAGE.unsupportedMediaType,
  429: SERVER_MESSAGE.tooManyRequests,
};

type Answer = { status: number; body: object; headers?: Record<string, string> };

function fastifyClientError(error: Partial<FastifyError> & { expose?: boolean }): Answer | null {
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return { status: known.status, body: statusBody(known.status, known.message) };
  const status = error.statusCode;
  if (status === undefined || status < 400 || status >= 500) return null;
  // Static files (http-errors from send, `expose`): a directory, a dotfile or a path outside
  // the root is answered like a missing file, so nothing is learnt about what exists.
  if (error.expose === true && (status === 403 || status === 404)) {
    return { status: 404, body: statusBody(404, SERVER_MESSAGE.notFound) };
  }
  if (error.code?.startsWith('FST_') || error.expose === true) {
    return { status, body: statusBody(status, STATUS_MESSAGE[status] ?? SERVER_MESSAGE.invalidRequest) };
  }
  return null;
}

/** How long a client is asked to wait before trying again when the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** Node's network failures on the way to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve now: connection exceptions (class 08), shutdown or
 * start-up (57P01–57P03), a statement cancelled by statement_timeout (57014), a transaction
 * ended by idle_in_transaction_session_timeout (25P03), too many connections (53300).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '57014', '25P03', '53300']);

/**
 * node-postgres and pg-pool report a lost or timed-out connection without any code, only with
 * these messages (library texts, not ours).
 */
const DRIVER_UNAVAILABLE = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether a failure means the database is unreachable or overloaded for now (answered 503 with
 * Retry-After) rather than a fault of ours. Looks through drizzle's wrapping (`cause`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08')) return true;
    }
    const message = current.message;
    if (DRIVER_UNAVAILABLE.some((text) => message.includes(text))) return true;
    current = current.cause;
  }
  return false;
}

function answer(error: unknown): Answer | null {
  if (error instanceof FieldErrors) return { status: 422, body: { errors: error.errors } };
  if (error instanceof AppError) {
    return { status: error.status, body: errorBody(error.message, error.code), headers: error.headers };
  }
  if (error instanceof RequestValidationError) {
    return validationFailure(error.validationContext, fieldErrorsFromZod(error.zodError));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationFailure(error.validationContext, zodTypeProviderErrors(error.validation));
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: statusBody(503, SERVER_MESSAGE.unavailable),
      headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_S) },
    };
  }
  if (typeof error === 'object' && error !== null) return fastifyClientError(error);
  return null;
}

/** The central error handler; `reporter` hears the failures that are bugs (500). */
export function createErrorHandler(reporter: ErrorReporter = noErrorReporter) {
  return function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
    const known = answer(error);
    if (known?.status === 503) request.log.warn({ err: error }, 'database unavailable');
    else if (known && known.status >= 500) {
      request.log.error({ err: error }, 'server error');
      reporter.requestFailed(error, requestFacts(request));
    }
    if (known) {
      if (known.headers) reply.headers(known.headers);
      return reply.code(known.status).send(known.body);
    }
    request.log.error({ err: error }, 'unhandled error');
    reporter.requestFailed(error, requestFacts(request));
    return reply.code(500).send(statusBody(500, SERVER_MESSAGE.internal));
  };
}

/**
 * Only the two hooks it sets, not the app type: types.ts gathers every platform service, so
 * taking `App` here made the platform modules import each other in a circle.
 */
/**
 * Errors the router raises before any route or error handler (Fastify's `frameworkErrors`): a
 * malformed percent-encoding in the path, a path parameter over the length limit. Answered in
 * our shape and in Russian, as every other error.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return reply.code(status).send(statusBody(status, SERVER_MESSAGE.invalidRequest));
}

export function registerErrorHandling(
  app: Pick<FastifyInstance, 'setErrorHandler' | 'setNotFoundHandler'>,
  reporter: ErrorReporter = noErrorReporter,
) {
  app.setErrorHandler(createErrorHandler(reporter));
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(statusBody(404, SERVER_MESSAGE.routeNotFound)),
  );
}
