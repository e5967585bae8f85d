import { createContext, useContext } from 'react';
import { useStore } from '../../../shared/store.ts';
import type { ChatState } from './chat-state.ts';
import type { ChatStore } from './chat-store.ts';

export const ChatContext = createContext<ChatStore | null>(null);

export function useChatStore(): ChatStore {
  const store = useContext(ChatContext);
  if (!store) throw new Error('chat hooks used outside <ChatProvider>');
  return store;
}

/** A slice of the chat state; re-renders only when the slice changes (select stored values). */
export function useChat<T>(select: (state: ChatState) => T): T {
  return useStore(useChatStore(), select);
}
