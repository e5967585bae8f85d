import { idSchema } from '@iskra/contract';
import { useId } from 'react';
import { useParams } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { EmptyState } from '../../../ui/empty-state/empty-state.tsx';
import { ChatIcon } from '../../../ui/icons/icons.tsx';
import { ChatProvider } from '../model/chat-provider.tsx';
import { Conversation, ConversationGone } from './conversation.tsx';
import { DialogList } from './dialog-list.tsx';
import './chat-page.css';

const t = ru.chat;

/**
 * /chat and /chat/{dialogId} (core-application §2): on wide screens the list and the chosen
 * conversation side by side; on phones one of them at a time, the conversation with a way back.
 */
export function ChatPage() {
  const { dialogId: param } = useParams();
  const titleId = useId();
  // Anything after the id (the route is not exact-match) is ignored; a malformed id is no dialog.
  const dialogId = param === undefined ? undefined : idSchema.safeParse(param).success ? param : null;
  const open = dialogId !== undefined;
  return (
    <ChatProvider>
      <div className={open ? 'chat chat--open' : 'chat'}>
        <section className="chat__sidebar" aria-labelledby={titleId}>
          <h1 id={titleId} className="chat__title">
            {t.title}
          </h1>
          <DialogList activeId={dialogId ?? undefined} />
        </section>
        <section className="chat__pane">
          {dialogId ? (
            <Conversation key={dialogId} dialogId={dialogId} />
          ) : dialogId === null ? (
            <ConversationGone />
          ) : (
            <div className="chat__pick">
              <EmptyState
                icon={<ChatIcon size={32} />}
                title={t.pickTitle}
                text={t.pickText}
                headingLevel={2}
              />
            </div>
          )}
        </section>
      </div>
    </ChatProvider>
  );
}
