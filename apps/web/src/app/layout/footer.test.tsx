import type { CurrentUser } from '@iskra/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, SITE_INFO } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { Footer } from './footer.tsx';

function footerLinks(user: CurrentUser | null) {
  renderInShell(<Footer />, { user });
  const nav = screen.getByRole('navigation', { name: 'Информация' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

const ALWAYS = ['/help', '/about', '/confidential', '/terms', '/privacy-policy', '/personal-agreement'];

describe('footer', () => {
  it('shows the common links and no tier settings to a guest', () => {
    const links = footerLinks(null);
    expect(links).toEqual(expect.arrayContaining(ALWAYS));
    expect(links).not.toContain('/premium-settings');
    expect(links).not.toContain('/vip-settings');
  });

  it('shows Premium settings only to premium men', () => {
    expect(footerLinks(makeUser({ gender: 1, premium: true }))).toContain('/premium-settings');
  });

  it('hides Premium settings from a premium woman', () => {
    expect(footerLinks(makeUser({ gender: 2, premium: true }))).not.toContain('/premium-settings');
  });

  it('hides Premium settings from a man without premium', () => {
    expect(footerLinks(makeUser({ gender: 1, premium: false }))).not.toContain('/premium-settings');
  });

  it('shows VIP settings only to VIP holders', () => {
    expect(footerLinks(makeUser({ gender: 2, vip: true }))).toContain('/vip-settings');
  });

  it('hides VIP settings without VIP', () => {
    expect(footerLinks(makeUser({ vip: false, premium: true }))).not.toContain('/vip-settings');
  });

  it('shows the operator of the visitor’s region with its contacts and the payment marks', () => {
    renderInShell(<Footer />);
    const operator = SITE_INFO.operator;
    expect(screen.getByText(operator.name)).toBeInTheDocument();
    expect(screen.getByText(operator.address)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`ИНН ${operator.taxId}`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: operator.email })).toHaveAttribute(
      'href',
      `mailto:${operator.email}`,
    );
    const payments = screen.getByRole('list', { name: 'Принимаем к оплате' });
    for (const name of ['VISA', 'Mastercard', 'Платёжная система «Мир»', 'Mir Pay']) {
      expect(within(payments).getByRole('img', { name })).toBeInTheDocument();
    }
  });
});
