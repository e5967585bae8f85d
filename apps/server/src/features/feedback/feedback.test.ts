import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  FEEDBACK_GUEST_USER_ID,
  FEEDBACK_MAIL_SUBJECT,
  FEEDBACK_RATE_LIMITS,
  FEEDBACK_TEXT,
  HELP_MAX_TEXT_LENGTH,
  SERVER_MESSAGE,
} from '@iskra/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestUser, readOutbox, useTestApp } from '../../../test/test-app.ts';
import { jobs } from '../../platform/db/schema.ts';
import { outboxDir } from '../../platform/mail.ts';
import { eraseFeedbackOf } from './feedback.repo.ts';
import { feedback } from './feedback.schema.ts';

const app = useTestApp({ env: { SUPPORT_EMAIL: 'help-desk@iskra.example' } });
let ipCounter = 0;

/** Each test gets its own client address, so the per-IP limit of one does not touch another. */
function nextIp(): string {
  ipCounter += 1;
  return `10.7.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

const MESSAGE = 'Не приходит письмо для подтверждения почты, что делать?';

async function send(
  payload: Record<string, unknown>,
  options: { ip?: string; token?: string; userAgent?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/helpers/feedback',
    payload,
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      'user-agent': options.userAgent ?? 'vitest-feedback',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
}

async function rowsWith(message: string) {
  return app.db.select().from(feedback).where(eq(feedback.message, message));
}

/** The raw letters (with their headers) in the outbox that contain `marker`. */
async function rawLettersWith(marker: string): Promise<string[]> {
  const dir = outboxDir(app.config.dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  const raws = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
  return raws.filter((raw) => raw.includes(marker));
}

describe('POST /api/helpers/feedback — validation', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    [
      'an empty message',
      { message: '', replyEmail: 'a@b.example' },
      'message',
      FEEDBACK_TEXT.messageTooShort,
    ],
    [
      'ten characters after trimming',
      { message: '   0123456789   ', replyEmail: 'a@b.example' },
      'message',
      FEEDBACK_TEXT.messageTooShort,
    ],
    ['no message at all', { replyEmail: 'a@b.example' }, 'message', FEEDBACK_TEXT.messageTooShort],
    [
      'a message over the limit',
      { message: 'я'.repeat(HELP_MAX_TEXT_LENGTH + 1), replyEmail: 'a@b.example' },
      'message',
      FEEDBACK_TEXT.messageTooLong,
    ],
    [
      'a malformed reply address',
      { message: MESSAGE, replyEmail: 'not-an-address' },
      'replyEmail',
      FEEDBACK_TEXT.replyEmailInvalid,
    ],
    [
      'a guest without a reply address',
      { message: MESSAGE, userId: FEEDBACK_GUEST_USER_ID, replyEmail: '' },
      'replyEmail',
      FEEDBACK_TEXT.replyEmailRequired,
    ],
    [
      'a guest with only spaces for an address',
      { message: MESSAGE, replyEmail: '   ' },
      'replyEmail',
      FEEDBACK_TEXT.replyEmailRequired,
    ],
  ];

  it.each(cases)('refuses %s with a Russian field error', async (_name, payload, param, msg) => {
    const res = await send(payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ errors: [{ param, msg }] });
  });

  it('stores nothing for a refused request', async () => {
    await send({ message: 'короткое', replyEmail: 'a@b.example' });
    expect(await rowsWith('короткое')).toHaveLength(0);
  });

  it('accepts eleven characters after trimming and stores the trimmed text', async () => {
    const res = await send({ message: '  01234567890  ', replyEmail: ' guest@mail.example ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [row] = await rowsWith('01234567890');
    expect(row).toMatchObject({ userId: null, replyEmail: 'guest@mail.example', handledAt: null });
  });

  it('accepts a message of exactly the longest length', async () => {
    const text = `${'ж'.repeat(HELP_MAX_TEXT_LENGTH - 3)}end`;
    const res = await send({ message: text, replyEmail: 'long@mail.example' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsWith(text)).toHaveLength(1);
  });
});

describe('POST /api/helpers/feedback — author and letter', () => {
  it('stores a guest request with its address, IP and browser, and mails support', async () => {
    const ip = nextIp();
    const text = `${MESSAGE} (гость)`;
    const res = await send(
      { message: text, userId: FEEDBACK_GUEST_USER_ID, replyEmail: 'guest.reply@mail.example' },
      { ip, userAgent: 'Mozilla/5.0 test' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await rowsWith(text);
    expect(row).toMatchObject({
      userId: null,
      replyEmail: 'guest.reply@mail.example',
      ip,
      userAgent: 'Mozilla/5.0 test',
      handledAt: null,
    });

    // The letter goes out from a job (retried if the mail server is down).
    const [job] = await app.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `feedback-mail:${row?.id}`));
    expect(job?.payload).toEqual({ feedbackId: row?.id });
    expect(await app.jobs.runDue()).toBeGreaterThanOrEqual(1);

    const letters = (await readOutbox(app, 'help-desk@iskra.example')).filter((l) => l.text.includes(text));
    expect(letters).toHaveLength(1);
    expect(letters[0]?.subject).toBe(FEEDBACK_MAIL_SUBJECT);
    expect(letters[0]?.text).toContain('гость');
    expect(letters[0]?.text).toContain('guest.reply@mail.example');
    expect(letters[0]?.text).toContain(ip);
    const [raw] = await rawLettersWith(String(row?.id));
    expect(raw).toMatch(/^Reply-To: guest\.reply@mail\.example$/m);
  });

  it('takes the author from the token, not from the userId of the body', async () => {
    const author = await createTestUser(app, { name: 'Ольга' });
    const other = await createTestUser(app);
    const text = `${MESSAGE} (с аккаунта)`;
    const res = await send(
      { message: text, userId: other.user.id, replyEmail: 'olga.reply@mail.example' },
      { token: author.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await rowsWith(text);
    expect(row?.userId).toBe(author.user.id);

    await app.jobs.runDue();
    const [letter] = (await readOutbox(app, 'help-desk@iskra.example')).filter((l) => l.text.includes(text));
    expect(letter?.text).toContain(`Ольга, анкета №${author.user.userNumber}`);
    expect(letter?.text).toContain(author.user.email);
    expect(letter?.text).not.toContain(other.user.email);
  });

  it('lets a signed-in author leave the address empty and answers to the account address', async () => {
    const author = await createTestUser(app);
    const text = `${MESSAGE} (без адреса)`;
    const res = await send(
      { message: text, userId: author.user.id, replyEmail: '' },
      { token: author.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await rowsWith(text);
    expect(row).toMatchObject({ userId: author.user.id, replyEmail: author.user.email });
  });

  it('treats a request with a revoked token as a guest one', async () => {
    const author = await createTestUser(app);
    await app.auth.revokeSession(author.sessionId);
    const text = `${MESSAGE} (старый токен)`;
    const refused = await send(
      { message: text, userId: author.user.id, replyEmail: '' },
      { token: author.token },
    );
    expect(refused.statusCode).toBe(422);
    const res = await send(
      { message: text, userId: author.user.id, replyEmail: 'x@mail.example' },
      { token: author.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await rowsWith(text);
    expect(row?.userId).toBeNull();
  });

  it('escapes the message in the HTML letter', async () => {
    const text = '<script>alert("взлом")</script> и ещё текст';
    const res = await send({ message: text, replyEmail: 'html@mail.example' });
    expect(res.statusCode, res.body).toBe(200);
    await app.jobs.runDue();
    const [letter] = (await readOutbox(app, 'help-desk@iskra.example')).filter((l) => l.text.includes(text));
    expect(letter?.html).not.toContain('<script>');
    expect(letter?.html).toContain('&lt;script&gt;');
  });

  it('sends nothing when the request was erased before its letter went out', async () => {
    const author = await createTestUser(app);
    const text = `${MESSAGE} (стёрто)`;
    await send({ message: text, replyEmail: '' }, { token: author.token });
    await eraseFeedbackOf(app.db, { userId: author.user.id, email: author.user.email });
    await app.jobs.runDue();
    const letters = (await readOutbox(app, 'help-desk@iskra.example')).filter((l) => l.text.includes(text));
    expect(letters).toHaveLength(0);
  });
});

describe('POST /api/helpers/feedback — rate limits', () => {
  it(`allows ${FEEDBACK_RATE_LIMITS.perIp.limit} requests an hour from one IP, then answers 429`, async () => {
    const ip = nextIp();
    for (let i = 0; i < FEEDBACK_RATE_LIMITS.perIp.limit; i += 1) {
      const res = await send({ message: `${MESSAGE} №${i}`, replyEmail: 'ip@mail.example' }, { ip });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await send({ message: `${MESSAGE} лишнее`, replyEmail: 'ip@mail.example' }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: SERVER_MESSAGE.tooManyRequests, code: 'rateLimited' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsWith(`${MESSAGE} лишнее`)).toHaveLength(0);
    // Another address is not affected.
    expect((await send({ message: MESSAGE, replyEmail: 'ip@mail.example' })).statusCode).toBe(200);
  });

  it(`allows ${FEEDBACK_RATE_LIMITS.perUser.limit} requests an hour per person, whatever the IP`, async () => {
    const author = await createTestUser(app);
    for (let i = 0; i < FEEDBACK_RATE_LIMITS.perUser.limit; i += 1) {
      const res = await send({ message: `${MESSAGE} #${i}`, replyEmail: '' }, { token: author.token });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await send({ message: `${MESSAGE} #лишнее`, replyEmail: '' }, { token: author.token });
    expect(res.statusCode).toBe(429);
  });
});
