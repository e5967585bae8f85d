import { APP_BASE_PATH, NOTIFICATION, type NotificationType } from '@iskra/contract';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import * as ru from '../../i18n/ru.ts';
import {
  AlertIcon,
  BellIcon,
  BotIcon,
  CalendarIcon,
  ChatIcon,
  CloseIcon,
  EyeIcon,
  HeartIcon,
  SparkIcon,
} from '../icons/icons.tsx';
import type { ShownNotification } from './notifications-context.ts';

const ICONS: Record<NotificationType, ReactNode> = {
  primary: <BellIcon size={20} />,
  error: <AlertIcon size={20} />,
  match: <SparkIcon size={20} />,
  visit: <EyeIcon size={20} />,
  like: <HeartIcon size={20} />,
  message: <ChatIcon size={20} />,
  messageBot: <BotIcon size={20} />,
  online: <SparkIcon size={20} />,
  meetup: <CalendarIcon size={20} />,
};

/** Movement below this is a tap, not a drag. */
const TAP_SLOP_PX = 6;

/** Router path of a link: notifications may carry full /app/... addresses. */
function routerPath(link: string): string {
  if (link === APP_BASE_PATH) return '/';
  return link.startsWith(`${APP_BASE_PATH}/`) ? link.slice(APP_BASE_PATH.length) : link;
}

export interface NotificationToastProps {
  notification: ShownNotification;
  onDismiss: (id: string) => void;
}

export function NotificationToast({ notification, onDismiss }: NotificationToastProps) {
  const { id, type, text, link, important, image, visible } = notification;
  const navigate = useNavigate();
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ pointerId: number; startY: number } | null>(null);
  const dragged = useRef(false);
  const remaining = useRef<number>(NOTIFICATION.autoCloseMs);

  // Auto-close, paused while the pointer or keyboard focus is on the notification.
  useEffect(() => {
    if (important || !visible || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [id, important, visible, paused, onDismiss]);

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0 || (event.target as Element).closest('.toast__close')) return;
    drag.current = { pointerId: event.pointerId, startY: event.clientY };
    dragged.current = false;
    setDragging(true);
    // No capture yet: a captured pointer sends the click to the toast itself instead of the
    // button under it, so a mouse click would open nothing.
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    const delta = event.clientY - start.startY;
    if (!dragged.current && Math.abs(delta) > TAP_SLOP_PX) {
      dragged.current = true;
      // A real drag keeps the pointer even when it leaves the toast.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    // Up follows the finger; down resists, since only an upward swipe closes.
    setOffset(delta < 0 ? delta : delta * 0.2);
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    const delta = event.clientY - start.startY;
    if (-delta > NOTIFICATION.swipeCloseThresholdPx) onDismiss(id);
    else setOffset(0);
  }

  function handlePointerCancel() {
    drag.current = null;
    setDragging(false);
    setOffset(0);
  }

  function handleOpen() {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    if (link) navigate(routerPath(link));
    onDismiss(id);
  }

  const tone = type === 'error' ? 'error' : 'primary';
  const classes = [
    'toast',
    `toast--${tone}`,
    `toast--kind-${type}`,
    visible ? 'toast--visible' : 'toast--hiding',
  ];
  if (dragging) classes.push('toast--dragging');
  const body = (
    <>
      {image ? (
        <img className="toast__image" src={image} alt="" width={40} height={40} />
      ) : (
        <span className="toast__icon" aria-hidden="true">
          {ICONS[type ?? 'primary']}
        </span>
      )}
      <span className="toast__text">{text}</span>
    </>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: swipe-up-to-close is a pointer gesture; the close button is the accessible equivalent
    <div
      className={classes.join(' ')}
      data-testid="notification"
      style={
        offset
          ? { transform: `translateY(${offset}px)`, opacity: Math.max(0.2, 1 + offset / 120) }
          : undefined
      }
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={handlePointerCancel}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {link ? (
        <button type="button" className="toast__body toast__body--link" onClick={handleOpen}>
          {body}
        </button>
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: a tap on a text-only toast just dismisses it; the close button is the accessible way
        // biome-ignore lint/a11y/useKeyWithClickEvents: see above
        <div className="toast__body" onClick={handleOpen}>
          {body}
        </div>
      )}
      <button
        type="button"
        className="toast__close"
        aria-label={ru.notifications.close}
        onClick={() => onDismiss(id)}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
