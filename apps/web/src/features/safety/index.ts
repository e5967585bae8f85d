/**
 * The safety tools (contract safety.ts): report, block and unmatch from a dialog or a profile,
 * and the block list of account settings.
 */
export { BlockedList } from './components/blocked-list.tsx';
export { PersonMenu, type PersonMenuItem } from './components/person-menu.tsx';
export type { ReportTarget } from './components/report-form.tsx';
export { type SafetyItemsOptions, safetyItems } from './components/safety-items.tsx';
export { REPORT_POPUP, type SafetyActions, useSafetyActions } from './hooks/use-safety-actions.tsx';
