/**
 * The operator console's API (/api/staff/*). Every path but the sign-in answers only to a
 * staff token: anything else — no token, a user token — gets the 404 of an unknown path, so
 * the console does not reveal itself to users; a staff token that ended gets 401
 * `sessionExpired`. Kept out of the public OpenAPI document.
 */
import {
  auditQuerySchema,
  auditResponseSchema,
  BAN_REASONS,
  errorResponseSchema,
  fieldErrorsResponseSchema,
  heldMessageDecisionResponseSchema,
  heldMessageDecisionSchema,
  heldMessageParamsSchema,
  heldMessagesQuerySchema,
  heldMessagesResponseSchema,
  moderationDecisionResponseSchema,
  moderationDecisionSchema,
  moderationQuerySchema,
  moderationQueueResponseSchema,
  photoDecisionResponseSchema,
  photoDecisionSchema,
  photoParamsSchema,
  photosQuerySchema,
  photosResponseSchema,
  reportDecisionResponseSchema,
  reportDecisionSchema,
  reportParamsSchema,
  reportPhotoParamsSchema,
  reportsQuerySchema,
  reportsResponseSchema,
  SERVER_MESSAGE,
  signalParamsSchema,
  signalsResponseSchema,
  staffBanSchema,
  staffLoginResponseSchema,
  staffLoginSchema,
  staffMeResponseSchema,
  staffUserParamsSchema,
  staffUserQuerySchema,
  staffUserResponseSchema,
  staffWarnSchema,
  successSchema,
  tierGrantResponseSchema,
  tierGrantSchema,
} from '@iskra/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerToken, sessionMeta } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/types.ts';
import { STAFF_LETTER_JOB, type StaffConsole } from './staff.console.ts';
import { looksLikeStaffToken, type StaffContext, type StaffService } from './staff.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator of a staff route (set by its onRequest hook). */
    staff: StaffContext | null;
  }
}

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: fieldErrorsResponseSchema,
  429: errorResponseSchema,
} as const;

function requireStaff(request: FastifyRequest): StaffContext {
  if (!request.staff) throw new AppError(404, SERVER_MESSAGE.routeNotFound);
  return request.staff;
}

export async function staffRoutes(
  app: App,
  { staff: service, console: desk }: { staff: StaffService; console: StaffConsole },
) {
  const tags = ['staff'];
  app.decorateRequest('staff', null);
  app.letters.register(
    STAFF_LETTER_JOB,
    z.discriminatedUnion('decision', [
      z.object({ userId: z.uuid(), decision: z.enum(['banned', 'unbanned']) }),
      z.object({ userId: z.uuid(), decision: z.literal('warned'), reason: z.enum(BAN_REASONS) }),
    ]),
    (letter) => desk.decisionLetter(letter),
  );

  const onRequest = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token || !looksLikeStaffToken(token)) throw new AppError(404, SERVER_MESSAGE.routeNotFound);
    const staff = await service.verify(token, request.ip);
    if (!staff) throw new AppError(401, SERVER_MESSAGE.sessionExpired, { code: 'sessionExpired' });
    request.staff = staff;
  };
  const hide = true;

  app.post(
    '/api/staff/login',
    {
      schema: {
        hide,
        tags,
        summary: 'Staff sign-in: e-mail, password and a TOTP code',
        body: staffLoginSchema,
        response: { 200: staffLoginResponseSchema, 422: fieldErrorsResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => service.login(request.body, sessionMeta(request)),
  );

  app.post(
    '/api/staff/logout',
    { onRequest, schema: { hide, tags, response: { 200: successSchema, ...errors } } },
    async (request) => {
      await service.logout(requireStaff(request));
      return { success: true as const };
    },
  );

  app.get(
    '/api/staff/me',
    { onRequest, schema: { hide, tags, response: { 200: staffMeResponseSchema, ...errors } } },
    async (request) => {
      const staff = requireStaff(request);
      return {
        staff: { id: staff.staffId, email: staff.email, role: staff.role },
        expiresAt: staff.expiresAt.toISOString(),
      };
    },
  );

  app.get(
    '/api/staff/moderation',
    {
      onRequest,
      schema: {
        hide,
        tags,
        summary: 'Names and descriptions waiting for moderation, longest waiting first',
        querystring: moderationQuerySchema,
        response: { 200: moderationQueueResponseSchema, ...errors },
      },
    },
    async (request) => desk.moderationQueue(requireStaff(request), request.query.limit),
  );

  app.post(
    '/api/staff/moderation',
    {
      onRequest,
      schema: {
        hide,
        tags,
        summary: 'Approves or rejects a reviewed name and/or description',
        body: moderationDecisionSchema,
        response: { 200: moderationDecisionResponseSchema, ...errors },
      },
    },
    async (request) => desk.decideModeration(requireStaff(request), request.body),
  );

  app.get(
    '/api/staff/photos',
    {
      onRequest,
      schema: {
        hide,
        tags,
        summary: 'Uploaded photos waiting for staff, the longest waiting first',
        querystring: photosQuerySchema,
        response: { 200: photosResponseSchema, ...errors },
      },
    },
    async (request) => desk.photosQueue(requireStaff(request), request.query.limit),
  );

  app.get(
    '/api/staff/messages',
    {
      onRequest,
      schema: {
        hide,
        tags,
        summary: 'First messages of new accounts held for review, the longest waiting first',
        querystring: heldMessagesQuerySchema,
        response: { 200: heldMessagesResponseSchema, ...errors },
      },
    },
    async (request) => desk.heldMessages(requireStaff(request), request.query.limit),
  );

  app.post(
    '/api/staff/messages/:messageId',
    {
      onRequest,
      schema: {
        hide,
        tags,
        summary: 'Delivers a held message, or rejects it (it is never delivered)',
        params: heldMessageParamsSchema,
        body: heldMessageDecisionSchema,
        response: { 200: heldMessageDecisionResponseSchema, ...errors },
      },
    },
    async (request) =>
      desk.decideHeld(requireStaff(request), request.params.messageId, request.body.decision),
  );

  app.post(
    '/api/staff/photos/:imageId',
    {
      onRequest,
      schema: {
        hide,
        tags,
        summary: 'Approves a waiting photo, or rejects it (the photo is deleted)',
        params: photoParamsSchema,
        body: photoDecisionSchema,
        response: { 200: photoDecisionResponseSchema, ...errors },
      },
    },
    async (request) => desk.decidePhoto(requireStaff(request), request.params.imageId, request.body.decision),
  );

  app.get(
    '/api/staff/reports',
    {
      onRequest,
      schema: {
        hide,
        tags,
        summary: 'Open reports with their evidence, most urgent first',
        querystring: reportsQuerySchema,
        response: { 200: reportsResponseSchema, ...errors },
      },
    },
    async (request) => desk.reportsQueue(requireStaff(request), request.query.limit),
  );

  app.get(
    '/api/staff/reports/:reportId/photos/:position',
    {
      onRequest,
      schema: {
        hide,
        tags,
        summary: 'A photo copy kept with a report (the image itself)',
        params: reportPhotoParamsSchema,
        // The image bytes: Fastify sends a Buffer as it is, past the serializer.
        response: { 200: z.instanceof(Buffer), ...errors },
      },
    },
    async (request, reply) => {
      const { reportId, position } = request.params;
      const photo = await desk.reportPhoto(requireStaff(request), reportId, position);
      return reply
        .header('Content-Type', photo.contentType)
        .header('Cache-Control', 'private, no-store')
        .send(photo.bytes);
    },
  );

  app.post(
    '/api/staff/reports/:reportId',
    {
      onRequest,
      schema: {
        hide,
        tags,
        summary: 'Closes a report: measures taken (actioned) or no breach (dismissed)',
        params: reportParamsSchema,
        body: reportDecisionSchema,
        response: { 200: reportDecisionResponseSchema, ...errors },
      },
    },
    async (request) =>
      desk.decideReport(requireStaff(request), request.params.reportId, request.body.decision),
  );

  app.get(
    '/api/staff/signals',
    {
      onRequest,
      schema: {
        hide,
        tags,
        summary: 'Open automatic safety signals, the oldest first',
        querystring: reportsQuerySchema,
        response: { 200: signalsResponseSchema, ...errors },
      },
    },
    async (request) => desk.signals(requireStaff(request), request.query.limit),
  );

  app.post(
    '/api/staff/signals/:signalId/resolve',
    {
      onRequest,
      schema: {
        hide,
        tags,
        summary: 'Marks an automatic signal looked at',
        params: signalParamsSchema,
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => desk.resolveSignal(requireStaff(request), request.params.signalId),
  );

  app.get(
    '/api/staff/users',
    {
      onRequest,
      schema: {
        hide,
        tags,
        summary: 'An account by its number or e-mail, with the staff decisions about it',
        querystring: staffUserQuerySchema,
        response: { 200: staffUserResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await desk.findUser(requireStaff(request), request.query.query) }),
  );

  app.get(
    '/api/staff/users/:userId',
    {
      onRequest,
      schema: {
        hide,
        tags,
        params: staffUserParamsSchema,
        response: { 200: staffUserResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await desk.user(requireStaff(request), request.params.userId) }),
  );

  app.post(
    '/api/staff/users/:userId/ban',
    {
      onRequest,
      schema: {
        hide,
        tags,
        summary: 'Blocks an account: sessions and sockets end, the profile is hidden, a letter goes out',
        params: staffUserParamsSchema,
        body: staffBanSchema,
        response: { 200: staffUserResponseSchema, ...errors },
      },
    },
    async (request) => ({
      user: await desk.ban(
        requireStaff(request),
        request.params.userId,
        request.body.reason,
        request.body.note,
      ),
    }),
  );

  app.post(
    '/api/staff/users/:userId/warn',
    {
      onRequest,
      schema: {
        hide,
        tags,
        summary: 'Warns an active account: its open tabs hear it and a letter goes out',
        params: staffUserParamsSchema,
        body: staffWarnSchema,
        response: { 200: staffUserResponseSchema, ...errors },
      },
    },
    async (request) => ({
      user: await desk.warn(
        requireStaff(request),
        request.params.userId,
        request.body.reason,
        request.body.note,
      ),
    }),
  );

  app.post(
    '/api/staff/users/:userId/unban',
    {
      onRequest,
      schema: {
        hide,
        tags,
        summary: 'Lifts a block: the account is active again, a letter goes out',
        params: staffUserParamsSchema,
        response: { 200: staffUserResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await desk.unban(requireStaff(request), request.params.userId) }),
  );

  app.post(
    '/api/staff/tiers',
    {
      onRequest,
      schema: {
        hide,
        tags,
        summary: 'Grants or extends Premium or VIP by hand (admins)',
        body: tierGrantSchema,
        response: { 200: tierGrantResponseSchema, ...errors },
      },
    },
    async (request) => desk.grantTier(requireStaff(request), request.body),
  );

  app.get(
    '/api/staff/audit',
    {
      onRequest,
      schema: {
        hide,
        tags,
        summary: 'The audit log, newest first (admins)',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errors },
      },
    },
    async (request) => desk.auditLog(requireStaff(request), request.query.limit, request.query.before),
  );
}
