import * as ru from '../../../i18n/ru.ts';
import { SparkIcon } from '../../../ui/icons/icons.tsx';
import './smart-sent-mark.css';

/**
 * Under an opener the service sent for the user, in their own chat only (the recipient sees a
 * normal message): plain text, so a screen reader reads it right after the message.
 */
export function SmartSentMark() {
  return (
    <span className="smart-mark">
      <SparkIcon size={12} aria-hidden="true" />
      {ru.smartMessages.sentMark}
    </span>
  );
}
