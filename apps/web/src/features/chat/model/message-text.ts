import { cleanMessageText, type Dialog, MESSAGE_TEXT } from '@iskra/contract';

/** The text as the server will store it: control characters out, CR LF as LF, trimmed. */
export function cleanOutgoingText(text: string): string {
  return cleanMessageText(text).trim();
}

/** The send button works only for a text with something in it, within the limit. */
export function canSend(text: string): boolean {
  const clean = cleanOutgoingText(text);
  return clean.length >= MESSAGE_TEXT.min && clean.length <= MESSAGE_TEXT.max;
}

/** The counter shows from this many characters on (near the limit). */
export const COUNTER_FROM = MESSAGE_TEXT.max - 200;

/** A free user sees how many messages are left today from this many on. */
export const FEW_FREE_MESSAGES = 3;

/**
 * The next message here answers the partner: the dialog's newest message is theirs. A reply
 * never spends the free allowance (FREE_TIER.messagesPerDay; the server decides, this only
 * chooses whether the count of what is left matters for it).
 */
export function nextIsReply(dialog: Pick<Dialog, 'lastMessage' | 'partner'>): boolean {
  return dialog.lastMessage !== null && dialog.lastMessage.user === dialog.partner.id;
}

/**
 * A uuid v4 for a message's clientId. crypto.randomUUID exists only on secure pages, while
 * getRandomValues exists everywhere.
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
