/** What the support scripts (`npm run account:delete`, `npm run tier:grant`) share. */
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';
import type { App } from '../platform/types.ts';

/** A mistake of the person running the script: printed as it is, without a stack. */
export class UsageError extends Error {}

/** The app on the server's own configuration, quiet unless LOG_LEVEL asks: the script prints its own summary. */
export async function openQuietApp(): Promise<App> {
  const config = loadConfig();
  return buildApp(process.env.LOG_LEVEL ? config : { ...config, logLevel: 'warn' });
}

/** Runs a script's main: usage and configuration errors print their message, others their stack; exit code 1. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const text =
      error instanceof UsageError || error instanceof ConfigError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    process.stderr.write(`${text}\n`);
    process.exitCode = 1;
  });
}
