import { GENDER, type SwitchServicesResponse } from '@iskra/contract';
import { type RefObject, useCallback } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useCurrentUser, useSession } from '../../../shared/session/session-context.ts';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { SmartIntro } from '../components/smart-intro.tsx';
import { SmartOffConfirm } from '../components/smart-off-confirm.tsx';
import { SmartSelection } from '../components/smart-selection.tsx';
import { SmartSuccess } from '../components/smart-success.tsx';

const t = ru.smartMessages;

/** Popup names (one chain: intro → selection → success; or the switch-off confirmation). */
export const SMART_POPUPS = {
  intro: 'smart-messages-intro',
  selection: 'smart-messages-selection',
  success: 'smart-messages-success',
  off: 'smart-messages-off',
} as const;

export interface SmartFlow {
  switchOn: () => void;
  switchOff: () => void;
}

/**
 * The switch's flows (§4). On: intro → selection → saving → success; off: the confirmation.
 * The switch shows the saved state only: the session's user changes when the server answers.
 */
export function useSmartFlow(switchRef: RefObject<HTMLElement | null>): SmartFlow {
  const modal = useModal();
  const { updateUser } = useSession();
  const user = useCurrentUser();
  const { looking, gender } = user;

  const apply = useCallback(
    (state: SwitchServicesResponse['servicesState']) =>
      updateUser((current) => ({
        ...current,
        iskraServices: { ...current.iskraServices, smartMessages: state.smartMessages },
      })),
    [updateUser],
  );

  // A popup opened from a closing one gives focus back to a button that is gone by then; the
  // last popup of a chain returns it to the switch instead (unless another popup follows).
  const refocus = useCallback(() => {
    if (!modal.anyOpen()) switchRef.current?.focus({ preventScroll: true });
  }, [modal, switchRef]);

  const openSuccess = useCallback(
    (chosen: number) =>
      modal.open({
        name: SMART_POPUPS.success,
        title: t.success.title,
        size: 'sm',
        onClose: refocus,
        render: ({ close }) => (
          <SmartSuccess chosen={chosen} woman={gender === GENDER.WOMAN} onDone={close} />
        ),
      }),
    [modal, refocus, gender],
  );

  const openSelection = useCallback(
    () =>
      modal.open({
        name: SMART_POPUPS.selection,
        title: t.selection.title,
        size: 'md',
        onClose: refocus,
        render: ({ close }) => (
          <SmartSelection
            looking={looking}
            onCancel={close}
            onSaved={(state, chosen) => {
              apply(state);
              close();
              if (state.smartMessages) openSuccess(chosen);
            }}
          />
        ),
      }),
    [modal, refocus, looking, apply, openSuccess],
  );

  const switchOn = useCallback(
    () =>
      modal.open({
        name: SMART_POPUPS.intro,
        title: t.intro.title,
        size: 'md',
        render: ({ close }) => (
          <SmartIntro
            onLater={close}
            onChoose={() => {
              close();
              openSelection();
            }}
          />
        ),
      }),
    [modal, openSelection],
  );

  const switchOff = useCallback(
    () =>
      modal.open({
        name: SMART_POPUPS.off,
        title: t.off.title,
        size: 'sm',
        onClose: refocus,
        render: ({ close }) => (
          <SmartOffConfirm
            onCancel={close}
            onSwitched={(state) => {
              apply(state);
              close();
            }}
          />
        ),
      }),
    [modal, refocus, apply],
  );

  return { switchOn, switchOff };
}
