import type { CatchUp, Dialog, DialogsPage, Message, MessagesPage } from '@iskra/contract';
import { vi } from 'vitest';
import type { ChatApi } from '../api/chat-api.ts';
import type { ChatEnv } from '../model/chat-store.ts';

export const ME = '3f1c6a9e-2b7d-4c1e-9a8f-5d6e7f8a9b0c';
export const ANNA = '6b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
export const OLGA = '7c2f3d4e-5a6b-4c7d-9e8f-0a1b2c3d4e5f';
export const DIALOG_ANNA = 'a0000000-0000-4000-8000-000000000001';
export const DIALOG_OLGA = 'a0000000-0000-4000-8000-000000000002';

let counter = 0;

/** A uuid v4 that is unique within the test run. */
export function uuid(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`;
}

const BASE = Date.parse('2030-05-14T09:00:00.000Z');

export function at(minutes: number): string {
  return new Date(BASE + minutes * 60_000).toISOString();
}

export function makeMessage(overrides: Partial<Message> & Pick<Message, 'seq'>): Message {
  const id = overrides.id ?? uuid();
  return {
    id,
    clientId: overrides.clientId ?? uuid(),
    dialog: DIALOG_ANNA,
    user: ANNA,
    text: `Сообщение ${overrides.seq}`,
    read: false,
    createdAt: at(overrides.seq),
    updatedAt: at(overrides.seq),
    ...overrides,
  };
}

export function makeDialog(overrides: Partial<Dialog> = {}): Dialog {
  return {
    id: DIALOG_ANNA,
    partner: {
      id: ANNA,
      userId: 2001,
      name: 'Анна',
      gender: 2,
      thumbnailUri: null,
      vip: false,
      online: false,
      service: false,
    },
    lastMessage: null,
    disallowed: false,
    typing: false,
    unread: 0,
    updatedAt: at(0),
    showActivate: false,
    ...overrides,
  };
}

export function olgaDialog(overrides: Partial<Dialog> = {}): Dialog {
  return makeDialog({
    id: DIALOG_OLGA,
    partner: {
      id: OLGA,
      userId: 2002,
      name: 'Ольга',
      gender: 2,
      thumbnailUri: null,
      vip: true,
      online: true,
      service: false,
    },
    ...overrides,
  });
}

/** A promise the test settles itself. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export type FakeApi = { [K in keyof ChatApi]: ReturnType<typeof vi.fn<ChatApi[K]>> };

/** Calls that answer with empty pages unless a test says otherwise. */
export function fakeApi(): FakeApi {
  const page: DialogsPage = { dialogs: [], seq: 0 };
  const messages: MessagesPage = { messages: [], more: false };
  const catchUp: CatchUp = { messages: [], dialogs: [], seq: 0, more: false };
  return {
    dialogs: vi.fn<ChatApi['dialogs']>(async () => page),
    dialog: vi.fn<ChatApi['dialog']>(async () => ({ dialog: makeDialog() })),
    messages: vi.fn<ChatApi['messages']>(async () => messages),
    send: vi.fn<ChatApi['send']>(async () => {
      throw new Error('send not stubbed');
    }),
    since: vi.fn<ChatApi['since']>(async () => catchUp),
    read: vi.fn<ChatApi['read']>(async () => ({ dialog: makeDialog(), read: 0 })),
    remove: vi.fn<ChatApi['remove']>(async (id: string) => ({ id })),
  };
}

export function fakeEnv(api: FakeApi, overrides: Partial<ChatEnv> = {}): ChatEnv {
  return {
    api: api as unknown as ChatApi,
    emitTyping: vi.fn(),
    adjustMenuData: vi.fn(),
    setFreeMessages: vi.fn(),
    onError: vi.fn(),
    now: () => BASE,
    ...overrides,
  };
}

/** Lets pending promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
