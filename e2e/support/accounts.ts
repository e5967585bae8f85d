import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type TestInfo } from '@playwright/test';
import type { GrantableTier, TierGrantResponse } from '../../packages/contract/src/admin.ts';
import type { CitySuggestion } from '../../packages/contract/src/cities.ts';
import type { AuthResponse, Registration } from '../../packages/contract/src/entities.ts';
import type { Gender } from '../../packages/contract/src/enums.ts';
import type { StaffLoginResponse } from '../../packages/contract/src/staff.ts';
import { staffCredentials, totpNow } from './staff.ts';

/**
 * A header giving a request a client address of its own (the server trusts one proxy hop in the
 * journeys), so the limits per address (registration, password restore) are not what a long
 * suite runs into.
 */
export function freshClientAddress(): { 'x-forwarded-for': string } {
  return { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` };
}

/** A fresh address for every test and project, so runs never collide. */
export function uniqueEmail(prefix: string, testInfo: TestInfo): string {
  return `${prefix}-${testInfo.project.name}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

export interface ApiRegistration {
  email: string;
  password: string;
  name?: string;
  /** 1 man, 2 woman (GENDER of the contract); a woman by default. */
  gender?: Gender;
  /** Whom the account looks for; a man by default. */
  looking?: Gender;
  /** What is typed into the city search; its first suggestion is taken (Москва by default). */
  city?: string;
}

/**
 * Signs up through the API (for journeys that start after registration), with the city that
 * the city search offers first for `city` («Москва» unless given), as the registration form
 * would send it. Fails the test unless both requests succeed; returns the access token and the
 * address.
 */
export async function registerViaApi(
  request: APIRequestContext,
  { email, password, name = 'Марина', gender = 2, looking = 1, city: cityInput = 'Москва' }: ApiRegistration,
): Promise<{ token: string; email: string }> {
  const cities = await request.post('/api/helpers/get-cities', { data: { input: cityInput } });
  expect(cities.status(), await cities.text()).toBe(200);
  const [city] = ((await cities.json()) as { cities: CitySuggestion[] }).cities;
  if (!city) throw new Error(`the city search found no ${cityInput}`);
  const data: Registration = {
    name,
    email,
    password,
    birthday: '1993-04-12',
    gender,
    looking,
    agreement: true,
    goal: 3,
    lat: city.lat,
    lng: city.lng,
    city: city.name,
    country: city.country,
  };
  const response = await request.post('/api/user/registration', { data, headers: freshClientAddress() });
  expect(response.status(), await response.text()).toBe(200);
  return { token: ((await response.json()) as AuthResponse).accessToken, email };
}

/** A signed-in admin's token per project: one sign-in spends one TOTP step. */
const adminTokens = new Map<string, string>();

async function adminToken(request: APIRequestContext, project: string): Promise<string> {
  const known = adminTokens.get(project);
  if (known) return known;
  const { email, password, secret } = staffCredentials(project, 'admin');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await request.post('/api/staff/login', {
      data: { email, password, code: totpNow(secret) },
    });
    if (response.ok()) {
      const { token } = (await response.json()) as StaffLoginResponse;
      adminTokens.set(project, token);
      return token;
    }
    // A code is taken once: a second sign-in within the same 30 s step waits for the next one.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error(`the journeys' admin ${email} could not sign in`);
}

/**
 * Grants (or extends) a paid tier the way an admin does in the console, through `POST
 * /api/staff/tiers` (quicker than buying it, for journeys about something else). Fails the test
 * unless it succeeds; returns the tier's new end.
 */
export async function grantTier(
  request: APIRequestContext,
  testInfo: TestInfo,
  email: string,
  tier: GrantableTier,
  days: number,
): Promise<TierGrantResponse> {
  const token = await adminToken(request, testInfo.project.name);
  const response = await request.post('/api/staff/tiers', {
    data: { email, tier, days },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TierGrantResponse;
}
