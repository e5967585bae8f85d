/**
 * Discover's first load as a phone on a slow network lives it: the first paint (FCP) and the
 * largest one (LCP, the top card's photo) measured by the browser itself under applied
 * throttling, which Lighthouse's default run only simulates (bench/lighthouse.ts). Its network
 * conditions are those Lighthouse applies for its mobile runs with DevTools throttling (562.5 ms
 * latency, 1,474.56 kbit/s down, 675 kbit/s up) and a 4× slower CPU. The baseline, in the same
 * run and under the same conditions: the static minimal page of lighthouse.ts. `--compare DIR`
 * also measures another web build (a `vite build --outDir DIR` of an earlier commit) on its own
 * server, for a before-and-after of a change.
 *
 *   npm run build && npx tsx bench/throttled-load.ts [--runs 5] [--compare /tmp/web-before]
 */
import { type Browser, chromium } from '@playwright/test';
import { type BuiltApp, CHROMIUM, isMain, startBuiltApp } from './built-app.ts';
import { startBaseline } from './lighthouse.ts';

const PORT = Number(process.env.BENCH_PORT ?? 18_781);
/** Lighthouse's mobile network for DevTools throttling (its constants: slow 4G, adjusted). */
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1_474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** Long enough for discover's top photo on the slowest load seen (about 5.5 s). */
const SETTLE_MS = 9_000;

/** The first paint and the last largest-paint candidate, as the page's own timeline has them. */
const PAINTS_SCRIPT = `new Promise((done) => {
  let lcpMs = Number.NaN;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lcpMs = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  setTimeout(() => done({ fcpMs: fcp ? fcp.startTime : Number.NaN, lcpMs }), 50);
})`;

interface Paints {
  fcpMs: number;
  lcpMs: number;
}

async function measure(browser: Browser, url: string, token: string | null): Promise<Paints> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    if (token) await context.addInitScript(`localStorage.setItem('token', ${JSON.stringify(token)})`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await page.waitForTimeout(SETTLE_MS);
    // A page script (this file is typed for Node, and tsx would wrap a function's inner names).
    return await page.evaluate<Paints>(PAINTS_SCRIPT);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function medians(browser: Browser, url: string, token: string | null, runs: number): Promise<Paints> {
  const all: Paints[] = [];
  for (let run = 0; run < runs; run += 1) all.push(await measure(browser, url, token));
  return { fcpMs: median(all.map((p) => p.fcpMs)), lcpMs: median(all.map((p) => p.lcpMs)) };
}

async function discoverOf(app: BuiltApp, browser: Browser, runs: number): Promise<Paints> {
  const token = await app.demoToken();
  return medians(browser, `${app.origin}/app/discover`, token, runs);
}

async function withApp<T>(webDist: string | undefined, work: (app: BuiltApp) => Promise<T>): Promise<T> {
  const before = process.env.WEB_DIST_DIR;
  if (webDist) process.env.WEB_DIST_DIR = webDist;
  const app = await startBuiltApp(PORT).finally(() => {
    if (before === undefined) delete process.env.WEB_DIST_DIR;
    else process.env.WEB_DIST_DIR = before;
  });
  try {
    return await work(app);
  } finally {
    await app.stop();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? process.argv[at + 1] : undefined;
  };
  const runs = Number(option('--runs') ?? 5);
  const compare = option('--compare');
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const baseline = await startBaseline();
  try {
    const rows: [string, Paints][] = [
      ['baseline: static minimal HTML (node:http)', await medians(browser, baseline.url, null, runs)],
    ];
    if (compare)
      rows.push([
        `discover (signed in), the build in ${compare}`,
        await withApp(compare, (app) => discoverOf(app, browser, runs)),
      ]);
    rows.push([
      'discover (signed in), this build',
      await withApp(undefined, (app) => discoverOf(app, browser, runs)),
    ]);
    console.log(
      `Discover's first load under applied throttling (slow 4G, ${CPU_SLOWDOWN}× CPU), median of ${runs}`,
    );
    console.log('page | FCP | LCP');
    for (const [page, paints] of rows)
      console.log(`${page} | ${seconds(paints.fcpMs)} | ${seconds(paints.lcpMs)}`);
  } finally {
    await new Promise((done) => baseline.server.close(done));
    await browser.close();
  }
}

if (isMain(import.meta.url)) await main();
