import { POPUP } from '@iskra/contract';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { type ModalApi, ModalContext, type ModalOptions } from './modal-context.ts';
import { ModalFrame } from './modal-frame.tsx';
import './modal.css';

interface Entry {
  key: number;
  options: ModalOptions;
  closing: boolean;
}

let keys = 0;

export function ModalProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const entriesRef = useRef<Entry[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const commit = useCallback((next: Entry[]) => {
    entriesRef.current = next;
    setEntries(next);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const remove = useCallback(
    (key: number) => {
      timers.current.delete(key);
      const entry = entriesRef.current.find((item) => item.key === key);
      commit(entriesRef.current.filter((item) => item.key !== key));
      entry?.options.onClose?.();
    },
    [commit],
  );

  const closeEntry = useCallback(
    (key: number) => {
      if (timers.current.has(key)) return;
      commit(entriesRef.current.map((item) => (item.key === key ? { ...item, closing: true } : item)));
      timers.current.set(
        key,
        setTimeout(() => remove(key), POPUP.closeDelayMs),
      );
    },
    [commit, remove],
  );

  const close = useCallback(
    (name?: string) => {
      const open = entriesRef.current.filter((item) => !item.closing);
      const target =
        name === undefined ? open[open.length - 1] : open.find((item) => item.options.name === name);
      if (target) closeEntry(target.key);
    },
    [closeEntry],
  );

  const open = useCallback(
    (options: ModalOptions) => {
      keys += 1;
      const entry: Entry = { key: keys, options, closing: false };
      const existing = entriesRef.current.find((item) => item.options.name === options.name && !item.closing);
      commit(
        existing
          ? entriesRef.current.map((item) =>
              item.key === existing.key ? { ...entry, key: existing.key } : item,
            )
          : [...entriesRef.current, entry],
      );
      // The replaced popup is gone for its opener too (e.g. a pending confirm resolves).
      existing?.options.onClose?.();
    },
    [commit],
  );

  const isOpen = useCallback(
    (name: string) => entriesRef.current.some((item) => item.options.name === name && !item.closing),
    [],
  );

  const anyOpen = useCallback(() => entriesRef.current.some((item) => !item.closing), []);

  const api = useMemo<ModalApi>(() => ({ open, close, isOpen, anyOpen }), [open, close, isOpen, anyOpen]);
  const topKey = [...entries].reverse().find((item) => !item.closing)?.key;

  return (
    <ModalContext.Provider value={api}>
      {children}
      {entries.length > 0 &&
        createPortal(
          entries.map((entry) => (
            <ModalFrame
              key={entry.key}
              options={entry.options}
              closing={entry.closing}
              isTop={entry.key === topKey}
              onRequestClose={() => closeEntry(entry.key)}
            />
          )),
          document.body,
        )}
    </ModalContext.Provider>
  );
}
