/**
 * Reports of users about other users, with the evidence as it was when the report was made.
 * Neither side is a foreign key: a report and its evidence outlive the reported person's edits
 * and account deletion until staff close the case; the evidence is destroyed
 * SAFETY.evidenceKeptAfterDecisionMs after the decision (reports.repo.ts, the privacy policy
 * says so); the reporter's id is cleared when the reporter's own account is destroyed.
 */
import type { ReportCategory, SafetySignalKind } from '@iskra/contract';
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, userRef } from '../../platform/db/schema.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** What the reported person showed when the report was made (texts only; photos apart). */
export interface ReportEvidence {
  profile: {
    userNumber: number;
    name: string;
    description: string;
    birthday: string;
    gender: number;
    city: string;
    country: string;
    email: string;
    registeredAt: string;
  };
  /** The reported photo's position among the copied ones, when a photo was reported. */
  reportedPhoto: number | null;
  /** The pair's dialog, newest first; `fromReported` tells whose message it is. */
  messages: Array<{ id: string; fromReported: boolean; text: string; at: string }>;
  /** The reported message's id, when a message was reported. */
  reportedMessageId: string | null;
}

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the reporter's account is destroyed. */
    reporterId: uuid('reporter_id'),
    reportedId: uuid('reported_id').notNull(),
    category: text('category').$type<ReportCategory>().notNull(),
    comment: text('comment').notNull().default(''),
    /** `open` until staff decide: `actioned` (measures taken) or `dismissed` (no breach). */
    status: text('status').$type<'open' | 'actioned' | 'dismissed'>().notNull().default('open'),
    /** Null once destroyed (SAFETY.evidenceKeptAfterDecisionMs after the decision). */
    evidence: jsonb('evidence').$type<ReportEvidence>(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('reports_open_idx').on(t.status, t.createdAt),
    index('reports_reported_idx').on(t.reportedId),
    index('reports_reporter_idx').on(t.reporterId),
    // Closed reports whose evidence still waits for destruction.
    index('reports_evidence_kept_idx')
      .on(t.decidedAt)
      .where(sql`${t.evidence} is not null and ${t.status} <> 'open'`),
  ],
);

/** Copies of the reported person's photos (the full picture), kept with the report. */
export const reportPhotos = pgTable(
  'report_photos',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.position] })],
);

/**
 * Automatic signals about an account for the operators' queue (contract SAFETY): a photo that
 * is the same picture as another account's, the same text to many people, messages to many
 * people. One open signal per account and kind; `details` says what was seen.
 */
export const safetySignals = pgTable(
  'safety_signals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    kind: text('kind').$type<SafetySignalKind>().notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('safety_signals_open_unique').on(t.userId, t.kind).where(sql`${t.resolvedAt} is null`),
    index('safety_signals_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
  ],
);
