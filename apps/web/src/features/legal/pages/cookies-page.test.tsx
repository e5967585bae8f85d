import { COOKIES } from '@iskra/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BY_SITE, KZ_SITE, pageText, RU_SITE, renderLegal } from '../test/render-legal.tsx';
import { CookiesPage } from './cookies-page.tsx';

describe('CookiesPage', () => {
  it('covers what cookies are, consent, purposes, processing, limits, final provisions and contacts', () => {
    const { container } = renderLegal(<CookiesPage />, RU_SITE);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Политика использования файлов cookie',
    );
    const titles = [...container.querySelectorAll('section > h2')].map((h) => h.textContent);
    expect(titles).toEqual([
      '1. Что такое файлы cookie',
      '2. Согласие на использование файлов cookie',
      '3. Цели использования',
      '4. Как обрабатываются данные',
      '5. Ограничения обработки',
      '6. Заключительные положения',
      '7. Контакты',
    ]);
    const text = pageText(container);
    expect(text).toContain('нажимая кнопку «Продолжить»');
    expect(text).toContain('продолжая пользоваться Сайтом');
    expect(text).toContain('Согласие действует 45 дней');
    expect(text).toContain('метрические программы');
    expect(text).toContain('Яндекс Метрика');
  });

  it('lists every cookie of the site', () => {
    renderLegal(<CookiesPage />, RU_SITE);
    const table = screen.getByRole('table');
    for (const cookie of Object.values(COOKIES)) {
      expect(within(table).getByRole('rowheader', { name: cookie.name })).toBeTruthy();
    }
  });

  it('links to the help page', () => {
    renderLegal(<CookiesPage />, RU_SITE);
    expect(screen.getByRole('link', { name: 'страницу помощи' }).getAttribute('href')).toBe('/help');
  });

  it('renders the Russian variant for geo RU', () => {
    const { container } = renderLegal(<CookiesPage />, RU_SITE);
    const text = pageText(container);
    expect(text).toContain('152-ФЗ');
    expect(text).toContain('хранятся на территории Российской Федерации');
    expect(text).toContain('ООО «Тестовый оператор»');
  });

  it.each([
    ['KZ', KZ_SITE],
    ['BY', BY_SITE],
  ])('renders the Kazakhstan variant for geo %s', (_geo, site) => {
    const { container } = renderLegal(<CookiesPage />, site);
    const text = pageText(container);
    expect(text).toContain('94-V');
    expect(text).toContain('хранятся на территории Республики Казахстан');
    expect(text).toContain('ТОО «Тестовый оператор KZ»');
    expect(text).not.toContain('Российской Федерации');
  });
});
