/** The chat's calls (paths and rules in packages/contract/src/chat.ts). */
import {
  catchUpSchema,
  type DialogKind,
  deleteDialogResponseSchema,
  dialogResponseSchema,
  dialogsPageSchema,
  messagesPageSchema,
  readResponseSchema,
  type SendMessage,
  SOCKET_ID_HEADER,
  sendMessageResponseSchema,
} from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';

/**
 * A request that causes pushes for its own sender names the sending tab's socket, so the
 * server skips that tab (it acts on the answer) while the user's other tabs still hear it.
 */
function fromSocket(socketId: string | undefined) {
  return socketId ? { [SOCKET_ID_HEADER]: socketId } : undefined;
}

export const chatApi = {
  dialogs: (offset: number, kind: DialogKind) =>
    api.get('/dialogs', { query: { offset, kind }, schema: dialogsPageSchema }),

  dialog: (id: string) => api.get(`/dialogs/${id}`, { schema: dialogResponseSchema }),

  /** The newest messages, or those older than `before`. */
  messages: (id: string, before?: string) =>
    api.get(`/dialogs/${id}/messages`, { query: { before }, schema: messagesPageSchema }),

  send: (body: SendMessage, socketId?: string) =>
    api.post('/messages', body, { schema: sendMessageResponseSchema, headers: fromSocket(socketId) }),

  since: (seq: number) => api.get('/messages/since', { query: { seq }, schema: catchUpSchema }),

  read: (id: string, socketId?: string) =>
    api.post(`/dialogs/${id}/read`, undefined, { schema: readResponseSchema, headers: fromSocket(socketId) }),

  remove: (id: string, socketId?: string) =>
    api.delete(`/dialogs/${id}`, { schema: deleteDialogResponseSchema, headers: fromSocket(socketId) }),
};

export type ChatApi = typeof chatApi;
