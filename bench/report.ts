/**
 * The rows of issue 17's table. Each benchmark prints its own detail and, when `BENCH_REPORT`
 * names a file, appends its rows there as JSON lines; `npm run bench` (bench/all.ts) runs the
 * benchmarks one after another and prints every row beside its baseline.
 */
import { appendFileSync } from 'node:fs';

export interface ReportRow {
  /** The row: P1a, P2, P3… */
  id: string;
  what: string;
  /** What was measured, with its unit. */
  figure: string;
  /** The baseline measured in the same run, and the ratio when there is one. */
  baseline: string;
  goal: string;
  /** Whether every part of the goal was met; null when the row has no goal of its own. */
  met: boolean | null;
}

export function report(rows: readonly ReportRow[]): void {
  const file = process.env.BENCH_REPORT;
  if (!file) return;
  appendFileSync(file, rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
}

export function verdict(met: boolean | null): string {
  if (met === null) return '—';
  return met ? 'met' : 'not met';
}

export function printRows(rows: readonly ReportRow[]): void {
  console.log('| # | what | measured | baseline (same run) | goal | |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.id} | ${row.what} | ${row.figure} | ${row.baseline} | ${row.goal} | ${verdict(row.met)} |`,
    );
  }
}

/** "0.42×" */
export function times(ratio: number): string {
  return `${ratio.toFixed(2)}×`;
}
