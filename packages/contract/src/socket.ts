/**
 * Socket.io event maps (core-application §7). Event names are the specification's exactly;
 * the few events the specification does not name are marked "ours".
 */
import type { Dialog, LikedYouItem, Match, MenuData, Message, VisitItem } from './entities.ts';

export const SOCKET_PATH = '/socket.io';

/** Acknowledgement of a client event that asks for one. */
export type Ack<T> = (answer: { ok: true; data: T } | { ok: false; message: string }) => void;

export interface ClientToServerEvents {
  join: (userId: string) => void;
  'CLIENT:MESSAGES_READED': (payload: { userId: string; dialogId: string; dialogPartner: string }) => void;
  'CLIENT:F_MESSAGE': (dialogId: string) => void;
  'CLIENT:F_LIKE': (payload: { userId: string; looking: 1 | 2 }) => void;
  'CLIENT:F_VISIT': (payload: { userId: string; looking: 1 | 2 }) => void;
  'CLIENT:INVITE_MEETUP': (userId: string) => void;
  F_SESSIONS_UPDATE: (payload: { userId: string; likes: boolean; visits: boolean }) => void;
  /** Ours: the user is typing in a dialog. */
  'CLIENT:TYPING': (payload: { dialogId: string }) => void;
}

export interface ServerToClientEvents {
  'SERVER:JOIN': (payload: { userId: string }) => void;
  'SERVER:DISCONNECTED': (payload: { userId: string }) => void;
  'SERVER:NEW_MESSAGE': (payload: { message: Message; dialog: Dialog; f?: boolean }) => void;
  'SERVER:MESSAGES_READED': (payload: { userId: string; dialogId: string }) => void;
  'SERVER:TYPING': (payload: { userId: string; dialogId: string }) => void;
  'SERVER:DELETE_DIALOG': (payload: { id: string }) => void;
  'SERVER:NEW_LOVE': (payload: { match: Match; dialog: Dialog | null }) => void;
  'SERVER:LIKE': (payload: { like: LikedYouItem; f?: boolean }) => void;
  'SERVER:NEW_VISIT': (payload: { visit: VisitItem; f?: boolean }) => void;
  'SERVER:REMOVE_MATCH': (payload: { id: string }) => void;
  'SERVER:MODERATION_COMPLETE': () => void;
  'SERVER:F_SESSIONS_UPDATED': (payload: { visits: number; likes: number }) => void;
  'SERVER:INVITE_MEETUP': (payload: { userId: string }) => void;
  'SERVER:FREE_LIKES_LIMIT': () => void;
  /** Ours: menu counters change by plus or minus a number. */
  'SERVER:MENU_COUNTERS': (payload: Partial<MenuData>) => void;
}

/** Data kept on each authenticated socket. */
export interface SocketData {
  userId: string;
  sessionId: string;
}
