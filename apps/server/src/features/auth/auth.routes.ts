/** HTTP routes of accounts and sessions (/api/user/*). */
import {
  AUTH_RATE_LIMITS,
  authLinkParamsSchema,
  authResponseSchema,
  checkPremiumResponseSchema,
  checkRestoreLinkSchema,
  emailRequestSchema,
  landingLoginResponseSchema,
  landingLoginSchema,
  loginSchema,
  logoutResponseSchema,
  passRestoreSetResponseSchema,
  passRestoreSetSchema,
  passwordChangeSchema,
  registrationSchema,
  successSchema,
} from '@iskra/contract';
import { z } from 'zod';
import { requireAuth, sessionMeta } from '../../platform/auth.ts';
import type { App } from '../../platform/types.ts';
import { isPremium, premiumFeaturesOf } from '../users/users.view.ts';
import { AUTH_LETTERS, type AuthService } from './auth.service.ts';

const byUser = z.object({ userId: z.uuid() });
const byAddress = z.object({ email: z.string().min(1).max(320) });

export async function authRoutes(app: App, { auth: service }: { auth: AuthService }) {
  app.letters.register(AUTH_LETTERS.confirmation, byUser, service.letters.confirmation);
  app.letters.register(AUTH_LETTERS.resendConfirmation, byAddress, service.letters.resendConfirmation);
  app.letters.register(AUTH_LETTERS.restore, byAddress, service.letters.restore);
  app.letters.register(AUTH_LETTERS.passwordChanged, byUser, service.letters.passwordChanged);

  const tags = ['accounts'];

  app.post(
    '/api/user/registration',
    {
      // Counted before validation: malformed attempts count too.
      preValidation: async (request) => {
        const { limit, windowMs } = AUTH_RATE_LIMITS.registrationPerIp;
        await app.rateLimit.enforce(`register:ip:${request.ip}`, limit, windowMs);
      },
      schema: { tags, body: registrationSchema, response: { 200: authResponseSchema }, errors: [429] },
    },
    async (request) => service.register(request.body, sessionMeta(request)),
  );

  app.post(
    '/api/user/login',
    { schema: { tags, body: loginSchema, response: { 200: authResponseSchema }, errors: [403, 429] } },
    async (request) => service.login(request.body, sessionMeta(request)),
  );

  app.post(
    '/api/user/logout',
    { onRequest: app.authenticate, schema: { tags, response: { 200: logoutResponseSchema } } },
    async (request) => {
      await service.logout(requireAuth(request).sessionId);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/user/refresh',
    { onRequest: app.authenticate, schema: { tags, response: { 200: authResponseSchema } } },
    async (request) => service.refresh(requireAuth(request)),
  );

  app.post(
    '/api/user/landing-login',
    {
      schema: {
        tags,
        body: landingLoginSchema,
        response: { 200: landingLoginResponseSchema },
        errors: [401],
      },
    },
    async (request) => service.landingLogin(request.body.uid, request.body.token, sessionMeta(request)),
  );

  app.post(
    '/api/user/pass-restore',
    { schema: { tags, body: emailRequestSchema, response: { 200: successSchema }, errors: [429] } },
    async (request) => {
      await service.requestRestore(request.body.email, sessionMeta(request));
      return { success: true as const };
    },
  );

  app.post(
    '/api/user/check-restore-link/',
    { schema: { tags, body: checkRestoreLinkSchema, response: { 200: successSchema } } },
    async (request) => {
      await service.checkRestoreLink(request.body.link);
      return { success: true as const };
    },
  );

  app.post(
    '/api/user/pass-restore/:link',
    {
      schema: {
        tags,
        params: authLinkParamsSchema,
        body: passRestoreSetSchema,
        response: { 200: passRestoreSetResponseSchema },
        errors: [401],
      },
    },
    async (request) => {
      const userData = await service.restorePassword(
        request.params.link,
        request.body.pass,
        sessionMeta(request),
      );
      return { success: true as const, userData };
    },
  );

  app.post(
    '/api/user/resend-activation-link/',
    {
      schema: {
        tags,
        body: emailRequestSchema,
        response: { 200: successSchema },
        errors: [429],
      },
    },
    async (request) => {
      await service.resendActivation(request.body.email);
      return { success: true as const };
    },
  );

  app.get(
    '/api/user/activate/:link',
    {
      schema: {
        tags,
        summary: 'Opens the confirmation link of an e-mail and lands on the app',
        params: authLinkParamsSchema,
      },
    },
    async (request, reply) => {
      const ok = await service.activate(request.params.link);
      return reply.redirect(ok ? '/app/?activated' : '/app/?activation=invalid', 302);
    },
  );

  app.post(
    '/api/user/password',
    {
      onRequest: app.authenticate,
      schema: { tags, body: passwordChangeSchema, response: { 200: successSchema }, errors: [429] },
    },
    async (request) => {
      await service.changePassword(requireAuth(request), request.body.oldPassword, request.body.newPassword);
      return { success: true as const };
    },
  );

  app.get(
    '/api/user/check-premium',
    { onRequest: app.authenticate, schema: { tags, response: { 200: checkPremiumResponseSchema } } },
    async (request) => {
      // The user's row came with the session check.
      const { user } = requireAuth(request);
      return { premium: isPremium(user), premiumFeatures: premiumFeaturesOf(user) };
    },
  );
}
