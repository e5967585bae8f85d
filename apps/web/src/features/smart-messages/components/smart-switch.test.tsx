import { type CurrentUser, SMART_TEXT, type SmartMessagesSummary } from '@iskra/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, jsonResponse, makeUser } from '../../../test/fixtures.ts';
import { LiveSession } from '../../../test/live-session.tsx';
import { renderInShell } from '../../../test/render.tsx';
import { SmartMessagesSwitch } from './smart-switch.tsx';

const OPENERS = Array.from({ length: 6 }, (_, index) => ({
  id: index + 1,
  text: `Приветствие ${index + 1}`,
}));
const SWITCH = 'POST /api/services/switch-services';

interface Setup {
  user?: CurrentUser;
  summary?: SmartMessagesSummary;
  chosen?: number[];
  /** The answer to switch-services; by default the state asked for. */
  switchAnswer?: (body: SwitchBody) => Response;
}

interface SwitchBody {
  setServices?: boolean;
  data: { iskraServices: { smartMessages: boolean }; messageIds?: number[] };
}

function setup({
  user = makeUser(),
  summary = { waitingMatches: 3, newMatchesWeek: 7 },
  chosen = [],
  switchAnswer = (body) =>
    jsonResponse({ success: true, servicesState: { smartMessages: body.data.iskraServices.smartMessages } }),
}: Setup = {}) {
  const bodies: SwitchBody[] = [];
  const fetchMock = vi.fn(
    fetchStub({
      'GET /api/services/smart-messages/summary': () => jsonResponse(summary),
      [`GET /api/services/get-messages/${user.looking}`]: () =>
        jsonResponse({ success: true, messages: OPENERS, chosen }),
      [SWITCH]: (init) => {
        const body = JSON.parse(String(init?.body)) as SwitchBody;
        bodies.push(body);
        return switchAnswer(body);
      },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const updates: CurrentUser[] = [];
  renderInShell(
    <LiveSession initial={user} onUpdate={(next) => updates.push(next)}>
      <SmartMessagesSwitch />
    </LiveSession>,
    { user },
  );
  return {
    bodies,
    updates,
    fetchMock,
    toggle: () => screen.getByRole('switch', { name: 'Умные сообщения' }),
  };
}

async function openSelection() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('switch', { name: 'Умные сообщения' }));
  const intro = await screen.findByRole('dialog', { name: 'Умные сообщения' });
  await user.click(within(intro).getByRole('button', { name: 'Выбрать приветствия' }));
  const selection = await screen.findByRole('dialog', { name: 'Выбери приветствия' });
  await within(selection).findAllByRole('checkbox');
  return { user, selection };
}

afterEach(() => vi.unstubAllGlobals());

describe('the smart messages switch', () => {
  it('switches on: intro, every opener ticked, saving, success; the switch shows the saved state', async () => {
    const { bodies, updates, toggle } = setup();
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
    expect(toggle()).toHaveAccessibleDescription(/переписка не начнётся/);

    const { user, selection } = await openSelection();
    const boxes = within(selection).getAllByRole('checkbox');
    expect(boxes).toHaveLength(6);
    for (const box of boxes) expect(box).toBeChecked();
    expect(within(selection).getByText('Выбрано: 6 из 6')).toBeInTheDocument();
    // Nothing is saved before the choice is confirmed.
    expect(bodies).toHaveLength(0);
    expect(toggle()).toHaveAttribute('aria-checked', 'false');

    await user.click(within(selection).getByRole('button', { name: 'Включить умные сообщения' }));
    const success = await screen.findByRole('dialog', { name: 'Умные сообщения включены' });
    expect(bodies).toEqual([
      { setServices: true, data: { iskraServices: { smartMessages: true }, messageIds: [1, 2, 3, 4, 5, 6] } },
    ]);
    expect(within(success).getByText('Ты выбрал 6 приветствий.')).toBeInTheDocument();
    expect(updates.at(-1)?.iskraServices).toEqual({ smartMessages: true });
    expect(toggle()).toHaveAttribute('aria-checked', 'true');

    await user.click(within(success).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The chain of popups hands focus back to the switch.
    expect(toggle()).toHaveFocus();
  });

  it('needs at least five: below, the confirm button is disabled and says so', async () => {
    const { bodies } = setup();
    const { user, selection } = await openSelection();
    const boxes = within(selection).getAllByRole('checkbox');
    await user.click(boxes[0] as HTMLElement);
    expect(within(selection).getByRole('button', { name: 'Включить умные сообщения' })).toBeEnabled();
    await user.click(boxes[1] as HTMLElement);
    const blocked = within(selection).getByRole('button', { name: SMART_TEXT.notFewer });
    expect(blocked).toBeDisabled();
    expect(within(selection).getByText('Выбрано: 4 из 6')).toBeInTheDocument();

    await user.click(boxes[1] as HTMLElement);
    await user.click(within(selection).getByRole('button', { name: 'Включить умные сообщения' }));
    await screen.findByRole('dialog', { name: 'Умные сообщения включены' });
    expect(bodies[0]?.data.messageIds).toEqual([2, 3, 4, 5, 6]);
  });

  it('brings back a saved choice that still meets the minimum', async () => {
    setup({ chosen: [2, 3, 4, 5, 6] });
    const { selection } = await openSelection();
    const ticked = within(selection)
      .getAllByRole('checkbox')
      .map((box) => (box as HTMLInputElement).checked);
    expect(ticked).toEqual([false, true, true, true, true, true]);
  });

  it.each([
    {
      why: 'the matches waiting for a first message',
      summary: { waitingMatches: 3, newMatchesWeek: 7 },
      sentence: 'Сейчас 3 взаимные симпатии ждут первого сообщения.',
    },
    {
      why: 'else the new matches of the week',
      summary: { waitingMatches: 0, newMatchesWeek: 1 },
      sentence: 'За последнюю неделю у тебя 1 новая взаимная симпатия.',
    },
  ])('says the real figure: $why', async ({ summary, sentence }) => {
    setup({ summary });
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Умные сообщения' }));
    const intro = await screen.findByRole('dialog', { name: 'Умные сообщения' });
    expect(await within(intro).findByText(sentence)).toBeInTheDocument();
    // Honest about what it does.
    expect(within(intro).getByText(/от твоего имени — обычным сообщением/)).toBeInTheDocument();
  });

  it('leaves the sentence out when both figures are zero', async () => {
    const { fetchMock } = setup({ summary: { waitingMatches: 0, newMatchesWeek: 0 } });
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Умные сообщения' }));
    const intro = await screen.findByRole('dialog', { name: 'Умные сообщения' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // Let the answer land before looking for the sentence.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(intro).queryByText(/ждут? первого сообщения|За последнюю неделю/)).toBeNull();
  });

  it('switches off only after the confirmation, and keeps it on when declined', async () => {
    const { bodies, updates, toggle } = setup({ user: makeUser({ iskraServices: { smartMessages: true } }) });
    const user = userEvent.setup();
    expect(toggle()).toHaveAttribute('aria-checked', 'true');

    await user.click(toggle());
    let confirm = await screen.findByRole('dialog', { name: 'Выключить умные сообщения?' });
    await user.click(within(confirm).getByRole('button', { name: 'Оставить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toHaveLength(0);
    expect(toggle()).toHaveAttribute('aria-checked', 'true');

    await user.click(toggle());
    confirm = await screen.findByRole('dialog', { name: 'Выключить умные сообщения?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toHaveLength(0);

    await user.click(toggle());
    confirm = await screen.findByRole('dialog', { name: 'Выключить умные сообщения?' });
    await user.click(within(confirm).getByRole('button', { name: 'Выключить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ setServices: true, data: { iskraServices: { smartMessages: false } } }]);
    expect(updates.at(-1)?.iskraServices).toEqual({ smartMessages: false });
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('says «Что-то пошло не так!» on an unsuccessful answer and stays off', async () => {
    const { toggle } = setup({ switchAnswer: () => jsonResponse({ message: 'Сбой' }, 500) });
    const { user, selection } = await openSelection();
    await user.click(within(selection).getByRole('button', { name: 'Включить умные сообщения' }));
    expect(await screen.findByText(SMART_TEXT.somethingWrong)).toBeInTheDocument();
    expect(screen.queryByText('Сбой')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Умные сообщения включены' })).toBeNull();
    // The choice stays open to try again.
    expect(within(selection).getByRole('button', { name: 'Включить умные сообщения' })).toBeEnabled();
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
  });

  it('says «Что-то пошло не так!» for an unsuccessful answer', async () => {
    setup({ switchAnswer: () => jsonResponse({ success: false }, 500) });
    const { user, selection } = await openSelection();
    await user.click(within(selection).getByRole('button', { name: 'Включить умные сообщения' }));
    expect(await screen.findByText(SMART_TEXT.somethingWrong)).toBeInTheDocument();
  });

  it('shows the server field error on the choice beside the list', async () => {
    setup({
      switchAnswer: () => jsonResponse({ errors: [{ param: 'messageIds', msg: SMART_TEXT.foreign }] }, 422),
    });
    const { user, selection } = await openSelection();
    await user.click(within(selection).getByRole('button', { name: 'Включить умные сообщения' }));
    expect(await within(selection).findByRole('alert')).toHaveTextContent(SMART_TEXT.foreign);
  });

  it('speaks to a woman in her grammatical gender', async () => {
    setup({ user: makeUser({ gender: 2, looking: 1 }) });
    const { user, selection } = await openSelection();
    await user.click(within(selection).getByRole('button', { name: 'Включить умные сообщения' }));
    const success = await screen.findByRole('dialog', { name: 'Умные сообщения включены' });
    expect(within(success).getByText('Ты выбрала 6 приветствий.')).toBeInTheDocument();
  });
});
