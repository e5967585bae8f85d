import { createContext, type ReactNode, useContext } from 'react';

export interface ModalControls {
  /** Starts the closing animation; the popup is removed POPUP.closeDelayMs later. */
  close: () => void;
}

export interface ModalOptions {
  /** Popup name: opening a name that is already open replaces it; close(name) closes it. */
  name: string;
  /** Labels the dialog; shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** 'full' covers the whole viewport (a full-screen step such as the photo promo). */
  size?: 'sm' | 'md' | 'lg' | 'full';
  /** When false, Escape, the backdrop and the close button do nothing (default true). */
  dismissible?: boolean;
  render: (controls: ModalControls) => ReactNode;
  /** Runs after the popup has been removed. */
  onClose?: () => void;
}

export interface ModalApi {
  open: (options: ModalOptions) => void;
  /** Closes the named popup, or the top-most one. */
  close: (name?: string) => void;
  isOpen: (name: string) => boolean;
  /** True while any popup is open (a promo waits rather than stacking over it). */
  anyOpen: () => boolean;
}

export const ModalContext = createContext<ModalApi | null>(null);

export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal() used outside <ModalProvider>');
  return api;
}
