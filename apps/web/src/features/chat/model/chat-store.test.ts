import { CHAT, CHAT_FREE_LIMIT_STATUS, CHAT_TEXT, type Dialog, PAGE_SIZE } from '@iskra/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/index.ts';
import {
  ANNA,
  at,
  DIALOG_ANNA,
  DIALOG_OLGA,
  deferred,
  fakeApi,
  fakeEnv,
  flush,
  ME,
  makeDialog,
  makeMessage,
  olgaDialog,
  uuid,
} from '../test/fixtures.ts';
import { createChatStore } from './chat-store.ts';

function setUp(seq = 5) {
  const api = fakeApi();
  api.dialogs.mockImplementation(async (_offset, kind) => ({
    dialogs: kind === 'dialogs' ? [makeDialog({ lastMessage: makeMessage({ seq }) })] : [],
    seq,
  }));
  const env = fakeEnv(api);
  const store = createChatStore(ME, env);
  return { api, env, store };
}

function texts(store: ReturnType<typeof createChatStore>, dialogId = DIALOG_ANNA) {
  const thread = store.getState().threads[dialogId];
  return [
    ...(thread?.messages ?? []).map((m) => m.text),
    ...(thread?.outgoing ?? []).map((o) => `…${o.text}`),
  ];
}

afterEach(() => {
  vi.useRealTimers();
});

describe('chat store: delivery', () => {
  it('takes its stream position from the first dialogs page and applies the next message without asking', async () => {
    const { api, store } = setUp(5);
    store.resume();
    await flush();
    expect(store.getState().seq).toBe(5);
    expect(api.since).not.toHaveBeenCalled();

    store.receive(
      makeMessage({ seq: 6, text: 'Привет' }),
      makeDialog({ lastMessage: makeMessage({ seq: 6 }) }),
    );
    expect(store.getState().seq).toBe(6);
    expect(texts(store)).toEqual(['Привет']);
    expect(api.since).not.toHaveBeenCalled();
  });

  it('applies a message once, whether it comes twice live, again in a catch-up or as a nudge', async () => {
    const { api, store } = setUp(5);
    store.resume();
    await flush();
    const message = makeMessage({ seq: 6, text: 'Один раз' });
    const dialog = makeDialog({ lastMessage: message, unread: 1 });
    store.receive(message, dialog);
    store.receive(message, dialog);
    api.since.mockResolvedValueOnce({ messages: [message], dialogs: [dialog], seq: 6, more: false });
    await store.catchUp();
    store.receive(message, dialog);
    expect(texts(store)).toEqual(['Один раз']);
    expect(store.getState().list.ids).toEqual([DIALOG_ANNA]);
  });

  it('on a gap catches up from the last position, page after page while more, and keeps the order', async () => {
    const { api, store } = setUp(5);
    store.resume();
    await flush();
    const m6 = makeMessage({ seq: 6, text: 'шесть' });
    const m7 = makeMessage({ seq: 7, text: 'семь' });
    const m8 = makeMessage({ seq: 8, text: 'восемь' });
    const m9 = makeMessage({ seq: 9, text: 'девять' });
    const first = deferred<Awaited<ReturnType<typeof api.since>>>();
    api.since.mockReturnValueOnce(first.promise);
    api.since.mockResolvedValueOnce({
      messages: [m8, m9],
      dialogs: [makeDialog({ lastMessage: m9 })],
      seq: 9,
      more: false,
    });

    // 8 arrives before 6 and 7: shown at once, and the stream asks for what it missed.
    store.receive(m8, makeDialog({ lastMessage: m8 }));
    expect(api.since).toHaveBeenCalledWith(5);
    expect(store.getState().seq).toBe(5);
    expect(texts(store)).toEqual(['восемь']);

    first.resolve({ messages: [m6, m7], dialogs: [makeDialog({ lastMessage: m7 })], seq: 7, more: true });
    await flush();
    await flush();
    expect(api.since).toHaveBeenNthCalledWith(2, 7);
    expect(api.since).toHaveBeenCalledTimes(2);
    expect(store.getState().seq).toBe(9);
    expect(texts(store)).toEqual(['шесть', 'семь', 'восемь', 'девять']);
    // The dialog shows its latest message, not the older one of the first catch-up answer.
    expect(store.getState().dialogs[DIALOG_ANNA]?.lastMessage?.text).toBe('девять');
  });

  it('catches up after a reconnect from where it was', async () => {
    const { api, store } = setUp(5);
    store.resume();
    await flush();
    store.receive(makeMessage({ seq: 6 }), makeDialog({ lastMessage: makeMessage({ seq: 6 }) }));
    store.resume();
    await flush();
    expect(api.since).toHaveBeenCalledWith(6);
    expect(api.dialogs).toHaveBeenCalledWith(0, 'dialogs');
  });

  it('a send shows at once, is confirmed by its answer once and the event of it changes nothing', async () => {
    const { api, env, store } = setUp(5);
    store.resume();
    await flush();
    const answer = deferred<Awaited<ReturnType<typeof api.send>>>();
    api.send.mockReturnValueOnce(answer.promise);
    store.send(DIALOG_ANNA, '  Привет!\r\nКак дела?  ');
    expect(texts(store)).toEqual(['…Привет!\nКак дела?']);
    const body = api.send.mock.calls[0]?.[0];
    expect(body).toMatchObject({ dialogId: DIALOG_ANNA, text: 'Привет!\nКак дела?', place: 'chat' });

    const stored = makeMessage({ seq: 6, user: ME, clientId: body?.clientId, text: 'Привет!\nКак дела?' });
    const dialog = makeDialog({ lastMessage: stored });
    // The event may overtake the answer (a tab that did not name its socket).
    store.receive(stored, dialog);
    answer.resolve({ message: stored, dialog, freeMessages: 7 });
    await flush();
    expect(texts(store)).toEqual(['Привет!\nКак дела?']);
    expect(env.setFreeMessages).toHaveBeenCalledWith(7);
    expect(store.getState().seq).toBe(6);
  });

  it('a held message loses its mark when delivered, and a late older copy does not bring it back', async () => {
    const { store } = setUp(5);
    store.resume();
    await flush();
    const held = makeMessage({ seq: 6, user: ME, review: 'held' });
    store.receive(held, makeDialog({ lastMessage: makeMessage({ seq: 5 }) }));
    const review = () => store.getState().threads[DIALOG_ANNA]?.messages.map((m) => m.review);
    expect(review()).toEqual(['held']);

    const delivered = { ...held, updatedAt: at(30) };
    delete delivered.review;
    store.receive(delivered, makeDialog({ lastMessage: delivered }));
    expect(review()).toEqual([undefined]);
    store.receive(held, makeDialog({ lastMessage: delivered }));
    expect(review()).toEqual([undefined]);

    const rejected = makeMessage({ seq: 7, user: ME, review: 'held' });
    store.receive(rejected, makeDialog({ lastMessage: delivered }));
    store.receive(
      { ...rejected, review: 'rejected', updatedAt: at(40) },
      makeDialog({ lastMessage: delivered }),
    );
    expect(review()).toEqual([undefined, 'rejected']);
  });

  it('two messages written quickly go to the server one after the other, in order', async () => {
    const { api, store } = setUp(5);
    store.resume();
    await flush();
    const first = deferred<Awaited<ReturnType<typeof api.send>>>();
    api.send.mockReturnValueOnce(first.promise);
    store.send(DIALOG_ANNA, 'Раз');
    store.send(DIALOG_ANNA, 'Два');
    await flush();
    expect(api.send.mock.calls.map((call) => call[0].text)).toEqual(['Раз']);

    const stored = makeMessage({
      seq: 6,
      user: ME,
      clientId: api.send.mock.calls[0]?.[0].clientId,
      text: 'Раз',
    });
    const secondStored = makeMessage({ seq: 7, user: ME, text: 'Два' });
    api.send.mockImplementationOnce(async (body) => {
      const message = { ...secondStored, clientId: body.clientId };
      return { message, dialog: makeDialog({ lastMessage: message }), freeMessages: 8 };
    });
    first.resolve({ message: stored, dialog: makeDialog({ lastMessage: stored }), freeMessages: 9 });
    await flush();
    expect(api.send.mock.calls.map((call) => call[0].text)).toEqual(['Раз', 'Два']);
    expect(texts(store)).toEqual(['Раз', 'Два']);
  });

  it('a failed send stays with its reason, and a retry sends the same clientId again', async () => {
    const { api, store } = setUp(5);
    store.resume();
    await flush();
    api.send.mockRejectedValueOnce(new ApiError('network', 'No response'));
    store.send(DIALOG_ANNA, 'Потерялось?');
    await flush();
    const failed = store.getState().threads[DIALOG_ANNA]?.outgoing[0];
    expect(failed).toMatchObject({ status: 'failed', text: 'Потерялось?' });
    expect(failed?.error).toBeTruthy();

    const clientId = failed?.clientId ?? '';
    const stored = makeMessage({ seq: 6, user: ME, clientId, text: 'Потерялось?' });
    api.send.mockResolvedValueOnce({
      message: stored,
      dialog: makeDialog({ lastMessage: stored }),
      freeMessages: 9,
    });
    store.retry(DIALOG_ANNA, clientId);
    expect(store.getState().threads[DIALOG_ANNA]?.outgoing[0]?.status).toBe('sending');
    await flush();
    expect(api.send.mock.calls.map((call) => call[0].clientId)).toEqual([clientId, clientId]);
    expect(texts(store)).toEqual(['Потерялось?']);
  });

  it('a send refused for the spent free allowance turns the dialog to the offer and the allowance to 0', async () => {
    const { api, env, store } = setUp(5);
    store.resume();
    await flush();
    api.send.mockRejectedValueOnce(
      new ApiError('message', CHAT_TEXT.freeLimit, { status: CHAT_FREE_LIMIT_STATUS, code: 'chatFreeLimit' }),
    );
    store.send(DIALOG_ANNA, 'Ещё одно');
    await flush();
    expect(env.setFreeMessages).toHaveBeenCalledWith(0);
    expect(store.getState().dialogs[DIALOG_ANNA]).toMatchObject({ disallowed: true, showActivate: true });
    expect(store.getState().threads[DIALOG_ANNA]?.outgoing[0]).toMatchObject({
      status: 'failed',
      error: CHAT_TEXT.freeLimit,
    });
  });

  it('a send refused by a block closes the dialog without the Premium offer; other refusals offer it', async () => {
    const { api, store } = setUp(5);
    store.resume();
    await flush();
    api.send.mockRejectedValueOnce(
      new ApiError('message', CHAT_TEXT.blocked, { status: 403, code: 'chatBlocked' }),
    );
    store.send(DIALOG_ANNA, 'Привет');
    await flush();
    expect(store.getState().dialogs[DIALOG_ANNA]).toMatchObject({ disallowed: true, showActivate: false });

    api.send.mockRejectedValueOnce(
      new ApiError('message', CHAT_TEXT.notAllowed, { status: 403, code: 'chatNotAllowed' }),
    );
    store.send(DIALOG_ANNA, 'Ещё раз');
    await flush();
    expect(store.getState().dialogs[DIALOG_ANNA]).toMatchObject({ disallowed: true, showActivate: true });
  });
});

describe('chat store: lists', () => {
  it('pages of 40: offset 0 replaces, later pages append, more only after a full page', async () => {
    const api = fakeApi();
    const dialogs = (from: number, count: number): Dialog[] =>
      Array.from({ length: count }, (_, i) => {
        const id = uuid();
        return makeDialog({
          id,
          partner: { ...makeDialog().partner, id: uuid() },
          lastMessage: makeMessage({ seq: 1000 - from - i, dialog: id }),
        });
      });
    const first = dialogs(0, PAGE_SIZE.dialogs);
    const second = dialogs(PAGE_SIZE.dialogs, 3);
    // The stream position of a page covers every message in it.
    api.dialogs.mockImplementation(async (offset, kind) => {
      if (kind === 'matches') return { dialogs: [], seq: 1000 };
      return { dialogs: offset === 0 ? first : second, seq: 1000 };
    });
    const store = createChatStore(ME, fakeEnv(api));
    store.resume();
    await flush();
    expect(store.getState().list).toMatchObject({ loaded: true, more: true });
    store.loadMore('dialogs');
    await flush();
    expect(api.dialogs).toHaveBeenLastCalledWith(PAGE_SIZE.dialogs, 'dialogs');
    expect(store.getState().list.ids).toEqual([...first, ...second].map((d) => d.id));
    expect(store.getState().list.more).toBe(false);
    store.loadMore('dialogs');
    expect(api.dialogs).toHaveBeenCalledTimes(3);

    store.loadDialogs('dialogs', 0);
    await flush();
    expect(store.getState().list.ids).toEqual(first.map((d) => d.id));
  });

  it('keeps a dialog whose message arrived live while the first page was read without it', async () => {
    const api = fakeApi();
    const page = deferred<{ dialogs: Dialog[]; seq: number }>();
    api.dialogs.mockImplementation(async (_offset, kind) =>
      kind === 'matches' ? { dialogs: [], seq: 5 } : page.promise,
    );
    const store = createChatStore(ME, fakeEnv(api));
    store.resume();
    // The opener arrives before the page, which the server read before it was written.
    const opener = makeMessage({ seq: 6 });
    store.receive(opener, makeDialog({ lastMessage: opener }));
    page.resolve({ dialogs: [], seq: 5 });
    await flush();
    expect(store.getState().list.ids).toEqual([DIALOG_ANNA]);
    expect(texts(store)).toEqual(['Сообщение 6']);
  });

  it('a dialog without a last message is a chat match; its first message moves it into the dialogs', async () => {
    const { store } = setUp(5);
    store.resume();
    await flush();
    store.dialogUpdate(olgaDialog());
    expect(store.getState().matches.ids).toEqual([DIALOG_OLGA]);
    expect(store.getState().list.ids).toEqual([DIALOG_ANNA]);

    const first = makeMessage({
      seq: 6,
      dialog: DIALOG_OLGA,
      user: ME,
      createdAt: '2030-05-15T10:00:00.000Z',
    });
    store.receive(first, olgaDialog({ lastMessage: first }));
    expect(store.getState().matches.ids).toEqual([]);
    expect(store.getState().list.ids).toEqual([DIALOG_OLGA, DIALOG_ANNA]);
  });

  it('a newer message moves its dialog to the top', async () => {
    const { store } = setUp(5);
    store.resume();
    await flush();
    const olga = makeMessage({ seq: 6, dialog: DIALOG_OLGA, user: ME });
    store.receive(olga, olgaDialog({ lastMessage: olga }));
    expect(store.getState().list.ids).toEqual([DIALOG_OLGA, DIALOG_ANNA]);
    const anna = makeMessage({ seq: 7 });
    store.receive(anna, makeDialog({ lastMessage: anna, unread: 1 }));
    expect(store.getState().list.ids).toEqual([DIALOG_ANNA, DIALOG_OLGA]);
  });

  it('a deleted dialog leaves the list, the matches and its messages', async () => {
    const { store } = setUp(5);
    store.resume();
    await flush();
    store.dialogUpdate(olgaDialog());
    store.receive(makeMessage({ seq: 6 }), makeDialog({ lastMessage: makeMessage({ seq: 6 }) }));
    store.deleted(DIALOG_ANNA);
    store.deleted(DIALOG_OLGA);
    const state = store.getState();
    expect(state.list.ids).toEqual([]);
    expect(state.matches.ids).toEqual([]);
    expect(state.threads[DIALOG_ANNA]).toBeUndefined();
    expect(state.gone[DIALOG_ANNA]).toBe('deleted');
  });
});

describe('chat store: read, typing, presence', () => {
  it('marks a dialog read once, lowers the dialogs counter from the answer and names its socket', async () => {
    const { api, env, store } = setUp(5);
    store.resume();
    await flush();
    const incoming = makeMessage({ seq: 6 });
    store.receive(incoming, makeDialog({ lastMessage: incoming, unread: 1 }));
    api.read.mockResolvedValueOnce({
      dialog: makeDialog({ lastMessage: { ...incoming, read: true } }),
      read: 1,
    });
    void store.markRead(DIALOG_ANNA);
    void store.markRead(DIALOG_ANNA);
    await flush();
    expect(api.read).toHaveBeenCalledTimes(1);
    expect(api.read).toHaveBeenCalledWith(DIALOG_ANNA);
    expect(env.adjustMenuData).toHaveBeenCalledWith({ dialogs: -1 });
    expect(store.getState().threads[DIALOG_ANNA]?.messages[0]?.read).toBe(true);
    expect(store.getState().dialogs[DIALOG_ANNA]?.unread).toBe(0);
    // Nothing unread: nothing to send.
    await store.markRead(DIALOG_ANNA);
    expect(api.read).toHaveBeenCalledTimes(1);
  });

  it('the partner reading turns one tick into two on the viewer’s messages', async () => {
    const { store } = setUp(5);
    store.resume();
    await flush();
    const mine = makeMessage({ seq: 6, user: ME });
    store.receive(mine, makeDialog({ lastMessage: mine }));
    store.readBy(ANNA, DIALOG_ANNA, 6);
    expect(store.getState().threads[DIALOG_ANNA]?.messages[0]?.read).toBe(true);
    expect(store.getState().dialogs[DIALOG_ANNA]?.lastMessage?.read).toBe(true);
  });

  it('the partner’s read covers the viewer’s messages up to its point only', async () => {
    const { store } = setUp(5);
    store.resume();
    await flush();
    const six = makeMessage({ seq: 6, user: ME });
    const seven = makeMessage({ seq: 7, user: ME });
    store.receive(six, makeDialog({ lastMessage: six }));
    store.receive(seven, makeDialog({ lastMessage: seven }));
    store.readBy(ANNA, DIALOG_ANNA, 6);
    const reads = () => store.getState().threads[DIALOG_ANNA]?.messages.map((m) => [m.seq, m.read]);
    expect(reads()).toEqual([
      [6, true],
      [7, false],
    ]);
    expect(store.getState().dialogs[DIALOG_ANNA]?.lastMessage?.read).toBe(false);
    // An older receipt arriving late takes nothing back.
    store.readBy(ANNA, DIALOG_ANNA, 7);
    store.readBy(ANNA, DIALOG_ANNA, 6);
    expect(reads()).toEqual([
      [6, true],
      [7, true],
    ]);
    expect(store.getState().dialogs[DIALOG_ANNA]?.lastMessage?.read).toBe(true);
  });

  it.each(['the send answer', 'the event of it', 'a catch-up'] as const)(
    'the partner’s read that overtakes the viewer’s reply marks it when %s arrives',
    async (way) => {
      const { api, store } = setUp(5);
      store.resume();
      await flush();
      const answer = deferred<Awaited<ReturnType<typeof api.send>>>();
      api.send.mockReturnValueOnce(answer.promise);
      store.send(DIALOG_ANNA, 'Ответ');
      const clientId = api.send.mock.calls[0]?.[0].clientId;
      // Anna reads the reply (seq 6 of the viewer's stream) before this tab has heard of it.
      store.readBy(ANNA, DIALOG_ANNA, 6);
      expect(store.getState().threads[DIALOG_ANNA]?.outgoing).toHaveLength(1);

      // Stored before the read, so every copy of it says unread.
      const stored = makeMessage({ seq: 6, user: ME, clientId, text: 'Ответ' });
      const dialog = makeDialog({ lastMessage: stored });
      if (way === 'the event of it') store.receive(stored, dialog);
      if (way === 'a catch-up') {
        api.since.mockResolvedValueOnce({ messages: [stored], dialogs: [dialog], seq: 6, more: false });
        await store.catchUp();
      }
      answer.resolve({ message: stored, dialog, freeMessages: 9 });
      await flush();
      const thread = store.getState().threads[DIALOG_ANNA];
      expect(thread?.outgoing).toEqual([]);
      expect(thread?.messages.map((m) => [m.text, m.read])).toEqual([['Ответ', true]]);
      expect(store.getState().dialogs[DIALOG_ANNA]?.lastMessage?.read).toBe(true);

      // A later reply is beyond the point: one tick until Anna reads again.
      const later = makeMessage({ seq: 7, user: ME, text: 'Ещё' });
      store.receive(later, makeDialog({ lastMessage: later }));
      expect(store.getState().threads[DIALOG_ANNA]?.messages.at(-1)?.read).toBe(false);
      expect(store.getState().dialogs[DIALOG_ANNA]?.lastMessage?.read).toBe(false);
    },
  );

  it('the partner’s read after the send answer marks the reply as well', async () => {
    const { api, store } = setUp(5);
    store.resume();
    await flush();
    api.send.mockImplementationOnce(async (body) => {
      const stored = makeMessage({ seq: 6, user: ME, clientId: body.clientId, text: body.text });
      return { message: stored, dialog: makeDialog({ lastMessage: stored }), freeMessages: 9 };
    });
    store.send(DIALOG_ANNA, 'Ответ');
    await flush();
    expect(store.getState().threads[DIALOG_ANNA]?.messages[0]?.read).toBe(false);
    store.readBy(ANNA, DIALOG_ANNA, 6);
    expect(store.getState().threads[DIALOG_ANNA]?.messages[0]?.read).toBe(true);
    expect(store.getState().dialogs[DIALOG_ANNA]?.lastMessage?.read).toBe(true);
  });

  it('another tab of the viewer reading leaves a newer message of the partner unread', async () => {
    const { store } = setUp(5);
    store.resume();
    await flush();
    const six = makeMessage({ seq: 6 });
    const seven = makeMessage({ seq: 7 });
    store.receive(six, makeDialog({ lastMessage: six, unread: 1 }));
    store.receive(seven, makeDialog({ lastMessage: seven, unread: 2 }));
    store.readBy(ME, DIALOG_ANNA, 6);
    expect(store.getState().threads[DIALOG_ANNA]?.messages.map((m) => m.read)).toEqual([true, false]);
    expect(store.getState().dialogs[DIALOG_ANNA]?.unread).toBeGreaterThan(0);
    // The other tab's read overtook the message it covers: it arrives read.
    store.readBy(ME, DIALOG_ANNA, 8);
    const eight = makeMessage({ seq: 8 });
    store.receive(eight, makeDialog({ lastMessage: eight, unread: 1 }));
    expect(store.getState().threads[DIALOG_ANNA]?.messages.map((m) => m.read)).toEqual([true, true, true]);
    expect(store.getState().dialogs[DIALOG_ANNA]?.unread).toBe(0);
  });

  it('reads again after the answer when a partner message arrived while the read was in flight', async () => {
    const { api, env, store } = setUp(5);
    store.resume();
    await flush();
    const six = makeMessage({ seq: 6 });
    store.receive(six, makeDialog({ lastMessage: six, unread: 1 }));
    const first = deferred<Awaited<ReturnType<typeof api.read>>>();
    api.read.mockReturnValueOnce(first.promise);
    const done = store.markRead(DIALOG_ANNA);

    // The dialog was unread and stays so: the screen would not ask again.
    const seven = makeMessage({ seq: 7 });
    store.receive(seven, makeDialog({ lastMessage: seven, unread: 2 }));
    api.read.mockResolvedValueOnce({
      dialog: makeDialog({ lastMessage: { ...seven, read: true }, unread: 0 }),
      read: 1,
    });
    // The server read before seven was stored: its answer knows only six.
    first.resolve({ dialog: makeDialog({ lastMessage: { ...six, read: true }, unread: 0 }), read: 1 });
    await done;
    expect(api.read).toHaveBeenCalledTimes(2);
    expect(store.getState().threads[DIALOG_ANNA]?.messages.map((m) => m.read)).toEqual([true, true]);
    expect(store.getState().dialogs[DIALOG_ANNA]?.unread).toBe(0);
    expect(env.adjustMenuData).toHaveBeenCalledTimes(2);
    await flush();
    expect(api.read).toHaveBeenCalledTimes(2);
  });

  it('a read asked for while one is in flight follows it; a failed one is not retried on its own', async () => {
    const { api, store } = setUp(5);
    store.resume();
    await flush();
    const six = makeMessage({ seq: 6 });
    store.receive(six, makeDialog({ lastMessage: six, unread: 1 }));
    api.read.mockRejectedValueOnce(new ApiError('network', 'No response'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.markRead(DIALOG_ANNA);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    expect(api.read).toHaveBeenCalledTimes(1);

    const first = deferred<Awaited<ReturnType<typeof api.read>>>();
    api.read.mockReturnValueOnce(first.promise);
    const done = store.markRead(DIALOG_ANNA);
    const seven = makeMessage({ seq: 7 });
    store.receive(seven, makeDialog({ lastMessage: seven, unread: 2 }));
    void store.markRead(DIALOG_ANNA);
    expect(api.read).toHaveBeenCalledTimes(2);
    api.read.mockResolvedValueOnce({
      dialog: makeDialog({ lastMessage: { ...seven, read: true }, unread: 0 }),
      read: 0,
    });
    // This answer already counts seven unread: it was stored before the read finished.
    first.resolve({ dialog: makeDialog({ lastMessage: seven, unread: 1 }), read: 1 });
    await done;
    expect(api.read).toHaveBeenCalledTimes(3);
    expect(store.getState().threads[DIALOG_ANNA]?.messages.map((m) => m.read)).toEqual([true, true]);
    expect(store.getState().dialogs[DIALOG_ANNA]?.unread).toBe(0);
  });

  it('shows typing for CHAT.typingShowMs after the last signal, and stops at the partner’s message', async () => {
    vi.useFakeTimers();
    const { store } = setUp(5);
    store.resume();
    await flush();
    store.partnerTyping(ANNA, DIALOG_ANNA);
    expect(store.getState().typing[DIALOG_ANNA]).toBe(true);
    vi.advanceTimersByTime(CHAT.typingShowMs - 1);
    store.partnerTyping(ANNA, DIALOG_ANNA);
    vi.advanceTimersByTime(CHAT.typingShowMs - 1);
    expect(store.getState().typing[DIALOG_ANNA]).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().typing[DIALOG_ANNA]).toBeUndefined();

    store.partnerTyping(ANNA, DIALOG_ANNA);
    store.receive(makeMessage({ seq: 6 }), makeDialog({ lastMessage: makeMessage({ seq: 6 }) }));
    expect(store.getState().typing[DIALOG_ANNA]).toBeUndefined();
  });

  it('sends the typing signal at most every CHAT.typingSendEveryMs', () => {
    let now = 0;
    const api = fakeApi();
    const env = fakeEnv(api, { now: () => now });
    const store = createChatStore(ME, env);
    store.typed(DIALOG_ANNA);
    now += CHAT.typingSendEveryMs - 1;
    store.typed(DIALOG_ANNA);
    now += 1;
    store.typed(DIALOG_ANNA);
    expect(env.emitTyping).toHaveBeenCalledTimes(2);
  });

  it('follows the partner’s presence', async () => {
    const { store } = setUp(5);
    store.resume();
    await flush();
    store.presence(ANNA, true);
    expect(store.getState().dialogs[DIALOG_ANNA]?.partner.online).toBe(true);
    store.presence(ANNA, false);
    expect(store.getState().dialogs[DIALOG_ANNA]?.partner.online).toBe(false);
  });
});
