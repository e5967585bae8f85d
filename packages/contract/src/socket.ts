/**
 * Socket.io event maps (core-application §7). Event names are the specification's exactly;
 * the few events the specification does not name are marked "ours".
 */

import { z } from 'zod';
import type { PaymentPush } from './billing.ts';
import type { BanReason } from './constants.ts';
import {
  type Dialog,
  genderSchema,
  idSchema,
  type LikedYouItem,
  type Match,
  type MenuData,
  type Message,
  type VisitItem,
} from './entities.ts';
import type { ErrorCode } from './error-codes.ts';
import type { ErrorResponse } from './errors.ts';
import type { ReportDecisionKind } from './safety.ts';

/**
 * Acknowledgement of a client event that asks for one. Ours: any client event may end with
 * one (`socket.emitWithAck`); the server answers `{ ok: true, data: null }` once it has handled
 * the event (and sent what the event caused), `{ ok: false, message, code }` when it dropped
 * the event (too many events: SERVER_MESSAGE.tooManyRequests, code rateLimited) or failed
 * (code internal).
 */
export type Ack<T> = (answer: { ok: true; data: T } | ({ ok: false } & ErrorResponse)) => void;

/**
 * Ours: the `data` of the error a refused handshake gives the client's `connect_error` (its
 * `message` is the Russian text). `unauthorized` (no token) and `sessionExpired` (the session
 * has ended) are final: a new handshake with the same token is refused again; `internal` is
 * worth retrying.
 */
export interface HandshakeRefusal {
  code: ErrorCode;
}

export interface ClientToServerEvents {
  /** The socket joins its user's room at the handshake already; this event changes nothing. */
  join: (userId: string) => void;
  /**
   * The user read the dialog (as POST /api/dialogs/{id}/read). Only `dialogId` is used: the
   * reader is the socket's user and the partner is the dialog's other person.
   */
  'CLIENT:MESSAGES_READED': (payload: { userId: string; dialogId: string; dialogPartner: string }) => void;
  /**
   * "f" nudges (core-application §4 "Realtime"; DESIGN.md §4). The server answers each one
   * only with real activity the user has not seen yet, never with invented activity:
   * F_MESSAGE → the newest unread message of that dialog (of any dialog when the id is not
   * the user's) as SERVER:NEW_MESSAGE with f: true; F_LIKE → the newest unseen like waiting
   * in liked-you as SERVER:LIKE with f: true; F_VISIT → the newest unseen visit as
   * SERVER:NEW_VISIT with f: true; INVITE_MEETUP → nothing (there are no meetup invitations
   * yet); F_SESSIONS_UPDATE → SERVER:F_SESSIONS_UPDATED with the real counts. Without such
   * activity there is no answer. Payload user ids are ignored: the socket's user is meant.
   */
  'CLIENT:F_MESSAGE': (dialogId: string) => void;
  'CLIENT:F_LIKE': (payload: { userId: string; looking: 1 | 2 }) => void;
  'CLIENT:F_VISIT': (payload: { userId: string; looking: 1 | 2 }) => void;
  'CLIENT:INVITE_MEETUP': (userId: string) => void;
  F_SESSIONS_UPDATE: (payload: { userId: string; likes: boolean; visits: boolean }) => void;
  /**
   * Ours: the user is typing in a dialog. Send it at most every CHAT.typingSendEveryMs while
   * typing; the server forwards at most one per CHAT.typingThrottleMs.
   */
  'CLIENT:TYPING': (payload: { dialogId: string }) => void;
}

/**
 * Payload schemas of the client events (ours), parsed once where the server registers its
 * handlers; a handler gets the parsed value. Each is the shape ClientToServerEvents declares.
 * Fields the server does not use (user ids: the socket's user is meant) are optional, so
 * dropping one never refuses an event the server would have acted on.
 */

/** `join`: the user's id; it changes nothing (the socket joined its room at the handshake). */
export const joinPayloadSchema = z.string();

/** `CLIENT:MESSAGES_READED`: only `dialogId` is used. */
export const messagesReadedPayloadSchema = z.object({
  dialogId: idSchema,
  userId: z.string().optional(),
  dialogPartner: z.string().optional(),
});

/**
 * `CLIENT:F_MESSAGE`: a dialog id, or null after parsing for anything that is not one. The
 * server then answers with the newest unread message of any dialog, so a malformed id is a
 * meaningful request, not an invalid one.
 */
export const fMessagePayloadSchema = idSchema.nullable().catch(null);

/** `CLIENT:F_LIKE` and `CLIENT:F_VISIT`: the server uses neither field. */
export const fNudgePayloadSchema = z.object({
  userId: z.string().optional(),
  looking: genderSchema.optional(),
});

/** `CLIENT:INVITE_MEETUP`: the user's id, unused (there are no meetup invitations yet). */
export const inviteMeetupPayloadSchema = z.string().optional();

/** `F_SESSIONS_UPDATE`: the server answers with the real counts whatever the flags say. */
export const fSessionsUpdatePayloadSchema = z.object({
  userId: z.string().optional(),
  likes: z.boolean().optional(),
  visits: z.boolean().optional(),
});

/** `CLIENT:TYPING`. */
export const typingPayloadSchema = z.object({ dialogId: idSchema });

export type ClientEvent = keyof ClientToServerEvents;

/** The payload schema of every client event, by event name. */
export const clientEventPayloadSchemas = {
  join: joinPayloadSchema,
  'CLIENT:MESSAGES_READED': messagesReadedPayloadSchema,
  'CLIENT:F_MESSAGE': fMessagePayloadSchema,
  'CLIENT:F_LIKE': fNudgePayloadSchema,
  'CLIENT:F_VISIT': fNudgePayloadSchema,
  'CLIENT:INVITE_MEETUP': inviteMeetupPayloadSchema,
  F_SESSIONS_UPDATE: fSessionsUpdatePayloadSchema,
  'CLIENT:TYPING': typingPayloadSchema,
} as const satisfies Record<ClientEvent, z.ZodType>;

/** What a client event's handler receives: its payload after parsing. */
export type ClientEventPayload<E extends ClientEvent> = z.output<(typeof clientEventPayloadSchemas)[E]>;

export interface ServerToClientEvents {
  /**
   * A partner (someone the user has a dialog or a match with) came online: sent when any tab
   * of theirs connects, so it may repeat. SERVER:DISCONNECTED follows only when their last tab
   * on any instance closed.
   */
  'SERVER:JOIN': (payload: { userId: string }) => void;
  'SERVER:DISCONNECTED': (payload: { userId: string }) => void;
  /**
   * A message stored in one of the user's dialogs, sent or received; to every tab of both
   * people. `message.seq` is in this user's stream (see chat.ts for catch-up).
   */
  'SERVER:NEW_MESSAGE': (payload: { message: Message; dialog: Dialog; f?: boolean }) => void;
  /**
   * `userId` read the dialog: from the partner, the user's messages there are now read; from
   * the user themself (another tab), the messages they received there are.
   *
   * Ours: `upToSeq` says how far the read went, as a number of the stream of the user who
   * gets the event (their Message.seq): the newest message the read marked. Every message
   * of the dialog written to the reader with a seq up to it is read; later ones are not
   * covered. Stream numbers are committed in order (see chat.ts), so this holds whatever
   * arrives first: a message the client learns of after the event (its send answer, a
   * SERVER:NEW_MESSAGE, a catch-up) with a seq up to the point is read. A client keeps the
   * highest point per dialog and reader.
   */
  'SERVER:MESSAGES_READED': (payload: { userId: string; dialogId: string; upToSeq: number }) => void;
  /** The partner `userId` is typing in the dialog (show it for CHAT.typingShowMs). */
  'SERVER:TYPING': (payload: { userId: string; dialogId: string }) => void;
  /** The dialog was deleted by either person: drop it and its messages. */
  'SERVER:DELETE_DIALOG': (payload: { id: string }) => void;
  'SERVER:NEW_LOVE': (payload: { match: Match; dialog: Dialog | null }) => void;
  'SERVER:LIKE': (payload: { like: LikedYouItem; f?: boolean }) => void;
  'SERVER:NEW_VISIT': (payload: { visit: VisitItem; f?: boolean }) => void;
  'SERVER:REMOVE_MATCH': (payload: { id: string }) => void;
  'SERVER:MODERATION_COMPLETE': () => void;
  /**
   * Ours: the provider confirmed (`succeeded`, the tier is granted) or refused (`canceled`) one
   * of the user's payments, so every open tab updates without a reload.
   */
  'SERVER:PAYMENT': (payload: PaymentPush) => void;
  'SERVER:F_SESSIONS_UPDATED': (payload: { visits: number; likes: number }) => void;
  'SERVER:INVITE_MEETUP': (payload: { userId: string }) => void;
  'SERVER:FREE_LIKES_LIMIT': () => void;
  /**
   * Ours: staff decided on a report the user made (contract safety.ts, REPORT_OUTCOME_TEXT).
   */
  'SERVER:REPORT_DECIDED': (payload: { decision: ReportDecisionKind }) => void;
  /** Ours: staff warned the user (contract staff.ts, accountWarningText). */
  'SERVER:ACCOUNT_WARNING': (payload: { reason: BanReason }) => void;
  /** Ours: menu counters change by plus or minus a number. */
  'SERVER:MENU_COUNTERS': (payload: Partial<MenuData>) => void;
}

/** Data kept on each authenticated socket. */
export interface SocketData {
  userId: string;
  sessionId: string;
  /** When the token the socket connected with expires (ms since the epoch): it is closed then. */
  tokenExpiresAt: number;
}
