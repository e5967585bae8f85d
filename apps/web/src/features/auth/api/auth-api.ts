/** Calls of the accounts feature (core-application §7, /api/user/* and the city search). */
import type {
  AuthResponse,
  CitiesResponse,
  CitySuggestion,
  LandingLoginResponse,
  Login,
  PassRestoreSetResponse,
  Registration,
  Success,
} from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';

export function register(payload: Registration): Promise<AuthResponse> {
  return api.post<AuthResponse>('/user/registration', payload);
}

export function login(payload: Login): Promise<AuthResponse> {
  return api.post<AuthResponse>('/user/login', payload);
}

export function landingLogin(uid: string, token: string): Promise<LandingLoginResponse> {
  return api.post<LandingLoginResponse>('/user/landing-login', { uid, token });
}

export async function requestPasswordRestore(email: string): Promise<void> {
  await api.post<Success>('/user/pass-restore', { email });
}

export async function checkRestoreLink(link: string, signal?: AbortSignal): Promise<void> {
  await api.post<Success>('/user/check-restore-link/', { link }, { signal });
}

export function restorePassword(link: string, pass: string): Promise<PassRestoreSetResponse> {
  return api.post<PassRestoreSetResponse>(`/user/pass-restore/${encodeURIComponent(link)}`, { pass });
}

export async function resendActivationLink(email: string): Promise<void> {
  await api.post<Success>('/user/resend-activation-link/', { email });
}

export async function findCities(input: string, signal?: AbortSignal): Promise<CitySuggestion[]> {
  const answer = await api.post<CitiesResponse>('/helpers/get-cities', { input }, { signal });
  return answer.cities;
}
