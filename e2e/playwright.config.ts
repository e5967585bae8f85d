import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { createStaffCommand } from './support/staff.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');

// E2E_PORT lets several suites run side by side on one machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18310);
const origin = `http://127.0.0.1:${E2E_PORT}`;

// One fresh data directory per run. The config is evaluated again in every worker; the variable
// set here is inherited by them, so only the main process creates the directory, and removes it
// when it exits (after it has stopped the web server).
if (!process.env.ISKRA_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'iskra-e2e-'));
  process.env.ISKRA_E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

/** Debian's chromium; Playwright's own browser builds are not downloaded on these machines. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(ARTIFACTS_DIR, 'test-results'),
  globalSetup: './support/global-setup.ts',
  // Journeys must pass on the first try: a flaky journey is a bug to fix, not to retry.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: join(ARTIFACTS_DIR, 'html-report'), open: 'never' }]],
  use: {
    baseURL: `${origin}/app/`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'phone',
      use: { browserName: 'chromium', viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    // The real server serving the built web app (apps/web/dist, made by `npm run build`), after
    // the journeys' operators are made (support/staff.ts).
    command: `node e2e/support/require-web-dist.mjs && ${createStaffCommand()} && npm start -w @iskra/server`,
    cwd: repoRoot,
    url: `${origin}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.ISKRA_E2E_DATA_DIR,
      SEED_DEMO: 'false',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Playwright sets FORCE_COLOR=1 for the web server; with NO_COLOR (CI) Node warns about both.
      FORCE_COLOR: '0',
      PUBLIC_URL: origin,
      // Journeys that sign up through the API say which address they come from (a fresh one each),
      // so the per-address registration limit holds for them as for real visitors.
      TRUST_PROXY: '1',
      // A match gets its smart opener within a journey's patience, not after half an hour.
      SMART_MESSAGES_DELAY_MS: '2000',
    },
  },
});
