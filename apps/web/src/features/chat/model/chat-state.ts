/**
 * The chat's state and its pure rules (core-application §4 "Dialogs", "Realtime"; delivery
 * design in packages/contract/src/chat.ts), so they can be tested without a screen or a server.
 *
 * - Dialogs are kept once, by id; two ordered id lists say where they show: `list` (dialogs
 *   with a last message, latest activity first) and `matches` (chat matches: a mutual sympathy
 *   nobody wrote in yet, newest first). A dialog update with a last message belongs to the
 *   list, one without to the matches; a dialog in the list is never in the matches.
 * - Messages of a dialog are ordered by `seq` (the viewer's stream number, which is the order
 *   they were stored in); messages being sent follow them. Applying a message twice changes
 *   nothing: it is known by id, and a message of one's own replaces the outgoing entry with
 *   its clientId.
 * - Read receipts carry how far the reader read (a seq of the viewer's stream). The point is
 *   kept, so a message that arrives after the receipt covering it (the partner read a reply
 *   before its send answer came back) is read as it arrives.
 */
import { type Dialog, type DialogKind, type Message, PAGE_SIZE } from '@iskra/contract';

export interface PagedIds {
  ids: string[];
  /** The first page has arrived. */
  loaded: boolean;
  loading: boolean;
  /** The last page was full, so there may be more. */
  more: boolean;
  failed: boolean;
}

/** A message of the viewer's that the server has not confirmed yet. */
export interface Outgoing {
  clientId: string;
  dialog: string;
  text: string;
  createdAt: string;
  status: 'sending' | 'failed';
  /** Why the last attempt failed (shown under the bubble). */
  error: string | null;
}

export interface Thread {
  /** Stored messages, `seq` ascending. */
  messages: Message[];
  /** The viewer's messages on their way, oldest first. */
  outgoing: Outgoing[];
  /** The newest page has arrived. */
  loaded: boolean;
  loading: boolean;
  /** Older messages exist on the server. */
  more: boolean;
  failed: boolean;
}

export interface ChatState {
  /** Every dialog known, by id. */
  dialogs: Record<string, Dialog>;
  list: PagedIds;
  matches: PagedIds;
  threads: Record<string, Thread>;
  /** Dialogs whose partner is typing now. */
  typing: Record<string, true>;
  /** Dialogs the server does not know (404) or that were deleted while shown. */
  gone: Record<string, 'missing' | 'deleted'>;
  /** The highest stream number applied without a gap; null before the first dialogs page. */
  seq: number | null;
  /**
   * How far each person has read each dialog, by dialog id and reader id: every message of
   * the dialog written to the reader with a seq up to the point is read. The partner's point
   * comes with SERVER:MESSAGES_READED, the viewer's own with reads (an answer, another tab).
   */
  readUpTo: Record<string, Record<string, number>>;
}

export function emptyPaged(): PagedIds {
  return { ids: [], loaded: false, loading: false, more: false, failed: false };
}

export function emptyThread(): Thread {
  return { messages: [], outgoing: [], loaded: false, loading: false, more: false, failed: false };
}

export function initialChatState(): ChatState {
  return {
    dialogs: {},
    list: emptyPaged(),
    matches: emptyPaged(),
    threads: {},
    typing: {},
    gone: {},
    seq: null,
    readUpTo: {},
  };
}

const time = (iso: string | undefined): number => (iso ? Date.parse(iso) || 0 : 0);

/** When a dialog last moved: its last message, else its own update time. */
export function activityOf(dialog: Dialog): number {
  return dialog.lastMessage ? time(dialog.lastMessage.createdAt) : time(dialog.updatedAt);
}

/** `id` placed by latest activity: before the first dialog that moved earlier than it. */
function placeByActivity(ids: readonly string[], dialogs: Record<string, Dialog>, id: string): string[] {
  const rest = ids.filter((other) => other !== id);
  const dialog = dialogs[id];
  if (!dialog) return rest;
  const at = activityOf(dialog);
  const index = rest.findIndex((other) => {
    const known = dialogs[other];
    return !known || activityOf(known) < at;
  });
  if (index === -1) rest.push(id);
  else rest.splice(index, 0, id);
  return rest;
}

/** A dialog's read points, by reader (see ChatState.readUpTo). */
type ReadPoints = Readonly<Record<string, number>> | undefined;

/** The message as the read points show it: read when its recipient has read up to it. */
function withReadPoints(points: ReadPoints, message: Message): Message {
  if (!points || message.read) return message;
  // In a dialog of two, any reader but the author is the recipient.
  const covered = Object.entries(points).some(
    ([reader, upTo]) => reader !== message.user && message.seq <= upTo,
  );
  return covered ? { ...message, read: true } : message;
}

/**
 * The newer of two copies of a message (a later read mark wins; read never goes back). The
 * review mark is the newer copy's: a delivered held message loses it, a late older copy does
 * not bring it back.
 */
function mergeMessage(known: Message, incoming: Message): Message {
  const read = known.read || incoming.read;
  const newer = time(incoming.updatedAt) >= time(known.updatedAt) ? incoming : known;
  const { review: _, ...rest } = { ...known, ...incoming };
  return { ...rest, read, updatedAt: newer.updatedAt, ...(newer.review ? { review: newer.review } : {}) };
}

/**
 * A dialog as it is now, merged with what was known: the last message with the higher seq
 * wins (a late, older snapshot does not take a newer message back), and read marks stay.
 */
function mergeDialog(known: Dialog | undefined, incoming: Dialog): Dialog {
  if (!known) return incoming;
  const a = known.lastMessage;
  const b = incoming.lastMessage;
  let lastMessage = b ?? a;
  if (a && b) lastMessage = a.seq > b.seq ? a : a.id === b.id ? mergeMessage(a, b) : b;
  return { ...incoming, lastMessage };
}

/**
 * A dialog as the read points show it: its last message read when covered, and nothing
 * unread when the viewer has read up to its last message (the update may predate the read).
 */
function withReadState(state: ChatState, dialog: Dialog): Dialog {
  const points = state.readUpTo[dialog.id];
  const last = dialog.lastMessage;
  if (!points || !last) return dialog;
  const mine = Object.entries(points).some(
    ([reader, upTo]) => reader !== dialog.partner.id && last.seq <= upTo,
  );
  return { ...dialog, lastMessage: withReadPoints(points, last), unread: mine ? 0 : dialog.unread };
}

/**
 * A dialog update (a page, an answer, an event): stored, and shown in the list when it has a
 * last message (out of the matches), else in the matches (core-application §4). With
 * `place` false only the stored copy changes (a page decides the order of its own items).
 */
export function upsertDialog(state: ChatState, incoming: Dialog, place = true): ChatState {
  const dialog = mergeDialog(state.dialogs[incoming.id], withReadState(state, incoming));
  const dialogs = { ...state.dialogs, [dialog.id]: dialog };
  const gone = state.gone[dialog.id] === 'missing' ? omit(state.gone, dialog.id) : state.gone;
  if (!place) return { ...state, dialogs, gone };
  if (dialog.lastMessage) {
    return {
      ...state,
      dialogs,
      gone,
      list: { ...state.list, ids: placeByActivity(state.list.ids, dialogs, dialog.id) },
      matches: { ...state.matches, ids: state.matches.ids.filter((id) => id !== dialog.id) },
    };
  }
  const inMatches = state.matches.ids.includes(dialog.id);
  return {
    ...state,
    dialogs,
    gone,
    list: { ...state.list, ids: state.list.ids.filter((id) => id !== dialog.id) },
    matches: { ...state.matches, ids: inMatches ? state.matches.ids : [dialog.id, ...state.matches.ids] },
  };
}

export function setPaging(state: ChatState, kind: DialogKind, patch: Partial<PagedIds>): ChatState {
  const key = kind === 'dialogs' ? 'list' : 'matches';
  return { ...state, [key]: { ...state[key], ...patch } };
}

/**
 * A dialogs page: offset 0 replaces the list, a later one appends (skipping dialogs already
 * shown); more may follow while pages come full (PAGE_SIZE.dialogs). The page's stream
 * position becomes the client's when it has none yet.
 */
export function applyDialogsPage(
  state: ChatState,
  kind: DialogKind,
  page: { dialogs: Dialog[]; seq: number },
  offset: number,
): ChatState {
  const key = kind === 'dialogs' ? 'list' : 'matches';
  let next = state;
  for (const dialog of page.dialogs) next = upsertDialog(next, dialog, false);
  // A first page replaces the list as the server read it; a dialog whose message arrived live
  // after that read (its event may come before the page) stays, ahead of the page.
  const paged = new Set(page.dialogs.map((d) => d.id));
  const newer = (id: string) => !paged.has(id) && (next.dialogs[id]?.lastMessage?.seq ?? 0) > page.seq;
  const base = offset === 0 ? next[key].ids.filter(newer) : next[key].ids;
  const known = new Set(base);
  const fresh = page.dialogs.map((d) => d.id).filter((id) => !known.has(id));
  const ids = [...base, ...fresh];
  // A dialog of a matches page that has a message meanwhile belongs to the list, and back.
  const belongs = (id: string) => Boolean(next.dialogs[id]?.lastMessage) === (kind === 'dialogs');
  const other = kind === 'dialogs' ? 'matches' : 'list';
  const shown = new Set(ids.filter(belongs));
  next = {
    ...next,
    [key]: {
      ids: ids.filter(belongs),
      loaded: true,
      loading: false,
      more: page.dialogs.length === PAGE_SIZE.dialogs,
      failed: false,
    },
    [other]: { ...next[other], ids: next[other].ids.filter((id) => !shown.has(id)) },
    seq: next.seq ?? page.seq,
  };
  return next;
}

function threadOf(state: ChatState, dialogId: string): Thread {
  return state.threads[dialogId] ?? emptyThread();
}

function setThread(state: ChatState, dialogId: string, thread: Thread): ChatState {
  return { ...state, threads: { ...state.threads, [dialogId]: thread } };
}

export function patchThread(state: ChatState, dialogId: string, patch: Partial<Thread>): ChatState {
  return setThread(state, dialogId, { ...threadOf(state, dialogId), ...patch });
}

/**
 * Messages merged into a thread by id, `seq` ascending; outgoing entries they confirm leave.
 * Those the dialog's read points cover arrive read.
 */
function mergeMessages(thread: Thread, incoming: readonly Message[], points: ReadPoints): Thread {
  if (incoming.length === 0) return thread;
  const byId = new Map(thread.messages.map((m) => [m.id, m]));
  for (const arrived of incoming) {
    const message = withReadPoints(points, arrived);
    const known = byId.get(message.id);
    byId.set(message.id, known ? mergeMessage(known, message) : message);
  }
  const confirmed = new Set(incoming.map((m) => m.clientId));
  const messages = [...byId.values()].sort((a, b) => a.seq - b.seq);
  const outgoing = thread.outgoing.filter((o) => !confirmed.has(o.clientId));
  return { ...thread, messages, outgoing };
}

/** Messages of a dialog from any source (an event, an answer, a catch-up, a page). */
export function applyMessages(state: ChatState, dialogId: string, messages: readonly Message[]): ChatState {
  const thread = threadOf(state, dialogId);
  const next = mergeMessages(thread, messages, state.readUpTo[dialogId]);
  return next === thread ? state : setThread(state, dialogId, next);
}

/** The newest page of a dialog's messages (opening it). Older pages keep what they said. */
export function applyNewestPage(
  state: ChatState,
  dialogId: string,
  page: { messages: Message[]; more: boolean },
): ChatState {
  const thread = threadOf(state, dialogId);
  const merged = mergeMessages(thread, page.messages, state.readUpTo[dialogId]);
  // Older messages already held (from an earlier visit) keep their own "more".
  const olderHeld = thread.loaded && thread.messages.length > 0;
  return setThread(state, dialogId, {
    ...merged,
    loaded: true,
    loading: false,
    failed: false,
    more: olderHeld ? thread.more : page.more,
  });
}

/** An older page (scrolling up). */
export function applyOlderPage(
  state: ChatState,
  dialogId: string,
  page: { messages: Message[]; more: boolean },
): ChatState {
  const merged = mergeMessages(threadOf(state, dialogId), page.messages, state.readUpTo[dialogId]);
  return setThread(state, dialogId, { ...merged, loading: false, failed: false, more: page.more });
}

/**
 * How a stream message moves the client's position: `next` is applied; one further ahead is a
 * gap (catch up from the current position); older ones are repeats.
 */
export function streamStep(seq: number | null, messageSeq: number): { seq: number | null; gap: boolean } {
  if (seq === null) return { seq, gap: false };
  if (messageSeq === seq + 1) return { seq: messageSeq, gap: false };
  return { seq, gap: messageSeq > seq + 1 };
}

/**
 * A stream message with its dialog (SERVER:NEW_MESSAGE, a send answer): the dialog updates,
 * the message joins its thread (once), and the partner's typing stops. `gap` tells the caller
 * to catch up.
 */
export function applyStreamMessage(
  state: ChatState,
  message: Message,
  dialog: Dialog,
): { state: ChatState; gap: boolean } {
  const step = streamStep(state.seq, message.seq);
  let next = upsertDialog(state, dialog);
  next = applyMessages(next, message.dialog, [message]);
  if (message.user === dialog.partner.id && next.typing[message.dialog]) {
    next = { ...next, typing: omit(next.typing, message.dialog) };
  }
  return { state: { ...next, seq: step.seq }, gap: step.gap };
}

/** A catch-up answer: its dialogs and messages, and the position it covers. */
export function applyCatchUp(
  state: ChatState,
  answer: { messages: Message[]; dialogs: Dialog[]; seq: number },
): ChatState {
  let next = state;
  for (const dialog of answer.dialogs) next = upsertDialog(next, dialog);
  const byDialog = new Map<string, Message[]>();
  for (const message of answer.messages) {
    const list = byDialog.get(message.dialog) ?? [];
    list.push(message);
    byDialog.set(message.dialog, list);
  }
  for (const [dialogId, messages] of byDialog) next = applyMessages(next, dialogId, messages);
  return { ...next, seq: Math.max(next.seq ?? 0, answer.seq) };
}

/** An outgoing message appears (sending) or changes (failed, retried). */
export function putOutgoing(state: ChatState, outgoing: Outgoing): ChatState {
  const thread = threadOf(state, outgoing.dialog);
  // Confirmed already (an event overtook the answer): nothing to show as pending.
  if (thread.messages.some((m) => m.clientId === outgoing.clientId)) return state;
  const exists = thread.outgoing.some((o) => o.clientId === outgoing.clientId);
  const list = exists
    ? thread.outgoing.map((o) => (o.clientId === outgoing.clientId ? outgoing : o))
    : [...thread.outgoing, outgoing];
  return setThread(state, outgoing.dialog, { ...thread, outgoing: list });
}

export function dropOutgoing(state: ChatState, dialogId: string, clientId: string): ChatState {
  const thread = threadOf(state, dialogId);
  return setThread(state, dialogId, {
    ...thread,
    outgoing: thread.outgoing.filter((o) => o.clientId !== clientId),
  });
}

/**
 * SERVER:MESSAGES_READED and read answers: `readerId` read the dialog up to `upToSeq` (the
 * viewer's stream). When the reader is the partner, the viewer's messages up to it are read;
 * when it is the viewer (this or another tab), the partner's are, and nothing is unread if
 * the point reaches the last message. The point is kept (the highest one per reader), so a
 * message it covers that arrives later, or is not known yet, arrives read.
 */
export function applyRead(state: ChatState, dialogId: string, readerId: string, upToSeq: number): ChatState {
  const points = state.readUpTo[dialogId];
  const upTo = Math.max(points?.[readerId] ?? 0, upToSeq);
  let next: ChatState = {
    ...state,
    readUpTo: { ...state.readUpTo, [dialogId]: { ...points, [readerId]: upTo } },
  };
  // In a dialog of two, the messages the reader did not write are the ones written to them.
  const readsMessage = (m: Message) => m.user !== readerId && m.seq <= upTo && !m.read;
  const dialog = state.dialogs[dialogId];
  if (dialog) {
    const last = dialog.lastMessage;
    const byPartner = readerId === dialog.partner.id;
    const nextDialog: Dialog = {
      ...dialog,
      // A message after the point is still unread: its own update brought the count.
      unread: byPartner || (last && last.seq > upTo) ? dialog.unread : 0,
      lastMessage: last && readsMessage(last) ? { ...last, read: true } : last,
    };
    next = { ...next, dialogs: { ...next.dialogs, [dialogId]: nextDialog } };
  }
  const thread = state.threads[dialogId];
  if (thread?.messages.some(readsMessage)) {
    const messages = thread.messages.map((m) => (readsMessage(m) ? { ...m, read: true } : m));
    next = setThread(next, dialogId, { ...thread, messages });
  }
  return next;
}

/** Presence: every dialog with this partner shows them on- or offline. */
export function applyPresence(state: ChatState, userId: string, online: boolean): ChatState {
  let changed = false;
  const dialogs: Record<string, Dialog> = {};
  for (const [id, dialog] of Object.entries(state.dialogs)) {
    if (dialog.partner.id === userId && dialog.partner.online !== online) {
      changed = true;
      dialogs[id] = { ...dialog, partner: { ...dialog.partner, online } };
    } else dialogs[id] = dialog;
  }
  return changed ? { ...state, dialogs } : state;
}

export function setTyping(state: ChatState, dialogId: string, typing: boolean): ChatState {
  if (Boolean(state.typing[dialogId]) === typing) return state;
  return { ...state, typing: typing ? { ...state.typing, [dialogId]: true } : omit(state.typing, dialogId) };
}

/** A dialog deleted by either person: it and its messages leave. */
export function removeDialog(state: ChatState, dialogId: string): ChatState {
  return {
    ...state,
    dialogs: omit(state.dialogs, dialogId),
    threads: omit(state.threads, dialogId),
    typing: omit(state.typing, dialogId),
    readUpTo: omit(state.readUpTo, dialogId),
    list: { ...state.list, ids: state.list.ids.filter((id) => id !== dialogId) },
    matches: { ...state.matches, ids: state.matches.ids.filter((id) => id !== dialogId) },
    gone: { ...state.gone, [dialogId]: 'deleted' },
  };
}

export function markMissing(state: ChatState, dialogId: string): ChatState {
  return { ...state, gone: { ...state.gone, [dialogId]: 'missing' } };
}

/** The viewer may not write here now: the composer gives way to the offer. */
export function refuseWriting(state: ChatState, dialogId: string, showActivate: boolean): ChatState {
  const dialog = state.dialogs[dialogId];
  if (!dialog) return state;
  return {
    ...state,
    dialogs: { ...state.dialogs, [dialogId]: { ...dialog, disallowed: true, showActivate } },
  };
}

/** The partner's messages the viewer has not read yet. */
export function hasUnread(state: ChatState, dialogId: string): boolean {
  const dialog = state.dialogs[dialogId];
  if (!dialog) return false;
  if (dialog.unread > 0) return true;
  const thread = state.threads[dialogId];
  return Boolean(thread?.messages.some((m) => m.user === dialog.partner.id && !m.read));
}

function omit<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const { [key]: _removed, ...rest } = record;
  return rest;
}
