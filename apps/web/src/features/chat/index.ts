/**
 * The chat (core-application §2 /chat, /chat/{dialogId}; §4 "Dialogs", "Realtime"). Screens
 * import the fast-message popup from here; the route table loads the page from ./pages.ts,
 * so the chat screen stays in its own chunk.
 */
export type { FastMessageRecipient } from './components/fast-message.tsx';
export {
  FAST_MESSAGE_POPUP,
  type FastMessageOptions,
  type OpenFastMessage,
  useFastMessage,
} from './hooks/use-fast-message.tsx';
