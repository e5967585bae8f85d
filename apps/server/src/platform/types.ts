/**
 * The app's Fastify instance as features see it: the zod type provider plus the platform
 * services decorated in app.ts.
 */
import type { ErrorStatus } from '@iskra/contract';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth, SignedIn } from './auth.ts';
import type { Config } from './config.ts';
import type { AppDb, Database } from './db/client.ts';
import type { ErrorReporter } from './error-reporting.ts';
import type { Jobs } from './jobs.ts';
import type { Letters } from './letters.ts';
import type { Mailer } from './mail.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Realtime } from './realtime.ts';
import type { SharedSessionCache } from './session-cache.ts';
import type { Storage } from './storage.ts';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The drizzle database; `database` is the handle that also migrates and closes it. */
    db: AppDb;
    database: Database;
    auth: Auth;
    /**
     * Verified sessions of the last seconds (session-cache.ts). Writes to users forget theirs
     * through platform/db/user-writes.ts; a write from outside the app (a test) calls forget().
     */
    sessionCache: SharedSessionCache;
    realtime: Realtime;
    mail: Mailer;
    /** Letters through the job queue: what features use to send mail. */
    letters: Letters;
    storage: Storage;
    jobs: Jobs;
    /** Reports unexpected failures when SENTRY_DSN is set; a no-op otherwise. */
    errorReporter: ErrorReporter;
    rateLimit: RateLimiter;
    /** onRequest hook: 401 unless a valid bearer token came; sets request.auth. */
    authenticate: Auth['authenticate'];
  }
  interface FastifySchema {
    /**
     * The failures this route answers with besides those every route of its kind can answer
     * (docs.ts adds those): documented in the OpenAPI document, checked by its serializer.
     */
    errors?: readonly ErrorStatus[];
  }
  interface FastifyRequest {
    /** The signed-in user; set by app.authenticate (or app.auth.identify on guest routes). */
    auth: SignedIn | null;
  }
}
