/**
 * Configuration: every environment variable is read and validated here, once, at start-up.
 * A bad value stops the server with a message naming the variable. Defaults describe the
 * embedded mode (`npm start` with nothing configured); `.env.example` documents each variable.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { NOTIFICATIONS, type Operator, SMART_MESSAGES } from '@iskra/contract';
import webpush from 'web-push';
import { z } from 'zod';
import { DEMO_OPERATORS } from './operators.ts';
import { REPO_ROOT, SERVER_DIR } from './paths.ts';
import { parseCidrList, YOOKASSA_NETWORKS } from './payments/trusted-networks.ts';
import { YOOKASSA_API_URL } from './payments/yookassa.ts';

export { REPO_ROOT };

export type TrustProxy = boolean | number | string[];

export interface S3Config {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  publicUrl: string;
}

export interface YooKassaConfig {
  shopId: string;
  secretKey: string;
  /** API v3 base URL without a trailing slash. */
  apiUrl: string;
}

export interface PaymentsConfig {
  /** Set: real payments through YooKassa. Unset: the built-in sandbox. */
  yookassa?: YooKassaConfig;
  /** Addresses/CIDR blocks allowed to deliver YooKassa notifications. */
  webhookTrusted: string[];
  /** 54-FZ receipt `vat_code` (1–12; 1 = without VAT). */
  vatCode: number;
  /** The built-in sandbox provider is used (exactly when `yookassa` is unset). */
  sandbox: boolean;
}

export interface WebPushConfig {
  /** VAPID key pair, base64url (the public key is the browser's applicationServerKey). */
  publicKey: string;
  privateKey: string;
  /** Who runs this server, for push services: `mailto:` or `https:`. */
  subject: string;
  /**
   * Accept push endpoints over plain http and on local addresses: only tests, whose push
   * service is a local server. Real push services are https on public hosts.
   */
  allowLocalEndpoints: boolean;
}

export interface DatabaseTimeouts {
  /** Opening a connection. */
  connectMs: number;
  /** One statement (the server cancels it; the client gives up a second later). */
  statementMs: number;
}

export interface ErrorReportingConfig {
  /** Sentry-compatible DSN of the server; unset = nothing is reported and the SDK is not loaded. */
  dsn?: string;
  /** DSN the browser reports to (public by design); unset = the web app reports nothing. */
  webDsn?: string;
  /** Environment name on every event (SENTRY_ENVIRONMENT, default NODE_ENV). */
  environment: string;
  /** Release on every event (SENTRY_RELEASE, default `iskra@<package version>`). */
  release: string;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  dataDir: string;
  databaseUrl?: string;
  /** Limits on waiting for the PostgreSQL server (DATABASE_URL); see db/client.ts. */
  databaseTimeouts: DatabaseTimeouts;
  redisUrl?: string;
  smtpUrl?: string;
  /** How long SMTP may take to connect, to greet, and between bytes (each), in ms. */
  smtpTimeoutMs: number;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string;
  trustProxy: TrustProxy;
  webDistDir: string;
  seedDemo: 'auto' | 'true' | 'false';
  s3?: S3Config;
  payments: PaymentsConfig;
  supportEmail: string;
  /** Yandex Metrika counter id; unset = no analytics is loaded and the CSP does not allow it. */
  yandexMetrikaId?: string;
  operators: { RU: Operator; KZ: Operator };
  /** Bearer token of `GET /metrics` (platform/metrics.ts); unset = the path does not exist. */
  metricsToken?: string;
  errorReporting: ErrorReportingConfig;
  /** How long a new match is left to its two people before a smart opener goes. */
  smartMessagesDelayMs: number;
  /** How long a person is offline before a match or message letter goes (notifications). */
  notificationsDelayMs: number;
  /**
   * Web push (VAPID). Unset: no push. The embedded default generates a key pair once into the
   * data directory (loadConfig), so push works locally with nothing configured.
   */
  webPush?: WebPushConfig;
  /** VAPID_SUBJECT, or the support address; used for generated keys too. */
  webPushSubject: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * A request should fail with 503 within a few seconds when the database is gone, rather than
 * hang; the longest statement of a request is well under a second, and work that may take
 * longer (migrations) runs on a connection of its own without these limits.
 */
export const DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 3000, statementMs: 5000 };

/** Env files often carry `NAME=` for "unset"; treat blank values as absent. */
const opt = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL (${protocols.join(', ')})` },
  );

const email = z.email('must be an e-mail address');

/** A Sentry DSN: http(s)://<public key>@<host>/<project id>. */
const dsn = z.string().refine(
  (v) => {
    try {
      const parsed = new URL(v);
      return (
        ['http:', 'https:'].includes(parsed.protocol) &&
        parsed.username !== '' &&
        /\/\d+$/.test(parsed.pathname)
      );
    } catch {
      return false;
    }
  },
  { message: 'must be a Sentry DSN, http(s)://<public key>@<host>/<project id>' },
);

/** A VAPID key: base64url of a P-256 point (65 bytes) or private scalar (32 bytes). */
const vapidKey = (bytes: number) =>
  z
    .string()
    .trim()
    .refine((v) => /^[A-Za-z0-9_-]+={0,2}$/.test(v) && Buffer.from(v, 'base64url').length === bytes, {
      message: `must be a base64url VAPID key of ${bytes} bytes (npx web-push generate-vapid-keys)`,
    });
const PORT_MESSAGE = 'must be a port number 0–65535';
const VAT_MESSAGE = 'must be a YooKassa vat_code, an integer 1–12 (1 = without VAT)';
const SMTP_TIMEOUT_MESSAGE = 'must be milliseconds between 100 and 120000';
const DELAY_MESSAGE = 'must be a whole number of milliseconds, 0 or more';
const TIMEOUT_MESSAGE = 'must be a whole number of milliseconds, 100 or more';

/** A comma-separated address/CIDR list; a bad entry is named in the start-up error. */
const cidrList = z.string().transform((v, ctx) => {
  try {
    return parseCidrList(v);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

const trustProxy = z.string().transform((v, ctx): TrustProxy => {
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (
    list.length === 0 ||
    list.some((s) => !/^[0-9a-fA-F.:/]+$|^(loopback|linklocal|uniquelocal)$/.test(s))
  ) {
    ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count or a list of IPs/CIDRs' });
    return z.NEVER;
  }
  return list;
});

const envSchema = z.object({
  NODE_ENV: opt(z.enum(['development', 'production', 'test'])),
  PORT: opt(
    z.coerce.number({ error: PORT_MESSAGE }).int(PORT_MESSAGE).min(0, PORT_MESSAGE).max(65535, PORT_MESSAGE),
  ),
  HOST: opt(z.string()),
  LOG_LEVEL: opt(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  DATA_DIR: opt(z.string()),
  DATABASE_URL: opt(url(['postgres:', 'postgresql:'])),
  DB_CONNECT_TIMEOUT_MS: opt(
    z.coerce.number({ error: TIMEOUT_MESSAGE }).int(TIMEOUT_MESSAGE).min(100, TIMEOUT_MESSAGE),
  ),
  DB_STATEMENT_TIMEOUT_MS: opt(
    z.coerce.number({ error: TIMEOUT_MESSAGE }).int(TIMEOUT_MESSAGE).min(100, TIMEOUT_MESSAGE),
  ),
  REDIS_URL: opt(url(['redis:', 'rediss:'])),
  SMTP_URL: opt(url(['smtp:', 'smtps:'])),
  SMTP_TIMEOUT_MS: opt(
    z.coerce
      .number({ error: SMTP_TIMEOUT_MESSAGE })
      .int(SMTP_TIMEOUT_MESSAGE)
      .min(100, SMTP_TIMEOUT_MESSAGE)
      .max(120_000, SMTP_TIMEOUT_MESSAGE),
  ),
  MAIL_FROM: opt(z.string().min(3)),
  PUBLIC_URL: opt(url(['http:', 'https:'])),
  JWT_SECRET: opt(z.string().min(32, 'must be at least 32 characters')),
  TRUST_PROXY: opt(trustProxy),
  WEB_DIST_DIR: opt(z.string()),
  SEED_DEMO: opt(z.enum(['auto', 'true', 'false'])),
  S3_ENDPOINT: opt(url(['http:', 'https:'])),
  S3_REGION: opt(z.string()),
  S3_BUCKET: opt(z.string()),
  S3_ACCESS_KEY_ID: opt(z.string()),
  S3_SECRET_ACCESS_KEY: opt(z.string()),
  S3_PUBLIC_URL: opt(url(['http:', 'https:'])),
  YOOKASSA_SHOP_ID: opt(z.string()),
  YOOKASSA_SECRET_KEY: opt(z.string()),
  YOOKASSA_API_URL: opt(url(['http:', 'https:'])),
  YOOKASSA_WEBHOOK_TRUSTED: opt(cidrList),
  YOOKASSA_VAT_CODE: opt(
    z.coerce.number({ error: VAT_MESSAGE }).int(VAT_MESSAGE).min(1, VAT_MESSAGE).max(12, VAT_MESSAGE),
  ),
  PAYMENTS_SANDBOX: opt(z.enum(['true', 'false'])),
  SUPPORT_EMAIL: opt(email),
  YANDEX_METRIKA_ID: opt(
    z.string().regex(/^\d{1,15}$/, 'must be the numeric id of a Yandex Metrika counter'),
  ),
  OPERATOR_RU_NAME: opt(z.string()),
  OPERATOR_RU_TAX_ID: opt(z.string().regex(/^\d{10}(\d{2})?$/, 'must be an ИНН of 10 or 12 digits')),
  OPERATOR_RU_REG_NUMBER: opt(z.string().regex(/^\d{13}(\d{2})?$/, 'must be an ОГРН of 13 or 15 digits')),
  OPERATOR_RU_ADDRESS: opt(z.string()),
  OPERATOR_RU_EMAIL: opt(email),
  OPERATOR_KZ_NAME: opt(z.string()),
  OPERATOR_KZ_TAX_ID: opt(z.string().regex(/^\d{12}$/, 'must be a БИН of 12 digits')),
  OPERATOR_KZ_REG_NUMBER: opt(z.string()),
  OPERATOR_KZ_ADDRESS: opt(z.string()),
  OPERATOR_KZ_EMAIL: opt(email),
  METRICS_TOKEN: opt(z.string().min(32, 'must be at least 32 characters')),
  SMART_MESSAGES_DELAY_MS: opt(
    z.coerce.number({ error: DELAY_MESSAGE }).int(DELAY_MESSAGE).min(0, DELAY_MESSAGE),
  ),
  NOTIFICATIONS_DELAY_MS: opt(
    z.coerce.number({ error: DELAY_MESSAGE }).int(DELAY_MESSAGE).min(0, DELAY_MESSAGE),
  ),
  SENTRY_DSN: opt(dsn),
  SENTRY_DSN_WEB: opt(dsn),
  SENTRY_ENVIRONMENT: opt(
    z.string().regex(/^[\w.-]{1,64}$/, 'must be 1–64 letters, digits, ".", "-" or "_"'),
  ),
  SENTRY_RELEASE: opt(
    z.string().regex(/^[\w.@+-]{1,200}$/, 'must be 1–200 letters, digits, ".", "@", "+", "-" or "_"'),
  ),
  VAPID_PUBLIC_KEY: opt(vapidKey(65)),
  VAPID_PRIVATE_KEY: opt(vapidKey(32)),
  VAPID_SUBJECT: opt(
    z.string().refine((v) => /^mailto:.+@.+/.test(v) || /^https:\/\/.+/.test(v), {
      message: 'must be a mailto: or https: address of whoever runs the server',
    }),
  ),
});
type Env = z.infer<typeof envSchema>;

/** Variables whose values never appear in an error message, only their length. */
const SECRETS = new Set([
  'JWT_SECRET',
  'METRICS_TOKEN',
  'S3_SECRET_ACCESS_KEY',
  'YOOKASSA_SECRET_KEY',
  'VAPID_PRIVATE_KEY',
]);

function shown(name: string, value: string | undefined): string {
  if (SECRETS.has(name) && value !== undefined) return `${value.length} characters`;
  return JSON.stringify(value);
}

/** Relative paths are taken from where the user ran npm, not from the workspace npm switched to. */
function userPath(value: string, base = process.env.INIT_CWD ?? process.cwd()): string {
  return isAbsolute(value) ? value : resolve(base, value);
}

function crossChecks(env: Env, isProduction: boolean): string[] {
  const problems: string[] = [];
  if ((isProduction || env.DATABASE_URL) && !env.JWT_SECRET) {
    problems.push('JWT_SECRET: required (at least 32 characters) in production and with DATABASE_URL');
  }
  if (env.S3_BUCKET && !env.S3_PUBLIC_URL) {
    problems.push('S3_PUBLIC_URL: required with S3_BUCKET (the public address of the bucket)');
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_PUBLIC_URL)) {
    problems.push('S3_BUCKET: required when S3_ENDPOINT or S3_PUBLIC_URL is set');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    problems.push(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither (npx web-push generate-vapid-keys)',
    );
  }
  if (Boolean(env.YOOKASSA_SHOP_ID) !== Boolean(env.YOOKASSA_SECRET_KEY)) {
    problems.push('YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY: set both or neither');
  }
  const yookassa = Boolean(env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY);
  if (yookassa && env.PAYMENTS_SANDBOX === 'true') {
    problems.push(
      'PAYMENTS_SANDBOX: true asks for the sandbox, but YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY select YooKassa; unset one of them',
    );
  }
  if (!yookassa && env.PAYMENTS_SANDBOX === 'false') {
    problems.push('PAYMENTS_SANDBOX: false needs YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY (real payments)');
  }
  // A production server silently taking fake payments would grant paid tiers for nothing.
  if (!yookassa && isProduction && env.PAYMENTS_SANDBOX === undefined) {
    problems.push(
      'YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY: required in production; set PAYMENTS_SANDBOX=true to run the test checkout instead',
    );
  }
  return problems;
}

function operators(env: Env): Config['operators'] {
  const ru = DEMO_OPERATORS.RU;
  const kz = DEMO_OPERATORS.KZ;
  const kzReg = env.OPERATOR_KZ_REG_NUMBER ?? kz.registrationNumber;
  return {
    RU: {
      name: env.OPERATOR_RU_NAME ?? ru.name,
      taxIdLabel: ru.taxIdLabel,
      taxId: env.OPERATOR_RU_TAX_ID ?? ru.taxId,
      registrationNumber: env.OPERATOR_RU_REG_NUMBER ?? ru.registrationNumber,
      address: env.OPERATOR_RU_ADDRESS ?? ru.address,
      email: env.OPERATOR_RU_EMAIL ?? ru.email,
    },
    KZ: {
      name: env.OPERATOR_KZ_NAME ?? kz.name,
      taxIdLabel: kz.taxIdLabel,
      taxId: env.OPERATOR_KZ_TAX_ID ?? kz.taxId,
      ...(kzReg ? { registrationNumber: kzReg } : {}),
      address: env.OPERATOR_KZ_ADDRESS ?? kz.address,
      email: env.OPERATOR_KZ_EMAIL ?? kz.email,
    },
  };
}

/**
 * Parses the environment without touching the disk. When JWT_SECRET is absent (allowed only on
 * the embedded default) jwtSecret is '' and loadConfig() fills it from the data directory.
 */
export function parseConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '?');
        return `${name}: ${issue.message} (got ${shown(name, source[name])})`;
      }),
    );
  }
  const env = parsed.data;
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const problems = crossChecks(env, isProduction);
  if (problems.length > 0) throw new ConfigError(problems);

  const port = env.PORT ?? 8080;
  const supportEmail = env.SUPPORT_EMAIL ?? 'support@iskra.example';
  const yookassa: YooKassaConfig | undefined =
    env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY
      ? {
          shopId: env.YOOKASSA_SHOP_ID,
          secretKey: env.YOOKASSA_SECRET_KEY,
          apiUrl: (env.YOOKASSA_API_URL ?? YOOKASSA_API_URL).replace(/\/+$/, ''),
        }
      : undefined;
  return {
    nodeEnv,
    isProduction,
    port,
    host: env.HOST ?? '0.0.0.0',
    logLevel: env.LOG_LEVEL ?? 'info',
    dataDir: env.DATA_DIR ? userPath(env.DATA_DIR) : join(REPO_ROOT, 'data'),
    databaseUrl: env.DATABASE_URL,
    databaseTimeouts: {
      connectMs: env.DB_CONNECT_TIMEOUT_MS ?? DATABASE_TIMEOUTS.connectMs,
      statementMs: env.DB_STATEMENT_TIMEOUT_MS ?? DATABASE_TIMEOUTS.statementMs,
    },
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    smtpTimeoutMs: env.SMTP_TIMEOUT_MS ?? 5000,
    mailFrom: env.MAIL_FROM ?? 'Искра <no-reply@iskra.example>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET ?? '',
    trustProxy: env.TRUST_PROXY ?? false,
    webDistDir: env.WEB_DIST_DIR ? userPath(env.WEB_DIST_DIR) : join(REPO_ROOT, 'apps/web/dist'),
    seedDemo: env.SEED_DEMO ?? 'auto',
    s3:
      env.S3_BUCKET && env.S3_PUBLIC_URL
        ? {
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION ?? 'us-east-1',
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            publicUrl: env.S3_PUBLIC_URL.replace(/\/+$/, ''),
          }
        : undefined,
    payments: {
      yookassa,
      webhookTrusted: env.YOOKASSA_WEBHOOK_TRUSTED ?? [...YOOKASSA_NETWORKS],
      vatCode: env.YOOKASSA_VAT_CODE ?? 1,
      sandbox: !yookassa,
    },
    supportEmail,
    yandexMetrikaId: env.YANDEX_METRIKA_ID,
    operators: operators(env),
    metricsToken: env.METRICS_TOKEN,
    smartMessagesDelayMs: env.SMART_MESSAGES_DELAY_MS ?? SMART_MESSAGES.delayMs,
    notificationsDelayMs: env.NOTIFICATIONS_DELAY_MS ?? NOTIFICATIONS.offlineDelayMs,
    errorReporting: {
      dsn: env.SENTRY_DSN,
      webDsn: env.SENTRY_DSN_WEB,
      environment: env.SENTRY_ENVIRONMENT ?? nodeEnv,
      release: env.SENTRY_RELEASE ?? `iskra@${packageVersion()}`,
    },
    ...(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? {
          webPush: {
            publicKey: env.VAPID_PUBLIC_KEY,
            privateKey: env.VAPID_PRIVATE_KEY,
            subject: env.VAPID_SUBJECT ?? `mailto:${supportEmail}`,
            allowLocalEndpoints: false,
          },
        }
      : {}),
    webPushSubject: env.VAPID_SUBJECT ?? `mailto:${supportEmail}`,
  };
}

/** The server package's version, for the release name of reported errors. */
function packageVersion(): string {
  const file = join(SERVER_DIR, 'package.json');
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
  return typeof version === 'string' ? version : '0.0.0';
}

/**
 * The embedded default keeps a generated signing secret in the data directory, so tokens
 * survive restarts without anyone having to configure one. Created exclusively ('wx') so two
 * processes starting at once cannot write different secrets.
 */
export function ensureJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new ConfigError([`JWT_SECRET: the stored secret in ${file} is too short`]);
  return secret;
}

/**
 * The embedded default's VAPID key pair, generated once into the data directory (created
 * exclusively, like the signing secret), so web push works locally with nothing configured.
 */
export function ensureVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = storedVapidKeys.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!stored.success) throw new ConfigError([`VAPID_PUBLIC_KEY: the stored key pair in ${file} is damaged`]);
  return stored.data;
}

const storedVapidKeys = z.object({ publicKey: vapidKey(65), privateKey: vapidKey(32) });

/**
 * Variables of a `.env` file in the repository (local runs; see .env.example) join the
 * environment; a variable the environment already has keeps its value.
 */
export function loadDotEnv(path = join(REPO_ROOT, '.env')): void {
  if (!existsSync(path)) return;
  const before = { ...process.env };
  process.loadEnvFile(path);
  for (const [name, value] of Object.entries(before)) process.env[name] = value;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  if (source === process.env) loadDotEnv();
  const config = parseConfig(source);
  if (!config.jwtSecret) config.jwtSecret = ensureJwtSecret(config.dataDir);
  // The embedded default (its database in the data directory) keeps its own key pair there.
  const embedded = !config.isProduction && !config.databaseUrl;
  if (embedded && !config.webPush) {
    config.webPush = {
      ...ensureVapidKeys(config.dataDir),
      subject: config.webPushSubject,
      allowLocalEndpoints: false,
    };
  }
  return config;
}
