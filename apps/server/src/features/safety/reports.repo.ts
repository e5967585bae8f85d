/**
 * Reports and automatic signals as the operator console reads and decides them (features/staff gets these functions
 * from compose.ts; the reports stay this feature's tables).
 */
import { type ReportCategory, SAFETY } from '@iskra/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { reportPhotos, reports, safetySignals } from './safety.schema.ts';

/** Most urgent first: a child's safety, then money, then the rest. */
const URGENCY: readonly ReportCategory[] = ['minor', 'scam', 'sexual', 'harassment', 'fake', 'spam', 'other'];

export type OpenReport = Awaited<ReturnType<typeof openReports>>[number];

/**
 * Open reports by urgency: the category's rank, then how many open reports the same person has,
 * then the oldest first.
 */
export async function openReports(db: AppDb, limit: number) {
  const reporter = alias(users, 'reporter');
  const openAgainst = sql<number>`(select count(*)::int from ${reports} r2 where r2.reported_id = ${reports.reportedId} and r2.status = 'open')`;
  const rank = sql`case ${reports.category} ${sql.join(
    URGENCY.map((category, index) => sql`when ${category} then ${index}`),
    sql` `,
  )} else ${URGENCY.length} end`;
  return db
    .select({
      id: reports.id,
      category: reports.category,
      comment: reports.comment,
      evidence: reports.evidence,
      createdAt: reports.createdAt,
      reportedId: reports.reportedId,
      reportedNumber: users.userNumber,
      reportedName: users.name,
      reportedStatus: users.status,
      reporterNumber: reporter.userNumber,
      openAgainst,
      photoCount: sql<number>`(select count(*)::int from ${reportPhotos} p where p.report_id = ${reports.id})`,
    })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reportedId))
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .where(eq(reports.status, 'open'))
    .orderBy(rank, desc(openAgainst), asc(reports.createdAt))
    .limit(limit);
}

/** Closes an open report; the reported person's id, or undefined when it was not open. */
export async function decideReport(
  db: AppDb,
  reportId: string,
  decision: 'actioned' | 'dismissed',
): Promise<{ reportedId: string; reporterId: string | null; category: ReportCategory } | undefined> {
  const [row] = await db
    .update(reports)
    .set({ status: decision, decidedAt: sql`now()` })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'open')))
    .returning({
      reportedId: reports.reportedId,
      reporterId: reports.reporterId,
      category: reports.category,
    });
  return row;
}

/** A photo copy kept with a report. */
export async function reportPhoto(db: AppDb, reportId: string, position: number) {
  const [row] = await db
    .select({
      contentType: reportPhotos.contentType,
      bytes: reportPhotos.bytes,
      reportedId: reports.reportedId,
    })
    .from(reportPhotos)
    .innerJoin(reports, eq(reports.id, reportPhotos.reportId))
    .where(and(eq(reportPhotos.reportId, reportId), eq(reportPhotos.position, position)))
    .limit(1);
  return row;
}

/**
 * Destroys the evidence of reports closed more than SAFETY.evidenceKeptAfterDecisionMs before
 * `now`: the texts and messages are cleared and the photo copies deleted. How many reports.
 */
export async function destroyClosedEvidence(db: AppDb, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SAFETY.evidenceKeptAfterDecisionMs);
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(reports)
      .set({ evidence: null })
      .where(and(ne(reports.status, 'open'), isNotNull(reports.evidence), lt(reports.decidedAt, before)))
      .returning({ id: reports.id });
    const ids = closed.map((r) => r.id);
    if (ids.length > 0) await tx.delete(reportPhotos).where(inArray(reportPhotos.reportId, ids));
    return ids.length;
  });
}

/** Open automatic signals with their accounts, the oldest first. */
export async function openSignals(db: AppDb, limit: number) {
  return db
    .select({
      id: safetySignals.id,
      kind: safetySignals.kind,
      details: safetySignals.details,
      createdAt: safetySignals.createdAt,
      userId: safetySignals.userId,
      userNumber: users.userNumber,
      name: users.name,
      status: users.status,
    })
    .from(safetySignals)
    .innerJoin(users, eq(users.id, safetySignals.userId))
    .where(isNull(safetySignals.resolvedAt))
    .orderBy(asc(safetySignals.createdAt))
    .limit(limit);
}

/** Marks an open signal looked at; its account's id, or undefined when it was not open. */
export async function resolveSignal(db: AppDb, signalId: string) {
  const [row] = await db
    .update(safetySignals)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(safetySignals.id, signalId), isNull(safetySignals.resolvedAt)))
    .returning({ userId: safetySignals.userId, kind: safetySignals.kind });
  return row;
}
