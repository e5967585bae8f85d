/** Smart messages: the own profile's switch and its popups (core-application §2, §4, §5). */

export { SmartSentMark } from './components/smart-sent-mark.tsx';
export { SmartMessagesSwitch } from './components/smart-switch.tsx';
