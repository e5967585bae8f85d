import { POPUP } from '@iskra/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ModalOptions, useModal } from './modal-context.ts';
import { ModalProvider } from './modal-provider.tsx';

function Opener({ options }: { options: Partial<ModalOptions> }) {
  const modal = useModal();
  return (
    <button
      type="button"
      onClick={() =>
        modal.open({
          name: 'profile-about',
          title: 'О себе',
          render: ({ close }) => (
            <form>
              <input aria-label="Текст" />
              <button type="button" onClick={close}>
                Сохранить
              </button>
            </form>
          ),
          ...options,
        })
      }
    >
      Открыть
    </button>
  );
}

function setup(options: Partial<ModalOptions> = {}) {
  render(
    <ModalProvider>
      <Opener options={options} />
    </ModalProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Открыть' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'О себе' }) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('modal', () => {
  it('is a modal dialog labelled by its title, focused when it opens', () => {
    const { dialog } = setup();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(document.body).toHaveClass('scroll-locked');
  });

  it(`closes on Escape ${POPUP.closeDelayMs} ms after the closing animation starts, then restores focus`, () => {
    const onClose = vi.fn();
    const { opener, dialog } = setup({ onClose });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog.parentElement).toHaveClass('modal--closing');
    act(() => vi.advanceTimersByTime(POPUP.closeDelayMs - 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('traps Tab and Shift+Tab inside the dialog', () => {
    setup();
    const close = screen.getByRole('button', { name: 'Закрыть окно' });
    const input = screen.getByRole('textbox', { name: 'Текст' });
    const save = screen.getByRole('button', { name: 'Сохранить' });
    save.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(save).toHaveFocus();
    input.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    // Not the last element: the browser moves focus itself, the trap does not interfere.
    expect(input).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', () => {
    const { dialog } = setup();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(dialog.parentElement).toHaveClass('modal--open');
    const backdrop = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(backdrop).toHaveClass('modal--closing');
  });

  it('ignores Escape and the backdrop when not dismissible', () => {
    const { dialog } = setup({ dismissible: false });
    fireEvent.keyDown(document, { key: 'Escape' });
    const backdrop = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    act(() => vi.advanceTimersByTime(POPUP.closeDelayMs));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Закрыть окно' })).not.toBeInTheDocument();
  });

  it(`scrolls inside itself when taller than the window minus ${POPUP.scrollableOffsetPx} px`, () => {
    const scrollHeight = vi
      .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
      .mockReturnValue(window.innerHeight);
    const { dialog } = setup();
    expect(dialog.parentElement).toHaveClass('modal--scrollable');
    scrollHeight.mockReturnValue(window.innerHeight - POPUP.scrollableOffsetPx);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(dialog.parentElement).not.toHaveClass('modal--scrollable');
  });
});
