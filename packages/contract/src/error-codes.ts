/**
 * The error codes themselves (errors.ts documents each): plain values without zod, so a client
 * that only branches on codes does not load the schema library for them.
 */
export const ERROR_CODES = [
  'invalidRequest',
  'unauthorized',
  'sessionExpired',
  'linkInvalid',
  'paymentRequired',
  'chatFreeLimit',
  'forbidden',
  'accountBlocked',
  'chatNotAllowed',
  'chatBlocked',
  'notFound',
  'conflict',
  'payloadTooLarge',
  'unsupportedMediaType',
  'validation',
  'rateLimited',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The codes by name, e.g. `ERROR_CODE.chatBlocked`. */
export const ERROR_CODE = Object.fromEntries(ERROR_CODES.map((code) => [code, code])) as {
  readonly [C in ErrorCode]: C;
};

const KNOWN: ReadonlySet<unknown> = new Set(ERROR_CODES);

/** Whether a value is a code this build knows (a newer server may send others). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return KNOWN.has(value);
}
