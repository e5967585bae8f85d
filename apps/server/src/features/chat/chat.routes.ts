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
  SOCKET_ID_HEADER,
  sendMessageResponseSchema,
  sendMessageSchema,
} from '@iskra/contract';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth.ts';
import type { App } from '../../platform/types.ts';
import { registerAccountCleanup } from '../account/account.cleanup.ts';
import { deleteChatOf } from './chat.repo.ts';
import { createChatService } from './chat.service.ts';

function socketIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers[SOCKET_ID_HEADER];
  return typeof value === 'string' ? value : undefined;
}

export async function chatRoutes(app: App) {
  const service = createChatService(app);

  registerAccountCleanup('chat', async (tx, account): Promise<Record<string, number>> => {
    const counts = await deleteChatOf(tx, account.userId);
    return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
  });

  app.realtime.on('CLIENT:MESSAGES_READED', (socket, payload) =>
    service.readFromSocket(socket.data.userId, (payload as { dialogId?: unknown } | null)?.dialogId),
  );
  app.realtime.on('CLIENT:TYPING', (socket, payload) =>
    service.typing(socket.data.userId, (payload as { dialogId?: unknown } | null)?.dialogId),
  );
  app.realtime.on('CLIENT:F_MESSAGE', (socket, dialogId) =>
    service.nudgeMessage(socket.data.userId, dialogId),
  );
  app.realtime.onPresence((userId, online) => service.presence(userId, online));

  const tags = ['chat'];

  app.get(
    '/api/dialogs',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A page of dialogs (latest message first) or of chat matches (newest first)',
        querystring: dialogsQuerySchema,
        response: { 200: dialogsPageSchema },
      },
    },
    async (request) => service.dialogs(requireAuth(request).userId, request.query.offset, request.query.kind),
  );

  app.get(
    '/api/dialogs/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One of my dialogs',
        params: dialogParamsSchema,
        response: { 200: dialogResponseSchema },
      },
    },
    async (request) => ({ dialog: await service.dialog(requireAuth(request).userId, request.params.id) }),
  );

  app.get(
    '/api/dialogs/:id/messages',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Messages of a dialog older than a given one, oldest first',
        params: dialogParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesPageSchema },
      },
    },
    async (request) => service.messages(requireAuth(request).userId, request.params.id, request.query),
  );

  app.post(
    '/api/messages',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Sends a message (idempotent by clientId); answered after it is stored',
        body: sendMessageSchema,
        response: { 200: sendMessageResponseSchema },
      },
    },
    async (request) => service.sendMessage(requireAuth(request).userId, request.body, socketIdOf(request)),
  );

  app.get(
    '/api/messages/since',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Catch-up: my messages (sent and received) after a stream position',
        querystring: catchUpQuerySchema,
        response: { 200: catchUpSchema },
      },
    },
    async (request) => service.since(requireAuth(request).userId, request.query.seq, request.query.limit),
  );

  app.post(
    '/api/dialogs/:id/read',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Marks the messages I received in a dialog read',
        params: dialogParamsSchema,
        response: { 200: readResponseSchema },
      },
    },
    async (request) => service.read(requireAuth(request).userId, request.params.id, socketIdOf(request)),
  );

  app.delete(
    '/api/dialogs/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Deletes a dialog and its messages for both people',
        params: dialogParamsSchema,
        response: { 200: deleteDialogResponseSchema },
      },
    },
    async (request) =>
      service.deleteDialog(requireAuth(request).userId, request.params.id, socketIdOf(request)),
  );
}
