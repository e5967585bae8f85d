/**
 * The chat: dialogs and messages over HTTP (paths in packages/contract/src/chat.ts), its socket
 * events (CLIENT:MESSAGES_READED, CLIENT:TYPING, CLIENT:F_MESSAGE), presence of partners, and
 * dialogs and messages in account destruction.
 */
import {
  catchUpQuerySchema,
  catchUpSchema,
  deleteDialogResponseSchema,
  dialogParamsSchema,
  dialogResponseSchema,
  dialogsPageSchema,
  dialogsQuerySchema,
  messagesPageSchema,
  messagesQuerySchema,
  readResponseSchema,
  sendMessageResponseSchema,
  sendMessageSchema,
} from '@iskra/contract';
import { registerAccountCleanup } from '../../platform/account-cleanup.ts';
import type { App } from '../../platform/types.ts';
import { requireViewer } from '../users/viewer.ts';
import { deleteChatOf } from './chat.repo.ts';
import type { ChatService } from './chat.service.ts';

export async function chatRoutes(app: App, { chat: service }: { chat: ChatService }) {
  registerAccountCleanup('chat', async (tx, account): Promise<Record<string, number>> => {
    const counts = await deleteChatOf(tx, account.userId);
    return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
  });

  app.realtime.on('CLIENT:MESSAGES_READED', (socket, { dialogId }) =>
    service.readFromSocket(socket.data.userId, dialogId),
  );
  app.realtime.on('CLIENT:TYPING', (socket, { dialogId }) => service.typing(socket.data.userId, dialogId));
  app.realtime.on('CLIENT:F_MESSAGE', (socket, dialogId) =>
    service.nudgeMessage(socket.data.userId, dialogId ?? undefined),
  );
  app.realtime.onPresence((userId, online) => service.presence(userId, online));

  const tags = ['chat'];

  app.get(
    '/api/dialogs',
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'A page of dialogs (latest message first) or of chat matches (newest first)',
        querystring: dialogsQuerySchema,
        response: { 200: dialogsPageSchema },
      },
    },
    async (request) => service.dialogs(requireViewer(request), request.query.offset, request.query.kind),
  );

  app.get(
    '/api/dialogs/:id',
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'One of my dialogs',
        params: dialogParamsSchema,
        response: { 200: dialogResponseSchema },
        errors: [404],
      },
    },
    async (request) => ({ dialog: await service.dialog(requireViewer(request), request.params.id) }),
  );

  app.get(
    '/api/dialogs/:id/messages',
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'Messages of a dialog older than a given one, oldest first',
        params: dialogParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesPageSchema },
        errors: [404],
      },
    },
    async (request) => service.messages(requireViewer(request), request.params.id, request.query),
  );

  app.post(
    '/api/messages',
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'Sends a message (idempotent by clientId); answered after it is stored',
        body: sendMessageSchema,
        response: { 200: sendMessageResponseSchema },
        errors: [402, 403, 404, 409, 429],
      },
    },
    async (request) => service.sendMessage(requireViewer(request), request.body),
  );

  app.get(
    '/api/messages/since',
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'Catch-up: my messages (sent and received) after a stream position',
        querystring: catchUpQuerySchema,
        response: { 200: catchUpSchema },
      },
    },
    async (request) => service.since(requireViewer(request), request.query.seq, request.query.limit),
  );

  app.post(
    '/api/dialogs/:id/read',
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'Marks the messages I received in a dialog read',
        params: dialogParamsSchema,
        response: { 200: readResponseSchema },
        errors: [404],
      },
    },
    async (request) => service.read(requireViewer(request), request.params.id),
  );

  app.delete(
    '/api/dialogs/:id',
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'Deletes a dialog and its messages for both people',
        params: dialogParamsSchema,
        response: { 200: deleteDialogResponseSchema },
        errors: [404],
      },
    },
    async (request) => service.deleteDialog(requireViewer(request), request.params.id),
  );
}
