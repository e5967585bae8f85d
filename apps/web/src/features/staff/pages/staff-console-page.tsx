import { STAFF_ROLE_LABEL, type Staff, type StaffLoginResponse } from '@iskra/contract';
import { useCallback, useEffect, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { isApiError, useErrorHandler } from '../../../shared/api/index.ts';
import { Badge, Button, Logo, Tabs } from '../../../ui/index.ts';
import { NotificationsProvider } from '../../../ui/notifications/notifications-provider.tsx';
import { setStaffToken, staffApi, staffToken } from '../api/staff-api.ts';
import { AuditLog } from '../components/audit-log.tsx';
import { formatDateTime } from '../components/format.ts';
import { HeldMessagesQueue } from '../components/held-messages-queue.tsx';
import { ModerationQueue } from '../components/moderation-queue.tsx';
import { PhotosQueue } from '../components/photos-queue.tsx';
import { ReportsQueue } from '../components/reports-queue.tsx';
import { SignalsList } from '../components/signals-list.tsx';
import { StaffLogin } from '../components/staff-login.tsx';
import { TierGrant } from '../components/tier-grant.tsx';
import { UserLookup } from '../components/user-lookup.tsx';
import '../staff.css';

const t = ru.staff;

type Tab = 'reports' | 'signals' | 'messages' | 'queue' | 'photos' | 'users' | 'tiers' | 'audit';
type SessionState =
  | { status: 'checking' }
  | { status: 'signedOut' }
  | { status: 'in'; staff: Staff; expiresAt: string };

/** The operator console (/staff): its own sign-in and session, apart from the users' app. */
export function StaffConsolePage() {
  return (
    <NotificationsProvider>
      <StaffConsole />
    </NotificationsProvider>
  );
}

function StaffConsole() {
  const handleError = useErrorHandler();
  const [session, setSession] = useState<SessionState>(() =>
    staffToken() ? { status: 'checking' } : { status: 'signedOut' },
  );
  const [tab, setTab] = useState<Tab>('reports');
  const [openUserId, setOpenUserId] = useState<string | null>(null);

  useEffect(() => {
    document.title = t.title;
  }, []);

  const signOut = useCallback(() => {
    setStaffToken(null);
    setSession({ status: 'signedOut' });
  }, []);

  useEffect(() => {
    if (session.status !== 'checking') return;
    staffApi
      .me()
      .then((me) => setSession({ status: 'in', staff: me.staff, expiresAt: me.expiresAt }), signOut);
  }, [session.status, signOut]);

  /** An ended session (401) returns to the sign-in; anything else is a notification. */
  const onError = useCallback(
    (error: unknown) => {
      if (isApiError(error) && (error.status === 401 || error.status === 404) && !error.fieldErrors.length) {
        if (error.code === 'sessionExpired' || !staffToken()) {
          handleError(error);
          signOut();
          return;
        }
      }
      handleError(error);
    },
    [handleError, signOut],
  );

  function handleSignedIn(answer: StaffLoginResponse) {
    setStaffToken(answer.token);
    setSession({ status: 'in', staff: answer.staff, expiresAt: answer.expiresAt });
  }

  async function handleSignOut() {
    await staffApi.logout().catch(() => undefined);
    signOut();
  }

  const openAccount = useCallback((userId: string) => {
    setOpenUserId(userId);
    setTab('users');
  }, []);

  if (session.status === 'checking') return <main className="staff-console" aria-busy="true" />;
  if (session.status === 'signedOut') return <StaffLogin onSignedIn={handleSignedIn} />;

  const admin = session.staff.role === 'admin';
  const items = [
    {
      value: 'reports' as const,
      label: t.tabReports,
      content: <ReportsQueue onError={onError} onOpenAccount={openAccount} />,
    },
    {
      value: 'signals' as const,
      label: t.tabSignals,
      content: <SignalsList onError={onError} onOpenAccount={openAccount} />,
    },
    {
      value: 'messages' as const,
      label: t.tabMessages,
      content: <HeldMessagesQueue onError={onError} onOpenAccount={openAccount} />,
    },
    {
      value: 'queue' as const,
      label: t.tabQueue,
      content: <ModerationQueue onError={onError} onOpenAccount={openAccount} />,
    },
    {
      value: 'photos' as const,
      label: t.tabPhotos,
      content: <PhotosQueue onError={onError} onOpenAccount={openAccount} />,
    },
    {
      value: 'users' as const,
      label: t.tabUsers,
      content: <UserLookup openUserId={openUserId} onError={onError} />,
    },
    ...(admin
      ? [
          { value: 'tiers' as const, label: t.tabTiers, content: <TierGrant onError={onError} /> },
          { value: 'audit' as const, label: t.tabAudit, content: <AuditLog onError={onError} /> },
        ]
      : []),
  ];
  return (
    <div className="staff-console">
      <header className="staff-bar">
        <Logo />
        <h1 className="staff-bar__title">{t.heading}</h1>
        <div className="staff-bar__who">
          <span className="staff-bar__email">{session.staff.email}</span>
          <Badge tone="neutral">{STAFF_ROLE_LABEL[session.staff.role]}</Badge>
          <span className="staff-muted">{t.sessionEnds(formatDateTime(session.expiresAt) ?? '')}</span>
          <Button size="sm" variant="ghost" onClick={() => void handleSignOut()}>
            {t.signOut}
          </Button>
        </div>
      </header>
      <main className="staff-main">
        <Tabs label={t.tabsLabel} className="staff-tabs" items={items} value={tab} onChange={setTab} />
      </main>
    </div>
  );
}
