/**
 * The server's Russian texts — every text the contract exports (errors, validation messages,
 * success messages, labels) and every e-mail — follow the house rules of the copy: «ты»
 * outside the strings the specification quotes, no «(а)» forms, names declined or kept in the
 * nominative.
 */
import * as contract from '@iskra/contract';
import {
  ACCOUNT_DELETION_REASON,
  findFormalAddress,
  findGenderSlash,
  findUndeclinedName,
  NAME_SAMPLES,
} from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import { deletionNoticeMail } from '../features/account/account.mails.ts';
import { confirmationMail, passwordChangedMail, restoreMail } from '../features/auth/auth.mails.ts';
import { chargeFailedMail, chargeReceiptMail, trialEndsMail } from '../features/billing/billing.mails.ts';
import { activityMail, matchMail, messageMail } from '../features/notifications/notifications.mails.ts';
import { emailChangedMail, emailChangeMail, emailRevertedMail } from '../features/profile/profile.mails.ts';
import { bannedMail, unbannedMail, warnedMail } from '../features/staff/staff.mails.ts';
import type { MailContent } from './mail-layout.ts';

type Text = { path: string; text: string };

/** Legal wording keeps its formal register (paid-tiers §4): the consent checkboxes. */
const LEGAL_EXPORTS = new Set([
  'REGISTRATION_CONSENT_TEXT',
  'PERSONAL_DATA_CONSENT_TEXT',
  'CONSENT_WITHDRAWAL_SUBJECT',
]);

function collect(value: unknown, path: string, out: Text[], depth = 0): void {
  if (depth > 5) return;
  if (typeof value === 'string') out.push({ path, text: value });
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) collect(item, `${path}[${i}]`, out, depth + 1);
  } else if (value !== null && typeof value === 'object' && !('_zod' in value)) {
    for (const [key, item] of Object.entries(value)) collect(item, `${path}.${key}`, out, depth + 1);
  }
}

function contractTexts(): Text[] {
  const out: Text[] = [];
  for (const [name, value] of Object.entries(contract)) {
    if (LEGAL_EXPORTS.has(name) || typeof value === 'function') continue;
    collect(value, name, out);
  }
  return out;
}

const SITE = 'https://iskra.example';
const until = new Date('2026-05-01T10:00:00Z');

function mails(name: string): Array<[string, MailContent]> {
  const reasons = Object.values(ACCOUNT_DELETION_REASON);
  return [
    ['confirmationMail', confirmationMail(name, `${SITE}/a`, SITE)],
    ['restoreMail', restoreMail(name, `${SITE}/r`, SITE)],
    ['passwordChangedMail', passwordChangedMail(name, `${SITE}/app/help`, SITE)],
    ['emailChangedMail', emailChangedMail(name, 'new@mail.example', `${SITE}/app/help`, SITE)],
    ['emailChangeMail', emailChangeMail(name, `${SITE}/c`, SITE)],
    ['emailRevertedMail', emailRevertedMail(name, `${SITE}/r`, SITE)],
    ...contract.BAN_REASONS.flatMap(
      (reason): Array<[string, MailContent]> => [
        [`bannedMail(${reason})`, bannedMail({ name, reason, helpUrl: `${SITE}/app/help`, siteUrl: SITE })],
        [`warnedMail(${reason})`, warnedMail({ name, reason, helpUrl: `${SITE}/app/help`, siteUrl: SITE })],
      ],
    ),
    ['unbannedMail', unbannedMail({ name, loginUrl: `${SITE}/app/`, siteUrl: SITE })],
    ...reasons.map(
      (reason) =>
        [
          `deletionNoticeMail(${reason})`,
          deletionNoticeMail({
            name,
            reason,
            supportEmail: 'help@iskra.example',
            helpUrl: `${SITE}/app/help`,
            siteUrl: SITE,
          }),
        ] as [string, MailContent],
    ),
    [
      'chargeReceiptMail',
      chargeReceiptMail(
        {
          name,
          label: 'Premium на 1 месяц',
          kopecks: 89_900,
          until,
          maskedCard: '5555 55** **** 4477',
          renews: true,
        },
        SITE,
      ),
    ],
    [
      'chargeFailedMail',
      chargeFailedMail(
        { name, label: 'Premium на 1 месяц', kopecks: 249_900, reason: 'insufficient_funds', retryAt: until },
        SITE,
      ),
    ],
    ['trialEndsMail', trialEndsMail({ name, kopecks: 249_900, chargeAt: until, maskedCard: null }, SITE)],
    ...notificationMails(name),
  ];
}

/** Every shape of the notification letters, with the sample names as the people in them. */
function notificationMails(name: string): Array<[string, MailContent]> {
  const base = { name, siteUrl: SITE, unsubscribeUrl: `${SITE}/api/notifications/unsubscribe?token=t` };
  const people = NAME_SAMPLES.map((n, i) => ({ name: n, gender: (i % 2) + 1, count: i + 1 }));
  return [
    ['matchMail(one)', matchMail({ ...base, partners: people.slice(0, 1) })],
    ['matchMail(many)', matchMail({ ...base, partners: [...people, ...people] })],
    ['messageMail(one)', messageMail({ ...base, senders: people.slice(1, 2) })],
    ['messageMail(many)', messageMail({ ...base, senders: people })],
    ...[
      [1, 0],
      [0, 21],
      [3, 5],
    ].map(
      ([likes = 0, visits = 0]) =>
        [`activityMail(${likes}, ${visits})`, activityMail({ ...base, likes, visits })] as [
          string,
          MailContent,
        ],
    ),
  ];
}

function mailTexts(): Text[] {
  return NAME_SAMPLES.flatMap((name) =>
    mails(name).flatMap(([path, mail]) => [
      { path: `${path}.subject`, text: mail.subject },
      { path: `${path}.text`, text: mail.text },
    ]),
  );
}

describe('Russian texts of the server', () => {
  const texts = [...contractTexts(), ...mailTexts()];

  it('cover the contract and the e-mails', () => {
    expect(texts.some(({ path }) => path.startsWith('AUTH_TEXT.'))).toBe(true);
    expect(texts.filter(({ path }) => path.endsWith('.subject')).length).toBeGreaterThan(10);
  });

  it('speak with «ты», except the strings the specification quotes', () => {
    const formal = texts
      .map(({ path, text }) => ({ path, word: findFormalAddress(text) }))
      .filter(({ word }) => word !== null)
      .map(({ path, word }) => `${path}: ${word}`);
    expect(formal).toEqual([]);
  });

  it('have no «(а)» forms', () => {
    expect(texts.filter(({ text }) => findGenderSlash(text)).map(({ path }) => path)).toEqual([]);
  });

  it('never leave a name in the nominative after a preposition', () => {
    expect(texts.map(({ text }) => findUndeclinedName(text)).filter((hit) => hit !== null)).toEqual([]);
  });

  it('validation errors use «ты»', () => {
    expect(contract.AUTH_TEXT.genderInvalid).toBe('Укажи пол');
    expect(contract.AUTH_TEXT.emailInvalid).toBe('Введи корректный email');
    expect(contract.AUTH_TEXT.goalInvalid).toBe('Выбери цель знакомства');
  });

  it('the spec’s quoted strings stay exactly as quoted', () => {
    expect(contract.ERROR_TEXT.agreementRequired).toBe('Вы должны быть согласны с условиями сервиса.');
    expect(contract.SUCCESS_TEXT.moderationComplete).toBe('Модерация вашего аккаунта закончена');
  });
});
