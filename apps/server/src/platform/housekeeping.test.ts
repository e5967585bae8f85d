import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestUser, useTestApp } from '../../test/test-app.ts';
import { authTokens, jobs, sessions } from './db/schema.ts';
import { HOUSEKEEPING } from './housekeeping.ts';

const app = useTestApp();
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

describe('housekeeping', () => {
  it('runs once per interval and removes only what is outdated', async () => {
    const { user } = await createTestUser(app);
    const sessionIds = await app.db
      .insert(sessions)
      .values([
        { userId: user.id, expiresAt: ago(2) },
        { userId: user.id, expiresAt: ago(-30), revokedAt: ago(2) },
        { userId: user.id, expiresAt: ago(-30), revokedAt: ago(0.1) },
        { userId: user.id, expiresAt: ago(-30) },
      ])
      .returning({ id: sessions.id });
    const link = () => randomBytes(16).toString('hex');
    const linkIds = await app.db
      .insert(authTokens)
      .values([
        { userId: user.id, kind: 'restore', tokenHash: link(), expiresAt: ago(2) },
        { userId: user.id, kind: 'restore', tokenHash: link(), expiresAt: ago(-1), usedAt: ago(2) },
        { userId: user.id, kind: 'restore', tokenHash: link(), expiresAt: ago(-1) },
      ])
      .returning({ id: authTokens.id });
    const jobIds = await app.db
      .insert(jobs)
      .values([
        { kind: 'test-old', doneAt: ago(HOUSEKEEPING.finishedJobsDays + 1), runAt: ago(40) },
        { kind: 'test-recent', doneAt: ago(1), runAt: ago(1) },
        { kind: 'test-waiting', runAt: ago(-1) },
      ])
      .returning({ id: jobs.id });

    await app.jobs.scheduleDue();
    await app.jobs.scheduleDue();
    const scheduled = await app.db.select().from(jobs).where(eq(jobs.kind, HOUSEKEEPING.job));
    expect(scheduled).toHaveLength(1);
    expect(await app.jobs.runDue([HOUSEKEEPING.job])).toBe(1);

    const keptSessions = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        inArray(
          sessions.id,
          sessionIds.map((s) => s.id),
        ),
      );
    expect(keptSessions.map((s) => s.id).sort()).toEqual([sessionIds[2]?.id, sessionIds[3]?.id].sort());
    const keptLinks = await app.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(
        inArray(
          authTokens.id,
          linkIds.map((l) => l.id),
        ),
      );
    expect(keptLinks.map((l) => l.id)).toEqual([linkIds[2]?.id]);
    const keptJobs = await app.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          jobIds.map((j) => j.id),
        ),
      );
    expect(keptJobs.map((j) => j.kind).sort()).toEqual(['test-recent', 'test-waiting']);
  });
});
