/**
 * The composition root: every feature service is built here, once per app, from narrow
 * dependencies (the platform parts it uses and the functions of other features it needs), and
 * handed to its routes. Features never build each other; where one needs another's answer
 * (the dialog a match opens, the counters of the menu) the function is passed in here, and
 * where one must hear another's fact it subscribes on the event bus.
 */

import { PUSH } from '@iskra/contract';
import { createAccountService } from './features/account/account.service.ts';
import { createAdminService } from './features/admin/admin.service.ts';
import { consumeAuthLink, createAuthLink, expireAuthLinks } from './features/auth/auth.repo.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createSandboxProvider } from './features/billing/billing.sandbox.ts';
import { BILLING_JOBS, createBillingService } from './features/billing/billing.service.ts';
import { createChatService } from './features/chat/chat.service.ts';
import { findCity } from './features/cities/cities.repo.ts';
import { createFeedbackService } from './features/feedback/feedback.service.ts';
import { createMeService } from './features/me/me.service.ts';
import { createPushService } from './features/notifications/notifications.push.ts';
import { createNotificationsService } from './features/notifications/notifications.service.ts';
import { createNudgesService } from './features/nudges/nudges.service.ts';
import { createPhotosService } from './features/photos/photos.service.ts';
import { createProfileService } from './features/profile/profile.service.ts';
import {
  decideReport,
  openReports,
  openSignals,
  reportPhoto,
  resolveSignal,
} from './features/safety/reports.repo.ts';
import { screened } from './features/safety/safety.hold.ts';
import { registerReportOutcomes } from './features/safety/safety.outcomes.ts';
import { registerEvidenceRetention } from './features/safety/safety.retention.ts';
import { createSafetyService } from './features/safety/safety.service.ts';
import { registerSignals } from './features/safety/safety.signals.ts';
import { createSmartMessagesService } from './features/smart-messages/smart-messages.service.ts';
import { createStaffConsole } from './features/staff/staff.console.ts';
import { createStaffService } from './features/staff/staff.service.ts';
import { createSympathiesService } from './features/sympathies/sympathies.service.ts';
import { createVisitsService } from './features/visits/visits.service.ts';
import type { YooKassaConfig } from './platform/config.ts';
import { registerCounterPushes } from './platform/counters.ts';
import type { EventBus } from './platform/events.ts';
import { createYooKassaProvider } from './platform/payments/yookassa.ts';
import { createPushSender } from './platform/push.ts';
import type { App } from './platform/types.ts';

export type Services = ReturnType<typeof composeServices>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The feature services built by compose.ts (scripts and tests reach them here). */
    services: Services;
  }
}

export function composeServices(app: App, bus: EventBus) {
  const { db, realtime, rateLimit, letters, jobs, storage, config } = app;
  const publicUrl = (key: string) => app.storage.publicUrl(key);

  registerCounterPushes(bus, realtime);

  const chat = createChatService({ db, realtime, rateLimit, bus, publicUrl, screened });
  const sympathies = createSympathiesService({
    db,
    realtime,
    bus,
    publicUrl,
    newMatchViews: chat.newMatchViews,
  });
  const visits = createVisitsService({ db, realtime, bus, publicUrl });
  const nudges = createNudgesService({
    db,
    realtime,
    newVisits: visits.newVisits,
    newLikes: sympathies.newLikes,
    nudgeVisit: visits.nudge,
    nudgeLike: sympathies.nudgeLike,
  });
  const me = createMeService({
    db,
    realtime,
    publicUrl,
    counters: {
      visits: visits.newVisits,
      likes: sympathies.newLikes,
      dialogs: chat.unreadDialogs,
      matches: sympathies.newMatches,
    },
    fSessions: nudges.fSessions,
    messagesSentToday: chat.sentToday,
  });
  const profile = createProfileService({
    db,
    realtime,
    rateLimit,
    letters,
    log: app.log,
    publicUrl,
    siteUrl: config.publicUrl,
    links: { create: createAuthLink, consume: consumeAuthLink, expire: expireAuthLinks },
    revokeAllSessions: (userId) => app.auth.revokeAllSessions(userId),
    findCity: (choice) => findCity(db, choice),
    ratingOf: sympathies.ratingOf,
    recordVisit: visits.record,
    currentUser: (user) => me.currentUser(user),
  });

  const auth = createAuthService({
    db,
    siteUrl: config.publicUrl,
    letters,
    sessions: {
      issue: (userId, meta) => app.auth.issueSession(userId, meta),
      renew: (sessionId) => app.auth.renewSession(sessionId),
      revoke: (sessionId) => app.auth.revokeSession(sessionId),
      revokeAll: (userId, exceptSessionId) =>
        app.auth.revokeAllSessions(userId, exceptSessionId ? { exceptSessionId } : {}),
    },
    limit: (key, rule) => rateLimit.enforce(key, rule.limit, rule.windowMs),
    findCity: (choice) => findCity(db, choice),
    present: (user, accessToken) => me.present(user, accessToken),
  });
  const account = createAccountService({
    db,
    config,
    auth: app.auth,
    jobs,
    letters,
    rateLimit,
    storage,
    log: app.log,
  });
  const feedback = createFeedbackService({ db, config, letters, rateLimit });
  const photos = createPhotosService({ db, storage, rateLimit, log: app.log, bus });
  // Without a YooKassa shop the sandbox stands in; its settlements queue the same check a
  // YooKassa notification does.
  const yookassa = config.payments.yookassa;
  const sandbox = yookassa
    ? undefined
    : createSandboxProvider(db, async (providerPaymentId) => {
        await jobs.enqueue(BILLING_JOBS.check, { providerPaymentId });
      });
  const billing = createBillingService({
    db,
    provider: sandbox ? sandbox.provider : createYooKassaProvider(yookassaConfig(yookassa)),
    realtime,
    bus,
    jobs,
    letters,
    log: app.log,
    siteUrl: config.publicUrl,
    vatCode: config.payments.vatCode,
  });
  const smart = createSmartMessagesService({
    db,
    bus,
    jobs,
    sendOpener: chat.sendOpener,
    delayMs: config.smartMessagesDelayMs,
    log: app.log,
  });
  const admin = createAdminService({ db, realtime, log: app.log, grantDays: billing.grantDays });
  const staff = createStaffService({
    db,
    limit: (key, rule) => rateLimit.enforce(key, rule.limit, rule.windowMs),
    log: app.log,
  });
  const staffConsole = createStaffConsole({
    db,
    admin,
    revokeUserSessions: (userId) => app.auth.revokeAllSessions(userId),
    letters,
    reports: {
      open: (limit) => openReports(db, limit),
      decide: (reportId, decision) => decideReport(db, reportId, decision),
      photo: (reportId, position) => reportPhoto(db, reportId, position),
      signals: (limit) => openSignals(db, limit),
      resolveSignal: (signalId) => resolveSignal(db, signalId),
    },
    photos: {
      queue: (limit) => photos.reviewQueue(limit),
      ofAccount: (userId) => photos.forStaff(userId),
      review: (imageId, decision) => photos.review(imageId, decision),
    },
    heldMessages: { list: chat.heldMessages, decide: chat.decideHeld },
    moderated: (userId) => realtime.emitToUser(userId, 'SERVER:MODERATION_COMPLETE'),
    warned: (userId, reason) => realtime.emitToUser(userId, 'SERVER:ACCOUNT_WARNING', { reason }),
    config,
    bus,
    log: app.log,
  });
  const safety = createSafetyService({
    db,
    storage,
    rateLimit,
    publicUrl,
    rate: sympathies.like,
    deleteDialog: chat.deleteDialog,
    recentMessages: chat.recentMessages,
    findMessage: chat.findMessage,
  });
  const notifications = createNotificationsService({
    db,
    bus,
    realtime,
    jobs,
    letters,
    secret: config.jwtSecret,
    siteUrl: config.publicUrl,
    delayMs: config.notificationsDelayMs,
    reads: {
      unreadSince: chat.unreadSince,
      newLikesSince: sympathies.newLikesSince,
      newVisitsSince: visits.newVisitsSince,
    },
    log: app.log,
  });
  const push = createPushService({
    db,
    bus,
    realtime,
    jobs,
    sender: config.webPush ? createPushSender(config.webPush, PUSH.timeoutMs) : undefined,
    findMessage: chat.findMessage,
    log: app.log,
  });
  registerReportOutcomes({ db, bus, realtime, letters });
  registerEvidenceRetention(db, jobs, app.log);
  registerSignals({
    db,
    bus,
    sendingPattern: chat.sendingPattern,
  });

  return {
    bus,
    chat,
    sympathies,
    visits,
    nudges,
    safety,
    me,
    profile,
    auth,
    account,
    feedback,
    photos,
    admin,
    staff,
    staffConsole,
    billing,
    sandbox,
    smart,
    notifications,
    push,
  };
}

/** YooKassa's settings when the sandbox is off (config guarantees one or the other). */
function yookassaConfig(yookassa: YooKassaConfig | undefined): YooKassaConfig {
  if (!yookassa) throw new Error('neither YooKassa nor the sandbox is configured');
  return yookassa;
}
