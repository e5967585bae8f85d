import { CONSENT_WITHDRAWAL_SUBJECT, FREE_TIER, TARIFFS } from '@iskra/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE_INFO } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { formatRub } from '../../legal/model/format.ts';
import { HelpPage } from './help-page.tsx';

function questions() {
  return Array.from(document.querySelectorAll('details.faq__item'));
}

describe('help page', () => {
  it('lists at least 12 questions as a disclosure list, all closed at first', () => {
    renderInShell(<HelpPage />, { path: '/help' });
    expect(screen.getByRole('heading', { level: 1, name: 'Помощь' })).toBeInTheDocument();
    const items = questions();
    expect(items.length).toBeGreaterThanOrEqual(12);
    for (const item of items) {
      expect(item.querySelector('summary')?.textContent?.trim()).toMatch(/\?$/);
      expect(item).not.toHaveAttribute('open');
    }
  });

  it('covers the topics the product needs, with numbers from the contract', () => {
    renderInShell(<HelpPage />, { path: '/help' });
    const text = document.querySelector('.faq')?.textContent ?? '';
    for (const topic of [
      'зарегистрироваться',
      'подтверждения email',
      'модерация',
      'взаимная симпатия',
      'Premium',
      'VIP',
      'отменить подписку',
      'удалить аккаунт',
      'безопасно',
      'службой поддержки',
    ]) {
      expect(text, topic).toContain(topic);
    }
    expect(text).toContain(`до ${FREE_TIER.likesPerDay}\u00a0симпатий в сутки`);
    expect(text).toContain('в течение 3\u00a0рабочих дней');
    expect(text).toContain(CONSENT_WITHDRAWAL_SUBJECT);
  });

  it('tells how payment, renewal and a failed renewal work, with the prices of the tariffs', () => {
    renderInShell(<HelpPage />, { path: '/help' });
    const text = (document.querySelector('.faq')?.textContent ?? '').replace(/\s+/g, ' ');
    for (const rate of Object.values(TARIFFS)) {
      expect(text, rate.id).toContain(formatRub(rate.price).replace(/\s+/g, ' '));
      expect(text, rate.id).toContain(formatRub(rate.renewalPrice).replace(/\s+/g, ' '));
    }
    expect(text).toContain('картой VISA, MasterCard и МИР через платёжный сервис ЮKassa');
    expect(text).toContain('автоматическое продление');
    expect(text).toContain('приостанавливаются до поступления оплаты');
    expect(text).toContain('через 1, 3 и 5 дней после неудачного списания');
    expect(text).toContain('«Остановлена»');
    expect(text).toContain('не возвращается');
  });

  it('opens and closes an answer from its question', async () => {
    renderInShell(<HelpPage />, { path: '/help' });
    const actor = userEvent.setup();
    const summary = screen.getByText('Как отменить подписку?');
    const item = summary.closest('details');
    await actor.click(summary);
    expect(item).toHaveAttribute('open');
    expect(within(item as HTMLElement).getByRole('link', { name: 'настройках подписки' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await actor.click(summary);
    expect(item).not.toHaveAttribute('open');
  });

  it('opens the question named in the address', () => {
    renderInShell(<HelpPage />, { path: '/help#delete-account' });
    expect(document.getElementById('delete-account')).toHaveAttribute('open');
    expect(document.getElementById('chat')).not.toHaveAttribute('open');
  });

  it('gives the support and operator addresses of the site and links the safety rules', () => {
    renderInShell(<HelpPage />, { path: '/help' });
    const mails = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('mailto:'));
    expect(mails).toContain(`mailto:${SITE_INFO.supportEmail}`);
    expect(mails).toContain(`mailto:${SITE_INFO.operator.email}`);
    expect(document.querySelector('a[href="/confidential"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Написать в поддержку' })).toBeInTheDocument();
    expect(screen.getByLabelText('Сообщение')).toBeInTheDocument();
  });
});
