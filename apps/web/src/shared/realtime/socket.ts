import {
  type ClientToServerEvents,
  type ErrorCode,
  type HandshakeRefusal,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@iskra/contract';
import type { Socket } from 'socket.io-client';

/** The app's socket, typed with the contract's event maps. */
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type ServerEvent = keyof ServerToClientEvents;

/**
 * Opens a socket to the server the app came from (websocket only, bearer token in `auth`). The
 * app's own opener is asynchronous (it loads the client first); a test's may answer at once.
 */
export type ConnectSocket = (readToken: () => string | null) => ClientSocket | Promise<ClientSocket>;

/** socket.io-client is loaded on the first sign-in only: a guest never downloads it. */
export const connectSocket: ConnectSocket = async (readToken) => {
  const { io } = await import('socket.io-client');
  return io({
    path: SOCKET_PATH,
    transports: ['websocket'],
    // Read on every (re)connection, so a new token after a refresh is the one sent.
    auth: (send) => send({ token: readToken() ?? '' }),
  });
};

/** Retry delays after the server refused the handshake (it does not retry by itself then). */
export const RETRY = { firstMs: 2000, maxMs: 60_000 } as const;

export function retryDelay(attempt: number): number {
  return Math.min(RETRY.maxMs, RETRY.firstMs * 2 ** attempt);
}

/** Refusals that retrying cannot fix: the session is over (the next API call signs out). */
const FINAL_REFUSALS: ReadonlySet<ErrorCode> = new Set(['sessionExpired', 'unauthorized']);

/** A refused handshake names its reason in `data.code`; network failures carry no data. */
export function isFinalRefusal(error: Error & { data?: Partial<HandshakeRefusal> }): boolean {
  const code = error.data?.code;
  return code !== undefined && FINAL_REFUSALS.has(code);
}
