import { useCallback } from 'react';
import { Button } from '../button/button.tsx';
import { useModal } from './modal-context.ts';

export interface ConfirmOptions {
  name?: string;
  title: string;
  text?: string;
  confirmLabel: string;
  cancelLabel: string;
  /** 'danger' paints the confirm button red (destructive actions). */
  tone?: 'primary' | 'danger';
}

/** Opens a yes/no popup and resolves with the answer (false when dismissed). */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const modal = useModal();
  return useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        let answer = false;
        modal.open({
          name: options.name ?? 'confirm',
          title: options.title,
          size: 'sm',
          onClose: () => resolve(answer),
          render: ({ close }) => (
            <div className="confirm">
              {options.text && <p className="confirm__text">{options.text}</p>}
              <div className="confirm__actions">
                <Button variant="secondary" data-autofocus onClick={close}>
                  {options.cancelLabel}
                </Button>
                <Button
                  variant={options.tone === 'danger' ? 'danger' : 'primary'}
                  onClick={() => {
                    answer = true;
                    close();
                  }}
                >
                  {options.confirmLabel}
                </Button>
              </div>
            </div>
          ),
        });
      }),
    [modal],
  );
}
