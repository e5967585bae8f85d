import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { OutboxRecord } from '../../apps/server/src/platform/mail.ts';

/** One letter of the embedded server's outbox: the DATA_DIR/outbox/*.json twin of each .eml. */
export type OutboxLetter = OutboxRecord;

/** Which letters to pick: every given field must match; `text` is a substring of the letter text. */
export interface LetterFilter {
  to?: string;
  subject?: string;
  text?: string;
}

function outboxDir(): string {
  const dataDir = process.env.ISKRA_E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('ISKRA_E2E_DATA_DIR is not set: run the journeys through e2e/playwright.config.ts');
  return join(dataDir, 'outbox');
}

function matches(letter: OutboxLetter, filter: LetterFilter): boolean {
  return (
    (filter.to === undefined || letter.to === filter.to) &&
    (filter.subject === undefined || letter.subject === filter.subject) &&
    (filter.text === undefined || letter.text.includes(filter.text))
  );
}

/**
 * The letters the server has written so far that match the filter, oldest first. The server
 * renames each .json into place only when it is complete, so every file listed can be read.
 */
export async function outboxLetters(filter: LetterFilter = {}): Promise<OutboxLetter[]> {
  const dir = outboxDir();
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    // No letter yet: the server creates the directory with the first one.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  // File names start with the time of writing: sorted, they break ties between equal dates.
  const letters = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxLetter),
  );
  return letters.filter((letter) => matches(letter, filter)).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Waits (polling, with the expect timeout) until at least `count` letters with this subject to
 * this address (and holding `text`, when given) are in the outbox, and returns the newest.
 */
export async function waitForLetter(
  to: string,
  subject: string,
  { count = 1, text }: { count?: number; text?: string } = {},
): Promise<OutboxLetter> {
  const filter: LetterFilter = text === undefined ? { to, subject } : { to, subject, text };
  await expect
    .poll(async () => (await outboxLetters(filter)).length, {
      message: `letter "${subject}" to ${to}${text === undefined ? '' : ` with ${text}`}`,
    })
    .toBeGreaterThanOrEqual(count);
  const letters = await outboxLetters(filter);
  const newest = letters[letters.length - 1];
  if (!newest) throw new Error(`letter "${subject}" to ${to} vanished from the outbox`);
  return newest;
}

/** The link of a letter whose path starts with `path` (the letter's own links, in order). */
export function letterLink(letter: OutboxLetter, path: string): string {
  const link = letter.links.find((href) => new URL(href).pathname.startsWith(path));
  if (!link) throw new Error(`no ${path} link in "${letter.subject}": ${letter.links.join(', ')}`);
  return link;
}
