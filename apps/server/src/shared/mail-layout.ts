/**
 * The branded layout of every e-mail: a table-based HTML body that renders in mail clients,
 * and a plain-text twin. Texts are Russian; all interpolated values are escaped.
 */

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export interface MailBlock {
  /** Greeting line, e.g. "Привет, Анна!". */
  greeting: string;
  /** Paragraphs before the button. */
  paragraphs: string[];
  /** The main action, when the letter has one. */
  action?: { label: string; url: string };
  /** Smaller print after the button (expiry, "if it was not you"). */
  footnotes?: string[];
  /** Why this letter came and the link that stops letters of its kind (notifications). */
  unsubscribe?: { reason: string; label: string; url: string };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const BRAND = '#ff4d5a';
const INK = '#2b1a2e';
const MUTED = '#6f6374';

export function renderMail(subject: string, block: MailBlock, siteUrl: string): MailContent {
  const p = (t: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK}">${escapeHtml(t)}</p>`;
  const small = (t: string) =>
    `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:${MUTED}">${escapeHtml(t)}</p>`;
  const button = block.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:12px;background:${BRAND}"><a href="${escapeHtml(block.action.url)}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none">${escapeHtml(block.action.label)}</a></td></tr></table>` +
      small(`Если кнопка не работает, скопируй ссылку в браузер: ${block.action.url}`)
    : '';
  const unsubscribe = block.unsubscribe
    ? `<p style="margin:16px 0 0;font-size:12px;line-height:18px;color:${MUTED}">${escapeHtml(block.unsubscribe.reason)} <a href="${escapeHtml(block.unsubscribe.url)}" style="color:${MUTED}">${escapeHtml(block.unsubscribe.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#fff5f3;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fff5f3;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:20px;padding:32px">
<tr><td style="padding-bottom:24px;font-size:26px;font-weight:800;color:${BRAND}">✦ Искра</td></tr>
<tr><td>
<h1 style="margin:0 0 16px;font-size:20px;line-height:28px;color:${INK}">${escapeHtml(block.greeting)}</h1>
${block.paragraphs.map(p).join('\n')}
${button}
${(block.footnotes ?? []).map(small).join('\n')}
${unsubscribe}
</td></tr>
<tr><td style="padding-top:24px;border-top:1px solid #f1e6ea;font-size:12px;line-height:18px;color:${MUTED}">Это письмо отправлено сервисом знакомств «Искра» — <a href="${escapeHtml(siteUrl)}" style="color:${MUTED}">${escapeHtml(siteUrl)}</a>. Отвечать на него не нужно.</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    'Искра',
    '',
    block.greeting,
    '',
    ...block.paragraphs.flatMap((t) => [t, '']),
    ...(block.action ? [`${block.action.label}: ${block.action.url}`, ''] : []),
    ...(block.footnotes ?? []),
    ...(block.unsubscribe
      ? ['', block.unsubscribe.reason, `${block.unsubscribe.label}: ${block.unsubscribe.url}`]
      : []),
    '',
    `— Сервис знакомств «Искра», ${siteUrl}`,
  ].join('\n');
  return { subject, html, text };
}
