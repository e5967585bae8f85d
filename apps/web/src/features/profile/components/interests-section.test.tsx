import { ERROR_TEXT, interestLabels } from '@iskra/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { fetchStub, jsonResponse, makeUser } from '../../../test/fixtures.ts';
import { LiveSession } from '../../../test/live-session.tsx';
import { renderInShell } from '../../../test/render.tsx';
import { OwnInterestsSection } from './interests-section.tsx';

function Section() {
  const user = useCurrentUser();
  return <OwnInterestsSection interests={user.interests} />;
}

function setup(answer: (body: { interests: number[] }) => Response | Promise<Response>) {
  const bodies: { interests: number[] }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fetchStub({
        'POST /api/user/interests': (init) => {
          const body = JSON.parse(String(init?.body)) as { interests: number[] };
          bodies.push(body);
          return answer(body);
        },
      }),
    ),
  );
  const user = makeUser({ interests: [8, 9] });
  renderInShell(
    <LiveSession initial={user}>
      <Section />
    </LiveSession>,
    { user },
  );
  const section = screen.getByRole('region', { name: 'Интересы' });
  return { actor: userEvent.setup(), bodies, section };
}

afterEach(() => vi.unstubAllGlobals());

describe('own interests', () => {
  it('shows the chosen interests and a pencil to edit them', () => {
    const { section } = setup(() => jsonResponse({}));
    expect(within(section).getByText(interestLabels[8])).toBeInTheDocument();
    expect(within(section).getByText(interestLabels[9])).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Изменить интересы' })).toBeInTheDocument();
  });

  it('refuses a sixth interest with the specification text', async () => {
    const { actor, section } = setup(() => jsonResponse({}));
    await actor.click(within(section).getByRole('button', { name: 'Изменить интересы' }));
    for (const code of [1, 2, 3] as const) {
      await actor.click(within(section).getByRole('button', { name: interestLabels[code] }));
    }
    expect(within(section).getByText('Выбрано 5 из 5')).toBeInTheDocument();
    expect(within(section).queryByText(ERROR_TEXT.interestsLimit)).not.toBeInTheDocument();

    const sixth = within(section).getByRole('button', { name: interestLabels[27] });
    await actor.click(sixth);
    expect(within(section).getByRole('alert')).toHaveTextContent(ERROR_TEXT.interestsLimit);
    expect(sixth).toHaveAttribute('aria-pressed', 'false');
    expect(within(section).getByText('Выбрано 5 из 5')).toBeInTheDocument();

    // Removing one makes room again, and the error goes.
    await actor.click(within(section).getByRole('button', { name: interestLabels[1] }));
    await actor.click(sixth);
    expect(sixth).toHaveAttribute('aria-pressed', 'true');
    expect(within(section).getByRole('alert')).toHaveTextContent('');
  });

  it('saves with a loading state, then leaves edit mode showing the saved list', async () => {
    let release: () => void = () => undefined;
    const { actor, bodies, section } = setup(
      (body) =>
        new Promise((resolve) => {
          release = () => resolve(jsonResponse({ success: true, interests: body.interests }));
        }),
    );
    await actor.click(within(section).getByRole('button', { name: 'Изменить интересы' }));
    await actor.click(within(section).getByRole('button', { name: interestLabels[9] }));
    await actor.click(within(section).getByRole('button', { name: interestLabels[16] }));
    const save = within(section).getByRole('button', { name: 'Сохранить' });
    await actor.click(save);

    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(bodies).toEqual([{ interests: [8, 16] }]);
    release();

    const pencil = await within(section).findByRole('button', { name: 'Изменить интересы' });
    expect(pencil).toHaveFocus();
    expect(within(section).queryByRole('button', { name: /Сохранить/ })).not.toBeInTheDocument();
    expect(within(section).getByText(interestLabels[16])).toBeInTheDocument();
    expect(within(section).queryByText(interestLabels[9])).not.toBeInTheDocument();
  });

  it('stays in edit mode and says why when saving fails', async () => {
    const { actor, section } = setup(() =>
      jsonResponse({ errors: [{ param: 'interests', msg: ERROR_TEXT.interestsLimit }] }, 422),
    );
    await actor.click(within(section).getByRole('button', { name: 'Изменить интересы' }));
    await actor.click(within(section).getByRole('button', { name: interestLabels[5] }));
    await actor.click(within(section).getByRole('button', { name: 'Сохранить' }));
    const notices = screen.getByRole('region', { name: 'Уведомления' });
    expect(await within(notices).findByText(ERROR_TEXT.interestsLimit)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  });
});
