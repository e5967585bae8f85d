import {
  accountWarningText,
  type BanReason,
  type Dialog,
  type HiddenUser,
  type LikedYouItem,
  type Match,
  type Message,
  MODERATION_RELOAD_DELAY_MS,
  REPORT_OUTCOME_TEXT,
  type ReportDecisionKind,
  type UserCard,
  type VisitItem,
} from '@iskra/contract';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router';
import * as ru from '../../i18n/ru.ts';
import { useSocketEvent } from '../../shared/realtime/realtime-context.ts';
import { profilePath } from '../../shared/routing/profile-path.ts';
import { useSession } from '../../shared/session/session-context.ts';
import { type NotifyInput, useNotifications } from '../../ui/notifications/index.ts';
import type { CounterCookies } from './f-session.ts';
import { useFSession } from './use-f-session.ts';

const t = ru.realtime;

type NamedTexts = typeof import('../../i18n/ru/realtime-named.ts')['realtimeNamed'];
let namedTexts: Promise<NamedTexts | null> | undefined;

/**
 * The texts that decline a name (a match, a free user's message notice) with the declension
 * library, loaded on the first event that shows one. If it cannot be loaded (offline, or a
 * deploy replaced the chunk), the notification keeps the name in the nominative; the next event
 * asks again (a browser may keep the failure for the page's life: the nominative again).
 */
function loadNamedTexts(): Promise<NamedTexts | null> {
  namedTexts ??= import('../../i18n/ru/realtime-named.ts').then(
    (module) => module.realtimeNamed,
    (error: unknown) => {
      console.warn('Notification texts failed to load:', error);
      namedTexts = undefined;
      return null;
    },
  );
  return namedTexts;
}

/** Longest message preview in a notification, in characters. */
export const MESSAGE_PREVIEW_CHARS = 100;

export function messagePreview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MESSAGE_PREVIEW_CHARS ? `${line.slice(0, MESSAGE_PREVIEW_CHARS - 1)}…` : line;
}

function isCard(person: UserCard | HiddenUser): person is UserCard {
  return person.id !== null;
}

/** The avatar thumbnail of a person, or of the first photo when no avatar is set. */
function thumbnailOf(card: UserCard): string | undefined {
  return (card.images.find((image) => image.profile) ?? card.images[0])?.thumbnailUri;
}

/** The picture of a hidden person (free viewer): the blurred one, when there is one. */
function blurredOf(person: HiddenUser): string | undefined {
  return person.blurredUri ?? undefined;
}

/** Whether the router is showing the conversation of `dialogId`. */
function showsDialog(pathname: string, dialogId: string): boolean {
  const path = `/chat/${dialogId}`;
  return pathname === path || pathname.startsWith(`${path}/`);
}

export interface RealtimeNotificationsProps {
  /** The f-session counters' store (a test passes its own). */
  cookies?: CounterCookies;
  /** Reloads the page after moderation (a test passes its own). */
  reload?: () => void;
}

const reloadPage = () => window.location.reload();

/**
 * The signed-in user's live events as notifications (core-application §2 Shell, §4 "Realtime",
 * "Moderation", §6), and the "f" session protocol that asks the server for them (use-f-session.ts).
 * Mounted once in the shell for signed-in users.
 *
 * - SERVER:NEW_LOVE → match: 'Взаимная симпатия с {name}!' to the dialog (or /matches).
 * - SERVER:NEW_VISIT / SERVER:LIKE → visit / like. The server sends a free user the hidden shape
 *   of the person, so the text is anonymous and goes to /visitors or /liked-you; a premium user
 *   sees the name (a visit goes to the profile, a like to /liked-you).
 * - SERVER:NEW_MESSAGE → message, only for the partner's messages (never one's own from another
 *   tab) and only when that conversation is not on screen. Free users: blurred, the name without
 *   the text (§6); premium users: name and a preview. A message of the service account
 *   (dialog.partner.service) is a bot message ('messageBot'): not a person's private message,
 *   so everyone sees its name and preview.
 * - SERVER:JOIN: no notification. It repeats for every tab a partner opens, and the online dots
 *   of the chat already show it; a toast each time would be noise.
 * - SERVER:INVITE_MEETUP → meetup (the server sends none today; handled if it comes).
 * - SERVER:MODERATION_COMPLETE → 'Модерация вашего аккаунта закончена', reload after 3 s.
 * - SERVER:REPORT_DECIDED → the outcome of the user's report (REPORT_OUTCOME_TEXT).
 * - SERVER:ACCOUNT_WARNING → staff's warning (accountWarningText), as an error, linking to help.
 */
export function RealtimeNotifications({ cookies, reload = reloadPage }: RealtimeNotificationsProps) {
  useFSession(cookies);
  const { notify } = useNotifications();
  const { user } = useSession();
  const { pathname } = useLocation();
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reloadLater = useEffectEvent(() => reload());

  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(reloadTimer.current);
    };
  }, []);

  /** Shows a notification whose text declines a name, once the texts are there (not after sign-out). */
  const notifyNamed = (build: (texts: NamedTexts | null) => NotifyInput) => {
    void loadNamedTexts().then((texts) => {
      if (mounted.current) notify(build(texts));
    });
  };

  useSocketEvent('SERVER:NEW_LOVE', ({ match, dialog }: { match: Match; dialog: Dialog | null }) => {
    const { name, gender } = match.user;
    notifyNamed((texts) => ({
      type: 'match',
      text: texts ? texts.match(name, gender) : t.matchNominative(name),
      link: dialog ? `/chat/${dialog.id}` : '/matches',
      image: thumbnailOf(match.user),
    }));
  });

  useSocketEvent('SERVER:NEW_VISIT', ({ visit }: { visit: VisitItem }) => {
    const person = visit.visitor;
    notify(
      isCard(person)
        ? {
            type: 'visit',
            text: t.visit(person.name, person.gender),
            link: profilePath(person.userId),
            image: thumbnailOf(person),
          }
        : { type: 'visit', text: t.visitHidden, link: '/visitors', image: blurredOf(person) },
    );
  });

  useSocketEvent('SERVER:LIKE', ({ like }: { like: LikedYouItem }) => {
    const person = like.user;
    notify(
      isCard(person)
        ? {
            type: 'like',
            text: t.like(person.name, person.gender),
            link: '/liked-you',
            image: thumbnailOf(person),
          }
        : { type: 'like', text: t.likeHidden, link: '/liked-you', image: blurredOf(person) },
    );
  });

  useSocketEvent('SERVER:NEW_MESSAGE', ({ message, dialog }: { message: Message; dialog: Dialog }) => {
    if (!user || message.user === user.id || message.user !== dialog.partner.id) return;
    if (showsDialog(pathname, dialog.id)) return;
    const { name, gender, service } = dialog.partner;
    const shown = { link: `/chat/${dialog.id}`, image: dialog.partner.thumbnailUri ?? undefined };
    if (user.premiumFeatures || service) {
      notify({
        type: service ? 'messageBot' : 'message',
        text: t.message(name, messagePreview(message.text)),
        ...shown,
      });
      return;
    }
    notifyNamed((texts) => ({
      type: 'message',
      text: texts ? texts.messageHidden(name, gender) : t.messageHiddenNominative(name, gender),
      ...shown,
    }));
  });

  useSocketEvent('SERVER:INVITE_MEETUP', () => {
    notify({ type: 'meetup', text: t.meetup });
  });

  useSocketEvent('SERVER:REPORT_DECIDED', ({ decision }: { decision: ReportDecisionKind }) => {
    notify({ type: 'primary', text: REPORT_OUTCOME_TEXT[decision] });
  });

  useSocketEvent('SERVER:ACCOUNT_WARNING', ({ reason }: { reason: BanReason }) => {
    // It stays until closed: a warning is not to be missed in six seconds.
    notify({ type: 'error', text: accountWarningText(reason), link: '/help', important: true });
  });

  useSocketEvent('SERVER:MODERATION_COMPLETE', () => {
    notify({ type: 'primary', text: t.moderationComplete });
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(reloadLater, MODERATION_RELOAD_DELAY_MS);
  });

  return null;
}
