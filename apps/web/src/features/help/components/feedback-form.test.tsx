import { ERROR_TEXT, FEEDBACK_GUEST_USER_ID, FEEDBACK_TEXT, SUCCESS_TEXT } from '@iskra/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, jsonResponse, makeUser } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { FeedbackForm } from './feedback-form.tsx';

const user = makeUser({ email: 'alexey@iskra.test' });

function errorOf(control: HTMLElement): string | undefined {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((node) => node?.className === 'field__error')
      ?.textContent ?? undefined
  );
}

function setup(answer: () => Response | Promise<Response>, options: { signedIn?: boolean } = {}) {
  const bodies: unknown[] = [];
  const fetchMock = vi.fn(
    fetchStub({
      'POST /api/helpers/feedback': async (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return answer();
      },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderInShell(<FeedbackForm />, { user: options.signedIn === false ? null : user });
  return {
    bodies,
    fetchMock,
    actor: userEvent.setup(),
    text: screen.getByLabelText('Сообщение'),
    email: screen.getByLabelText(/Email для ответа/),
    send: screen.getByRole('button', { name: 'Отправить' }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('help form: when sending is possible', () => {
  it('enables the button only when the trimmed text is longer than 10 characters', async () => {
    const { actor, text, send } = setup(() => jsonResponse({ success: true }));
    expect(send).toBeDisabled();
    await actor.type(text, '          ');
    expect(send).toBeDisabled();
    await actor.type(text, '0123456789');
    expect(send).toBeDisabled();
    await actor.type(text, '   ');
    expect(send).toBeDisabled();
    await actor.type(text, 'X');
    expect(send).toBeEnabled();
    await actor.clear(text);
    expect(send).toBeDisabled();
  });

  it('never sends an empty or too short text, even when the form is submitted', async () => {
    const { actor, text, fetchMock } = setup(() => jsonResponse({ success: true }));
    const form = text.closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    await actor.type(text, 'коротко');
    fireEvent.submit(form);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("prefills the reply address with the signed-in user's address", () => {
    const { email } = setup(() => jsonResponse({ success: true }));
    expect(email).toHaveValue('alexey@iskra.test');
  });

  it('asks a guest for a reply address before sending', async () => {
    const { actor, text, email, send, fetchMock } = setup(() => jsonResponse({ success: true }), {
      signedIn: false,
    });
    expect(email).toHaveValue('');
    await actor.type(text, 'Не могу войти в аккаунт');
    await actor.click(send);
    expect(errorOf(email)).toBe(FEEDBACK_TEXT.replyEmailRequired);
    expect(fetchMock).not.toHaveBeenCalled();

    await actor.type(email, 'guest@mail.example');
    expect(errorOf(email)).toBeUndefined();
  });
});

describe('help form: outcomes', () => {
  it('on success sends the trimmed text, clears the field, disables the button and says so', async () => {
    const { actor, text, send, bodies } = setup(() => jsonResponse({ success: true }));
    await actor.type(text, '  Как отменить подписку?  ');
    await actor.click(send);
    expect(await screen.findByText(SUCCESS_TEXT.feedbackSent)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS_TEXT.feedbackSent);
    expect(bodies).toEqual([
      { message: 'Как отменить подписку?', userId: user.id, replyEmail: 'alexey@iskra.test' },
    ]);
    expect(text).toHaveValue('');
    expect(send).toBeDisabled();
  });

  it('sends the guest placeholder as the user id when nobody is signed in', async () => {
    const { actor, text, email, send, bodies } = setup(() => jsonResponse({ success: true }), {
      signedIn: false,
    });
    await actor.type(text, 'Не приходит письмо');
    await actor.type(email, ' guest@mail.example ');
    await actor.click(send);
    await screen.findByText(SUCCESS_TEXT.feedbackSent);
    expect(bodies).toEqual([
      { message: 'Не приходит письмо', userId: FEEDBACK_GUEST_USER_ID, replyEmail: 'guest@mail.example' },
    ]);
  });

  it('shows the server error text as it is and keeps the text', async () => {
    const { actor, text, send } = setup(() =>
      jsonResponse({ message: 'Слишком много попыток. Попробуй позже' }, 429),
    );
    await actor.type(text, 'Вопрос про VIP-статус');
    await actor.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много попыток. Попробуй позже');
    expect(text).toHaveValue('Вопрос про VIP-статус');
    expect(send).toBeEnabled();
    expect(screen.queryByText(SUCCESS_TEXT.feedbackSent)).not.toBeInTheDocument();
  });

  it("shows 'Непредвиденная ошибка. Попробуй ещё раз.' when no answer comes", async () => {
    const { actor, text, send } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await actor.type(text, 'Вопрос про VIP-статус');
    await actor.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXT.feedbackNetwork);
    expect(text).toHaveValue('Вопрос про VIP-статус');
  });

  it('shows field errors of the server under their fields', async () => {
    const { actor, text, email, send } = setup(() =>
      jsonResponse({ errors: [{ param: 'replyEmail', msg: FEEDBACK_TEXT.replyEmailInvalid }] }, 422),
    );
    await actor.clear(email);
    await actor.type(email, 'bad@');
    await actor.type(text, 'Вопрос про VIP-статус');
    await actor.click(send);
    await waitFor(() => expect(errorOf(email)).toBe(FEEDBACK_TEXT.replyEmailInvalid));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
