import { CONSENT_WITHDRAWAL_SUBJECT, FREE_TIER } from '@iskra/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE_INFO } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
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
