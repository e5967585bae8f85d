import { PROFILE, PROFILE_TEXT, SUCCESS_TEXT } from '@iskra/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, jsonResponse, makeUser } from '../../../test/fixtures.ts';
import { LiveSession } from '../../../test/live-session.tsx';
import { renderInShell } from '../../../test/render.tsx';
import { OwnAboutSection } from './about-section.tsx';

function setup(answer: (body: { description: string }) => Response) {
  const user = makeUser({ description: '' });
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fetchStub({
        'POST /api/user/update': (init) => {
          const body = JSON.parse(String(init?.body)) as { description: string };
          bodies.push(body);
          return answer(body);
        },
      }),
    ),
  );
  renderInShell(
    <LiveSession initial={user}>
      <OwnAboutSection />
    </LiveSession>,
    { user },
  );
  return { actor: userEvent.setup(), bodies, user };
}

afterEach(() => vi.unstubAllGlobals());

describe('own About me', () => {
  it('shows the default greeting until there is a text', () => {
    setup(() => jsonResponse({}));
    const section = screen.getByRole('region', { name: 'О себе' });
    expect(section).toHaveTextContent('Привет! Меня зовут Алексей, я из города Москва. Давай познакомимся!');
    expect(section).toHaveTextContent('Пока текста нет, другие видят это приветствие.');
  });

  it('edits the text in a popup with a counter, then shows it as pending moderation', async () => {
    const { actor, bodies, user } = setup((body) =>
      jsonResponse({
        user: { ...user, description: body.description, descriptionConfirmed: 0 },
        updateEmail: false,
      }),
    );
    await actor.click(screen.getByRole('button', { name: 'Изменить текст «О себе»' }));
    const popup = screen.getByRole('dialog', { name: 'О себе' });
    const field = within(popup).getByLabelText('Расскажи о себе');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxlength', String(PROFILE.descriptionMax));
    await actor.type(field, 'Люблю горы');
    expect(within(popup).getByText(`10 из ${PROFILE.descriptionMax} символов`)).toBeInTheDocument();
    await actor.click(within(popup).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ description: 'Люблю горы' }]);
    const section = screen.getByRole('region', { name: /О себе/ });
    expect(section).toHaveTextContent('Люблю горы');
    expect(section).toHaveTextContent('на проверке');
    expect(screen.getByText(SUCCESS_TEXT.dataUpdated)).toBeInTheDocument();
  });

  it('shows a server error under the field and keeps the popup', async () => {
    const { actor } = setup(() =>
      jsonResponse({ errors: [{ param: 'description', msg: PROFILE_TEXT.descriptionTooLong }] }, 422),
    );
    await actor.click(screen.getByRole('button', { name: 'Изменить текст «О себе»' }));
    const popup = screen.getByRole('dialog', { name: 'О себе' });
    await actor.type(within(popup).getByLabelText('Расскажи о себе'), 'Текст');
    await actor.click(within(popup).getByRole('button', { name: 'Сохранить' }));
    expect(await within(popup).findByText(PROFILE_TEXT.descriptionTooLong)).toBeInTheDocument();
  });
});
