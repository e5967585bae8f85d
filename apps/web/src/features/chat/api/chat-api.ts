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
  sendMessageResponseSchema,
} from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';

/*
 * Sends, reads and deletions cause pushes for their own sender: the API client names this
 * tab's socket, so the server skips this tab (it acts on the answer) while the user's other
 * tabs still hear them.
 */
export const chatApi = {
  dialogs: (offset: number, kind: DialogKind) =>
    api.get('/dialogs', { query: { offset, kind }, schema: dialogsPageSchema }),

  dialog: (id: string) => api.get(`/dialogs/${id}`, { schema: dialogResponseSchema }),

  /** The newest messages, or those older than `before`. */
  messages: (id: string, before?: string) =>
    api.get(`/dialogs/${id}/messages`, { query: { before }, schema: messagesPageSchema }),

  send: (body: SendMessage) => api.post('/messages', body, { schema: sendMessageResponseSchema }),

  since: (seq: number) => api.get('/messages/since', { query: { seq }, schema: catchUpSchema }),

  read: (id: string) => api.post(`/dialogs/${id}/read`, undefined, { schema: readResponseSchema }),

  remove: (id: string) => api.delete(`/dialogs/${id}`, { schema: deleteDialogResponseSchema }),
};

export type ChatApi = typeof chatApi;
