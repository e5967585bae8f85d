import { COOKIES, type Image } from '@iskra/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getCookie, setCookie } from '../../../shared/cookies.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { EVERY_THIRD_START, startsInARow } from '../../../test/reminder-cycle.ts';
import { renderInShell } from '../../../test/render.tsx';
import { RemindAvatar } from './remind-avatar.tsx';

const REMIND = COOKIES.remindAvatar.name;
const AVATAR: Image = { id: 'a', uri: '/a.jpg', thumbnailUri: '/a-t.jpg', profile: true };

function visit(images: Image[] = []) {
  return renderInShell(<RemindAvatar />, { user: makeUser({ images }) });
}

function reminder() {
  return screen.queryByRole('dialog', { name: 'Добавь фото профиля' });
}

describe('remind-avatar', () => {
  it('shows on every third visit without a profile photo: the counter cycles 1, 2, 3, 1', () => {
    setCookie(COOKIES.photoPromo.name, '1', 60);
    expect(
      startsInARow(
        4,
        () => visit(),
        REMIND,
        () => reminder() !== null,
      ),
    ).toEqual(EVERY_THIRD_START);
  });

  it('offers the upload of the profile photo', async () => {
    setCookie(COOKIES.photoPromo.name, '1', 60);
    visit();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Загрузить фото' }));
    expect(await screen.findByRole('dialog', { name: 'Загрузка фото' })).toBeVisible();
  });

  it('stays away with a profile photo, and leaves the counter alone', () => {
    setCookie(COOKIES.photoPromo.name, '1', 60);
    visit([AVATAR]);
    expect(reminder()).toBeNull();
    expect(getCookie(REMIND)).toBeNull();
  });

  it('stays away while the photo promo screen is due (it asks for the photo itself)', () => {
    visit();
    expect(reminder()).toBeNull();
    expect(getCookie(REMIND)).toBeNull();
  });
});
