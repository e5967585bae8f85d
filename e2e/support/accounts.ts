import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type TestInfo } from '@playwright/test';
import type { AuthResponse, CitySuggestion, Registration } from '../../packages/contract/src/entities.ts';
import type { Gender } from '../../packages/contract/src/enums.ts';

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
}

/**
 * Signs up through the API (for journeys that start after registration), with the city that
 * the city search offers first for «Москва», as the registration form would send it. Fails the
 * test unless both requests succeed; returns the access token and the address.
 */
export async function registerViaApi(
  request: APIRequestContext,
  { email, password, name = 'Марина', gender = 2, looking = 1 }: ApiRegistration,
): Promise<{ token: string; email: string }> {
  const cities = await request.post('/api/helpers/get-cities', { data: { input: 'Москва' } });
  expect(cities.status(), await cities.text()).toBe(200);
  const [city] = ((await cities.json()) as { cities: CitySuggestion[] }).cities;
  if (!city) throw new Error('the city search found no Москва');
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
  // A fresh client address per sign-up (the server trusts one proxy hop in the journeys), so the
  // registration limit per address is not what a long suite runs into.
  const ip = `10.${randomBytes(3).join('.')}`;
  const response = await request.post('/api/user/registration', { data, headers: { 'x-forwarded-for': ip } });
  expect(response.status(), await response.text()).toBe(200);
  return { token: ((await response.json()) as AuthResponse).accessToken, email };
}
