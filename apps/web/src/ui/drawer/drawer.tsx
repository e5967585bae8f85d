import { POPUP } from '@iskra/contract';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import * as ru from '../../i18n/ru.ts';
import { IconButton } from '../button/icon-button.tsx';
import { CloseIcon } from '../icons/icons.tsx';
import { focusInOtherDialog, useFocusTrap, useRestoreFocus, useScrollLock } from '../modal/focus.ts';
import './drawer.css';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Accessible name of the close button. */
  closeLabel?: string;
  children: ReactNode;
}

/** A side sheet (mobile menu): a modal dialog sliding in from the right. */
export function Drawer({ open, onClose, title, closeLabel = ru.modal.close, children }: DrawerProps) {
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) {
      setMounted(true);
      return;
    }
    const timer = setTimeout(() => setMounted(false), POPUP.closeDelayMs);
    return () => clearTimeout(timer);
  }, [open]);
  if (!mounted) return null;
  return createPortal(
    <DrawerPanel open={open} onClose={onClose} title={title} closeLabel={closeLabel}>
      {children}
    </DrawerPanel>,
    document.body,
  );
}

function DrawerPanel({ open, onClose, title, closeLabel, children }: DrawerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useRestoreFocus(panelRef);
  useScrollLock(true);
  useFocusTrap(panelRef, open);

  useEffect(() => {
    if (!open) return;
    function handleKeyDown(event: KeyboardEvent) {
      const panel = panelRef.current;
      // A popup opened from the drawer (e.g. the logout confirmation) handles its own Escape.
      if (event.key === 'Escape' && panel && !focusInOtherDialog(panel)) onClose();
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open, onClose]);

  return (
    <div className={open ? 'drawer drawer--open' : 'drawer drawer--closing'}>
      <div className="drawer__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="drawer__header">
          <h2 id={titleId} className="drawer__title">
            {title}
          </h2>
          <IconButton
            aria-label={closeLabel ?? ru.modal.close}
            icon={<CloseIcon size={22} />}
            onClick={onClose}
          />
        </div>
        <div className="drawer__body">{children}</div>
      </div>
    </div>
  );
}
