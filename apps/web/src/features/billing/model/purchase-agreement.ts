import { ERROR_TEXT } from '@iskra/contract';
import { useCallback, useState } from 'react';

/** Agreement state of a purchase page (paid-tiers-and-legal §3): value1, value2, error. */
export interface Agreement {
  /** Terms of service and the personal-data policy. */
  value1: boolean;
  /** The subscription terms, with automatic renewal. */
  value2: boolean;
  error: string | false;
}

export interface AgreementControls extends Agreement {
  setValue1: (value: boolean) => void;
  setValue2: (value: boolean) => void;
  /** True when both boxes are ticked; otherwise sets the error (§5) and nothing may be sent. */
  confirm: () => boolean;
}

export function useAgreement(): AgreementControls {
  const [state, setState] = useState<Agreement>({ value1: false, value2: false, error: false });
  // Ticking (or unticking) a box clears the error (§4 step 8); the next press checks again.
  const setValue1 = useCallback((value1: boolean) => setState((s) => ({ ...s, value1, error: false })), []);
  const setValue2 = useCallback((value2: boolean) => setState((s) => ({ ...s, value2, error: false })), []);
  const confirm = useCallback(() => {
    if (state.value1 && state.value2) return true;
    setState((s) => ({ ...s, error: ERROR_TEXT.subscriptionAgreementRequired }));
    return false;
  }, [state.value1, state.value2]);
  return { ...state, setValue1, setValue2, confirm };
}
