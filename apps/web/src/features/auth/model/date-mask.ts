/**
 * The birth date field: typed as dd.mm.yyyy (Russian order), sent as yyyy-mm-dd (core-application
 * §3, §5). The mask keeps digits only and puts the dots in as the next digit arrives, so deleting
 * a dot never gets stuck.
 */

const MAX_DIGITS = 8;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Formats up to eight digits as dd.mm.yyyy: '1203199' → '12.03.199'. */
export function formatDateDigits(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, MAX_DIGITS);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}.${d.slice(2)}`;
  return `${d.slice(0, 2)}.${d.slice(2, 4)}.${d.slice(4)}`;
}

/** Applies the mask to whatever is in the field (typed, pasted or autofilled). */
export function maskDate(raw: string): string {
  // A pasted or autofilled ISO date comes in the other order.
  const iso = ISO_DATE.exec(raw.trim());
  if (iso) return `${iso[3]}.${iso[2]}.${iso[1]}`;
  return formatDateDigits(raw);
}

/** Caret position in the masked text that follows the same number of digits as in the raw text. */
export function caretAfterMask(raw: string, rawCaret: number, masked: string): number {
  const digitsBefore = raw.slice(0, rawCaret).replace(/\D/g, '').length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i += 1) {
    if (/\d/.test(masked[i] ?? '')) seen += 1;
    if (seen === digitsBefore) return i + 1;
  }
  return masked.length;
}

/** dd.mm.yyyy → yyyy-mm-dd; an incomplete value gives ''. The calendar check is the schema's. */
export function toIsoDate(masked: string): string {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(masked);
  if (!match) return '';
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** yyyy-mm-dd → dd.mm.yyyy. */
export function fromIsoDate(iso: string): string {
  const match = ISO_DATE.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}
