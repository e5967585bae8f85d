import { NOTIFICATION } from '@iskra/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type NotifyInput, useNotifications } from './notifications-context.ts';
import { NotificationsProvider } from './notifications-provider.tsx';

function Trigger({ input }: { input: NotifyInput }) {
  const { notify } = useNotifications();
  useEffect(() => {
    notify(input);
  }, [notify, input]);
  return null;
}

function renderWith(input: NotifyInput) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <NotificationsProvider>
            <Trigger input={input} />
          </NotificationsProvider>
        ),
      },
    ],
    { initialEntries: ['/discover'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const toast = () => screen.queryByTestId('notification');

function Twice() {
  const { notifyError } = useNotifications();
  useEffect(() => {
    notifyError('Ошибка соединения');
    notifyError('Ошибка соединения');
  }, [notifyError]);
  return null;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('notifications', () => {
  it('announces notifications in a polite live region', () => {
    renderWith({ text: 'Новая симпатия' });
    const region = screen.getByRole('region', { name: 'Уведомления' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Новая симпатия');
  });

  it(`auto-closes after ${NOTIFICATION.autoCloseMs} ms and is removed ${NOTIFICATION.removeAfterHideMs} ms after hiding`, () => {
    renderWith({ text: 'Данные обновлены' });
    act(() => vi.advanceTimersByTime(NOTIFICATION.autoCloseMs - 1));
    expect(toast()).toHaveClass('toast--visible');
    act(() => vi.advanceTimersByTime(1));
    expect(toast()).toHaveClass('toast--hiding');
    act(() => vi.advanceTimersByTime(NOTIFICATION.removeAfterHideMs - 1));
    expect(toast()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(toast()).not.toBeInTheDocument();
  });

  it('keeps an important notification until it is closed', () => {
    renderWith({ text: 'Ошибка авторизации', type: 'error', important: true });
    act(() => vi.advanceTimersByTime(NOTIFICATION.autoCloseMs * 5));
    expect(toast()).toHaveClass('toast--visible');
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(toast()).toHaveClass('toast--hiding');
    act(() => vi.advanceTimersByTime(NOTIFICATION.removeAfterHideMs));
    expect(toast()).not.toBeInTheDocument();
  });

  it(`closes on a swipe up beyond ${NOTIFICATION.swipeCloseThresholdPx} px, and snaps back below it`, () => {
    renderWith({ text: 'Тебя посетили', type: 'visit', important: true });
    const node = toast() as HTMLElement;
    const swipe = (distance: number) => {
      fireEvent.pointerDown(node, { pointerId: 1, button: 0, clientY: 200 });
      fireEvent.pointerMove(node, { pointerId: 1, clientY: 200 - distance });
      fireEvent.pointerUp(node, { pointerId: 1, clientY: 200 - distance });
    };
    swipe(NOTIFICATION.swipeCloseThresholdPx);
    expect(node).toHaveClass('toast--visible');
    expect(node.style.transform).toBe('');
    swipe(NOTIFICATION.swipeCloseThresholdPx + 1);
    expect(node).toHaveClass('toast--hiding');
  });

  it('goes to its link on click (inside the router) and closes', () => {
    const router = renderWith({ text: 'Новое сообщение', type: 'message', link: '/app/chat/42' });
    fireEvent.click(screen.getByRole('button', { name: 'Новое сообщение' }));
    expect(router.state.location.pathname).toBe('/chat/42');
    expect(toast()).toHaveClass('toast--hiding');
  });

  it('does not follow the link after a drag', () => {
    const router = renderWith({ text: 'Взаимная симпатия', type: 'match', link: '/matches' });
    const node = toast() as HTMLElement;
    const body = screen.getByRole('button', { name: 'Взаимная симпатия' });
    fireEvent.pointerDown(node, { pointerId: 1, button: 0, clientY: 200 });
    fireEvent.pointerMove(node, { pointerId: 1, clientY: 180 });
    fireEvent.pointerUp(node, { pointerId: 1, clientY: 180 });
    fireEvent.click(body);
    expect(router.state.location.pathname).toBe('/discover');
  });

  it('shows the same message once while it is on screen', () => {
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <NotificationsProvider>
            <Twice />
          </NotificationsProvider>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getAllByTestId('notification')).toHaveLength(1);
  });
});
