import type { BlockedPerson } from '@iskra/contract';
import { useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useErrorHandler } from '../../../shared/api/index.ts';
import { useLoaded } from '../../../shared/hooks/use-loaded.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { Avatar } from '../../../ui/avatar/avatar.tsx';
import { Button } from '../../../ui/button/button.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { Spinner } from '../../../ui/spinner/spinner.tsx';
import { safetyApi } from '../api/safety-api.ts';
import './blocked-list.css';

const t = ru.safety;
const day = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

const fetchBlocked = () => safetyApi.blocked();

/** The people the user blocked, each with a way to unblock (account settings). */
export function BlockedList() {
  const user = useCurrentUser();
  const handleError = useErrorHandler();
  const { notify } = useNotifications();
  const [busy, setBusy] = useState<string | null>(null);

  const { loaded, setLoaded, reload } = useLoaded(fetchBlocked);

  async function unblock(person: BlockedPerson) {
    setBusy(person.id);
    try {
      await safetyApi.unblock(person.id);
      setLoaded((current) =>
        current.kind === 'ready'
          ? { kind: 'ready', value: current.value.filter((p) => p.id !== person.id) }
          : current,
      );
      notify(t.unblocked);
    } catch (error) {
      handleError(error, { fieldsAsNotification: true });
    } finally {
      setBusy(null);
    }
  }

  if (loaded.kind === 'loading') return <Spinner label={ru.app.loading} />;
  if (loaded.kind === 'failed') {
    return (
      <div className="blocked-list__failed" role="alert">
        <p>{t.blockedFailed}</p>
        <Button variant="secondary" size="sm" onClick={reload}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (loaded.value.length === 0) return <p className="blocked-list__empty">{t.blockedEmpty(user.gender)}</p>;
  return (
    <ul className="blocked-list">
      {loaded.value.map((person) => (
        <li key={person.id} className="blocked-list__row">
          <Avatar name={person.name} src={person.avatar} size="sm" />
          <span className="blocked-list__who">
            <span className="blocked-list__name">{person.name}</span>
            <span className="blocked-list__since">
              {t.blockedSince(day.format(new Date(person.blockedAt)))}
            </span>
          </span>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t.unblockLabel(person.name)}
            loading={busy === person.id}
            disabled={busy !== null && busy !== person.id}
            onClick={() => void unblock(person)}
          >
            {t.unblock}
          </Button>
        </li>
      ))}
    </ul>
  );
}
