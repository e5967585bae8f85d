import type { PushSubscriptionBody } from '@iskra/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProvideRealtime } from '../../shared/realtime/realtime-provider.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { fetchStub, jsonResponse, makeUser } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { useModal } from '../../ui/modal/modal-context.ts';
import { makeCard, makeMatch } from '../sympathies/test/fixtures.ts';
import { PushOffer } from './components/push-offer.tsx';
import { PushSettings } from './components/push-settings.tsx';
import { resetPushKey } from './model/push-control.ts';
import { announceMatch } from './model/push-offer-state.ts';

const KEY_PATH = '/api/notifications/push/key';
const SUBSCRIPTION_PATH = '/api/notifications/push/subscription';
/** A VAPID public key: 65 bytes, base64url. */
const PUBLIC_KEY = `BP${'A'.repeat(85)}`;
const ENDPOINT = 'https://push.example.com/send/abc';

/** The Push API of a browser, stubbed: permission, service worker registration, subscription. */
class FakePushBrowser {
  permission: NotificationPermission = 'default';
  /** What the permission prompt answers. */
  answer: NotificationPermission = 'granted';
  registered: string | null = null;
  subscription: {
    endpoint: string;
    options: { applicationServerKey: ArrayBuffer };
    toJSON: () => unknown;
    unsubscribe: () => Promise<boolean>;
  } | null = null;
  subscribedWith: Uint8Array | null = null;

  /** Subscribes as an earlier visit would have. */
  subscribeNow: () => Promise<unknown> = async () => undefined;

  install({ push = true }: { push?: boolean } = {}) {
    const pushManager = {
      getSubscription: async () => this.subscription,
      subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
        this.subscribedWith = applicationServerKey;
        const subscription = {
          endpoint: ENDPOINT,
          options: { applicationServerKey: applicationServerKey.slice().buffer },
          toJSON: () => ({
            endpoint: ENDPOINT,
            expirationTime: null,
            keys: { p256dh: 'BPk3y', auth: 'au7h' },
          }),
          unsubscribe: async () => {
            this.subscription = null;
            return true;
          },
        };
        this.subscription = subscription;
        return subscription;
      },
    };
    const registration = { pushManager };
    this.subscribeNow = () => pushManager.subscribe({ applicationServerKey: new Uint8Array(65) });
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    if (!push) return;
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        register: async (url: string) => {
          this.registered = url;
          return registration;
        },
        ready: Promise.resolve(registration),
        getRegistration: async () => (this.registered ? registration : undefined),
      },
    });
    vi.stubGlobal('PushManager', class {});
    const browser = this;
    vi.stubGlobal('Notification', {
      get permission() {
        return browser.permission;
      },
      requestPermission: async () => {
        browser.permission = browser.answer;
        return browser.answer;
      },
    });
  }
}

let browser: FakePushBrowser;
let saved: PushSubscriptionBody[];
let forgotten: string[];

function stubServer(enabled = true) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fetchStub({
        [`GET ${KEY_PATH}`]: () => jsonResponse(enabled ? { enabled, publicKey: PUBLIC_KEY } : { enabled }),
        [`POST ${SUBSCRIPTION_PATH}`]: (init) => {
          saved.push(JSON.parse(String(init?.body)) as PushSubscriptionBody);
          return jsonResponse({ success: true });
        },
        [`DELETE ${SUBSCRIPTION_PATH}`]: (init) => {
          forgotten.push((JSON.parse(String(init?.body)) as { endpoint: string }).endpoint);
          return jsonResponse({ success: true });
        },
      }),
    ),
  );
}

beforeEach(() => {
  browser = new FakePushBrowser();
  saved = [];
  forgotten = [];
  resetPushKey();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** Opens a popup, as the match's own popup does on the same event. */
function PopupOpener() {
  const modal = useModal();
  return (
    <button
      type="button"
      onClick={() => modal.open({ name: 'match', title: 'Взаимная симпатия!', render: () => <p>Попап</p> })}
    >
      Открыть попап
    </button>
  );
}

function renderOffer() {
  const socket = new FakeSocket();
  renderInShell(
    <ProvideRealtime value={{ socket: socket.asClient(), connected: true }}>
      <PopupOpener />
      <PushOffer />
    </ProvideRealtime>,
    { user: makeUser() },
  );
  const match = () =>
    act(() => socket.serverEmit('SERVER:NEW_LOVE', { match: makeMatch(makeCard()), dialog: null }));
  return { match };
}

const OFFER = 'Предложение включить уведомления';

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

describe('the push offer', () => {
  // The card and web push are chunks of their own, loaded with the first match: loaded before the
  // tests, so a test that waits a moment to see no offer does not pass merely because they were
  // still loading.
  beforeAll(() =>
    Promise.all([import('./components/push-offer-card.tsx'), import('./model/push-control.ts')]),
  );

  it('is not there before a match; after one it turns push on with the server key', async () => {
    browser.install();
    stubServer();
    const { match } = renderOffer();
    expect(screen.queryByRole('complementary', { name: OFFER })).not.toBeInTheDocument();

    match();
    const offer = await screen.findByRole('complementary', { name: OFFER });
    expect(offer).toHaveTextContent('Включи уведомления');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Включить' }));

    expect(await screen.findByText('Готово, уведомления включены')).toBeInTheDocument();
    expect(browser.registered).toBe('/app/sw.js');
    expect(base64url(browser.subscribedWith ?? new Uint8Array())).toBe(PUBLIC_KEY);
    expect(saved).toEqual([{ endpoint: ENDPOINT, keys: { p256dh: 'BPk3y', auth: 'au7h' } }]);
    expect(screen.queryByRole('complementary', { name: OFFER })).not.toBeInTheDocument();
  });

  it('saves a browser subscribed before again for this session at start, asking nothing', async () => {
    browser.install();
    stubServer();
    browser.permission = 'granted';
    browser.registered = '/app/sw.js';
    await browser.subscribeNow();
    renderOffer();
    await waitFor(() =>
      expect(saved).toEqual([{ endpoint: ENDPOINT, keys: { p256dh: 'BPk3y', auth: 'au7h' } }]),
    );
    expect(screen.queryByRole('complementary', { name: OFFER })).not.toBeInTheDocument();
  });

  it('waits for an open popup to close rather than hide behind it', async () => {
    browser.install();
    stubServer();
    const { match } = renderOffer();
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Открыть попап' }));
    await screen.findByRole('dialog', { name: 'Взаимная симпатия!' });
    match();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary', { name: OFFER })).not.toBeInTheDocument();
    await actor.keyboard('{Escape}');
    expect(await screen.findByRole('complementary', { name: OFFER })).toBeInTheDocument();
  });

  it('shows after a match made by the user’s own like too, and stays away once dismissed', async () => {
    browser.install();
    stubServer();
    const { match } = renderOffer();
    act(() => announceMatch());
    await screen.findByRole('complementary', { name: OFFER });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Не сейчас' }));
    expect(
      await screen.findByText('Хорошо. Включить уведомления можно в настройках аккаунта.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: OFFER })).not.toBeInTheDocument();

    match();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary', { name: OFFER })).not.toBeInTheDocument();
  });

  it('explains a refusal in the browser prompt, and does not offer again', async () => {
    browser.install();
    browser.answer = 'denied';
    stubServer();
    const { match } = renderOffer();
    match();
    await screen.findByRole('complementary', { name: OFFER });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Включить' }));
    expect(await screen.findByText(/запрещены в настройках браузера/)).toBeInTheDocument();
    expect(saved).toEqual([]);
    match();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary', { name: OFFER })).not.toBeInTheDocument();
  });

  it('is never shown without the Push API', async () => {
    browser.install({ push: false });
    stubServer();
    const first = renderOffer();
    first.match();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary', { name: OFFER })).not.toBeInTheDocument();
  });

  it('is not shown when the browser blocks notifications or the server has no keys', async () => {
    browser.install();
    browser.permission = 'denied';
    stubServer();
    renderOffer().match();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary', { name: OFFER })).not.toBeInTheDocument();

    browser.permission = 'default';
    resetPushKey();
    stubServer(false);
    renderOffer().match();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary', { name: OFFER })).not.toBeInTheDocument();
  });
});

describe('push in account settings', () => {
  const values = { pushMatch: true, pushMessage: false };

  function renderSettings(onToggle = vi.fn()) {
    renderInShell(<PushSettings values={values} onToggle={onToggle} disabled={false} />, {
      user: makeUser(),
    });
    return onToggle;
  }

  it('explains a browser without the Push API, and still has the account switches', async () => {
    browser.install({ push: false });
    stubServer();
    const onToggle = renderSettings();
    expect(await screen.findByText(/Этот браузер не умеет показывать уведомления/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Включить на этом устройстве' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Новые сообщения' })).not.toBeChecked();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Новые сообщения' }));
    expect(onToggle).toHaveBeenCalledWith('pushMessage', true);
  });

  it('explains notifications blocked in the browser', async () => {
    browser.install();
    browser.permission = 'denied';
    stubServer();
    renderSettings();
    expect(await screen.findByText(/запрещены в настройках браузера/)).toBeInTheDocument();
  });

  it('turns this device on and off', async () => {
    browser.install();
    stubServer();
    renderSettings();
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: 'Включить на этом устройстве' }));
    expect(await screen.findByText('На этом устройстве уведомления включены.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);

    await actor.click(screen.getByRole('button', { name: 'Выключить на этом устройстве' }));
    expect(await screen.findByText('На этом устройстве уведомления выключены.')).toBeInTheDocument();
    expect(forgotten).toEqual([ENDPOINT]);
    expect(browser.subscription).toBeNull();
  });

  it('shows nothing when the server sends no push', async () => {
    browser.install();
    stubServer(false);
    renderSettings();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('group', { name: 'Push-уведомления' })).not.toBeInTheDocument();
  });
});
