import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';

/**
 * After a failed submit, moves the focus to the first field marked invalid, so keyboard and
 * screen reader users land on the problem (and phones scroll to it). It moves as the errors are
 * committed, before the next paint, so a key typed meanwhile goes to the field.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useLayoutEffect(() => {
    if (request === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [request, formRef]);
  return useCallback(() => setRequest((value) => value + 1), []);
}
