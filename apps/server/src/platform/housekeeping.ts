/**
 * Recurring housekeeping (a recurring job, platform/jobs.ts `every`): rows that only waited to
 * be outdated go, so the tables that every request reads stay small and nothing is kept longer
 * than it serves.
 *
 * - sessions that expired or were revoked more than a day ago (a day keeps them for the log of
 *   a token that is still being tried);
 * - single-use links that were used or expired more than a day ago;
 * - jobs finished more than HOUSEKEEPING.finishedJobsDays days ago (their keys no longer stop a
 *   duplicate of anything current: keys name a payment, a period or a request of that time).
 */
import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from './db/client.ts';
import { authTokens, jobs, sessions } from './db/schema.ts';
import type { Jobs } from './jobs.ts';

export const HOUSEKEEPING = {
  job: 'housekeeping',
  everyMs: 6 * 60 * 60 * 1000,
  keepDays: 1,
  finishedJobsDays: 30,
} as const;

const daysAgo = (days: number) => sql`now() - ${`${days} days`}::interval`;

export async function houseKeep(db: AppDb): Promise<{ sessions: number; links: number; jobs: number }> {
  const keep = daysAgo(HOUSEKEEPING.keepDays);
  const goneSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, keep), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, keep))))
    .returning({ id: sessions.id });
  const goneLinks = await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, keep), and(isNotNull(authTokens.usedAt), lt(authTokens.usedAt, keep))))
    .returning({ id: authTokens.id });
  const goneJobs = await db
    .delete(jobs)
    .where(and(isNotNull(jobs.doneAt), lt(jobs.doneAt, daysAgo(HOUSEKEEPING.finishedJobsDays))))
    .returning({ id: jobs.id });
  return { sessions: goneSessions.length, links: goneLinks.length, jobs: goneJobs.length };
}

export function registerHousekeeping(
  db: AppDb,
  jobsRunner: Jobs,
  logger: Pick<FastifyBaseLogger, 'info'>,
): void {
  jobsRunner.every(HOUSEKEEPING.job, HOUSEKEEPING.everyMs, async () => {
    logger.info({ removed: await houseKeep(db) }, 'housekeeping done');
  });
}
