import { randomUUID } from 'node:crypto';
import { SAFETY } from '@iskra/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { destroyClosedEvidence } from './reports.repo.ts';
import { type ReportEvidence, reportPhotos, reports } from './safety.schema.ts';

const app = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

const evidence: ReportEvidence = {
  profile: {
    userNumber: 1,
    name: 'Олег',
    description: 'Переведи на карту',
    birthday: '1990-01-01',
    gender: 1,
    city: 'Москва',
    country: 'Россия',
    email: 'oleg@example.ru',
    registeredAt: '2026-01-01T00:00:00.000Z',
  },
  reportedPhoto: null,
  messages: [{ id: 'm1', fromReported: true, text: 'Скинь 500', at: '2026-11-01T10:00:00.000Z' }],
  reportedMessageId: 'm1',
};

async function report(status: 'open' | 'actioned' | 'dismissed', decidedDaysAgo: number | null, now: Date) {
  const [row] = await app.db
    .insert(reports)
    .values({
      reporterId: randomUUID(),
      reportedId: randomUUID(),
      category: 'scam',
      status,
      evidence,
      decidedAt: decidedDaysAgo === null ? null : new Date(now.getTime() - decidedDaysAgo * DAY_MS),
    })
    .returning({ id: reports.id });
  if (!row) throw new Error('report not stored');
  await app.db
    .insert(reportPhotos)
    .values({ reportId: row.id, position: 0, contentType: 'image/jpeg', bytes: Buffer.from([1, 2, 3]) });
  return row.id;
}

describe('report evidence retention', () => {
  it('destroys the evidence of reports closed longer ago than the rule, and keeps the reports themselves', async () => {
    const now = new Date();
    const keptDays = SAFETY.evidenceKeptAfterDecisionMs / DAY_MS;
    const old = await report('actioned', keptDays + 1, now);
    const oldDismissed = await report('dismissed', keptDays + 30, now);
    const recent = await report('dismissed', keptDays - 1, now);
    const open = await report('open', null, now);

    expect(await destroyClosedEvidence(app.db, now)).toBeGreaterThanOrEqual(2);
    const ids = [old, oldDismissed, recent, open];
    const rows = await app.db
      .select({ id: reports.id, evidence: reports.evidence, status: reports.status })
      .from(reports)
      .where(inArray(reports.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(old)).toMatchObject({ evidence: null, status: 'actioned' });
    expect(byId.get(oldDismissed)?.evidence).toBeNull();
    expect(byId.get(recent)?.evidence).toEqual(evidence);
    expect(byId.get(open)?.evidence).toEqual(evidence);
    const photosOf = async (id: string) =>
      (await app.db.select().from(reportPhotos).where(eq(reportPhotos.reportId, id))).length;
    expect([
      await photosOf(old),
      await photosOf(oldDismissed),
      await photosOf(recent),
      await photosOf(open),
    ]).toEqual([0, 0, 1, 1]);
    // Again: nothing more to destroy among these.
    await destroyClosedEvidence(app.db, now);
    expect(await photosOf(recent)).toBe(1);
  });
});
