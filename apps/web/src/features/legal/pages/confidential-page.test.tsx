import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BY_SITE, KZ_SITE, pageText, RU_SITE, renderLegal } from '../test/render-legal.tsx';
import { ConfidentialPage } from './confidential-page.tsx';

describe('ConfidentialPage', () => {
  it('gives the six safety rules and a way to report', () => {
    const { container } = renderLegal(<ConfidentialPage />, RU_SITE);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Правила безопасности');
    const titles = [...container.querySelectorAll('section > h2')].map((h) => h.textContent);
    expect(titles).toEqual([
      '1. Не спешите делиться личными контактами',
      '2. Не раскрывайте документы',
      '3. Никому не сообщайте пароли, коды из SMS и данные карты',
      '4. Не входите в аккаунт с чужих устройств',
      '5. Встречайтесь в общественных местах',
      '6. Сообщайте о подозрительных просьбах',
    ]);
    const helpLinks = screen.getAllByRole('link', { name: 'страницу помощи' });
    expect(helpLinks.every((link) => link.getAttribute('href') === '/help')).toBe(true);
    expect(container.querySelector('a[href="mailto:support@example.test"]')).not.toBeNull();
  });

  it('uses Russian examples and the Russian operator for geo RU', () => {
    const { container } = renderLegal(<ConfidentialPage />, RU_SITE);
    const text = pageText(container);
    expect(text).toContain('на Госуслугах');
    expect(text).toContain('СНИЛС');
    expect(text).toContain('ООО «Тестовый оператор»');
  });

  it.each([
    ['KZ', KZ_SITE],
    ['BY', BY_SITE],
  ])('uses Kazakhstan examples and the Kazakhstan operator for geo %s', (_geo, site) => {
    const { container } = renderLegal(<ConfidentialPage />, site);
    const text = pageText(container);
    expect(text).toContain('на портале eGov');
    expect(text).toContain('ИИН');
    expect(text).toContain('ТОО «Тестовый оператор KZ»');
    expect(text).not.toContain('Госуслуг');
  });
});
