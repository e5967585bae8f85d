import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import './tabs.css';

export interface TabItem<V extends string | number> {
  value: V;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps<V extends string | number> {
  items: readonly TabItem<V>[];
  /** Controlled value; leave out for an uncontrolled tab list. */
  value?: V;
  defaultValue?: V;
  onChange?: (value: V) => void;
  /** Accessible name of the tab list. */
  label: string;
  className?: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active tab is in the tab order. */
export function Tabs<V extends string | number>({
  items,
  value,
  defaultValue,
  onChange,
  label,
  className,
}: TabsProps<V>) {
  const baseId = useId();
  const [inner, setInner] = useState<V | undefined>(defaultValue ?? items[0]?.value);
  const active = value ?? inner;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(next: V) {
    if (value === undefined) setInner(next);
    onChange?.(next);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.value === active);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    const item = items[next];
    if (!item) return;
    event.preventDefault();
    select(item.value);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={['tabs', className].filter(Boolean).join(' ')}>
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
        {items.map((item, index) => {
          const selected = item.value === active;
          return (
            <button
              key={item.value}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              aria-controls={`${baseId}-panel-${item.value}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
              onClick={() => select(item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        item.value === active ? (
          <div
            key={item.value}
            role="tabpanel"
            id={`${baseId}-panel-${item.value}`}
            aria-labelledby={`${baseId}-tab-${item.value}`}
            className="tabs__panel"
          >
            {item.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
