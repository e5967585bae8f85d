/**
 * First load (issue P6): the bytes of JavaScript and CSS a browser downloads to show the landing
 * (a guest) and discover (signed in), as the built app serves them — compressed by the browser's
 * Accept-Encoding — beside the same pages fetched with `Accept-Encoding: identity` (the baseline:
 * what went over the wire before assets were precompressed). Also the uncompressed sizes, so the
 * split of the code shows.
 *
 *   npm run build && npx tsx bench/first-load.ts
 *
 * Starts the compiled server (apps/server/dist/main.js) on the embedded database with the demo
 * seed in a temporary DATA_DIR, signs the demo man in through the API, and drives Debian's
 * Chromium (CHROMIUM, default /usr/bin/chromium) with Playwright.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 18_777);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DEMO = { email: 'demo.man@iskra.example', password: 'iskra-demo-2026' };
/** The goals of the issue, compressed bytes on the wire. */
const GOAL = { js: 120 * 1024, css: 20 * 1024 };

interface Transfer {
  js: number;
  css: number;
  jsRaw: number;
  cssRaw: number;
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${ORIGIN}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((done) => setTimeout(done, 500));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not become ready in 2 minutes');
}

async function demoToken(): Promise<string> {
  // The demo seed runs after the start: wait for the account.
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const res = await fetch(`${ORIGIN}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    if (res.ok) return ((await res.json()) as { accessToken: string }).accessToken;
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error('the demo account never signed in');
}

async function measure(
  browser: Browser,
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
  const transfer: Transfer = { js: 0, css: 0, jsRaw: 0, cssRaw: 0 };
  const pending: Array<Promise<void>> = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const sizes = await request.sizes();
        const body = (await (await request.response())?.body())?.length ?? 0;
        const key = type === 'script' ? 'js' : 'css';
        transfer[key] += sizes.responseBodySize;
        transfer[key === 'js' ? 'jsRaw' : 'cssRaw'] += body;
      })(),
    );
  });
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  return transfer;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'iskra-first-load-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
  try {
    const token = await demoToken();
    const pages: Array<[string, string, string | null]> = [
      ['landing (guest)', '/app/', null],
      ['discover (signed in)', '/app/discover', token],
    ];
    console.log(
      'P6 first load: JS and CSS bytes on the wire (baseline: the same page with Accept-Encoding: identity)',
    );
    console.log(
      ['page', 'JS wire', 'JS baseline', 'CSS wire', 'CSS baseline', 'JS raw', 'CSS raw', 'goal JS/CSS'].join(
        ' | ',
      ),
    );
    for (const [name, path, pageToken] of pages) {
      const wire = await measure(browser, path, pageToken, false);
      const plain = await measure(browser, path, pageToken, true);
      const met = wire.js <= GOAL.js && wire.css <= GOAL.css ? 'met' : 'not met';
      console.log(
        [
          name,
          kb(wire.js),
          kb(plain.js),
          kb(wire.css),
          kb(plain.css),
          kb(wire.jsRaw),
          kb(wire.cssRaw),
          `${kb(GOAL.js)} / ${kb(GOAL.css)}: ${met}`,
        ].join(' | '),
      );
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
