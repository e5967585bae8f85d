/**
 * `npm run bench`: every benchmark of issue 17's table, one after another (never two at once:
 * they would measure each other), each printing its detail, then the whole table — every row
 * beside the baseline measured in the same run.
 *
 *   npm run bench                  # full sizes (discover: 1,000,000 users and 20,000,000 likes)
 *   npm run bench -- --quick       # smaller sizes and shorter runs, for a first look
 *   npm run bench -- --only P3,P6  # only the benchmarks behind these rows
 *
 * The discover rows need PostgreSQL (`BENCH_DATABASE_URL`, see bench/README.md); the first-load
 * and Lighthouse rows build the web app and the server first (`npm run build`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { printRows, type ReportRow } from './report.ts';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const quick = args.quick ?? false;

interface Step {
  rows: string[];
  what: string;
  /** Commands run in order; the rows come from the last. */
  commands: string[][];
}

const STEPS: Step[] = [
  {
    rows: ['P1a', 'P1b'],
    what: 'hot reads',
    commands: [['bench/hot-reads.ts', ...(quick ? ['--seconds', '3'] : [])]],
  },
  {
    rows: ['P2', "P2'"],
    what: 'discover',
    commands: [
      ['bench/discover-seed.ts', ...(quick ? ['--users', '100000', '--likes', '2000000'] : [])],
      ['bench/discover.ts', '--no-plans', ...(quick ? ['--seconds', '6'] : [])],
    ],
  },
  {
    rows: ['P3', 'P4'],
    what: 'hot writes',
    commands: [['bench/writes.ts', ...(quick ? ['--seconds', '3'] : [])]],
  },
  {
    rows: ['P4', 'P5'],
    what: 'realtime',
    commands: [
      // The delivered rate at the 200 messages/s, and the idle heap.
      [
        'bench/realtime.ts',
        '--rows',
        'delivered,heap',
        ...(quick ? ['--sockets', '1000', '--seconds', '10'] : []),
      ],
      // The p99 at a rate both the app and the bare echo sustain.
      [
        'bench/realtime.ts',
        '--rate',
        '60',
        '--rows',
        'p99',
        ...(quick ? ['--sockets', '1000', '--seconds', '10'] : []),
      ],
    ],
  },
  { rows: ['P6'], what: 'first load', commands: [['bench/first-load.ts']] },
  { rows: ['P7'], what: 'Lighthouse', commands: [['bench/lighthouse.ts']] },
];

const wanted = args.only?.split(',').map((id) => id.trim());
const steps = STEPS.filter((step) => !wanted || step.rows.some((id) => wanted.includes(id)));
const dir = mkdtempSync(join(tmpdir(), 'iskra-bench-all-'));
const reportFile = join(dir, 'rows.jsonl');
const failed: Array<{ step: Step; why: string }> = [];

function run(command: string, argv: string[]): number {
  const result = spawnSync(command, argv, {
    stdio: 'inherit',
    env: { ...process.env, BENCH_REPORT: reportFile },
  });
  return result.status ?? 1;
}

if (steps.some((step) => step.rows.includes('P6') || step.rows.includes('P7'))) {
  console.log('\n##### npm run build (the first-load and Lighthouse rows load the built app)');
  if (run('npm', ['run', 'build']) !== 0) throw new Error('npm run build failed');
}
for (const step of steps) {
  console.log(`\n##### ${step.what} (${step.rows.join(', ')})`);
  for (const [script, ...rest] of step.commands) {
    if (!script || !existsSync(script)) {
      failed.push({ step, why: `${script} is missing` });
      break;
    }
    const status = run(process.execPath, ['--import', 'tsx', script, ...rest]);
    if (status !== 0) {
      failed.push({ step, why: `${script} exited with ${status}` });
      break;
    }
  }
}

const rows: ReportRow[] = existsSync(reportFile)
  ? readFileSync(reportFile, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as ReportRow)
  : [];
rmSync(dir, { recursive: true, force: true });
const order = STEPS.flatMap((step) => step.rows);
rows.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));

console.log(`\n##### Issue 17's table${quick ? " (quick sizes: not the issue's)" : ''}\n`);
printRows(rows);
for (const { step, why } of failed)
  console.log(`NOT MEASURED: ${step.rows.join(', ')} (${step.what}): ${why}`);
const met = rows.filter((row) => row.met === true).length;
console.log(`\n${met} of ${rows.length} rows meet their goal.`);
if (failed.length > 0) process.exitCode = 1;
