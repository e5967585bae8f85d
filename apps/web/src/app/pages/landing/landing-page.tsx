import { SUCCESS_TEXT } from '@iskra/contract';
import { type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  EMPTY_REGISTRATION,
  LoginForm,
  RegistrationForm,
  type RegistrationValues,
  RestoreRequestForm,
} from '../../../features/auth/index.ts';
import * as ru from '../../../i18n/ru.ts';
import { activationLinkError } from '../../../shared/routing/activation-link.ts';
import { LANDING_LOGIN_PARAM } from '../../../shared/routing/landing.ts';
import { Badge } from '../../../ui/badge/badge.tsx';
import { Button } from '../../../ui/button/button.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { ChatIcon, FlameIcon, ShieldIcon, SparkIcon } from '../../../ui/icons/icons.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { type TabItem, Tabs } from '../../../ui/tabs/tabs.tsx';
import { LandingSlideshow } from './landing-slideshow.tsx';
import './landing-page.css';

/** Auth tabs of core-application §4: registration (1), login (2), restore (3). */
export type AuthTab = 1 | 2 | 3;

/** The landing starts on login after e-mail activation or when coming from a legal page. */
export function initialAuthTab(params: URLSearchParams): AuthTab {
  const login = ['activated', 'fromLegal', 'emailReverted', LANDING_LOGIN_PARAM].some((name) =>
    params.has(name),
  );
  return login ? 2 : 1;
}

const AUTH_CARD_ID = 'landing-auth';

/**
 * Brings the forms into view (on phones they are below the first screen), once the tab the
 * caller just chose has been drawn, so the scroll aims at the final layout.
 */
function scrollToAuth(): void {
  requestAnimationFrame(() => {
    const card = document.getElementById(AUTH_CARD_ID);
    if (!card) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    card.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  });
}

const t = ru.landing;

const FEATURES = [
  { icon: <FlameIcon size={22} />, title: t.features.discoverTitle, text: t.features.discoverText },
  { icon: <SparkIcon size={22} />, title: t.features.matchTitle, text: t.features.matchText },
  { icon: <ChatIcon size={22} />, title: t.features.chatTitle, text: t.features.chatText },
];

function Panel({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="landing__panel">
      <div className="landing__panel-head">
        <h2 className="landing__panel-title">{title}</h2>
        <p className="landing__panel-text">{text}</p>
      </div>
      {children}
    </div>
  );
}

export function LandingPage() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<AuthTab>(() => initialAuthTab(params));
  const [draft, setDraft] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const { notify, notifyError } = useNotifications();
  const activated = params.has('activated');
  const linkError = activationLinkError(params);

  function openTab(next: AuthTab): void {
    setTab(next);
    scrollToAuth();
  }

  // The header's «Войти» (/?login), also while on the landing already: every such navigation
  // (the location key) opens the login tab and brings it into view.
  const { key: locationKey } = useLocation();
  const openAskedTab = useEffectEvent((_locationKey: string) => {
    if (params.has(LANDING_LOGIN_PARAM)) openTab(2);
  });
  useEffect(() => openAskedTab(locationKey), [locationKey]);

  // The undo link of an e-mail change (EMAIL_REVERT_LANDING): the address is back, sessions ended.
  const emailReverted = params.has('emailReverted');
  useEffect(() => {
    if (emailReverted) notify({ text: t.emailReverted, important: true });
  }, [emailReverted, notify]);

  useEffect(() => {
    if (activated) notify({ text: SUCCESS_TEXT.emailConfirmed });
  }, [activated, notify]);

  useEffect(() => {
    if (linkError) notifyError(linkError);
  }, [linkError, notifyError]);

  const items: readonly TabItem<AuthTab>[] = [
    {
      value: 1,
      label: t.tabs.registration,
      content: (
        <Panel title={t.panels.registrationTitle} text={t.panels.registrationText}>
          <RegistrationForm values={draft} onValuesChange={setDraft} />
        </Panel>
      ),
    },
    {
      value: 2,
      label: t.tabs.login,
      content: (
        <Panel title={t.panels.loginTitle} text={t.panels.loginText}>
          <LoginForm onForgot={() => setTab(3)} />
        </Panel>
      ),
    },
    {
      value: 3,
      label: t.tabs.restore,
      content: (
        <Panel title={t.panels.restoreTitle} text={t.panels.restoreText}>
          <RestoreRequestForm onBackToLogin={() => setTab(2)} />
        </Panel>
      ),
    },
  ];

  return (
    <div className="landing">
      <div className="landing__glow" aria-hidden="true" />
      <div className="landing__hero">
        <section className="landing__intro" aria-labelledby="landing-title">
          <Badge tone="accent" className="landing__eyebrow">
            <SparkIcon size={14} />
            {t.eyebrow}
          </Badge>
          <h1 id="landing-title" className="landing__title">
            {t.title}
          </h1>
          <p className="landing__pitch">{t.pitch}</p>
          {/* Phones: the forms are below the picture, so the first screen leads to them. */}
          <div className="landing__cta">
            <Button onClick={() => openTab(1)}>{t.cta.register}</Button>
            <Button variant="secondary" onClick={() => openTab(2)}>
              {t.cta.login}
            </Button>
          </div>
        </section>
        <div className="landing__show">
          <LandingSlideshow />
        </div>
        <Card id={AUTH_CARD_ID} className="landing__auth" padding="lg">
          <Tabs label={t.tabsLabel} items={items} value={tab} onChange={setTab} />
          <p className="landing__safety">
            <ShieldIcon size={18} />
            <span>
              {t.safety} <Link to="/confidential">{t.safetyLink}</Link>
            </span>
          </p>
        </Card>
        <ul className="landing__features">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="landing__feature">
              <span className="landing__feature-icon" aria-hidden="true">
                {feature.icon}
              </span>
              <span>
                <strong className="landing__feature-title">{feature.title}</strong>
                <span className="landing__feature-text">{feature.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
