import { EMPTY_INFO } from '@iskra/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { ProfileMeters } from './profile-meters.tsx';

const PHOTO = { id: 'p1', uri: '/a.jpg', thumbnailUri: '/a-t.jpg', profile: true };

function renderMeters(overrides: Parameters<typeof makeUser>[0]) {
  render(
    <MemoryRouter>
      <ProfileMeters user={makeUser(overrides)} />
    </MemoryRouter>,
  );
}

describe('profile meters', () => {
  it('names exactly what the profile lacks', () => {
    renderMeters({ images: [PHOTO], description: '', interests: [8], info: { ...EMPTY_INFO, height: 180 } });
    expect(
      screen.getByText(
        'Чтобы анкета была полной, расскажи о себе, заполни в личной информации ещё 7 полей, выбери ещё 2 интереса, добавь ещё 2 фото.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for the main photo first when there is none', () => {
    renderMeters({ images: [] });
    expect(screen.getByText(/^Чтобы анкета была полной, добавь главное фото, /)).toBeInTheDocument();
  });
});
