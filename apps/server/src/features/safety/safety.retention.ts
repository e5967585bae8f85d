/**
 * A closed report's evidence is destroyed SAFETY.evidenceKeptAfterDecisionMs after the
 * decision (the privacy policy's retention rule), by a recurring job.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../platform/db/client.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { destroyClosedEvidence } from './reports.repo.ts';

export const EVIDENCE_RETENTION_JOB = 'safety.evidence-retention';
const EVERY_MS = 6 * 60 * 60 * 1000;

export function registerEvidenceRetention(
  db: AppDb,
  jobs: Pick<Jobs, 'every'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): void {
  jobs.every(EVIDENCE_RETENTION_JOB, EVERY_MS, async () => {
    const destroyed = await destroyClosedEvidence(db, new Date());
    if (destroyed > 0) log.info({ destroyed }, 'report evidence destroyed');
  });
}
