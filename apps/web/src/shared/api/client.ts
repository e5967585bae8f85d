import { type ErrorCode, type FieldError, isErrorCode, SOCKET_ID_HEADER } from '@iskra/contract';
import { ApiError } from './api-error.ts';
import { API_BASE, takeEarly } from './early.ts';
import { getToken } from './token.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** Appended as a query string; null and undefined values are skipped. */
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** No answer within this time counts as a connection error. */
  timeoutMs?: number;
  /** Send the bearer token when there is one (default true). */
  auth?: boolean;
  /** A 401 on a call made with a token signs the user out (default true). */
  expireOn401?: boolean;
  headers?: Record<string, string>;
}

export { API_BASE };
export const DEFAULT_TIMEOUT_MS = 20_000;

let unauthorizedHandler: (() => void) | null = null;
let socketIdSource: (() => string | undefined) | null = null;

/**
 * The realtime connection names this tab's socket. Every authenticated call carries it
 * (SOCKET_ID_HEADER), so the pushes a call causes for its own sender skip this tab, which
 * acts on the answer instead; the sender's other tabs still hear them.
 */
export function setSocketIdSource(source: () => string | undefined): () => void {
  socketIdSource = source;
  return () => {
    if (socketIdSource === source) socketIdSource = null;
  };
}

/** The session registers what happens when an authenticated call answers 401. */
export function setUnauthorizedHandler(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

/** An answer whose body is not JSON (a proxy's error page, a truncated or empty body). */
const NOT_JSON = Symbol('not JSON');

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return NOT_JSON;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

function isFieldError(item: unknown): item is FieldError {
  return (
    typeof item === 'object' &&
    item !== null &&
    'param' in item &&
    typeof item.param === 'string' &&
    'msg' in item &&
    typeof item.msg === 'string'
  );
}

/** `{ errors: [{ param, msg }] }` with at least one error, or null. */
function fieldErrorsOf(payload: unknown): FieldError[] | null {
  if (typeof payload !== 'object' || payload === null || !('errors' in payload)) return null;
  const { errors } = payload;
  return Array.isArray(errors) && errors.length > 0 && errors.every(isFieldError) ? errors : null;
}

function errorFromResponse(status: number, payload: unknown): ApiError {
  const fieldErrors = status === 422 ? fieldErrorsOf(payload) : null;
  if (fieldErrors) return new ApiError('fields', 'Field errors', { status, fieldErrors });
  const body = typeof payload === 'object' && payload !== null ? payload : {};
  const message = 'message' in body ? body.message : undefined;
  // A code this build does not know (a newer server) is left out: callers fall back to the status.
  const raw = 'code' in body ? body.code : undefined;
  const code: ErrorCode | undefined = isErrorCode(raw) ? raw : undefined;
  if (typeof message === 'string' && message.trim())
    return new ApiError('message', message.trim(), { status, code });
  return new ApiError('empty', `HTTP ${status} without a message`, { status, code });
}

/** `answer`, or a rejection as soon as `signal` aborts (an early answer cannot be cancelled itself). */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('The call was cancelled', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * A call to the API. Resolves with the answer, typed by the contract's type the caller names;
 * rejects with an ApiError that the common error handler (`useErrorHandler`) turns into a
 * notification or field errors.
 *
 * The answer is not checked against its contract schema again here: the server sends nothing
 * its serializer has not checked against that schema (app.ts), and the web is served by the same
 * build. Checking again would put zod and every answer schema into the first load (issue 17's
 * P6: 23 KB compressed, and its start-up time); an answer that is not JSON still fails as
 * `invalid`.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) requestBody = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }
  const token = options.auth === false ? null : getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A socket exists only while signed in; guest calls (auth: false) never name it.
  const socketId = options.auth === false ? undefined : socketIdSource?.();
  if (socketId && !headers.has(SOCKET_ID_HEADER)) headers.set(SOCKET_ID_HEADER, socketId);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const handleAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', handleAbort);

  const ask = () =>
    fetch(buildUrl(path, query), {
      method,
      headers,
      body: requestBody,
      signal: controller.signal,
      credentials: 'same-origin',
    });
  // The start-up script may have asked for this already (shared/api/early.ts): its answer is
  // awaited like our own, under this call's signal and timeout; if it failed, we ask again.
  const early =
    method === 'GET' && !query && body === undefined && !signal?.aborted ? takeEarly(path, token) : null;

  try {
    let response: Response;
    let payload: unknown;
    try {
      response = await (early ? untilAborted(early.catch(ask), controller.signal) : ask());
      payload = await readJson(response);
    } catch (error) {
      if (signal?.aborted && !timedOut) throw new ApiError('aborted', 'Request cancelled', { cause: error });
      throw new ApiError('network', timedOut ? 'Request timed out' : 'No response', { cause: error });
    }
    if (!response.ok) {
      if (response.status === 401 && token && options.expireOn401 !== false) unauthorizedHandler?.();
      throw errorFromResponse(response.status, payload);
    }
    if (payload === NOT_JSON) {
      throw new ApiError('invalid', `An answer that is not JSON from ${method} ${path}`, {
        status: response.status,
      });
    }
    return payload as T;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', handleAbort);
  }
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

/** Shorthands over apiRequest. Paths are relative to /api, e.g. api.get('/user/refresh'). */
export const api = {
  get: <T = unknown>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
