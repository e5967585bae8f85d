import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from './mail-layout.ts';

describe('renderMail', () => {
  it('escapes every interpolated value and keeps a plain-text twin', () => {
    const mail = renderMail(
      'Тема',
      {
        greeting: 'Привет, <script>alert(1)</script>!',
        paragraphs: ['Текст & ещё'],
        action: { label: 'Открыть', url: 'https://iskra.example/app/?a=1&b="2"' },
      },
      'https://iskra.example',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('a=1&amp;b=&quot;2&quot;');
    expect(mail.text).toContain('Открыть: https://iskra.example/app/?a=1&b="2"');
    expect(mail.text).toContain('Привет, <script>alert(1)</script>!');
  });
  it('escapes quotes and angle brackets', () => {
    expect(escapeHtml(`<a href="x">'`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;');
  });
});
