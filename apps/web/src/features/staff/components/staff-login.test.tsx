import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as ru from '../../../i18n/ru.ts';
import { renderInShell } from '../../../test/render.tsx';
import { StaffLogin } from './staff-login.tsx';

describe('staff sign-in', () => {
  it('takes only digits in the code field, and shows only what it takes', async () => {
    renderInShell(<StaffLogin onSignedIn={vi.fn()} />);
    const code = screen.getByRole('textbox', { name: new RegExp(`^${ru.staff.code}`) });
    await userEvent.type(code, '12a3-45 6');
    expect(code).toHaveValue('123456');
  });
});
