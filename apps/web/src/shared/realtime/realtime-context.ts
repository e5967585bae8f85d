import type { ServerToClientEvents } from '@iskra/contract';
import { createContext, useContext, useEffect, useEffectEvent } from 'react';
import type { ClientSocket, ServerEvent } from './socket.ts';

export interface Realtime {
  /** The open socket while signed in; null otherwise. */
  socket: ClientSocket | null;
  connected: boolean;
}

export const RealtimeContext = createContext<Realtime>({ socket: null, connected: false });

export function useRealtime(): Realtime {
  return useContext(RealtimeContext);
}

type Listener = (...args: unknown[]) => void;

/**
 * Runs `handler` for every `event` the server sends while the component is mounted. The latest
 * handler is always the one called, so it may close over fresh state without re-subscribing.
 */
export function useSocketEvent<E extends ServerEvent>(event: E, handler: ServerToClientEvents[E]): void {
  const { socket } = useRealtime();
  const onEvent = useEffectEvent((...args: unknown[]) => (handler as Listener)(...args));
  useEffect(() => {
    if (!socket) return;
    const listener: Listener = (...args) => onEvent(...args);
    // The typed overloads cannot follow a generic event name; the contract types the handler.
    const untyped = socket as unknown as {
      on: (name: string, fn: Listener) => void;
      off: (name: string, fn: Listener) => void;
    };
    untyped.on(event, listener);
    return () => untyped.off(event, listener);
  }, [socket, event]);
}
