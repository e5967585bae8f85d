/**
 * buildApp(): the whole server as a Fastify instance, without listening — main.ts listens,
 * tests use app.inject() or listen on port 0. Platform services are decorated on the instance
 * (app.db, app.auth, app.realtime…) for features to use.
 */
import { randomUUID } from 'node:crypto';
import { healthResponseSchema, readinessResponseSchema, SERVER_MESSAGE } from '@iskra/contract';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino, { type DestinationStream } from 'pino';
import { composeServices } from './compose.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { billingRoutes } from './features/billing/billing.routes.ts';
import { chatRoutes } from './features/chat/chat.routes.ts';
import { citiesRoutes } from './features/cities/cities.routes.ts';
import { feedbackRoutes } from './features/feedback/feedback.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { nudgesRoutes } from './features/nudges/nudges.routes.ts';
import { photosRoutes } from './features/photos/photos.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { safetyRoutes } from './features/safety/safety.routes.ts';
import { siteInfoRoutes } from './features/site-info/site-info.routes.ts';
import { smartMessagesRoutes } from './features/smart-messages/smart-messages.routes.ts';
import { staffRoutes } from './features/staff/staff.routes.ts';
import { sympathiesRoutes } from './features/sympathies/sympathies.routes.ts';
import { viewerLoader } from './features/users/viewer.ts';
import { visitsRoutes } from './features/visits/visits.routes.ts';
import { bearerIs, createAuth } from './platform/auth.ts';
import type { Config } from './platform/config.ts';
import { createDb, type Database } from './platform/db/client.ts';
import { announceUserWrites } from './platform/db/user-writes.ts';
import { registerDocs, registerDocsRoutes } from './platform/docs.ts';
import { createErrorReporter } from './platform/error-reporting.ts';
import { AppError, frameworkErrors, registerErrorHandling, validatorCompiler } from './platform/errors.ts';
import { createEventBus } from './platform/events.ts';
import { type GeoLookup, lookupCountry } from './platform/geo.ts';
import { registerHousekeeping } from './platform/housekeeping.ts';
import { rejectNulCharacters } from './platform/input.ts';
import { createJobs } from './platform/jobs.ts';
import { createLetters } from './platform/letters.ts';
import { loggerOptions } from './platform/logging.ts';
import { createMailer } from './platform/mail.ts';
import { createMetrics } from './platform/metrics.ts';
import { createRateLimiter } from './platform/rate-limit.ts';
import { createRealtime } from './platform/realtime.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { createSessionCache, shareSessionCache } from './platform/session-cache.ts';
import { createStorage, uploadsDir } from './platform/storage.ts';
import type { App } from './platform/types.ts';
import { registerWeb } from './platform/web.ts';

export interface AppDeps {
  /** An open database (tests pass a fresh one); by default one is opened from the config. */
  database?: Database;
  /** IP → country code for site info; tests inject their own. */
  geoLookup?: GeoLookup;
  /** Where log lines go (default stdout); tests capture them here. */
  logStream?: DestinationStream;
  /** Job worker poll interval. */
  jobsPollMs?: number;
  /**
   * Prefix of this app's Redis keys and channels. Instances of one deployment share it; tests
   * give each app group its own so parallel test files do not hear each other.
   */
  redisPrefix?: string;
}

export const REQUEST_ID_HEADER = 'x-request-id';
/** A request id taken from the proxy: short and plain, so logs stay readable and safe. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** How long /api/ready waits for the database before calling it down. */
const READY_CHECK_MS = 2000;

/** The value of `work` when it settles within `ms`; `late` when it is still running then. */
async function withinMs<T>(ms: number, work: Promise<T>): Promise<T | typeof late> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<typeof late>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  try {
    return await Promise.race([work, waited]);
  } finally {
    clearTimeout(timer);
  }
}
const late = Symbol('late');

/** JSON bodies are small; file uploads go through multipart with their own limit. */
const BODY_LIMIT = 1024 * 1024;

/** A hop count trusts that many proxies in front of us (what proxy-addr does with a number). */
function trustProxy(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  // Typed as Fastify's base logger so the instance is the App every feature expects.
  const logger: FastifyBaseLogger = pino(
    loggerOptions(config.logLevel),
    deps.logStream ?? pino.destination({ dest: 1, sync: true }),
  );
  // Loads the SDK only when SENTRY_DSN is set.
  const errorReporter = await createErrorReporter(config.errorReporting, logger);
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: trustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: 500 },
    // Every request has an id, in its log lines and in the X-Request-Id answer header: the
    // proxy's when it sends a well-formed one, a random one otherwise.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    frameworkErrors,
    // One line per request, written when it is answered (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
  registerErrorHandling(app, errorReporter);
  rejectNulCharacters(app);

  const redisPrefix = deps.redisPrefix ?? 'iskra';
  const database =
    deps.database ?? (await createDb(config, (error) => logger.error({ err: error }, 'database')));
  const sessionCache = shareSessionCache(createSessionCache(), {
    redisUrl: config.redisUrl,
    redisPrefix,
    logger,
  });
  // Every write to a users row forgets its cached sessions (platform/db/user-writes.ts).
  const db = announceUserWrites(database.db, (userIds) => sessionCache.forget({ users: userIds }));
  const auth = createAuth({
    db,
    secret: config.jwtSecret,
    cache: sessionCache,
    onRevoked: {
      session: (sessionId) => realtime.disconnectSession(sessionId),
      user: (userId) => realtime.disconnectUser(userId),
    },
  });
  const metrics = createMetrics();
  const realtime = createRealtime(app.server, {
    // A socket checks its token when it connects without keeping the answer in the session cache.
    verify: (token) => auth.verifyToken(token, { keep: false }),
    logger: app.log,
    ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
    redisPrefix,
    onEvent: metrics.socketEvent,
  });
  const jobs = createJobs({
    db,
    logger: app.log,
    onRun: metrics.jobRun,
    onFailed: errorReporter.jobFailed,
    ...(deps.jobsPollMs ? { pollMs: deps.jobsPollMs } : {}),
  });
  const mail = createMailer({ ...config, logger: app.log });
  const letters = createLetters({
    jobs,
    mail: {
      async send(message) {
        try {
          await mail.send(message);
        } catch (error) {
          metrics.mail('failed');
          throw error;
        }
        metrics.mail('sent');
      },
    },
  });
  metrics.watch({
    db,
    sockets: () => realtime.io.engine.clientsCount,
    pool: () => database.poolStats?.() ?? null,
  });
  app.addHook('onResponse', async (request, reply) => metrics.request(request, reply));
  const rateLimit = createRateLimiter(config, redisPrefix, app.log);

  app.decorate('config', config);
  app.decorate('errorReporter', errorReporter);
  app.decorate('database', database);
  app.decorate('db', db);
  app.decorate('auth', auth);
  app.decorate('sessionCache', sessionCache);
  app.decorate('authenticate', auth.authenticate);
  app.decorate('realtime', realtime);
  app.decorate('jobs', jobs);
  app.decorate('mail', mail);
  app.decorate('letters', letters);
  app.decorate('storage', createStorage(config));
  app.decorate('rateLimit', rateLimit);
  app.decorateRequest('auth', null);
  app.decorate('loadViewer', viewerLoader());
  app.decorateRequest('viewer', null);
  const services = composeServices(app, createEventBus(app.log));
  registerHousekeeping(db, jobs, app.log);
  app.decorate('services', services);

  /** Set when the instance starts shutting down: /api/ready turns 503 so traffic moves away. */
  let draining = false;
  // Sockets first: open websockets would otherwise keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    draining = true;
    realtime.disconnectLocal();
  });
  // Then, in order, everything that could still use the database; one failing step must not
  // leave the database open.
  app.addHook('onClose', async () => {
    const steps: Array<[string, () => unknown]> = [
      ['jobs', () => jobs.stop()],
      ['realtime', () => realtime.close()],
      ['session cache', () => sessionCache.close()],
      ['rate limits', () => rateLimit.close()],
      ['mail', () => mail.close()],
      ['database', () => database.close()],
      // Last, so a failure of the steps above is still sent.
      ['error reporting', () => errorReporter.close()],
    ];
    for (const [name, step] of steps) {
      await Promise.resolve()
        .then(step)
        .catch((error: unknown) => app.log.error({ err: error }, `closing ${name} failed`));
    }
  });

  await registerSecurityHeaders(app, config);
  await registerDocs(app, config.publicUrl);

  // Liveness: the process answers. It asks no dependency, so an outage of the database does
  // not get healthy instances restarted; readiness below is what a balancer should follow.
  app.get(
    '/api/health',
    { schema: { tags: ['platform'], response: { 200: healthResponseSchema } } },
    async () => ({ status: 'ok' as const }),
  );
  let migrationsApplied = false;
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['platform'],
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const databaseUp = await withinMs(READY_CHECK_MS, db.execute(sql`select 1`)).then(
        (answer) => answer !== late,
        () => false,
      );
      if (databaseUp && !migrationsApplied) {
        migrationsApplied = await withinMs(READY_CHECK_MS, database.pendingMigrations()).then(
          (pending) => pending === 0,
          () => false,
        );
      }
      const ready = databaseUp && migrationsApplied && !draining;
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'unavailable',
        database: databaseUp ? 'up' : 'down',
        migrations: migrationsApplied ? 'applied' : 'pending',
        redis: realtime.redisState(),
        draining,
      });
    },
  );
  await registerDocsRoutes(app);
  const { metricsToken } = config;
  if (metricsToken) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!bearerIs(request, metricsToken)) {
        throw new AppError(401, SERVER_MESSAGE.unauthorized);
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  }
  await app.register(siteInfoRoutes, { lookup: deps.geoLookup ?? lookupCountry });
  await app.register(citiesRoutes);
  await app.register(authRoutes, { auth: services.auth });
  await app.register(feedbackRoutes, { feedback: services.feedback });
  await app.register(accountRoutes, { account: services.account });
  await app.register(photosRoutes, { photos: services.photos });
  await app.register(profileRoutes, { profile: services.profile });
  await app.register(sympathiesRoutes, { sympathies: services.sympathies });
  await app.register(visitsRoutes, { visits: services.visits });
  await app.register(chatRoutes, { chat: services.chat });
  await app.register(nudgesRoutes, { nudges: services.nudges });
  await app.register(billingRoutes, {
    billing: services.billing,
    sandbox: services.sandbox,
    webhookTrusted: config.payments.webhookTrusted,
  });
  await app.register(smartMessagesRoutes, { smart: services.smart });
  await app.register(notificationsRoutes, { notifications: services.notifications, push: services.push });
  await app.register(safetyRoutes, { safety: services.safety });
  await app.register(staffRoutes, { staff: services.staff, console: services.staffConsole });
  await registerWeb(app, {
    webDistDir: config.webDistDir,
    uploadsDir: uploadsDir(config.dataDir),
    publicUrl: config.publicUrl,
  });

  return app;
}
