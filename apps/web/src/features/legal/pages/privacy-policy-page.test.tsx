import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BY_SITE, KZ_SITE, pageText, RU_SITE, renderLegal } from '../test/render-legal.tsx';
import { PrivacyPolicyPage } from './privacy-policy-page.tsx';

const SECTION_TITLES = [
  '1. Условия обработки',
  '2. Сбор и обработка персональных данных',
  '3. Права пользователя',
  '4. Права и обязанности оператора',
  '5. Безопасность данных',
  '6. Прочие положения',
  '7. Контактная информация оператора',
];

describe('PrivacyPolicyPage', () => {
  it('has the heading, the posting date and the seven sections in order', () => {
    const { container } = renderLegal(<PrivacyPolicyPage />, RU_SITE);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Политика конфиденциальности');
    expect(pageText(container)).toContain('Дата размещения: 19 августа 2022 г.');
    const titles = [...container.querySelectorAll('section > h2')].map((h) => h.textContent);
    expect(titles).toEqual(SECTION_TITLES);
  });

  it('renders the Russian variant for geo RU', () => {
    const { container } = renderLegal(<PrivacyPolicyPage />, RU_SITE);
    const text = pageText(container);
    expect(text).toContain('Конституции Российской Федерации');
    expect(text).toContain('Гражданского кодекса Российской Федерации');
    expect(text).toContain('Федерального закона от 27.07.2006 № 152-ФЗ «О персональных данных»');
    expect(text).toContain('находящихся на территории Российской Федерации');
    expect(text).not.toContain('94-V');
  });

  it.each([
    ['KZ', KZ_SITE],
    ['BY', BY_SITE],
  ])('renders the Kazakhstan variant for geo %s', (_geo, site) => {
    const { container } = renderLegal(<PrivacyPolicyPage />, site);
    const text = pageText(container);
    expect(text).toContain(
      'Закона Республики Казахстан от 21 мая 2013 года № 94-V «О персональных данных и их защите»',
    );
    expect(text).toContain('находящихся на территории Республики Казахстан');
    expect(text).toContain('ТОО «Тестовый оператор KZ»');
    expect(text).not.toContain('152-ФЗ');
    expect(text).not.toContain('Российской Федерации');
  });

  it('names the purposes, operations, profile data and technical data', () => {
    const { container } = renderLegal(<PrivacyPolicyPage />, RU_SITE);
    const text = pageText(container);
    for (const fragment of [
      'выявление и пресечение мошенничества',
      'ведение статистики на основе обезличенных данных',
      'сбор, запись, систематизация, накопление, хранение, уточнение (обновление, изменение)',
      'обезличивание, блокирование, удаление и уничтожение',
      'поля «Отношения», «Ориентация», «Рост», «Вес», «Где живу», «Дети», «Курение», «Алкоголь»',
      'цифровой отпечаток браузера (canvas fingerprint)',
      'признаки использования средств автоматизации',
      'Действия по доступу к персональным данным регистрируются',
      'вступает в силу со дня, следующего за днём её размещения',
    ]) {
      expect(text).toContain(fragment);
    }
  });

  it('ends with the operator contact details and has no forms', () => {
    const { container } = renderLegal(<PrivacyPolicyPage />, RU_SITE);
    const last = [...container.querySelectorAll('section')].at(-1);
    const lastText = (last?.textContent ?? '').replace(/\s+/g, ' ');
    expect(lastText).toContain('ООО «Тестовый оператор»');
    expect(lastText).toContain('ИНН7701234567');
    expect(lastText).toContain('125009, г. Москва, ул. Примерная, д. 1');
    expect(last?.querySelector('a[href="mailto:privacy-ru@example.test"]')).not.toBeNull();
    expect(container.querySelector('form, input, textarea, select, button')).toBeNull();
  });
});
