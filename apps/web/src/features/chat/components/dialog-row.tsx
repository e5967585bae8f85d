import type { Dialog } from '@iskra/contract';
import { Link } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { Avatar } from '../../../ui/avatar/avatar.tsx';
import { CountBadge } from '../../../ui/badge/badge.tsx';
import { formatListTime } from '../model/when.ts';
import { MessageStatus } from './message-status.tsx';
import './dialog-row.css';

const t = ru.chat;

export interface DialogRowProps {
  dialog: Dialog;
  typing: boolean;
  active: boolean;
}

/**
 * One dialog of the list: the partner (avatar, name, online dot), the last message (one's own
 * with its read ticks) or "печатает…", the unread count and the time.
 */
export function DialogRow({ dialog, typing, active }: DialogRowProps) {
  const { partner, lastMessage, unread } = dialog;
  const own = lastMessage !== null && lastMessage.user !== partner.id;
  const when = lastMessage?.createdAt ?? dialog.updatedAt;
  return (
    <Link
      to={`/chat/${dialog.id}`}
      className={['dialog-row', active ? 'dialog-row--active' : '', unread > 0 ? 'dialog-row--unread' : '']
        .filter(Boolean)
        .join(' ')}
      aria-current={active ? 'page' : undefined}
    >
      <Avatar name={partner.name} src={partner.thumbnailUri} vip={partner.vip} online={partner.online} />
      <span className="dialog-row__body">
        <span className="dialog-row__top">
          <span className="dialog-row__name">{partner.name}</span>
          {partner.online && <span className="visually-hidden">, {t.online}</span>}
          <time className="dialog-row__time" dateTime={when}>
            {formatListTime(when)}
          </time>
        </span>
        <span className="dialog-row__bottom">
          {typing ? (
            <span className="dialog-row__typing">{t.typing}</span>
          ) : (
            <span className="dialog-row__preview">
              {own && lastMessage && (
                <>
                  <MessageStatus status={lastMessage.read ? 'read' : 'sent'} />
                  <span className="dialog-row__you">{t.you} </span>
                </>
              )}
              {lastMessage?.text.replace(/\s+/g, ' ')}
            </span>
          )}
          <CountBadge className="dialog-row__unread" count={unread} label={t.unread(unread)} />
        </span>
      </span>
    </Link>
  );
}
