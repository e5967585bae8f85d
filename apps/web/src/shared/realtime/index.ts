export { type Realtime, RealtimeContext, useRealtime, useSocketEvent } from './realtime-context.ts';
export { ProvideRealtime, RealtimeProvider, type RealtimeProviderProps } from './realtime-provider.tsx';
export { type ClientSocket, type ConnectSocket, connectSocket, type ServerEvent } from './socket.ts';
