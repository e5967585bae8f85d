import { type RefObject, useEffect, useLayoutEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (node) => !node.hasAttribute('inert') && node.getAttribute('aria-hidden') !== 'true',
  );
}

/** True when keyboard focus sits in another modal dialog stacked above `root`. */
export function focusInOtherDialog(root: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || root.contains(active)) return false;
  return Boolean(active.closest('[aria-modal="true"]'));
}

/**
 * Keeps Tab and Shift+Tab inside `ref` while `active`. On activation focuses the element marked
 * `data-autofocus`, else the container itself (which should have tabIndex -1 and a label).
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    if (!root.contains(document.activeElement)) {
      const preferred = root.querySelector<HTMLElement>('[data-autofocus]');
      (preferred ?? root).focus({ preventScroll: true });
    }
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !root || focusInOtherDialog(root)) return;
      const items = focusableIn(root);
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        root.focus();
        return;
      }
      const outside = !root.contains(current) || current === root;
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || (outside && current !== root))) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [ref, active]);
}

/**
 * Remembers the focused element when mounted and gives focus back to it when unmounted, unless
 * focus has meanwhile moved into another dialog (a popup opened from a closing menu keeps it).
 */
export function useRestoreFocus(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = ref.current;
    return () => {
      if (root && focusInOtherDialog(root)) return;
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [ref]);
}

let locks = 0;

/** Stops the page behind an overlay from scrolling; nested overlays share one lock. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    locks += 1;
    if (locks === 1) document.body.classList.add('scroll-locked');
    return () => {
      locks -= 1;
      if (locks === 0) document.body.classList.remove('scroll-locked');
    };
  }, [active]);
}
