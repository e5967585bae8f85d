/**
 * Dialogs as one of their people sees them, by the chat's rules: whether they may write now,
 * the last message, unread count, the partner's presence. Shared by every chat use case and
 * handed to other features (the dialog a new match opens) through compose.ts.
 */
import { CHAT_TEXT, type Dialog, type SendMessageResponse } from '@iskra/contract';
import { AppError } from '../../platform/errors.ts';
import { moscowDayStart } from '../../platform/moscow-day.ts';
import type { DialogRow } from '../pairs/dialogs.repo.ts';
import { imagesOfMany } from '../users/users.repo.ts';
import { type ImageRow, premiumFeaturesOf, type UserRow } from '../users/users.view.ts';
import type { ChatContext } from './chat.deps.ts';
import { freeMessagesLeft, refusal } from './chat.policy.ts';
import {
  type DialogWithState,
  dialogsByIds,
  imagesAndSentToday,
  type MessageRow,
  sentSince,
} from './chat.repo.ts';
import { toDialog, toMessage } from './chat.view.ts';

export type ShownDialogs = ReturnType<typeof createShownDialogs>;

/**
 * What the caller has read already (a send holds both people's streams and loads both
 * people's photos once), so a view does not read it again.
 */
export interface KnownState {
  /** The viewer's messages sent today (the current Moscow day). */
  sentToday?: number;
  /** Photos by user id, the partners' among them. */
  images?: Map<string, ImageRow[]>;
}

/** One dialog of a pair as both views show it; `unread` in the order of the pair's people. */
export interface PairState {
  dialog: DialogRow;
  matched: boolean;
  lastMessage: MessageRow | null;
  unread: readonly [number, number];
}

/** The answer to a send: the message, its dialog and the free messages left today. */
export function answerWith(
  viewer: UserRow,
  message: MessageRow,
  dialog: Dialog,
  sentToday: number,
  now: Date,
): SendMessageResponse {
  return {
    message: toMessage(message, viewer.id),
    dialog,
    freeMessages: freeMessagesLeft(premiumFeaturesOf(viewer, now), sentToday),
  };
}

export function createShownDialogs({
  db,
  realtime,
  publicUrl,
}: Pick<ChatContext, 'db' | 'realtime' | 'publicUrl'>) {
  /** Rows of shown dialogs as `viewer` sees them, in the rows' order. */
  async function toViews(
    viewer: UserRow,
    rows: DialogWithState[],
    now: Date,
    known: KnownState = {},
  ): Promise<Dialog[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.partner.id);
    const premium = premiumFeaturesOf(viewer, now);
    const [imageRows, online, sentToday] = await Promise.all([
      known.images ?? imagesOfMany(db, ids),
      realtime.onlineUsers(ids),
      known.sentToday ?? sentSince(db, viewer.id, moscowDayStart(now)),
    ]);
    return rows.map((r) => {
      const refused = refusal(premium, sentToday, {
        matched: r.matched,
        openedBy: r.dialog.openedBy,
        partnerId: r.partner.id,
        lastAuthorId: r.lastMessage?.authorId ?? null,
      });
      return toDialog(r.dialog, r.partner, imageRows.get(r.partner.id) ?? [], publicUrl, {
        online: online.has(r.partner.id),
        disallowed: refused !== null,
        showActivate: refused !== null,
        lastMessage: r.lastMessage ? toMessage(r.lastMessage, viewer.id) : null,
        unread: r.unread,
      });
    });
  }

  /** One dialog as `viewer` sees it; null when it is not theirs or is not shown. */
  async function viewOf(
    viewer: UserRow,
    dialogId: string,
    now: Date,
    known: KnownState = {},
  ): Promise<Dialog | null> {
    const [view] = await toViews(viewer, await dialogsByIds(db, viewer.id, [dialogId]), now, known);
    return view ?? null;
  }

  /**
   * Both people's views of one dialog from what the caller holds (no dialog read), in the
   * order of `people`. Only for a pair the caller knows may see it: both active, no block.
   */
  async function pairViews(
    people: readonly [UserRow, UserRow],
    state: PairState,
    now: Date,
    known: { images?: Map<string, ImageRow[]>; sentToday: readonly [number, number] },
  ): Promise<[Dialog, Dialog]> {
    const viewOfOne = async (i: 0 | 1): Promise<Dialog> => {
      const viewer = people[i];
      const row = {
        dialog: state.dialog,
        partner: people[1 - i] as UserRow,
        lastMessage: state.lastMessage,
        unread: state.unread[i],
        matched: state.matched,
      };
      const [view] = await toViews(viewer, [row], now, {
        images: known.images,
        sentToday: known.sentToday[i],
      });
      if (!view) throw new Error('a view of a known dialog is missing');
      return view;
    };
    return Promise.all([viewOfOne(0), viewOfOne(1)]);
  }

  /**
   * Both people's views of the dialog a match has just opened or joined, in the order of
   * `people`, and both people's photos. A dialog the match `opened` has no message yet (and
   * both were active, with no block): one read, the photos and both people's sends of the day.
   * A dialog the match joined is read as it stands now (a view is null when it is no longer
   * shown: deleted, or a block meanwhile).
   */
  async function newMatchViews(
    dialog: DialogRow,
    people: readonly [UserRow, UserRow],
    now: Date,
    opened: boolean,
  ): Promise<{ views: [Dialog | null, Dialog | null]; images: Map<string, ImageRow[]> }> {
    const ids = people.map((p) => p.id);
    const { images, sentToday: sent } = await imagesAndSentToday(db, ids, moscowDayStart(now));
    const sentToday = [sent.get(people[0].id) ?? 0, sent.get(people[1].id) ?? 0] as const;
    if (!opened) {
      const [mine, theirs] = await Promise.all(
        people.map((p, i) => viewOf(p, dialog.id, now, { images, sentToday: sentToday[i] })),
      );
      return { views: [mine ?? null, theirs ?? null], images };
    }
    const state: PairState = { dialog, matched: true, lastMessage: null, unread: [0, 0] };
    return { views: await pairViews(people, state, now, { images, sentToday }), images };
  }

  async function shownDialog(
    viewer: UserRow,
    dialogId: string,
    now: Date,
    known: KnownState = {},
  ): Promise<Dialog> {
    const view = await viewOf(viewer, dialogId, now, known);
    if (!view) throw new AppError(404, CHAT_TEXT.dialogNotFound);
    return view;
  }

  /** The answer to a send: the message, its dialog and the free messages left today. */
  async function answerFor(
    viewer: UserRow,
    message: MessageRow,
    now: Date,
    known: KnownState = {},
  ): Promise<SendMessageResponse> {
    const sentToday = known.sentToday ?? (await sentSince(db, viewer.id, moscowDayStart(now)));
    const dialog = await shownDialog(viewer, message.dialogId, now, { ...known, sentToday });
    return answerWith(viewer, message, dialog, sentToday, now);
  }

  return { toViews, viewOf, pairViews, newMatchViews, shownDialog, answerFor };
}
