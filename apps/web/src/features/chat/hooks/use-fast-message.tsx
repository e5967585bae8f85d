import { useCallback } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { FastMessageForm, type FastMessageRecipient } from '../components/fast-message.tsx';

export const FAST_MESSAGE_POPUP = 'fast-message';

export interface FastMessageOptions {
  /** The message was stored in this dialog (opened by it when the pair had none). */
  onSent?: (dialogId: string) => void;
}

export type OpenFastMessage = (
  recipient: FastMessageRecipient,
  place: string,
  options?: FastMessageOptions,
) => void;

/** Opens the fast-message popup: `open(recipient, place)`, place naming the screen it is on. */
export function useFastMessage(): OpenFastMessage {
  const modal = useModal();
  return useCallback<OpenFastMessage>(
    (recipient, place, options) =>
      modal.open({
        name: FAST_MESSAGE_POPUP,
        title: ru.chat.fast.title,
        size: 'sm',
        render: ({ close }) => (
          <FastMessageForm recipient={recipient} place={place} onClose={close} onSent={options?.onSent} />
        ),
      }),
    [modal],
  );
}
