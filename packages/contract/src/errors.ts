/**
 * Error codes (ours). Every failure that is not a form's field errors answers
 * `{ message, code }`: `message` is the Russian text for the user, `code` a stable machine
 * value clients branch on, so a reworded text never changes what a client does.
 *
 * Field errors stay `{ errors: [{ param, msg }] }` with HTTP 422 and carry no code: the
 * field name is what a form needs.
 *
 * A failure without a more specific code carries the code of its HTTP status
 * (`errorCodeOfStatus`). Specific codes are added where a client has to tell failures of
 * the same status apart. A client must accept codes it does not know yet and then fall back
 * to the status and the message.
 *
 * | code                 | status | meaning                                                        |
 * |----------------------|--------|----------------------------------------------------------------|
 * | invalidRequest       | 400/414| malformed request, bad path parameter or header, bad JSON      |
 * | unauthorized         | 401    | no valid credentials (no token, or the account is not usable)  |
 * | sessionExpired       | 401    | the token is well-formed but its session has ended             |
 * | linkInvalid          | 400/401| a mailed link (login, password restore) is unknown, used, old  |
 * | paymentRequired      | 402    | the action needs a paid tier                                   |
 * | chatFreeLimit        | 402    | the free messages of the Moscow day are spent (CHAT_TEXT)      |
 * | forbidden            | 403    | not allowed for this user                                      |
 * | accountBlocked       | 403    | sign-in refused: the account is blocked                        |
 * | chatNotAllowed       | 403    | writing needs a mutual sympathy or Premium (CHAT_TEXT)         |
 * | chatBlocked          | 403    | one of the two blocked the other: no writing (CHAT_TEXT)       |
 * | notFound             | 404    | no such route, person, dialog, photo…                          |
 * | conflict             | 409    | the state changed or the request repeats another one           |
 * | payloadTooLarge      | 413    | the body or an upload is over its size limit                   |
 * | unsupportedMediaType | 415    | a body of a type the route does not read                       |
 * | validation           | 422    | a validation failure without fields (rare; forms get fields)   |
 * | rateLimited          | 429    | too many attempts; Retry-After says when to try again          |
 * | internal             | 500    | anything unexpected (logged on the server)                     |
 * | unavailable          | 503    | the database is unreachable for now; Retry-After says when to  |
 * |                      |        | try again (nothing was changed)                                |
 *
 * Socket.io uses the same codes: an acknowledgement `{ ok: false, message, code }` and a
 * refused handshake, whose `connect_error` carries `data: { code }` (see socket.ts).
 */
import { z } from 'zod';
import { fieldErrorsResponseSchema } from './entities.ts';
import { ERROR_CODES, type ErrorCode } from './error-codes.ts';

export const errorCodeSchema = z.enum(ERROR_CODES);

const CODE_OF_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'invalidRequest',
  401: 'unauthorized',
  402: 'paymentRequired',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  422: 'validation',
  429: 'rateLimited',
  503: 'unavailable',
};

/** The code of a failure that has no more specific one: by its HTTP status. */
export function errorCodeOfStatus(status: number): ErrorCode {
  return CODE_OF_STATUS[status] ?? (status >= 500 ? 'internal' : 'invalidRequest');
}

/** Any failure other than field errors: `{ message, code }`. */
export const errorResponseSchema = z.object({ message: z.string(), code: errorCodeSchema });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

const errorAnswer = (id: string, description: string) => errorResponseSchema.meta({ id, description });

/**
 * The failures of the HTTP API by status, as the OpenAPI document describes them: one named
 * schema each (a component the operations refer to), all of them `{ message, code }` but 422,
 * the field errors. The server adds them to every route's documented answers (platform/docs.ts)
 * and its serializer checks every error body against them.
 */
export const ERROR_ANSWER_SCHEMAS = {
  400: errorAnswer(
    'BadRequest',
    'A malformed request: bad JSON, a body that cannot be read, a bad path parameter or a link that is not valid',
  ),
  401: errorAnswer(
    'Unauthorized',
    'Not signed in: no valid token (code unauthorized), its session has ended (sessionExpired), or wrong credentials',
  ),
  402: errorAnswer(
    'PaymentRequired',
    'The action needs a paid tier, or the free messages of the day are spent',
  ),
  403: errorAnswer('Forbidden', 'Not allowed for this user'),
  404: errorAnswer('NotFound', 'No such person, dialog, photo, payment, subscription or link'),
  409: errorAnswer('Conflict', 'The state changed meanwhile, or the request repeats another one'),
  413: errorAnswer('PayloadTooLarge', 'The body, an upload or a form is over its size limit'),
  414: errorAnswer('UriTooLong', 'A path parameter is over its length limit'),
  415: errorAnswer('UnsupportedMediaType', 'A body of a type the call does not read'),
  422: fieldErrorsResponseSchema.meta({
    id: 'FieldErrors',
    description: 'Field errors, each for the form field of the same name (param), in Russian (msg)',
  }),
  429: errorAnswer('TooManyRequests', 'Too many attempts; the Retry-After header says when to try again'),
  500: errorAnswer('InternalError', 'Anything unexpected; logged on the server'),
  503: errorAnswer('ServiceUnavailable', 'The payment provider is unavailable; try again later'),
} as const;

export type ErrorStatus = keyof typeof ERROR_ANSWER_SCHEMAS;
