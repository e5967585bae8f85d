/**
 * The small server page behind an unsubscribe link, for a person who opens it in a browser:
 * opening it changes nothing (mail scanners open links too); its button posts the form, and
 * the answer says what was switched off. It needs no sign-in and no script.
 */
import { NOTIFICATION_KIND_LABEL, type NotificationKind, UNSUBSCRIBE_TEXT } from '@iskra/contract';
import { escapeHtml } from '../../shared/mail-layout.ts';

const t = UNSUBSCRIBE_TEXT;

function page(body: string): string {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title></head>
<body style="margin:0;background:#fff5f3;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#2b1a2e">
<main style="max-width:480px;margin:48px auto;padding:32px;background:#fff;border-radius:20px">
<p style="margin:0 0 24px;font-size:26px;font-weight:800;color:#ff4d5a">✦ Искра</p>
${body}
</main></body></html>`;
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:24px">${escapeHtml(text)}</p>`;
const heading = (text: string) => `<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(text)}</h1>`;

/** GET: what the link would switch off, and the button that does it. */
export function confirmPage(kind: NotificationKind, action: string): string {
  return page(`${heading(t.confirmHeading)}
${paragraph(t.confirm(NOTIFICATION_KIND_LABEL[kind]))}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="padding:14px 28px;border:0;border-radius:12px;background:#ff4d5a;color:#fff;font-size:16px;font-weight:600;cursor:pointer">${escapeHtml(t.button)}</button>
</form>`);
}

/** POST from the page: done. */
export function donePage(kind: NotificationKind, gender: number, appUrl: string): string {
  return page(`${heading(gender === 2 ? t.doneHeadingFemale : t.doneHeading)}
${paragraph(t.done(NOTIFICATION_KIND_LABEL[kind]))}
${paragraph(t.settingsHint)}
<p style="margin:0"><a href="${escapeHtml(appUrl)}" style="color:#ff4d5a;font-weight:600">${escapeHtml(t.toApp)}</a></p>`);
}

/** A link that is not ours, or of an account that is gone. */
export function invalidPage(appUrl: string): string {
  return page(`${heading(t.invalidHeading)}
${paragraph(t.invalid)}
<p style="margin:0"><a href="${escapeHtml(appUrl)}" style="color:#ff4d5a;font-weight:600">${escapeHtml(t.toApp)}</a></p>`);
}
