/**
 * Notification settings of the signed-in user, and the unsubscribe link of every notification
 * letter: `GET` shows a page to confirm, `POST` switches the kind off — the one-click POST of
 * RFC 8058 that mail clients send (body `List-Unsubscribe=One-Click`), or the page's form.
 * Also registers the check and letter jobs, and the web push endpoints and job.
 */
import {
  NOTIFICATIONS_PATHS,
  notificationKindSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  PUSH_TEXT,
  pushKeyResponseSchema,
  pushSubscriptionResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  UNSUBSCRIBE_TEXT,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from '@iskra/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/types.ts';
import { confirmPage, donePage, invalidPage } from './notifications.page.ts';
import { PUSH_JOB, type PushService, pushJobSchema } from './notifications.push.ts';
import { NOTIFICATION_JOBS, type NotificationsService } from './notifications.service.ts';

const checkPayload = z.object({ userId: z.uuid(), kind: notificationKindSchema });
const letterPayload = checkPayload.extend({ since: z.iso.datetime().nullable() });

/** A browser (the page's form, or the link opened by hand) rather than a mail client. */
function wantsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

export async function notificationsRoutes(
  app: App,
  { notifications: service, push }: { notifications: NotificationsService; push: PushService },
) {
  app.jobs.register(NOTIFICATION_JOBS.check, checkPayload, (job) => service.check(job));
  app.jobs.register(PUSH_JOB, pushJobSchema, (job) => push.push(job));
  app.letters.register(NOTIFICATION_JOBS.letter, letterPayload, (job) => service.letter(job));

  // The one-click POST comes as a form (either encoding); what it says is fixed by RFC 8058, and
  // the token is in the address, so the body is read and dropped.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, undefined),
    );
  }

  const tags = ['notifications'];
  const appUrl = `${app.config.publicUrl}/app/`;

  app.get(
    NOTIFICATIONS_PATHS.settings,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Which notification letters the user gets',
        response: { 200: notificationSettingsSchema },
      },
    },
    (request) => service.settings(requireAuth(request).userId),
  );

  app.put(
    NOTIFICATIONS_PATHS.settings,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Switches kinds of notification letters on or off',
        body: notificationSettingsUpdateSchema,
        response: { 200: notificationSettingsSchema },
      },
    },
    (request) => service.updateSettings(requireAuth(request).userId, request.body),
  );

  app.get(
    NOTIFICATIONS_PATHS.pushKey,
    {
      schema: {
        tags,
        summary: 'Whether the server sends web push, and its VAPID public key',
        response: { 200: pushKeyResponseSchema },
      },
    },
    async () =>
      push.publicKey ? { enabled: true as const, publicKey: push.publicKey } : { enabled: false as const },
  );

  app.post(
    NOTIFICATIONS_PATHS.pushSubscription,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Saves this browser's push subscription for the user (one per endpoint)",
        body: pushSubscriptionSchema,
        response: { 200: pushSubscriptionResponseSchema },
      },
    },
    async (request) => {
      const { userId, sessionId } = requireAuth(request);
      const outcome = await push.subscribe({ userId, sessionId }, request.body);
      if (outcome === 'off') throw new AppError(404, PUSH_TEXT.off);
      if (outcome === 'refused') throw new AppError(400, PUSH_TEXT.badEndpoint, { code: 'invalidRequest' });
      return { success: true as const };
    },
  );

  app.delete(
    NOTIFICATIONS_PATHS.pushSubscription,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Drops the user's push subscription of this endpoint (done when there is none)",
        body: pushUnsubscribeSchema,
        response: { 200: pushSubscriptionResponseSchema },
      },
    },
    async (request) => {
      await push.unsubscribe(requireAuth(request).userId, request.body.endpoint);
      return { success: true as const };
    },
  );

  app.get(
    NOTIFICATIONS_PATHS.unsubscribe,
    {
      // A page for people, not a call of the API: left out of the OpenAPI document.
      schema: { hide: true, querystring: unsubscribeQuerySchema },
    },
    async (request, reply) => {
      const target = await service.unsubscribeTarget(request.query.token);
      // A string with an HTML type goes out as it is, past the JSON serializers.
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!target) return reply.code(400).send(invalidPage(appUrl));
      const url = service.unsubscribeUrl(target.user.id, target.kind);
      const on = (await service.settings(target.user.id))[target.kind];
      return reply.send(
        on ? confirmPage(target.kind, url) : donePage(target.kind, target.user.gender, appUrl),
      );
    },
  );

  app.post(
    NOTIFICATIONS_PATHS.unsubscribe,
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058): switches off the kind the signed link names',
        description:
          'Mail clients get JSON. A browser (the form of the page) is sent back to the page with 303, which then says the kind is off.',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResponseSchema },
      },
    },
    async (request, reply) => {
      const done = await service.unsubscribe(request.query.token);
      if (wantsPage(request)) {
        const back = `${app.config.publicUrl}${NOTIFICATIONS_PATHS.unsubscribe}?token=${encodeURIComponent(request.query.token)}`;
        return reply.redirect(back, 303);
      }
      if (!done) throw new AppError(400, UNSUBSCRIBE_TEXT.invalidHeading, { code: 'linkInvalid' });
      return { success: true as const, kind: done.kind };
    },
  );
}
