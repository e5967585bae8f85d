import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOutbox, useTestApp } from '../../test/test-app.ts';
import { extractLinks, outboxDir } from './mail.ts';

const app = useTestApp();

describe('mail on the embedded default', () => {
  it('writes each letter to the outbox as .eml and .json', async () => {
    expect(app.mail.kind).toBe('outbox');
    await app.mail.send({
      to: 'anna@example.ru',
      subject: 'Подтверди email в Искре',
      html: '<p>Привет!</p><a href="http://localhost:8080/app/?activated&amp;x=1">Подтвердить</a>',
      text: 'Привет! Подтверди: http://localhost:8080/api/user/activate/abc',
    });
    const files = await readdir(outboxDir(app.config.dataDir));
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(1);
    const eml = await readFile(
      join(outboxDir(app.config.dataDir), files.find((f) => f.endsWith('.eml')) ?? ''),
      'utf8',
    );
    expect(eml).toContain('To: anna@example.ru');
    expect(eml).toMatch(/From: =\?UTF-8\?.*<no-reply@iskra\.example>/);
    expect(eml).toContain('Content-Type: text/html');

    const [letter] = await readOutbox(app, 'anna@example.ru');
    expect(letter).toMatchObject({
      from: 'Искра <no-reply@iskra.example>',
      to: 'anna@example.ru',
      subject: 'Подтверди email в Искре',
      links: ['http://localhost:8080/app/?activated&x=1', 'http://localhost:8080/api/user/activate/abc'],
    });
    expect(await readOutbox(app, 'someone@else.ru')).toEqual([]);
  });
});

describe('extractLinks', () => {
  it('collects http links from both parts without repeats', () => {
    expect(
      extractLinks(
        '<a href="https://a.ru/x">x</a> <a href="mailto:a@b.ru">m</a>',
        'see https://a.ru/x and https://b.ru/y.',
      ),
    ).toEqual(['https://a.ru/x', 'https://b.ru/y.']);
  });
});
