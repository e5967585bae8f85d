/**
 * The compiled app as the browser benchmarks see it (first-load.ts, lighthouse.ts): the built
 * server (apps/server/dist/main.js, which also serves apps/web/dist) on the embedded database with
 * the demo seed in a temporary DATA_DIR, and the demo man's access token from the API.
 *
 * Needs `npm run build` first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = resolve(import.meta.dirname, '..');
/** Debian's Chromium unless CHROMIUM names another browser. */
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const DEMO = { email: 'demo.man@iskra.example', password: 'iskra-demo-2026' };

export interface BuiltApp {
  origin: string;
  /** Signs the demo man in through the API (waits for the demo seed, which runs after the start). */
  demoToken(): Promise<string>;
  stop(): Promise<void>;
}

async function waitReady(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${origin}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not become ready in 2 minutes');
}

async function signInDemo(origin: string): Promise<string> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const res = await fetch(`${origin}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    if (res.ok) return ((await res.json()) as { accessToken: string }).accessToken;
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error('the demo account never signed in');
}

/** Starts the compiled server on 127.0.0.1:port and waits until it answers /api/ready. */
export async function startBuiltApp(port: number): Promise<BuiltApp> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'iskra-built-app-'));
  const server = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitReady(origin, server);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  let token: Promise<string> | null = null;
  return {
    origin,
    demoToken: () => {
      token ??= signInDemo(origin);
      return token;
    },
    stop: async () => {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Whether the module at `url` (import.meta.url) is the script node was started with. */
export function isMain(url: string): boolean {
  const script = process.argv[1];
  return script !== undefined && pathToFileURL(resolve(script)).href === url;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
