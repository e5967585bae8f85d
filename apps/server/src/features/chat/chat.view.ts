/**
 * How dialogs and messages are shown to one of their two people: the only place that turns
 * chat rows into the contract's Dialog and Message.
 */
import type { Dialog, Gender, Message } from '@iskra/contract';
import type { DialogRow } from '../pairs/dialogs.repo.ts';
import { imageKeys } from '../users/image-keys.ts';
import { type ImageRow, isVip, type PublicUrl, type UserRow } from '../users/users.view.ts';
import type { MessageRow } from './chat.repo.ts';

export interface DialogState {
  /** The partner has a connected socket. */
  online: boolean;
  /** The viewer may not write here now (see dialogSchema). */
  disallowed: boolean;
  /** Premium would let the viewer write (free allowance spent, or no match). */
  showActivate?: boolean;
  /** The newest message, already shown to the viewer. */
  lastMessage?: Message | null;
  /** Unread messages to the viewer. */
  unread?: number;
}

/** The partner's avatar thumbnail: the profile image, else the first one. */
function thumbnailOf(imageRows: readonly ImageRow[], publicUrl: PublicUrl): string | null {
  const picture =
    imageRows.find((r) => r.profile) ?? [...imageRows].sort((a, b) => a.position - b.position)[0];
  return picture ? publicUrl(imageKeys(picture.fileKey).thumb) : null;
}

/** A message as `viewerId` (its author or recipient) sees it: `seq` is in the viewer's stream. */
export function toMessage(row: MessageRow, viewerId: string): Message {
  const mine = row.authorId === viewerId;
  const changes = [row.createdAt, row.readAt, row.reviewedAt].flatMap((d) => (d ? [d.getTime()] : []));
  return {
    id: row.id,
    clientId: row.clientId,
    dialog: row.dialogId,
    user: row.authorId,
    text: row.text,
    read: row.readAt !== null,
    // A recipient never reads a message without a recipient seq (chat.repo.ts `delivered`).
    seq: mine ? row.authorSeq : (row.recipientSeq ?? 0),
    createdAt: row.createdAt.toISOString(),
    updatedAt: new Date(Math.max(...changes)).toISOString(),
    // Honesty towards the author only: the recipient reads a normal message of that person.
    ...(row.smart && mine ? { smart: true } : {}),
    ...(row.review && mine ? { review: row.review } : {}),
  };
}

export function toDialog(
  dialog: DialogRow,
  partner: UserRow,
  partnerImages: readonly ImageRow[],
  publicUrl: PublicUrl,
  state: DialogState,
): Dialog {
  return {
    id: dialog.id,
    partner: {
      id: partner.id,
      userId: partner.userNumber,
      name: partner.name,
      gender: partner.gender as Gender,
      thumbnailUri: thumbnailOf(partnerImages, publicUrl),
      vip: isVip(partner),
      online: state.online,
      service: partner.isService,
    },
    lastMessage: state.lastMessage ?? null,
    disallowed: state.disallowed,
    typing: false,
    unread: state.unread ?? 0,
    updatedAt: dialog.updatedAt.toISOString(),
    showActivate: state.showActivate ?? false,
  };
}
