import type { BanReason, PhotoDecision, StaffUser } from '@iskra/contract';
import { type FormEvent, useEffect, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { fieldErrorMap, isApiError } from '../../../shared/api/index.ts';
import { Button, Input } from '../../../ui/index.ts';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { staffApi } from '../api/staff-api.ts';
import { AccountCard } from './account-card.tsx';

const t = ru.staff;

export interface UserLookupProps {
  /** An account to open at once (from the queue). */
  openUserId: string | null;
  onError: (error: unknown) => void;
}

/** Finds an account by number or e-mail (each opening is an audited read) and acts on it. */
export function UserLookup({ openUserId, onError }: UserLookupProps) {
  const { notify } = useNotifications();
  const [query, setQuery] = useState('');
  const [queryError, setQueryError] = useState<string | undefined>();
  const [user, setUser] = useState<StaffUser | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!openUserId) return;
    staffApi.user(openUserId).then(
      (answer) => setUser(answer.user),
      (error: unknown) => onError(error),
    );
  }, [openUserId, onError]);

  async function handleFind(event: FormEvent) {
    event.preventDefault();
    setQueryError(undefined);
    setBusy(true);
    try {
      setUser((await staffApi.findUser(query)).user);
    } catch (error) {
      setUser(null);
      if (isApiError(error) && error.kind === 'fields') setQueryError(fieldErrorMap(error.fieldErrors).query);
      else onError(error);
    } finally {
      setBusy(false);
    }
  }

  async function handleMeasure(
    measure: 'warn' | 'ban',
    reason: BanReason,
    note: string,
  ): Promise<Record<string, string>> {
    if (!user) return {};
    setBusy(true);
    try {
      const call = measure === 'ban' ? staffApi.ban : staffApi.warn;
      setUser((await call(user.id, reason, note)).user);
      notify(measure === 'ban' ? t.banned : t.warned);
      return {};
    } catch (error) {
      if (isApiError(error) && error.kind === 'fields') return fieldErrorMap(error.fieldErrors);
      onError(error);
      return {};
    } finally {
      setBusy(false);
    }
  }

  async function handlePhoto(imageId: string, decision: PhotoDecision) {
    if (!user) return;
    setBusy(true);
    try {
      await staffApi.decidePhoto(imageId, decision);
      notify(decision === 'reject' ? t.photoRejected : t.decided);
    } catch (error) {
      onError(error);
    } finally {
      try {
        setUser((await staffApi.user(user.id)).user);
      } catch (error) {
        onError(error);
      }
      setBusy(false);
    }
  }

  async function handleUnban() {
    if (!user) return;
    setBusy(true);
    try {
      setUser((await staffApi.unban(user.id)).user);
      notify(t.unbanned);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="staff-section" aria-label={t.tabUsers}>
      <form className="staff-lookup" onSubmit={handleFind} noValidate>
        <Input
          label={t.lookupLabel}
          name="query"
          placeholder={t.lookupPlaceholder}
          value={query}
          error={queryError}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Button type="submit" loading={busy && !user}>
          {t.lookup}
        </Button>
      </form>
      {user && (
        <AccountCard
          key={user.id}
          user={user}
          busy={busy}
          onMeasure={handleMeasure}
          onUnban={() => void handleUnban()}
          onPhoto={(imageId, decision) => void handlePhoto(imageId, decision)}
        />
      )}
    </section>
  );
}
