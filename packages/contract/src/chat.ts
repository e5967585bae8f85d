/**
 * Chat requests (core-application §4 "Dialogs", §6 free versus Premium messaging; the
 * specification does not show the paths, so they are ours).
 *
 * | Method and path                         | Payload / query               | Answer                 |
 * |-----------------------------------------|-------------------------------|------------------------|
 * | GET /api/dialogs                        | ?offset=&kind=dialogs|matches | DialogsPage            |
 * | GET /api/dialogs/{id}                   | none                          | { dialog }             |
 * | GET /api/dialogs/{id}/messages          | ?before={messageId}&limit=    | MessagesPage           |
 * | POST /api/messages                      | SendMessage                   | SendMessageResponse    |
 * | GET /api/messages/since                 | ?seq=&limit=                  | CatchUp                |
 * | POST /api/dialogs/{id}/read             | none                          | ReadResponse           |
 * | DELETE /api/dialogs/{id}                | none                          | { id }                 |
 *
 * Who may write (enforced on the server): nobody to or from a blocked person (either way);
 * whoever has Premium's features (PREMIUM_FEATURES) to anyone (a first message opens the
 * dialog); others to people they have a mutual sympathy with, or in a dialog the other person
 * opened with Premium (a reply). Without Premium's features a user sends at most
 * FREE_TIER.messagesPerDay messages per Moscow calendar day that are not replies; a reply (the
 * dialog's newest message is the other person's) is always free. `freeMessages` on the current
 * user is what is left today. Over it a non-reply send is refused with HTTP 402 and
 * CHAT_TEXT.freeLimit, and dialogs where the next message would not be a reply show
 * `disallowed` and `showActivate`.
 *
 * Held first messages: a new account's first message with contacts, a link or a money request
 * waits for a moderator (safety.ts, SAFETY.holdAccountAgeMs). Its author gets the usual answer
 * with `review: 'held'` on the message; it takes a number in the author's stream only. When
 * staff deliver it, it takes the recipient's next number and SERVER:NEW_MESSAGE goes to both
 * (the author's copy now without `review`); when they reject it, the author's tabs hear it
 * again with `review: 'rejected'` and the recipient never gets it.
 *
 * Delivery without loss. Every user has one message stream: each message stored in one of
 * their dialogs, sent or received, takes the next number of that stream (`Message.seq` is
 * the number in the stream of the person the message is shown to, so the sender's and the
 * recipient's copies of one message carry different seq values). Numbers are committed in
 * order, so a client that has applied everything up to N needs exactly `seq > N`:
 * - Sending: the client makes a `clientId` (uuid v4) per message and keeps it across retries.
 *   The server stores a (author, clientId) once: a retry, even a concurrent one, answers the
 *   stored message. The answer comes only after the message is committed; then
 *   `SERVER:NEW_MESSAGE {message, dialog}` goes to every tab of both people (the sending tab
 *   is skipped when it names its socket in SOCKET_ID_HEADER; it has the answer).
 * - Receiving: the client keeps the highest seq it applied (from DialogsPage.seq, answers and
 *   events). A live message with seq = last + 1 is applied; one further ahead shows a gap:
 *   call GET /api/messages/since?seq=last and apply what it returns. After every (re)connect
 *   call it too, repeating while `more`. Messages are identified by `id` (or `clientId` for
 *   one's own): applying one twice changes nothing.
 * - Seq numbers of deleted dialogs are skipped: CatchUp.seq says how far the answer covers.
 *
 * Counters: `menuData.dialogs` counts dialogs with unread messages. A message that makes a
 * dialog unread for its recipient sends them SERVER:MENU_COUNTERS {dialogs: +1}; reading it
 * sends {dialogs: -1} to the reader's other tabs (the answer's `read > 0` tells the reading
 * tab; see ReadResponse); deleting a dialog sends {dialogs: -1} to every tab of whoever had
 * unread messages in it.
 *
 * Refusals of POST /api/messages (`{ message, code }`, see errors.ts): 403 CHAT_TEXT.notAllowed
 * with code chatNotAllowed (no match, no Premium), 403 CHAT_TEXT.blocked with chatBlocked, 402
 * CHAT_TEXT.freeLimit with chatFreeLimit, 404 notFound (no such dialog or person), 409
 * CHAT_TEXT.clientIdReused with conflict, 422 field errors on `text`, 429 rateLimited over
 * CHAT.sendsPerMinute.
 */
import { z } from 'zod';
import { FREE_TIER, MESSAGE_TEXT, PAGE_SIZE } from './constants.ts';
import { dialogSchema, idSchema, messageSchema } from './entities.ts';

/** Texts the chat answers with (ours; the specification names the rules but no texts). */
export const CHAT_TEXT = {
  textEmpty: 'Введи сообщение',
  textTooLong: `Сообщение не длиннее ${MESSAGE_TEXT.max} символов`,
  notAllowed: 'Написать можно после взаимной симпатии. С Premium — кому угодно',
  freeLimit: `Бесплатные сообщения на сегодня закончились (${FREE_TIER.messagesPerDay} в день). С Premium — без ограничений`,
  blocked: 'Переписка с этим пользователем недоступна',
  dialogNotFound: 'Диалог не найден',
  /** The same clientId was already used for a message to someone else. */
  clientIdReused: 'Это сообщение уже отправлено в другой диалог',
  /** Under a message of the author's that waits for a moderator (Message.review). */
  held: 'Сообщение на проверке: в нём есть контакты, ссылка или просьба о деньгах. Мы доставим его после проверки модератором',
  /** Under a message a moderator did not let through. */
  rejected: 'Не доставлено: сообщение нарушает правила сервиса',
  /** The chat matches strip and list headings and empty states live in the web's ru.ts. */
} as const;

/** HTTP status of a send refused because the free daily allowance is spent (ours). */
export const CHAT_FREE_LIMIT_STATUS = 402;

/** Chat timings and sizes (ours). */
export const CHAT = {
  /** Most messages one catch-up answer carries; `more` says whether to ask again. */
  catchUpPage: 200,
  /** The server forwards at most one SERVER:TYPING per person and dialog per this period. */
  typingThrottleMs: 2000,
  /** A client shows "typing…" this long after the last SERVER:TYPING of the dialog. */
  typingShowMs: 5000,
  /** A client sends CLIENT:TYPING at most this often while the user types. */
  typingSendEveryMs: 2000,
  /** New messages one person may send per minute (retries of a stored one do not count). */
  sendsPerMinute: 60,
} as const;

/** Which dialogs a page lists: with messages (last activity first) or chat matches. */
export const dialogKindSchema = z.enum(['dialogs', 'matches']);
export type DialogKind = z.infer<typeof dialogKindSchema>;

/**
 * `GET /api/dialogs?offset=&kind=`: pages of PAGE_SIZE.dialogs. `dialogs` (the default) are
 * conversations with at least one message, the latest message first; `matches` are "chat
 * matches", dialogs a mutual sympathy opened and nobody wrote in yet, newest first. Offset 0
 * replaces the list, a larger offset appends. Partners who are blocked or not active are left
 * out.
 */
export const dialogsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  kind: dialogKindSchema.default('dialogs'),
});
export type DialogsQuery = z.infer<typeof dialogsQuerySchema>;

export const dialogsPageSchema = z.object({
  dialogs: z.array(dialogSchema),
  /**
   * The viewer's stream position when the page was read: a client without a position starts
   * catching up from here (GET /api/messages/since?seq=).
   */
  seq: z.number().int().min(0),
});
export type DialogsPage = z.infer<typeof dialogsPageSchema>;

export const dialogParamsSchema = z.object({ id: idSchema });

/** `GET /api/dialogs/{id}`: one dialog as the viewer sees it (404 when it is not theirs). */
export const dialogResponseSchema = z.object({ dialog: dialogSchema });
export type DialogResponse = z.infer<typeof dialogResponseSchema>;

/**
 * `GET /api/dialogs/{id}/messages?before=&limit=`: the newest messages older than the message
 * `before` (the newest of the dialog without it), at most `limit` (default and most
 * PAGE_SIZE.messages). Load older ones with `before` = the oldest id the client has.
 */
export const messagesQuerySchema = z.object({
  before: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.messages).default(PAGE_SIZE.messages),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const messagesPageSchema = z.object({
  /** Oldest first. */
  messages: z.array(messageSchema),
  /** Older messages exist. */
  more: z.boolean(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

/** Control characters other than tab and line feed never reach a message; CR LF becomes LF. */
export function cleanMessageText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');
}

/** Message text: plain text, trimmed, MESSAGE_TEXT.min to MESSAGE_TEXT.max characters. */
export const messageTextSchema = z
  .string({ error: CHAT_TEXT.textEmpty })
  .transform(cleanMessageText)
  .pipe(
    z
      .string()
      .trim()
      .min(MESSAGE_TEXT.min, { error: CHAT_TEXT.textEmpty })
      .max(MESSAGE_TEXT.max, { error: CHAT_TEXT.textTooLong }),
  );

/**
 * `POST /api/messages`: a message into a dialog (`dialogId`) or to a person (`userId`: the
 * fast-message popup, a profile, a match; the pair's dialog is used, or opened when they have
 * none). Exactly one of the two. `place` says where in the interface it was written
 * (fast-message popup, profile…), for statistics only.
 */
export const sendMessageSchema = z
  .object({
    clientId: z.string().uuid(),
    text: messageTextSchema,
    dialogId: idSchema.optional(),
    userId: idSchema.optional(),
    place: z.string().max(64).optional(),
  })
  .refine((body) => (body.dialogId === undefined) !== (body.userId === undefined), {
    error: 'Укажи диалог или получателя',
  });
export type SendMessage = z.input<typeof sendMessageSchema>;

export const sendMessageResponseSchema = z.object({
  /** The stored message (the earlier one when this was a retry), seq in the sender's stream. */
  message: messageSchema,
  /** The dialog as the sender sees it now. */
  dialog: dialogSchema,
  /** The sender's `freeMessages` after this message. */
  freeMessages: z.number().int().min(0),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/** `GET /api/messages/since?seq=&limit=`: catch-up after a (re)connect or a gap. */
export const catchUpQuerySchema = z.object({
  seq: z.coerce.number().int().min(0),
  limit: z.coerce.number().int().min(1).max(CHAT.catchUpPage).default(CHAT.catchUpPage),
});
export type CatchUpQuery = z.infer<typeof catchUpQuerySchema>;

export const catchUpSchema = z.object({
  /** Messages with seq above the asked one, seq ascending. */
  messages: z.array(messageSchema),
  /** The dialogs of those messages as they are now (counters, read state). */
  dialogs: z.array(dialogSchema),
  /** Everything up to this seq is covered: ask from here next time. */
  seq: z.number().int().min(0),
  /** More messages follow: ask again from `seq`. */
  more: z.boolean(),
});
export type CatchUp = z.infer<typeof catchUpSchema>;

/**
 * `POST /api/dialogs/{id}/read`: marks every message the viewer received in the dialog read.
 * When it marked any, the partner gets SERVER:MESSAGES_READED {userId: viewer, dialogId,
 * upToSeq}; the viewer's other tabs get it too (userId is then their own: the messages they
 * received up to the point are read). `upToSeq` is the newest message marked, numbered in the
 * stream of whoever gets the event: for the partner, their own messages with seq up to it are
 * read even when the event overtakes the answer or the SERVER:NEW_MESSAGE that tells them of
 * one (the partner may read a message before its author's send answer arrives). The same
 * happens for the socket event CLIENT:MESSAGES_READED.
 */
export const readResponseSchema = z.object({
  dialog: dialogSchema,
  /** Messages newly marked read; above 0 the dialogs menu counter fell by 1. */
  read: z.number().int().min(0),
});
export type ReadResponse = z.infer<typeof readResponseSchema>;

/**
 * `DELETE /api/dialogs/{id}`: deletes the conversation for both people; both get
 * SERVER:DELETE_DIALOG {id} (the deleting tab is skipped when it names its socket). The
 * match, if any, stays: writing again opens a new dialog.
 */
export const deleteDialogResponseSchema = z.object({ id: idSchema });
export type DeleteDialogResponse = z.infer<typeof deleteDialogResponseSchema>;
