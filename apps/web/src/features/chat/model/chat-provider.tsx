import type { Dialog, Message } from '@iskra/contract';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useErrorHandler } from '../../../shared/api/index.ts';
import { useRealtime, useSocketEvent } from '../../../shared/realtime/index.ts';
import { useCurrentUser, useSession } from '../../../shared/session/session-context.ts';
import { type ChatApi, chatApi } from '../api/chat-api.ts';
import { ChatContext } from './chat-context.ts';
import { type ChatEnv, chatStoreFor } from './chat-store.ts';

export interface ChatProviderProps {
  children: ReactNode;
  /** The calls (a test passes its own). */
  api?: ChatApi;
}

/**
 * The chat store of the signed-in person, fed by the socket while a chat screen is shown.
 * Opening the screen and every (re)connection reload the first pages of the lists and catch the
 * stream up from its position, so nothing sent meanwhile is missed.
 */
export function ChatProvider({ children, api = chatApi }: ChatProviderProps) {
  const user = useCurrentUser();
  const { adjustMenuData, updateUser } = useSession();
  const { socket, connected } = useRealtime();
  const handleError = useErrorHandler();
  // The store calls these from clicks, answers and timers; each commit binds the ones of the
  // render just committed, so they see the socket and session as they are now.
  const env: ChatEnv = {
    api,
    emitTyping: (dialogId) => {
      socket?.emit('CLIENT:TYPING', { dialogId });
    },
    adjustMenuData,
    setFreeMessages: (left) => updateUser({ freeMessages: left }),
    onError: (error) => {
      handleError(error);
    },
    now: Date.now,
  };
  // The store is made (or found again) with the env of the first render of this person.
  const [firstEnv] = useState(env);
  const store = useMemo(() => chatStoreFor(user.id, firstEnv), [user.id, firstEnv]);
  useLayoutEffect(() => store.bind(env));

  // The screen opens, and again whenever the socket (re)connects.
  const wasConnected = useRef<boolean | null>(null);
  useEffect(() => {
    const before = wasConnected.current;
    wasConnected.current = connected;
    if (before === null || (connected && !before)) store.resume();
  }, [connected, store]);

  useSocketEvent('SERVER:NEW_MESSAGE', ({ message, dialog }: { message: Message; dialog: Dialog }) =>
    store.receive(message, dialog),
  );
  useSocketEvent(
    'SERVER:MESSAGES_READED',
    ({ userId, dialogId, upToSeq }: { userId: string; dialogId: string; upToSeq: number }) =>
      store.readBy(userId, dialogId, upToSeq),
  );
  useSocketEvent('SERVER:TYPING', ({ userId, dialogId }: { userId: string; dialogId: string }) =>
    store.partnerTyping(userId, dialogId),
  );
  useSocketEvent('SERVER:JOIN', ({ userId }: { userId: string }) => store.presence(userId, true));
  useSocketEvent('SERVER:DISCONNECTED', ({ userId }: { userId: string }) => store.presence(userId, false));
  useSocketEvent('SERVER:DELETE_DIALOG', ({ id }: { id: string }) => store.deleted(id));
  useSocketEvent('SERVER:NEW_LOVE', ({ dialog }: { dialog: Dialog | null }) => {
    if (dialog) store.dialogUpdate(dialog);
  });

  return <ChatContext.Provider value={store}>{children}</ChatContext.Provider>;
}
