/**
 * Outgoing e-mail. With SMTP_URL it goes out through nodemailer; on the embedded default each
 * letter is written to DATA_DIR/outbox as an .eml file (open it in any mail client) and a .json
 * twin with the links, which tests and developers read instead of a mailbox.
 *
 * Features do not call send() from a request: they queue a letter (platform/letters.ts) and a
 * job sends it, so a slow or refusing mail server delays a letter instead of a request, and the
 * retries keep it from being lost. SMTP gets SMTP_TIMEOUT_MS to connect, to greet and between
 * bytes, so a hanging server fails an attempt in seconds rather than holding the worker.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Extra header lines (List-Unsubscribe of notification letters). */
  headers?: Record<string, string>;
}

/** What the outbox .json file holds. */
export interface OutboxRecord {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** The extra headers of the letter (MailMessage.headers). */
  headers: Record<string, string>;
  date: string;
}

export interface MailOptions {
  smtpUrl?: string;
  /** Connection, greeting and socket timeouts of SMTP, each (default 5 s). */
  smtpTimeoutMs?: number;
  mailFrom: string;
  dataDir: string;
  logger: FastifyBaseLogger;
}

export type Mailer = ReturnType<typeof createMailer>;

/** Every http(s) link of a letter, in order of appearance, without repeats. */
export function extractLinks(html: string, text: string): string[] {
  const links = new Set<string>();
  for (const m of html.matchAll(/href\s*=\s*"([^"]+)"/gi)) {
    if (m[1]) links.add(m[1].replaceAll('&amp;', '&'));
  }
  for (const m of text.matchAll(/https?:\/\/[^\s<>"')]+/g)) links.add(m[0]);
  return [...links].filter((link) => /^https?:\/\//.test(link));
}

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/**
 * A failed delivery without the values nodemailer attaches (the rejected addresses, the
 * server's answer quoting them): what is safe to log and to keep as a job's last error.
 */
export class MailError extends Error {
  readonly code: string | undefined;
  readonly responseCode: number | undefined;
  readonly command: string | undefined;

  constructor(cause: unknown) {
    const { code, responseCode, command } = (typeof cause === 'object' && cause !== null ? cause : {}) as {
      code?: unknown;
      responseCode?: unknown;
      command?: unknown;
    };
    const parts = [
      typeof code === 'string' ? code : undefined,
      typeof responseCode === 'number' ? String(responseCode) : undefined,
      typeof command === 'string' ? `at ${command.split(' ')[0]}` : undefined,
    ].filter((part) => part !== undefined);
    super(`mail not sent${parts.length > 0 ? `: ${parts.join(' ')}` : ''}`);
    this.name = 'MailError';
    this.code = typeof code === 'string' ? code : undefined;
    this.responseCode = typeof responseCode === 'number' ? responseCode : undefined;
    this.command = typeof command === 'string' ? command.split(' ')[0] : undefined;
  }
}

export function createMailer({ smtpUrl, smtpTimeoutMs = 5000, mailFrom, dataDir, logger }: MailOptions) {
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: smtpTimeoutMs,
        greetingTimeout: smtpTimeoutMs,
        socketTimeout: smtpTimeoutMs,
        dnsTimeout: smtpTimeoutMs,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(dataDir);

  async function writeOutbox(message: MailMessage, raw: Buffer): Promise<string> {
    await mkdir(dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
    const record: OutboxRecord = {
      from: mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      links: extractLinks(message.html, message.text),
      headers: message.headers ?? {},
      date: new Date().toISOString(),
    };
    await writeFile(join(dir, `${name}.eml`), raw);
    // The .json appears last and atomically: a reader that sees it can rely on both files.
    await writeFile(join(dir, `${name}.json.tmp`), JSON.stringify(record, null, 2));
    await rename(join(dir, `${name}.json.tmp`), join(dir, `${name}.json`));
    return join(dir, `${name}.eml`);
  }

  return {
    kind: smtpUrl ? ('smtp' as const) : ('outbox' as const),

    /** Sends one letter; throws a MailError (no addresses in it) when it did not go. */
    async send(message: MailMessage): Promise<void> {
      const info = await transport
        .sendMail({
          from: mailFrom,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
        })
        .catch((error: unknown) => {
          throw new MailError(error);
        });
      // Logged without the address: the subject says which letter, the id finds it in the server's log.
      if (smtpUrl) {
        logger.info({ subject: message.subject, messageId: info.messageId }, 'mail sent');
        return;
      }
      const file = await writeOutbox(message, info.message as Buffer);
      logger.info({ subject: message.subject, file }, 'mail written to outbox');
    },

    close(): void {
      transport.close();
    },
  };
}
