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
  });

  it('says that Yandex Metrika is used, and by whom its data is processed, when the operator enabled it', () => {
    const { container } = renderLegal(<CookiesPage />, { ...RU_SITE, metrikaId: '12345678' });
    const text = pageText(container);
    expect(text).toContain(
      'Для статистики на Сайте используются метрические программы: программа веб-аналитики Яндекс Метрика (ООО «ЯНДЕКС»)',
    );
    expect(text).toContain('_ym_uid');
    expect(text).toContain('сведения, собранные Яндекс Метрикой, обрабатывает ООО «ЯНДЕКС»');
    expect(text).toContain('кроме сервиса веб-аналитики, указанного в разделе 3');
    expect(text).not.toContain('не подключены');
  });

  it('says that no third-party analytics cookies are set while no counter is configured', () => {
    const { container } = renderLegal(<CookiesPage />, { ...RU_SITE, metrikaId: null });
    const text = pageText(container);
    expect(text).toContain(
      'Для статистики Сайт может использовать метрические программы, например программу веб-аналитики Яндекс Метрика',
    );
    expect(text).toContain('сторонние аналитические файлы cookie не устанавливаются');
    expect(text).not.toContain('используются метрические программы');
    expect(text).not.toContain('_ym_uid');
    expect(text).not.toContain('обрабатывает ООО «ЯНДЕКС»');
    expect(text).not.toContain('кроме сервиса веб-аналитики');
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
