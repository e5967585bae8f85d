/** The chat's calls (paths and rules in packages/contract/src/chat.ts). */
import type {
  CatchUp,
  DeleteDialogResponse,
  DialogKind,
  DialogResponse,
  DialogsPage,
  MessagesPage,
  ReadResponse,
  SendMessage,
  SendMessageResponse,
} from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';

/*
 * Sends, reads and deletions cause pushes for their own sender: the API client names this
 * tab's socket, so the server skips this tab (it acts on the answer) while the user's other
 * tabs still hear them.
 */
export const chatApi = {
  dialogs: (offset: number, kind: DialogKind) =>
    api.get<DialogsPage>('/dialogs', { query: { offset, kind } }),

  dialog: (id: string) => api.get<DialogResponse>(`/dialogs/${id}`),

  /** The newest messages, or those older than `before`. */
  messages: (id: string, before?: string) =>
    api.get<MessagesPage>(`/dialogs/${id}/messages`, { query: { before } }),

  send: (body: SendMessage) => api.post<SendMessageResponse>('/messages', body),

  since: (seq: number) => api.get<CatchUp>('/messages/since', { query: { seq } }),

  read: (id: string) => api.post<ReadResponse>(`/dialogs/${id}/read`, undefined),

  remove: (id: string) => api.delete<DeleteDialogResponse>(`/dialogs/${id}`),
};

export type ChatApi = typeof chatApi;
