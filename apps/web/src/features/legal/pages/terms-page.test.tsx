import { TARIFFS } from '@iskra/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BY_SITE, KZ_SITE, pageText, RU_SITE, renderLegal } from '../test/render-legal.tsx';
import { TermsPage } from './terms-page.tsx';

describe('TermsPage', () => {
  it('shows the kicker, the heading and the placement date', () => {
    const { container } = renderLegal(<TermsPage />, RU_SITE);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Пользовательское соглашение');
    expect(heading.previousElementSibling?.textContent).toBe('Условия использования сервиса');
    expect(pageText(container)).toContain('Дата размещения: 22 августа 2022 г.');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2022-08-22');
  });

  it('renders the Russian operator variant for geo RU', () => {
    const { container } = renderLegal(<TermsPage />, RU_SITE);
    const text = pageText(container);
    expect(text).toContain(
      'регулируется и толкуется в соответствии с законодательством Российской Федерации',
    );
    expect(text).toContain('статьи 437 Гражданского кодекса Российской Федерации');
    expect(text).toContain('ООО «Тестовый оператор» (ИНН 7701234567, ОГРН 1227700000001');
    expect(text).not.toContain('Республики Казахстан');
  });

  it.each([
    ['KZ', KZ_SITE],
    ['BY', BY_SITE],
  ])('renders the Kazakhstan operator variant for geo %s', (_geo, site) => {
    const { container } = renderLegal(<TermsPage />, site);
    const text = pageText(container);
    expect(text).toContain(
      'регулируется и толкуется в соответствии с законодательством Республики Казахстан',
    );
    expect(text).toContain('ТОО «Тестовый оператор KZ» (БИН 220140012345');
    expect(text).not.toContain('Российской Федерации');
    expect(text).not.toContain('ООО «Тестовый оператор»');
  });

  it('states the deletion, notice, claim and notification rules', () => {
    const { container } = renderLegal(<TermsPage />, RU_SITE);
    const text = pageText(container);
    expect(text).toContain('удаляет Учётную запись в течение 3 рабочих дней с момента получения запроса');
    expect(text).toContain(
      'не позднее чем за 5 календарных дней до расторжения Соглашения и удаления Учётной записи',
    );
    expect(text).toContain('в течение 30 рабочих дней');
    expect(text).toContain('на следующий рабочий день после дня его отправки');
    expect(text).toContain('считается полученным Организацией в момент его отправки');
    expect(text).toContain('не реже одного раза в месяц');
    expect(text).toContain('вступает в силу со дня, следующего за днём её размещения');
    expect(text).toContain('на территории всех стран мира');
  });

  it('describes registration with the consent checkbox and the button', () => {
    const { container } = renderLegal(<TermsPage />, RU_SITE);
    const text = pageText(container);
    expect(text).toContain(
      '«Я подтверждаю согласие с условиями пользовательского соглашения и даю согласие на обработку персональных данных и на получение рекламной рассылки»',
    );
    expect(text).toContain('нажимает кнопку «Создать аккаунт»');
    expect(text).toContain('дееспособные физические лица, достигшие совершеннолетия');
  });

  it('lists every tariff with its prices and the payment terms', () => {
    const { container } = renderLegal(<TermsPage />, RU_SITE);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(Object.keys(TARIFFS).length + 1);
    for (const tariff of Object.values(TARIFFS)) {
      expect(within(table).getByRole('rowheader', { name: tariff.label })).toBeTruthy();
    }
    const text = pageText(container);
    expect(text).toContain('2 499 ₽ за 1 месяц');
    expect(text).toContain('VISA, MasterCard и МИР');
    expect(text).toContain('автоматические повторные списания');
    expect(text).toContain('возврату не подлежит');
    expect(text).toContain('через платёжного провайдера — платёжный сервис ЮKassa');
    expect(text).toContain('доступ к функциям Подписки ограничивается до поступления оплаты');
    expect(text).toContain('повторяет попытку списания через 1, 3 и 5 дней после неудачного списания');
    expect(text).toContain('Подписка останавливается и автоматические списания прекращаются');
    expect(text).toContain('в разделе настроек подписки');
  });

  it('has a table of contents linking to every section anchor', () => {
    const { container } = renderLegal(<TermsPage />, RU_SITE);
    const toc = screen.getByRole('navigation', { name: 'Содержание' });
    const links = within(toc).getAllByRole('link');
    const sections = container.querySelectorAll('section[id]');
    expect(links).toHaveLength(sections.length);
    links.forEach((link, index) => {
      const id = sections[index]?.id;
      expect(link.getAttribute('href')).toBe(`#${id}`);
    });
    expect(sections[0]?.id).toBe('terms-1');
  });

  it('links to the site root and to the agreement itself', () => {
    renderLegal(<TermsPage />, RU_SITE);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/');
    expect(hrefs).toContain('/terms');
    expect(hrefs).toContain('https://iskra.example.test');
  });
});
