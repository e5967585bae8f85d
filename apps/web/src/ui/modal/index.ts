export { type ConfirmOptions, useConfirm } from './confirm-dialog.tsx';
export { focusableIn, focusInOtherDialog, useFocusTrap, useRestoreFocus, useScrollLock } from './focus.ts';
export {
  type ModalApi,
  ModalContext,
  type ModalControls,
  type ModalOptions,
  useModal,
} from './modal-context.ts';
export { ModalProvider } from './modal-provider.tsx';
