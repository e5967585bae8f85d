import type { Dialog } from '@iskra/contract';
import { useEffect, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { profilePath } from '../../../shared/routing/profile-path.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { Avatar } from '../../../ui/avatar/avatar.tsx';
import { ButtonLink } from '../../../ui/button/button.tsx';
import { EmptyState } from '../../../ui/empty-state/empty-state.tsx';
import { ChatIcon, ChevronLeftIcon, TrashIcon } from '../../../ui/icons/icons.tsx';
import { useConfirm } from '../../../ui/modal/confirm-dialog.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { Skeleton } from '../../../ui/skeleton/skeleton.tsx';
import { PersonMenu, type PersonMenuItem, safetyItems, useSafetyActions } from '../../safety/index.ts';
import { usePageVisible } from '../hooks/use-page-visible.ts';
import { useChat, useChatStore } from '../model/chat-context.ts';
import { hasUnread } from '../model/chat-state.ts';
import { FEW_FREE_MESSAGES, nextIsReply } from '../model/message-text.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { refusalOf, WriteOffer } from './write-offer.tsx';
import './conversation.css';
import './message-list.css';

const t = ru.chat;

function BackLink() {
  return (
    <Link to="/chat" className="conversation__back" aria-label={t.back}>
      <ChevronLeftIcon size={22} />
    </Link>
  );
}

function ConversationHeader({
  dialog,
  typing,
  actions,
}: {
  dialog: Dialog;
  typing: boolean;
  actions: PersonMenuItem[];
}) {
  const { partner } = dialog;
  const statusId = useId();
  return (
    <header className="conversation__header">
      <BackLink />
      <Link
        to={profilePath(partner.userId)}
        className="conversation__partner"
        aria-label={t.openProfile(partner.name)}
        aria-describedby={statusId}
      >
        <Avatar
          name={partner.name}
          src={partner.thumbnailUri}
          vip={partner.vip}
          size="sm"
          online={partner.online}
        />
        <span className="conversation__who">
          <span className="conversation__name">{partner.name}</span>
          <span
            id={statusId}
            className={
              typing || partner.online
                ? 'conversation__status conversation__status--live'
                : 'conversation__status'
            }
          >
            {typing ? t.typing : partner.online ? t.online : t.offline}
          </span>
        </span>
      </Link>
      <PersonMenu className="conversation__menu" items={actions} />
    </header>
  );
}

function ConversationSkeleton() {
  return (
    <div className="conversation" aria-busy="true">
      <div className="conversation__header">
        <BackLink />
        <Skeleton shape="circle" width={40} height={40} />
        <Skeleton shape="text" width={140} />
      </div>
      <div className="messages-frame">
        <span className="visually-hidden">{ru.app.loading}</span>
      </div>
    </div>
  );
}

/** A dialog that is no more (deleted, or never there); with a way back when it was opened here. */
export function ConversationGone({ back = false }: { back?: boolean }) {
  return (
    <div className="conversation conversation--gone">
      {back && (
        <div className="conversation__header">
          <BackLink />
        </div>
      )}
      <EmptyState
        className="conversation__gone-state"
        icon={<ChatIcon size={32} />}
        title={t.goneTitle}
        text={t.goneText}
        action={
          back ? (
            <ButtonLink to="/chat" variant="secondary">
              {t.back}
            </ButtonLink>
          ) : undefined
        }
      />
    </div>
  );
}

/** Desktops with a mouse get the field focused; phones keep the keyboard closed until asked. */
function prefersFocus(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: fine)').matches;
}

/**
 * One dialog (core-application §2 /chat/{dialogId}): the partner with their online state or
 * "печатает…", the messages, and the composer or, when writing is not allowed now, the
 * Premium offer. Seeing the dialog marks it read, new messages included.
 */
export function Conversation({ dialogId }: { dialogId: string }) {
  const store = useChatStore();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { notify } = useNotifications();
  const safety = useSafetyActions();
  const visible = usePageVisible();
  const dialog = useChat((state) => state.dialogs[dialogId]);
  const thread = useChat((state) => state.threads[dialogId]);
  const typing = useChat((state) => Boolean(state.typing[dialogId]));
  const gone = useChat((state) => state.gone[dialogId]);
  const unread = useChat((state) => hasUnread(state, dialogId));

  useEffect(() => store.openDialog(dialogId), [store, dialogId]);

  useEffect(() => {
    if (visible && unread && thread?.loaded) void store.markRead(dialogId);
  }, [store, dialogId, visible, unread, thread?.loaded]);

  if (gone) return <ConversationGone back />;
  if (!dialog) return <ConversationSkeleton />;

  async function handleDelete() {
    if (!dialog) return;
    const yes = await confirm({
      name: 'chat-delete',
      title: t.deleteTitle,
      text: t.deleteText(dialog.partner.name, dialog.partner.gender),
      confirmLabel: t.deleteConfirm,
      cancelLabel: t.deleteCancel,
      tone: 'danger',
    });
    if (!yes || !(await store.remove(dialogId))) return;
    notify(t.deleted);
    navigate('/chat', { replace: true });
  }

  /** A block or an unmatch took the dialog away for both: this tab leaves it too. */
  function leave() {
    store.deleted(dialogId);
    navigate('/chat', { replace: true });
  }

  const person = { id: dialog.partner.id, name: dialog.partner.name, gender: dialog.partner.gender };
  const actions: PersonMenuItem[] = [
    ...safetyItems(safety, person, { place: 'chat', onGone: leave, unmatch: true }),
    {
      key: 'delete',
      label: t.deleteDialog,
      icon: <TrashIcon size={20} />,
      danger: true,
      onSelect: () => void handleDelete(),
    },
  ];

  // What is left today matters only for a message that is not a reply (replies are free).
  const few =
    !user.premiumFeatures &&
    user.freeMessages > 0 &&
    user.freeMessages <= FEW_FREE_MESSAGES &&
    !nextIsReply(dialog);
  return (
    <div className="conversation">
      <ConversationHeader dialog={dialog} typing={typing} actions={actions} />
      <MessageList
        dialog={dialog}
        thread={thread}
        typing={typing}
        onReportMessage={(messageId) =>
          void safety.report({ ...person, messageId }).then(({ blocked }) => {
            if (blocked) leave();
          })
        }
      />
      {dialog.disallowed ? (
        <WriteOffer user={user} refusal={refusalOf(user)} />
      ) : (
        <Composer
          key={dialogId}
          autoFocus={prefersFocus()}
          note={few ? t.freeLeft(user.freeMessages) : null}
          onSend={(text) => store.send(dialogId, text)}
          onTyping={() => store.typed(dialogId)}
        />
      )}
    </div>
  );
}
