import type { ServerToClientEvents } from '@iskra/contract';
import type { ClientSocket } from '../shared/realtime/socket.ts';

type Listener = (...args: unknown[]) => void;

/**
 * A stand-in for the socket.io client in component tests: records listeners, lets a test play
 * server events and connection changes, and counts connects and disconnects.
 */
export class FakeSocket {
  id = 'fake-socket-id';
  active = true;
  connects = 0;
  disconnects = 0;
  readonly readToken: () => string | null;
  private listeners = new Map<string, Set<Listener>>();

  constructor(readToken: () => string | null = () => null) {
    this.readToken = readToken;
  }

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  removeAllListeners() {
    this.listeners.clear();
    return this;
  }

  connect() {
    this.connects += 1;
    return this;
  }

  /** Client events sent to the server, in order: [event, ...args]. */
  readonly emitted: unknown[][] = [];

  emit(event: string, ...args: unknown[]) {
    this.emitted.push([event, ...args]);
    return this;
  }

  disconnect() {
    this.disconnects += 1;
    return this;
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  /** Plays a reserved event (connect, disconnect, connect_error). */
  fire(event: 'connect' | 'disconnect' | 'connect_error', ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  /** Plays an event from the server. */
  serverEmit<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  asClient(): ClientSocket {
    return this as unknown as ClientSocket;
  }
}
