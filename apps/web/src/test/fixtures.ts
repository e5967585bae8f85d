import {
  type AuthResponse,
  type CurrentUser,
  EMPTY_INFO,
  hasPremiumFeatures,
  type MenuData,
  type SiteInfo,
} from '@iskra/contract';

export const SITE_INFO: SiteInfo = {
  geo: 'RU',
  operator: {
    name: 'ООО «Оператор Искры»',
    taxIdLabel: 'ИНН',
    taxId: '7700000001',
    registrationNumber: '1227700000001',
    address: '123112, г. Москва, Пресненская наб., д. 12',
    email: 'privacy@iskra.test',
  },
  supportEmail: 'support@iskra.test',
  publicUrl: 'http://localhost:8080',
  paymentsSandbox: true,
  metrikaId: null,
  errorReporting: null,
};

/** A current user; `premiumFeatures` follows gender and `premium` as the server's would. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const gender = overrides.gender ?? 1;
  const premium = overrides.premium ?? false;
  return {
    premiumFeatures: hasPremiumFeatures(gender, premium),
    id: '3f1c6a9e-2b7d-4c1e-9a8f-5d6e7f8a9b0c',
    userId: 1042,
    name: 'Алексей',
    email: 'alexey@iskra.test',
    isActivated: true,
    birthday: '1992-05-14',
    gender: 1,
    looking: 2,
    lookingAgeFrom: 25,
    lookingAgeTo: 35,
    goal: 3,
    description: '',
    descriptionConfirmed: 1,
    nameConfirmed: 1,
    city: 'Москва',
    country: 'Россия',
    online: true,
    joinDate: '2025-01-10T10:00:00.000Z',
    images: [],
    info: EMPTY_INFO,
    interests: [8],
    premium: false,
    vip: false,
    fSessions: { visits: 0, likes: 0 },
    iskraServices: { smartMessages: false },
    freeMessages: 10,
    ...overrides,
  };
}

export const MENU: MenuData = { visits: 3, likes: 5, dialogs: 2, matches: 1 };

export function makeAuth(user = makeUser(), menuData = MENU): AuthResponse {
  return { accessToken: 'fresh-token', user, menuData };
}

/** A JSON Response as fetch would return it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A fetch stub answering by "METHOD /path"; anything else fails the test loudly. */
export function fetchStub(routes: Record<string, Handler>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected request ${key}`);
    return handler(init);
  };
}
