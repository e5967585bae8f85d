import { NO_SUBSCRIPTION, type SubscriptionInfo } from '@iskra/contract';
import { vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures.ts';

export const SUB_ID = '7d0c5b8e-1f2a-4c3d-9e8f-0a1b2c3d4e5f';

/** A paid Premium month on a MasterCard, ending 05.12.2026 (Moscow). */
export function makeSubscription(overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  return {
    isActive: true,
    maskedCard: '5555 55** **** 4477',
    cardType: 'MasterCard',
    time: '2026-12-05T09:30:00.000Z',
    stopped: 0,
    id: SUB_ID,
    trial: false,
    tariff: { label: 'Premium на 1 месяц' },
    ...overrides,
  };
}

export { NO_SUBSCRIPTION };

export interface Call {
  key: string;
  url: URL;
}

type Answer = { status?: number; body: unknown } | SubscriptionInfo;

/**
 * A fetch stub for the settings calls: GET /api/subscription answers per ?type=, and the stop and
 * activate calls answer what they are given (a `{ status, body }` for a failure). Records calls.
 */
export function stubSubscriptionApi(routes: {
  byType: Partial<Record<1 | 2, SubscriptionInfo | { status: number; body: unknown }>>;
  stop?: Answer;
  activate?: Answer;
}) {
  const calls: Call[] = [];
  const answer = (value: Answer | undefined, key: string) => {
    if (!value) throw new Error(`Unexpected request ${key}`);
    if ('body' in value) return jsonResponse(value.body, value.status ?? 200);
    return jsonResponse(value);
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      calls.push({ key, url });
      if (key === 'GET /api/subscription') {
        const type = Number(url.searchParams.get('type')) as 1 | 2;
        return answer(routes.byType[type], `${key}?type=${type}`);
      }
      if (key === `POST /api/subscription/stop/${SUB_ID}`) return answer(routes.stop, key);
      if (key === `POST /api/subscription/activate/${SUB_ID}`) return answer(routes.activate, key);
      throw new Error(`Unexpected request ${key}`);
    }),
  );
  return { calls, of: (key: string) => calls.filter((call) => call.key === key) };
}
