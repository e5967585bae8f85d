export { ChatPage } from './components/chat-page.tsx';
