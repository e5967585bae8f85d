/** Calls of the accounts feature (core-application §7, /api/user/* and the city search). */
import {
  type AuthResponse,
  authResponseSchema,
  type CitySuggestion,
  citiesResponseSchema,
  type LandingLoginResponse,
  type Login,
  landingLoginResponseSchema,
  type PassRestoreSetResponse,
  passRestoreSetResponseSchema,
  type Registration,
  successSchema,
} from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';

export function register(payload: Registration): Promise<AuthResponse> {
  return api.post('/user/registration', payload, { schema: authResponseSchema });
}

export function login(payload: Login): Promise<AuthResponse> {
  return api.post('/user/login', payload, { schema: authResponseSchema });
}

export function landingLogin(uid: string, token: string): Promise<LandingLoginResponse> {
  return api.post('/user/landing-login', { uid, token }, { schema: landingLoginResponseSchema });
}

export async function requestPasswordRestore(email: string): Promise<void> {
  await api.post('/user/pass-restore', { email }, { schema: successSchema });
}

export async function checkRestoreLink(link: string, signal?: AbortSignal): Promise<void> {
  await api.post('/user/check-restore-link/', { link }, { schema: successSchema, signal });
}

export function restorePassword(link: string, pass: string): Promise<PassRestoreSetResponse> {
  return api.post(
    `/user/pass-restore/${encodeURIComponent(link)}`,
    { pass },
    {
      schema: passRestoreSetResponseSchema,
    },
  );
}

export async function resendActivationLink(email: string): Promise<void> {
  await api.post('/user/resend-activation-link/', { email }, { schema: successSchema });
}

export async function findCities(input: string, signal?: AbortSignal): Promise<CitySuggestion[]> {
  const answer = await api.post('/helpers/get-cities', { input }, { schema: citiesResponseSchema, signal });
  return answer.cities;
}
