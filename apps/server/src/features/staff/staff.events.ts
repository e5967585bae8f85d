/** The facts a staff decision publishes on the bus (its effects on sockets happen in the service). */
import type { BanReason, ReportDecisionKind } from '@iskra/contract';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** Staff blocked an account; its sessions and sockets are already ended. */
    'account.banned': { userId: string; reason: BanReason; staffId: string };
    /** Staff closed a report; its reporter (whose account still exists) is told the outcome. */
    'report.decided': { reportId: string; reporterId: string; decision: ReportDecisionKind };
    /** Staff lifted a block; the account is active again. */
    'account.unbanned': { userId: string; staffId: string };
  }
}
