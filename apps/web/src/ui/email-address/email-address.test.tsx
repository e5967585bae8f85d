import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address.tsx';

/** The address with its break points shown as «|». */
function breaks(email: string): string {
  const { container } = render(<EmailAddress email={email} />);
  const node = container.querySelector('.email-address');
  if (!node) throw new Error('no address rendered');
  return node.innerHTML
    .replaceAll('<wbr>', '|')
    .replace(/<span class="email-address__domain">(.*?)<\/span>/, '[$1]')
    .replace(/<span>(.*?)<\/span>/, '$1');
}

describe('EmailAddress', () => {
  it('may break inside the local part and before the @, never inside a domain that fits', () => {
    expect(breaks('konstantin.konstantinopolsky_1990@long-domain.example.com')).toBe(
      'konstantin.|konstantinopolsky_|1990|[@long-domain.example.com]',
    );
  });

  it('keeps a short address whole but for the break before the @', () => {
    expect(breaks('anna@mail.ru')).toBe('anna|[@mail.ru]');
  });

  it('lets only a domain too long for any line wrap', () => {
    expect(breaks('a@an-extraordinarily-long-subdomain.example.com')).toBe(
      'a|@an-extraordinarily-long-subdomain.example.com',
    );
  });

  it('shows a value without an @ as it is', () => {
    expect(breaks('nobody')).toBe('nobody');
  });
});
