export * from './constants.ts';
export * from './entities.ts';
export * from './enums.ts';
export * from './messages.ts';
export * from './socket.ts';
export * from './tariffs.ts';
