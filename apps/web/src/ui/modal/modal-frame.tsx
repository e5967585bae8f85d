import { POPUP } from '@iskra/contract';
import { type MouseEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as ru from '../../i18n/ru.ts';
import { IconButton } from '../button/icon-button.tsx';
import { CloseIcon } from '../icons/icons.tsx';
import { useFocusTrap, useRestoreFocus, useScrollLock } from './focus.ts';
import type { ModalControls, ModalOptions } from './modal-context.ts';

export interface ModalFrameProps {
  options: ModalOptions;
  closing: boolean;
  /** Only the top-most popup traps focus and answers Escape. */
  isTop: boolean;
  onRequestClose: () => void;
}

export function ModalFrame({ options, closing, isTop, onRequestClose }: ModalFrameProps) {
  const { title, hideTitle = false, size = 'md', dismissible = true, render } = options;
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const [scrollable, setScrollable] = useState(false);

  useRestoreFocus(panelRef);
  useScrollLock(true);
  useFocusTrap(panelRef, isTop && !closing);

  useEffect(() => {
    if (!isTop || closing || !dismissible) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onRequestClose();
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isTop, closing, dismissible, onRequestClose]);

  // A popup taller than the window minus POPUP.scrollableOffsetPx scrolls inside itself.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    function measure() {
      if (!panel) return;
      setScrollable(panel.scrollHeight > window.innerHeight - POPUP.scrollableOffsetPx);
    }
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const child of Array.from(panel.children)) observer?.observe(child);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);

  function handleBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  }

  function handleBackdropClick(event: MouseEvent<HTMLDivElement>) {
    // Only a press that starts and ends on the backdrop closes (not a text selection drag).
    if (dismissible && pressStartedOnBackdrop.current && event.target === event.currentTarget)
      onRequestClose();
    pressStartedOnBackdrop.current = false;
  }

  const controls = useMemo<ModalControls>(() => ({ close: onRequestClose }), [onRequestClose]);
  const classes = [
    'modal',
    closing ? 'modal--closing' : 'modal--open',
    scrollable ? 'modal--scrollable' : '',
    size === 'full' ? 'modal--full' : '',
  ];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: backdrop clicks are a pointer shortcut; Escape and the close button cover the keyboard
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      className={classes.join(' ')}
      style={{ ['--modal-offset' as string]: `${POPUP.scrollableOffsetPx}px` }}
      onMouseDown={handleBackdropMouseDown}
      onClick={handleBackdropClick}
    >
      <div
        ref={panelRef}
        className={`modal__panel modal__panel--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
            {title}
          </h2>
          {dismissible && (
            <IconButton
              className="modal__close"
              aria-label={ru.modal.close}
              icon={<CloseIcon size={20} />}
              size="sm"
              onClick={onRequestClose}
            />
          )}
        </div>
        <div className="modal__body">{render(controls)}</div>
      </div>
    </div>
  );
}
