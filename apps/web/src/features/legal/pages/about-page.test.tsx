import { TARIFFS } from '@iskra/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRub } from '../model/format.ts';
import { BY_SITE, KZ_SITE, pageText, RU_SITE, renderLegal } from '../test/render-legal.tsx';
import { AboutPage } from './about-page.tsx';

describe('AboutPage', () => {
  it('explains the service, its paid tiers honestly and links onwards', () => {
    const { container } = renderLegal(<AboutPage />, RU_SITE);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('О нас');
    const text = pageText(container);
    const norm = (value: string) => value.replace(/\s+/g, ' ');
    expect(text).toContain(
      norm(
        `Первый месяц — ${formatRub(TARIFFS.rate8.price)}, дальше ${formatRub(TARIFFS.rate8.renewalPrice)} в месяц`,
      ),
    );
    expect(text).toContain(
      norm(
        `Первый месяц — ${formatRub(TARIFFS.rate6.price)}, дальше ${formatRub(TARIFFS.rate6.renewalPrice)} в месяц`,
      ),
    );
    expect(text).toContain('подписка продлевается автоматически, пока ты её не отменишь');
    expect(text).toContain('банковской картой VISA, MasterCard и МИР через платёжный сервис ЮKassa');
    expect(text).toContain('мы повторим попытку через 1, 3 и 5 дней');
    expect(text).toContain('Оплата не возвращается');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/terms',
        '/subscription',
        '/confidential',
        '/help',
        'mailto:support@example.test',
      ]),
    );
  });

  it('names the Russian operator, law and storage for geo RU', () => {
    const { container } = renderLegal(<AboutPage />, RU_SITE);
    const text = pageText(container);
    expect(text).toContain(
      'Сервис предоставляет ООО «Тестовый оператор». Мы работаем по законодательству Российской Федерации.',
    );
    expect(text).toContain('хранятся на территории Российской Федерации');
  });

  it.each([
    ['KZ', KZ_SITE],
    ['BY', BY_SITE],
  ])('names the Kazakhstan operator, law and storage for geo %s', (_geo, site) => {
    const { container } = renderLegal(<AboutPage />, site);
    const text = pageText(container);
    expect(text).toContain(
      'Сервис предоставляет ТОО «Тестовый оператор KZ». Мы работаем по законодательству Республики Казахстан.',
    );
    expect(text).toContain('хранятся на территории Республики Казахстан');
    expect(text).not.toContain('Российской Федерации');
  });
});
