import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * After a failed submit, moves the focus to the first field marked invalid, so keyboard and
 * screen reader users land on the problem (and phones scroll to it).
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [request, formRef]);
  return useCallback(() => setRequest((value) => value + 1), []);
}
