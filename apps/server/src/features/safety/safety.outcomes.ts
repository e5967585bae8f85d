/**
 * The reporter hears how staff closed their report (contract REPORT_OUTCOME_TEXT): in an open
 * tab at once, and by e-mail through the letters' queue, so a reporter who is away learns it
 * too. Only the outcome is told, never what was done or about whom.
 */
import {
  GENDER,
  REPORT_OUTCOME_SUBJECT,
  REPORT_OUTCOME_TEXT,
  type ReportDecisionKind,
  reportDecisionKindSchema,
} from '@iskra/contract';
import { z } from 'zod';
import type { AppDb } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Letters } from '../../platform/letters.ts';
import type { MailMessage } from '../../platform/mail.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { renderMail } from '../../shared/mail-layout.ts';
import { findUser } from '../users/users.repo.ts';

export const REPORT_OUTCOME_LETTER = 'report-outcome-mail';

export const reportOutcomeLetterSchema = z.object({ userId: z.uuid(), decision: reportDecisionKindSchema });

function followUp(decision: ReportDecisionKind, gender: number): string {
  if (decision === 'dismissed') {
    return 'Если человек продолжает вести себя неприятно, его можно заблокировать в меню «⋯» анкеты или переписки, а о новом случае — снова сообщить нам.';
  }
  const told = gender === GENDER.WOMAN ? 'сообщила' : 'сообщил';
  return `Спасибо, что ${told} нам: так ты помогаешь сделать Искру безопаснее для всех.`;
}

export function registerReportOutcomes(deps: {
  db: AppDb;
  bus: EventBus;
  realtime: Pick<Realtime, 'emitToUser'>;
  letters: Pick<Letters, 'enqueue'>;
}): void {
  deps.bus.on('report.decided', async ({ reportId, reporterId, decision }) => {
    deps.realtime.emitToUser(reporterId, 'SERVER:REPORT_DECIDED', { decision });
    await deps.letters.enqueue(
      REPORT_OUTCOME_LETTER,
      { userId: reporterId, decision },
      { key: `report-outcome:${reportId}` },
    );
  });
}

/** The letter; none for an account that is gone or not active. */
export async function reportOutcomeLetter(
  db: AppDb,
  siteUrl: string,
  { userId, decision }: z.infer<typeof reportOutcomeLetterSchema>,
): Promise<MailMessage | null> {
  const user = await findUser(db, userId);
  if (user?.status !== 'active') return null;
  return {
    to: user.email,
    ...renderMail(
      REPORT_OUTCOME_SUBJECT,
      {
        greeting: `Привет, ${user.name}!`,
        paragraphs: [`${REPORT_OUTCOME_TEXT[decision]}.`, followUp(decision, user.gender)],
      },
      siteUrl,
    ),
  };
}
