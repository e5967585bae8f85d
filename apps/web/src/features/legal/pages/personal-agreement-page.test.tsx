import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BY_SITE, KZ_SITE, pageText, RU_SITE, renderLegal } from '../test/render-legal.tsx';
import { PersonalAgreementPage } from './personal-agreement-page.tsx';

const CHECKBOX =
  'Даю согласие на обработку персональных данных и соглашаюсь с политикой обработки персональных данных';

function checkbox(): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('checkbox', { name: CHECKBOX });
}

function status(): string {
  return screen.getByRole('status').textContent ?? '';
}

describe('PersonalAgreementPage', () => {
  it('renders the Russian consent for geo RU', () => {
    const { container } = renderLegal(<PersonalAgreementPage />, RU_SITE);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Согласие на обработку персональных данных',
    );
    const text = pageText(container);
    expect(text).toContain('Федеральным законом от 27.07.2006 № 152-ФЗ «О персональных данных»');
    expect(text).toContain('хранятся в базах данных, находящихся на территории Российской Федерации');
    expect(text).toContain('Согласие действует в течение 10 лет со дня его предоставления');
    expect(text).toContain('не принимает на основании исключительно автоматизированной обработки');
    expect(text).toContain('с темой «Отзыв согласия на обработку персональных данных»');
    expect(text).toContain('почтой по адресу Оператора: 125009, г. Москва, ул. Примерная, д. 1');
    expect(text).toContain('прекращает обработку моих персональных данных и уничтожает их');
  });

  it('shows the operator contact block', () => {
    renderLegal(<PersonalAgreementPage />, RU_SITE);
    const contacts = screen.getByRole('region', { name: 'Контакты оператора' });
    const text = contacts.textContent ?? '';
    expect(text).toContain('ООО «Тестовый оператор»');
    expect(text).toContain('ИНН');
    expect(text).toContain('7701234567');
    expect(text).toContain('125009, г. Москва, ул. Примерная, д. 1');
    expect(contacts.querySelector('a[href="mailto:privacy-ru@example.test"]')).not.toBeNull();
  });

  it('RU: the checkbox can be ticked only once surname, name and patronymic are filled', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderLegal(<PersonalAgreementPage />, RU_SITE);

    expect(checkbox().disabled).toBe(true);
    await user.type(screen.getByLabelText('Фамилия'), 'Иванова');
    await user.type(screen.getByLabelText('Имя'), 'Анна');
    expect(checkbox().disabled).toBe(true);
    await user.type(screen.getByLabelText('Отчество'), '   ');
    expect(checkbox().disabled).toBe(true);
    await user.clear(screen.getByLabelText('Отчество'));
    await user.type(screen.getByLabelText('Отчество'), 'Сергеевна');
    expect(checkbox().disabled).toBe(false);
    expect(status()).toBe('');

    await user.click(checkbox());
    expect(checkbox().checked).toBe(true);
    expect(status()).toBe('Согласие отмечено');
    expect(pageText(document.body)).toContain('Я, Иванова Анна Сергеевна, действуя свободно');
    expect(pageText(document.body)).toContain('Эта страница ничего не отправляет и не сохраняет');
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Имя'));
    expect(checkbox().disabled).toBe(true);
    expect(checkbox().checked).toBe(false);
    expect(status()).toBe('');
  });

  it.each([
    ['KZ', KZ_SITE],
    ['BY', BY_SITE],
  ])('renders the Kazakhstan consent for geo %s with just the checkbox', async (_geo, site) => {
    const user = userEvent.setup();
    const { container } = renderLegal(<PersonalAgreementPage />, site);
    const text = pageText(container);
    expect(text).toContain(
      'Законом Республики Казахстан от 21 мая 2013 года № 94-V «О персональных данных и их защите»',
    );
    expect(text).toContain('находящихся на территории Республики Казахстан');
    expect(text).toContain('ТОО «Тестовый оператор KZ» (БИН 220140012345');
    expect(text).not.toContain('152-ФЗ');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(checkbox().disabled).toBe(false);
    await user.click(checkbox());
    expect(status()).toBe('Согласие отмечено');
  });
});
