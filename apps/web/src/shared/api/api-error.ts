import type { ErrorCode, FieldError } from '@iskra/contract';

/**
 * How a call failed:
 * - `fields`   422 with `{ errors: [{ param, msg }] }`, for forms;
 * - `message`  an error status with `{ message, code }`;
 * - `empty`    an error status without message text;
 * - `network`  the request was made but no response came (offline, timeout);
 * - `aborted`  the caller cancelled the request;
 * - `invalid`  a successful response whose body is not JSON.
 */
export type ApiErrorKind = 'fields' | 'message' | 'empty' | 'network' | 'aborted' | 'invalid';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, when a response arrived. */
  readonly status: number | undefined;
  readonly fieldErrors: FieldError[];
  /**
   * The server's machine code for the failure, to branch on (never on the text); undefined
   * without an answer, for field errors, and for a code this build does not know yet.
   */
  readonly code: ErrorCode | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { status?: number; fieldErrors?: FieldError[]; code?: ErrorCode; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.fieldErrors = options.fieldErrors ?? [];
    this.code = options.code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
