/**
 * Lighthouse mobile (issue P7): the performance score, LCP, CLS and TBT of the landing (a guest)
 * and of discover (the demo man signed in), the median of three runs each, beside a baseline
 * measured in the same run: a minimal static HTML page (a heading and a paragraph, no script, no
 * stylesheet, no image) from a bare `node:http` server on the same loopback — what Lighthouse gives
 * on this machine for a page with nothing to load, so the app's figures read against the
 * machine's own ceiling.
 *
 *   npm run build && npx tsx bench/lighthouse.ts [--runs 3]
 *   LIGHTHOUSE_REPORTS=/tmp/lh npx tsx bench/lighthouse.ts   # also keeps every report (JSON)
 *
 * Lighthouse 12.2.3 with its default config: mobile form factor and emulation, simulated
 * throttling (slow 4G, 4× CPU). Debian's Chromium (CHROMIUM, default /usr/bin/chromium), headless,
 * launched by chrome-launcher; Lighthouse drives it through puppeteer, which puts the demo man's
 * token into the page's storage before any script runs (as first-load.ts does), so discover
 * opens signed in. `lighthouseRows()` returns the rows for a runner that prints every benchmark
 * in one table.
 */

import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { type BuiltApp, CHROMIUM, isMain, startBuiltApp } from './built-app.ts';
import { report } from './report.ts';

const PORT = Number(process.env.BENCH_PORT ?? 18_778);
/** The goals of the issue. */
export const LIGHTHOUSE_GOAL = { score: 90, cls: 0.05 };

/** One page: the medians of its runs (score 0–100, LCP and TBT in ms). */
export interface LighthouseRow {
  page: string;
  runs: number;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Whether the row is a goal of the issue (the baseline is not). */
  app: boolean;
  met: boolean;
}

const BASELINE_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Минимальная страница для сравнения." />
    <title>Искра</title>
  </head>
  <body>
    <h1>Искра</h1>
    <p>Знакомства и общение: симпатии, взаимные совпадения и чат.</p>
  </body>
</html>
`;

/** The baseline page on a bare `node:http` server of its own (also bench/throttled-load.ts's). */
export async function startBaseline(): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(BASELINE_HTML);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, server };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const numeric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;

interface Target {
  page: string;
  url: string;
  token: string | null;
  app: boolean;
}

/** One Lighthouse run in a fresh headless Chromium. */
async function runOnce(target: Target): Promise<Result> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = await browser.newPage();
      if (target.token) {
        // The page's own storage, reached through the global object (this file is typed for Node).
        await page.evaluateOnNewDocument((token: string) => {
          (
            globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
          ).localStorage.setItem('token', token);
        }, target.token);
      }
      const answer = await lighthouse(
        target.url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        undefined,
        page,
      );
      if (!answer) throw new Error(`Lighthouse returned nothing for ${target.url}`);
      const error = answer.lhr.runtimeError;
      if (error) throw new Error(`Lighthouse failed on ${target.url}: ${error.code} ${error.message}`);
      return answer.lhr;
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

/** Lighthouse asks to be run again after a failed trace (NO_NAVSTART and the like): twice more at most. */
async function runWithRetry(target: Target): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(target);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(
        `${target.page}: ${error instanceof Error ? error.message : String(error)}; running again`,
      );
    }
  }
}

/**
 * Runs Lighthouse `runs` times on the baseline, the landing and discover of a running built app
 * (startBuiltApp), or of one it starts on BENCH_PORT when none is given.
 */
export async function lighthouseRows(
  options: { app?: BuiltApp; runs?: number } = {},
): Promise<LighthouseRow[]> {
  const runs = options.runs ?? 3;
  const own = options.app ? null : await startBuiltApp(PORT);
  const app = options.app ?? own;
  if (!app) throw new Error('no app to measure');
  const baseline = await startBaseline();
  try {
    const token = await app.demoToken();
    const targets: Target[] = [
      { page: 'baseline: static minimal HTML (node:http)', url: baseline.url, token: null, app: false },
      { page: 'landing (guest)', url: `${app.origin}/app/`, token: null, app: true },
      { page: 'discover (signed in)', url: `${app.origin}/app/discover`, token, app: true },
    ];
    const rows: LighthouseRow[] = [];
    for (const target of targets) {
      const results: Result[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await runWithRetry(target);
        results.push(result);
        const dir = process.env.LIGHTHOUSE_REPORTS;
        const name = target.page.split(' ')[0]?.replace(/\W/g, '') ?? 'page';
        if (dir) {
          await mkdir(dir, { recursive: true });
          await writeFile(`${dir}/${name}-${run + 1}.json`, JSON.stringify(result));
        }
      }
      const score = median(results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)));
      const cls = median(results.map((r) => numeric(r, 'cumulative-layout-shift')));
      rows.push({
        page: target.page,
        runs,
        score,
        lcpMs: median(results.map((r) => numeric(r, 'largest-contentful-paint'))),
        cls,
        tbtMs: median(results.map((r) => numeric(r, 'total-blocking-time'))),
        app: target.app,
        met: score >= LIGHTHOUSE_GOAL.score && cls <= LIGHTHOUSE_GOAL.cls,
      });
    }
    return rows;
  } finally {
    await new Promise((done) => baseline.server.close(done));
    await own?.stop();
  }
}

async function main() {
  const at = process.argv.indexOf('--runs');
  const runs = at >= 0 ? Number(process.argv[at + 1]) : 3;
  const rows = await lighthouseRows({ runs });
  console.log(`P7 Lighthouse mobile (default emulation and throttling), median of ${runs} runs`);
  console.log(
    [
      'page',
      'score',
      'LCP',
      'CLS',
      'TBT',
      `goal ≥ ${LIGHTHOUSE_GOAL.score}, CLS ≤ ${LIGHTHOUSE_GOAL.cls}`,
    ].join(' | '),
  );
  const baseline = rows.find((row) => !row.app);
  report(
    rows
      .filter((row) => row.app)
      .map((row) => ({
        id: 'P7',
        what: `Lighthouse mobile, ${row.page} (median of ${row.runs})`,
        figure: `score ${row.score}, CLS ${row.cls.toFixed(3)}, LCP ${(row.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(row.tbtMs)} ms`,
        baseline: baseline
          ? `a static page: score ${baseline.score}, TBT ${Math.round(baseline.tbtMs)} ms`
          : '—',
        goal: `score ≥ ${LIGHTHOUSE_GOAL.score}, CLS ≤ ${LIGHTHOUSE_GOAL.cls}`,
        met: row.met,
      })),
  );
  for (const row of rows) {
    console.log(
      [
        row.page,
        String(row.score),
        `${(row.lcpMs / 1000).toFixed(2)} s`,
        row.cls.toFixed(3),
        `${Math.round(row.tbtMs)} ms`,
        row.app ? (row.met ? 'met' : 'not met') : '—',
      ].join(' | '),
    );
  }
}

if (isMain(import.meta.url)) await main();
