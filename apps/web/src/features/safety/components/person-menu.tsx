import type { ReactNode } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { IconButton } from '../../../ui/button/icon-button.tsx';
import { MoreIcon } from '../../../ui/icons/icons.tsx';
import { useModal } from '../../../ui/modal/modal-context.ts';
import './person-menu.css';

const t = ru.safety;

export interface PersonMenuItem {
  key: string;
  label: string;
  icon: ReactNode;
  /** Destructive items are painted red. */
  danger?: boolean;
  onSelect: () => void;
}

/**
 * "⋯" next to a person (a dialog's header, a profile): a small popup with what one can do
 * about them. The popup closes before the chosen item runs (it may open a popup of its own).
 */
export function PersonMenu({ items, className }: { items: PersonMenuItem[]; className?: string }) {
  const modal = useModal();
  return (
    <IconButton
      className={className}
      aria-label={t.more}
      aria-haspopup="dialog"
      icon={<MoreIcon size={22} />}
      onClick={() =>
        modal.open({
          name: 'person-menu',
          title: t.menuTitle,
          size: 'sm',
          render: ({ close }) => (
            <ul className="person-menu">
              {items.map((item) => (
                <li key={item.key}>
                  <button
                    type="button"
                    className={
                      item.danger ? 'person-menu__item person-menu__item--danger' : 'person-menu__item'
                    }
                    onClick={() => {
                      close();
                      item.onSelect();
                    }}
                  >
                    {item.icon}
                    <span>{item.label}</span>
                  </button>
                </li>
              ))}
            </ul>
          ),
        })
      }
    />
  );
}
