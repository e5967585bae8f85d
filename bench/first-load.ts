/**
 * First load (issue P6): the bytes of JavaScript and CSS a browser downloads to show the landing
 * (a guest) and discover (signed in), as the built app serves them — compressed by the browser's
 * Accept-Encoding — beside the same pages fetched with `Accept-Encoding: identity` (the baseline:
 * what went over the wire before assets were precompressed). Also the uncompressed sizes, so the
 * split of the code shows.
 *
 *   npm run build && npx tsx bench/first-load.ts
 *
 *   npx tsx bench/first-load.ts --files     # also every script and stylesheet with its bytes
 *
 * Starts the compiled app (built-app.ts), signs the demo man in through the API, and drives
 * Debian's Chromium (CHROMIUM, default /usr/bin/chromium) with Playwright. `firstLoadRows()`
 * returns the rows for a runner that prints every benchmark in one table.
 */

import { type Browser, chromium } from '@playwright/test';
import { type BuiltApp, CHROMIUM, isMain, kb, startBuiltApp } from './built-app.ts';
import { report } from './report.ts';

const PORT = Number(process.env.BENCH_PORT ?? 18_777);
/** The goals of the issue, compressed bytes on the wire. */
export const FIRST_LOAD_GOAL = { js: 120 * 1024, css: 20 * 1024 };

interface Transfer {
  js: number;
  css: number;
  jsRaw: number;
  cssRaw: number;
  /** Every script and stylesheet with its bytes on the wire, in the order they finished. */
  files: Array<{ url: string; wire: number }>;
}

/** One page of the table: bytes in bytes. */
export interface FirstLoadRow {
  page: string;
  jsWire: number;
  jsBaseline: number;
  cssWire: number;
  cssBaseline: number;
  jsRaw: number;
  cssRaw: number;
  met: boolean;
  files: Array<{ url: string; wire: number }>;
}

async function measure(
  browser: Browser,
  origin: string,
  path: string,
  token: string | null,
  identity: boolean,
): Promise<Transfer> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    ...(identity ? { extraHTTPHeaders: { 'accept-encoding': 'identity' } } : {}),
  });
  // The page's own storage, reached through the global object (this file is typed for Node).
  if (token) {
    await context.addInitScript(
      (t) =>
        (
          globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
        ).localStorage.setItem('token', t),
      token,
    );
  }
  const page = await context.newPage();
  const transfer: Transfer = { js: 0, css: 0, jsRaw: 0, cssRaw: 0, files: [] };
  const pending: Array<Promise<void>> = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const sizes = await request.sizes();
        const body = (await (await request.response())?.body())?.length ?? 0;
        const url = request.url().replace(origin, '');
        // A file preloaded and then used is asked for twice, the second time from the memory
        // cache (no body on the wire): each file counts once, as it came over the network.
        const known = seen.get(url);
        if (!known || sizes.responseBodySize > known.wire)
          seen.set(url, { key: type === 'script' ? 'js' : 'css', wire: sizes.responseBodySize, raw: body });
      })(),
    );
  });
  const seen = new Map<string, { key: 'js' | 'css'; wire: number; raw: number }>();
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  // The events of the last requests may still be on their way when goto returns.
  await new Promise((done) => setTimeout(done, 250));
  await Promise.all(pending);
  await context.close();
  for (const [url, { key, wire, raw }] of seen) {
    transfer[key] += wire;
    transfer[key === 'js' ? 'jsRaw' : 'cssRaw'] += raw;
    transfer.files.push({ url, wire });
  }
  return transfer;
}

/**
 * Measures the landing (a guest) and discover (the demo man signed in) on a running built app
 * (startBuiltApp), or starts one on BENCH_PORT when none is given.
 */
export async function firstLoadRows(app?: BuiltApp): Promise<FirstLoadRow[]> {
  const own = app ? null : await startBuiltApp(PORT);
  const target = app ?? own;
  if (!target) throw new Error('no app to measure');
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const token = await target.demoToken();
    const pages: Array<[string, string, string | null]> = [
      ['landing (guest)', '/app/', null],
      ['discover (signed in)', '/app/discover', token],
    ];
    const rows: FirstLoadRow[] = [];
    for (const [name, path, pageToken] of pages) {
      const wire = await measure(browser, target.origin, path, pageToken, false);
      const plain = await measure(browser, target.origin, path, pageToken, true);
      rows.push({
        page: name,
        jsWire: wire.js,
        jsBaseline: plain.js,
        cssWire: wire.css,
        cssBaseline: plain.css,
        jsRaw: wire.jsRaw,
        cssRaw: wire.cssRaw,
        met: wire.js <= FIRST_LOAD_GOAL.js && wire.css <= FIRST_LOAD_GOAL.css,
        files: wire.files,
      });
    }
    return rows;
  } finally {
    await browser.close();
    await own?.stop();
  }
}

/** Prints the table; `--files` also lists every script and stylesheet of each page. */
async function main() {
  const rows = await firstLoadRows();
  console.log(
    'P6 first load: JS and CSS bytes on the wire (baseline: the same page with Accept-Encoding: identity)',
  );
  console.log(
    ['page', 'JS wire', 'JS baseline', 'CSS wire', 'CSS baseline', 'JS raw', 'CSS raw', 'goal JS/CSS'].join(
      ' | ',
    ),
  );
  for (const row of rows) {
    console.log(
      [
        row.page,
        kb(row.jsWire),
        kb(row.jsBaseline),
        kb(row.cssWire),
        kb(row.cssBaseline),
        kb(row.jsRaw),
        kb(row.cssRaw),
        `${kb(FIRST_LOAD_GOAL.js)} / ${kb(FIRST_LOAD_GOAL.css)}: ${row.met ? 'met' : 'not met'}`,
      ].join(' | '),
    );
  }
  report(
    rows.map((row) => ({
      id: 'P6',
      what: `first load, ${row.page}: bytes on the wire`,
      figure: `JS ${kb(row.jsWire)}, CSS ${kb(row.cssWire)}`,
      baseline: `uncompressed (Accept-Encoding: identity): JS ${kb(row.jsBaseline)}, CSS ${kb(row.cssBaseline)}`,
      goal: `JS ≤ ${kb(FIRST_LOAD_GOAL.js)}, CSS ≤ ${kb(FIRST_LOAD_GOAL.css)}, compressed`,
      met: row.met,
    })),
  );
  if (process.argv.includes('--files')) {
    for (const row of rows) {
      console.log(`\n${row.page}:`);
      for (const file of [...row.files].sort((a, b) => b.wire - a.wire)) {
        console.log(`  ${kb(file.wire).padStart(9)}  ${file.url}`);
      }
    }
  }
}

if (isMain(import.meta.url)) await main();
