/**
 * The chat store: the state of chat-state.ts plus the calls and timers that move it. One store
 * per signed-in person lives for the whole visit (chatStoreFor), so going back to /chat shows
 * what was there at once and only catches up from the stream position.
 */
import { CHAT, type Dialog, type DialogKind, type MenuData, type Message } from '@iskra/contract';
import { isApiError, resolveApiError } from '../../../shared/api/index.ts';
import { createStore } from '../../../shared/store.ts';
import type { ChatApi } from '../api/chat-api.ts';
import {
  applyCatchUp,
  applyDialogsPage,
  applyNewestPage,
  applyOlderPage,
  applyPresence,
  applyRead,
  applyStreamMessage,
  dropOutgoing,
  hasUnread,
  initialChatState,
  markMissing,
  type Outgoing,
  patchThread,
  putOutgoing,
  refuseWriting,
  removeDialog,
  setPaging,
  setTyping,
  upsertDialog,
} from './chat-state.ts';
import { cleanOutgoingText, newClientId } from './message-text.ts';

/** What the store needs from around it; the provider keeps it current. */
export interface ChatEnv {
  api: ChatApi;
  /** CLIENT:TYPING. */
  emitTyping: (dialogId: string) => void;
  adjustMenuData: (delta: Partial<MenuData>) => void;
  /** `freeMessages` of the current user after a send. */
  setFreeMessages: (left: number) => void;
  /** A failed call that has no place of its own on the screen (the common error handler). */
  onError: (error: unknown) => void;
  now: () => number;
}

/** Where a message was written, for the server's statistics. */
export const CHAT_PLACE = 'chat';

export function createChatStore(viewerId: string, initialEnv: ChatEnv) {
  let env = initialEnv;
  const store = createStore(initialChatState());
  const { setState: set, getState: state } = store;
  const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const typingSentAt = new Map<string, number>();
  /** Dialogs with a read request in flight. */
  const reading = new Set<string>();
  /** Dialogs asked to be read again while their read was in flight. */
  const readAgain = new Set<string>();
  let catchingUp = false;
  let catchUpAgain = false;
  /**
   * The sends of each dialog, one after another: two messages written quickly must reach the
   * server in the order they were written, or the second could get the lower stream number and
   * show above the first. The tail of each dialog's chain (it never rejects).
   */
  const sending = new Map<string, Promise<void>>();

  function isNotFound(error: unknown) {
    return isApiError(error) && error.status === 404;
  }

  /** Everything after the stream position, page by page while `more` (or asked again meanwhile). */
  async function catchUp(): Promise<void> {
    if (state().seq === null) return;
    if (catchingUp) {
      catchUpAgain = true;
      return;
    }
    catchingUp = true;
    try {
      let more = true;
      while (more) {
        catchUpAgain = false;
        const answer = await env.api.since(state().seq ?? 0);
        set((current) => applyCatchUp(current, answer));
        more = answer.more || catchUpAgain;
      }
    } catch (error) {
      // The next (re)connect or gap asks again; like socket trouble, this is not the user's concern.
      console.warn('Chat catch-up failed:', error);
    } finally {
      catchingUp = false;
    }
  }

  /** A stream message (an event or a send answer); a gap in the stream starts a catch-up. */
  function receive(message: Message, dialog: Dialog) {
    let gap = false;
    set((current) => {
      const result = applyStreamMessage(current, message, dialog);
      gap = result.gap;
      return result.state;
    });
    if (message.user === dialog.partner.id) stopTyping(message.dialog);
    if (gap) void catchUp();
  }

  function stopTyping(dialogId: string) {
    clearTimeout(typingTimers.get(dialogId));
    typingTimers.delete(dialogId);
    set((current) => setTyping(current, dialogId, false));
  }

  /** Queues a send behind the dialog's earlier ones. */
  function enqueue(outgoing: Outgoing) {
    const previous = sending.get(outgoing.dialog);
    const next = previous ? previous.then(() => attempt(outgoing)) : attempt(outgoing);
    sending.set(outgoing.dialog, next);
    void next.finally(() => {
      if (sending.get(outgoing.dialog) === next) sending.delete(outgoing.dialog);
    });
  }

  async function attempt(outgoing: Outgoing) {
    const { clientId, dialog, text } = outgoing;
    try {
      const answer = await env.api.send({ clientId, text, dialogId: dialog, place: CHAT_PLACE });
      receive(answer.message, answer.dialog);
      env.setFreeMessages(answer.freeMessages);
    } catch (error) {
      if (isApiError(error) && error.code === 'chatFreeLimit') {
        env.setFreeMessages(0);
        set((current) => refuseWriting(current, dialog, true));
      } else if (isApiError(error) && error.status === 403) {
        // Any refusal closes the writing box; only a block offers no Premium way around it.
        set((current) => refuseWriting(current, dialog, error.code !== 'chatBlocked'));
      }
      const outcome = resolveApiError(error);
      const reason = outcome.kind === 'notify' ? outcome.text : null;
      set((current) => putOutgoing(current, { ...outgoing, status: 'failed', error: reason }));
    }
  }

  function loadDialogs(kind: DialogKind, offset: number) {
    const paged = kind === 'dialogs' ? state().list : state().matches;
    if (paged.loading || (offset > 0 && !(paged.loaded && paged.more))) return;
    set((current) => setPaging(current, kind, { loading: true, failed: false }));
    env.api
      .dialogs(offset, kind)
      .then((page) => set((current) => applyDialogsPage(current, kind, page, offset)))
      .catch((error: unknown) => {
        env.onError(error);
        set((current) => setPaging(current, kind, { loading: false, failed: true }));
      });
  }

  async function markRead(dialogId: string): Promise<void> {
    if (reading.has(dialogId)) {
      readAgain.add(dialogId);
      return;
    }
    if (!hasUnread(state(), dialogId)) return;
    const partner = state().dialogs[dialogId]?.partner.id;
    // Everything shown now is committed, so the server's read covers it.
    const upto = Math.max(
      0,
      ...(state().threads[dialogId]?.messages ?? []).filter((m) => m.user === partner).map((m) => m.seq),
      state().dialogs[dialogId]?.lastMessage?.seq ?? 0,
    );
    reading.add(dialogId);
    readAgain.delete(dialogId);
    let done = false;
    try {
      const answer = await env.api.read(dialogId);
      set((current) => applyRead(upsertDialog(current, answer.dialog), dialogId, viewerId, upto));
      if (answer.read > 0) env.adjustMenuData({ dialogs: -1 });
      done = true;
    } catch (error) {
      if (isNotFound(error)) set((current) => markMissing(current, dialogId));
      else console.warn('Marking the dialog read failed:', error);
    } finally {
      reading.delete(dialogId);
    }
    // A failed read is tried again only when asked again meanwhile (no retry loop).
    const askedAgain = readAgain.delete(dialogId);
    if ((done || askedAgain) && !state().gone[dialogId] && hasUnread(state(), dialogId)) {
      await markRead(dialogId);
    }
  }

  return {
    getState: store.getState,

    subscribe: store.subscribe,

    /** The provider passes the current session, socket and error handler. */
    bind(next: ChatEnv) {
      env = next;
    },

    viewerId,

    /**
     * The chat screen opens or the socket reconnects: the lists reload from their first page and
     * the stream catches up from its position (it gets one from the first dialogs page).
     */
    resume() {
      loadDialogs('dialogs', 0);
      loadDialogs('matches', 0);
      void catchUp();
    },

    catchUp,

    /** Offset 0 replaces, a later one (the current length) appends. */
    loadDialogs,

    loadMore(kind: DialogKind) {
      loadDialogs(kind, (kind === 'dialogs' ? state().list : state().matches).ids.length);
    },

    /** A conversation opens: the dialog as it is now and its newest messages. */
    openDialog(dialogId: string) {
      env.api
        .dialog(dialogId)
        .then(({ dialog }) => set((current) => upsertDialog(current, dialog, false)))
        .catch((error: unknown) => {
          if (isNotFound(error)) set((current) => markMissing(current, dialogId));
          else env.onError(error);
        });
      if (state().threads[dialogId]?.loading) return;
      set((current) => patchThread(current, dialogId, { loading: true, failed: false }));
      env.api
        .messages(dialogId)
        .then((page) => set((current) => applyNewestPage(current, dialogId, page)))
        .catch((error: unknown) => {
          if (isNotFound(error)) set((current) => markMissing(current, dialogId));
          else env.onError(error);
          set((current) => patchThread(current, dialogId, { loading: false, failed: true }));
        });
    },

    /** Scrolling up: the page before the oldest message held. */
    loadOlder(dialogId: string) {
      const thread = state().threads[dialogId];
      const oldest = thread?.messages[0];
      if (!thread || !oldest || !thread.loaded || !thread.more || thread.loading) return;
      set((current) => patchThread(current, dialogId, { loading: true, failed: false }));
      env.api
        .messages(dialogId, oldest.id)
        .then((page) => set((current) => applyOlderPage(current, dialogId, page)))
        .catch((error: unknown) => {
          env.onError(error);
          set((current) => patchThread(current, dialogId, { loading: false, failed: true }));
        });
    },

    /** Sends a message with a fresh clientId; it shows at once as sending. */
    send(dialogId: string, text: string) {
      const outgoing: Outgoing = {
        clientId: newClientId(),
        dialog: dialogId,
        text: cleanOutgoingText(text),
        createdAt: new Date(env.now()).toISOString(),
        status: 'sending',
        error: null,
      };
      if (!outgoing.text) return;
      set((current) => putOutgoing(current, outgoing));
      enqueue(outgoing);
    },

    /** Sends a failed message again with the same clientId: the server stores it at most once. */
    retry(dialogId: string, clientId: string) {
      const outgoing = state().threads[dialogId]?.outgoing.find((o) => o.clientId === clientId);
      if (!outgoing || outgoing.status === 'sending') return;
      const again: Outgoing = { ...outgoing, status: 'sending', error: null };
      set((current) => putOutgoing(current, again));
      enqueue(again);
    },

    discard(dialogId: string, clientId: string) {
      set((current) => dropOutgoing(current, dialogId, clientId));
    },

    /**
     * The viewer sees the dialog: its unread messages become read (core-application §4); the
     * dialogs counter of this tab falls with the answer (the server skips this tab's push).
     * One request per dialog at a time. A partner message that arrives meanwhile leaves the
     * dialog unread without any change the screen would notice (it was unread already), so
     * when unread messages remain after the answer the dialog is read again at once.
     */
    markRead,
    /** Deletes the dialog for both people; false when the server refused. */
    async remove(dialogId: string): Promise<boolean> {
      try {
        await env.api.remove(dialogId);
        set((current) => removeDialog(current, dialogId));
        return true;
      } catch (error) {
        env.onError(error);
        return false;
      }
    },

    /** The viewer types: CLIENT:TYPING at most every CHAT.typingSendEveryMs per dialog. */
    typed(dialogId: string) {
      const now = env.now();
      const last = typingSentAt.get(dialogId);
      if (last !== undefined && now - last < CHAT.typingSendEveryMs) return;
      typingSentAt.set(dialogId, now);
      env.emitTyping(dialogId);
    },

    // Socket events.

    /** SERVER:NEW_MESSAGE. */
    receive,

    /** SERVER:MESSAGES_READED: `readerId` read the dialog up to `upToSeq` (this viewer's stream). */
    readBy(readerId: string, dialogId: string, upToSeq: number) {
      set((current) => applyRead(current, dialogId, readerId, upToSeq));
    },

    /** SERVER:TYPING: shown for CHAT.typingShowMs after the last one. */
    partnerTyping(userId: string, dialogId: string) {
      const dialog = state().dialogs[dialogId];
      if (dialog && dialog.partner.id !== userId) return;
      clearTimeout(typingTimers.get(dialogId));
      typingTimers.set(
        dialogId,
        setTimeout(() => stopTyping(dialogId), CHAT.typingShowMs),
      );
      set((current) => setTyping(current, dialogId, true));
    },

    /** SERVER:JOIN / SERVER:DISCONNECTED. */
    presence(userId: string, online: boolean) {
      set((current) => applyPresence(current, userId, online));
    },

    /** SERVER:DELETE_DIALOG. */
    deleted(dialogId: string) {
      stopTyping(dialogId);
      set((current) => removeDialog(current, dialogId));
    },

    /** SERVER:NEW_LOVE: a new match's dialog (a chat match until someone writes). */
    dialogUpdate(dialog: Dialog) {
      set((current) => upsertDialog(current, dialog));
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;

let current: ChatStore | null = null;

/** The store of the signed-in person: kept across visits of the chat, new for another person. */
export function chatStoreFor(viewerId: string, env: ChatEnv): ChatStore {
  if (current?.viewerId !== viewerId) current = createChatStore(viewerId, env);
  else current.bind(env);
  return current;
}

/** Drops the kept store (tests start from nothing). */
export function forgetChatStore(): void {
  current = null;
}
