import { defaultGreeting, PROFILE, SUCCESS_TEXT } from '@iskra/contract';
import { type FormEvent, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { fieldErrorMap, useErrorHandler } from '../../../shared/api/index.ts';
import { useCurrentUser, useSession } from '../../../shared/session/session-context.ts';
import { Button } from '../../../ui/button/button.tsx';
import { TextArea } from '../../../ui/form/input.tsx';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { updateProfile } from '../../account/index.ts';
import { ModerationBadge, ModerationNote } from './moderation.tsx';
import { SectionCard } from './section-card.tsx';
import './section-card.css';
import './about-section.css';

const t = ru.profile.about;

export const ABOUT_EDIT_MODAL = 'profile-about-edit';

/** The About text, or the default greeting (name and city) when there is none. */
export function AboutText({ description, name, city }: { description: string; name: string; city: string }) {
  const text = description.trim();
  return <p className="about-text">{text || defaultGreeting(name, city)}</p>;
}

/** The about edit popup: a text with a counter up to PROFILE.descriptionMax. */
export function AboutEditForm({ onDone }: { onDone: () => void }) {
  const user = useCurrentUser();
  const { updateUser } = useSession();
  const { notify } = useNotifications();
  const handleError = useErrorHandler();
  const [text, setText] = useState(user.description);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (text.trim() === user.description.trim()) {
      onDone();
      return;
    }
    setSending(true);
    try {
      const answer = await updateProfile({ description: text.trim() });
      updateUser(answer.user);
      notify({ text: SUCCESS_TEXT.dataUpdated });
      onDone();
    } catch (failure) {
      const fields = handleError(failure);
      if (fields) setError(fieldErrorMap(fields).description ?? fields[0]?.msg);
      setSending(false);
    }
  }

  return (
    <form className="about-form" noValidate onSubmit={handleSubmit} aria-busy={sending}>
      <TextArea
        label={t.field}
        name="description"
        rows={7}
        maxLength={PROFILE.descriptionMax}
        placeholder={t.placeholder}
        value={text}
        error={error}
        hint={t.counter(text.length, PROFILE.descriptionMax)}
        data-autofocus
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <div className="profile-section__actions">
        <Button variant="secondary" onClick={onDone}>
          {ru.profile.cancel}
        </Button>
        <Button type="submit" loading={sending}>
          {ru.profile.save}
        </Button>
      </div>
    </form>
  );
}

/** About me on the own profile, with its moderation state and the edit pencil. */
export function OwnAboutSection() {
  const user = useCurrentUser();
  const modal = useModal();
  const hasText = user.description.trim() !== '';

  function openEditor() {
    modal.open({
      name: ABOUT_EDIT_MODAL,
      title: t.title,
      size: 'md',
      render: ({ close }) => <AboutEditForm onDone={close} />,
    });
  }

  return (
    <SectionCard
      title={t.title}
      badge={hasText ? <ModerationBadge state={user.descriptionConfirmed} /> : null}
      edit={{ label: t.edit, onEdit: openEditor, popup: true }}
    >
      <AboutText description={user.description} name={user.name} city={user.city} />
      {hasText ? (
        <ModerationNote
          state={user.descriptionConfirmed}
          pending={ru.profile.moderation.descriptionPending}
          failed={ru.profile.moderation.descriptionFailed}
        />
      ) : (
        <p className="profile-section__muted">{t.greetingNote}</p>
      )}
    </SectionCard>
  );
}
