import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDotEnv, parseConfig, REPO_ROOT } from './config.ts';
import { YOOKASSA_NETWORKS } from './payments/trusted-networks.ts';

function problemsOf(env: Record<string, string>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

const SECRET = 'x'.repeat(40);

describe('parseConfig', () => {
  it('has embedded defaults when nothing is set', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 8080,
      host: '0.0.0.0',
      dataDir: join(REPO_ROOT, 'data'),
      webDistDir: join(REPO_ROOT, 'apps/web/dist'),
      publicUrl: 'http://localhost:8080',
      mailFrom: 'Искра <no-reply@iskra.example>',
      seedDemo: 'auto',
      trustProxy: false,
      jwtSecret: '',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.payments.yookassa).toBeUndefined();
    expect(config.operators.RU).toMatchObject({ taxIdLabel: 'ИНН', taxId: '7704123450' });
    expect(config.operators.KZ).toMatchObject({ taxIdLabel: 'БИН', taxId: '220540012343' });
  });

  it('stops on a bad PORT with a message naming the variable and the value', () => {
    const message = problemsOf({ PORT: 'eighty' });
    expect(message).toContain('PORT');
    expect(message).toContain('"eighty"');
    expect(problemsOf({ PORT: '70000' })).toContain('PORT: must be a port number');
  });

  it('reports every bad variable at once', () => {
    const message = problemsOf({ LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nobody' });
    expect(message).toContain('LOG_LEVEL');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('SUPPORT_EMAIL');
  });

  it('gives SMTP a few seconds by default and takes SMTP_TIMEOUT_MS in milliseconds', () => {
    expect(parseConfig({}).smtpTimeoutMs).toBe(5000);
    expect(parseConfig({ SMTP_TIMEOUT_MS: '1500' }).smtpTimeoutMs).toBe(1500);
    expect(problemsOf({ SMTP_TIMEOUT_MS: 'soon' })).toContain('SMTP_TIMEOUT_MS: must be milliseconds');
  });

  it('treats blank values as unset', () => {
    expect(parseConfig({ PORT: '', REDIS_URL: ' ' })).toMatchObject({ port: 8080, redisUrl: undefined });
  });

  it('takes METRICS_TOKEN of 32 characters or more and never repeats a rejected one', () => {
    expect(parseConfig({}).metricsToken).toBeUndefined();
    expect(parseConfig({ METRICS_TOKEN: ' ' }).metricsToken).toBeUndefined();
    expect(parseConfig({ METRICS_TOKEN: SECRET }).metricsToken).toBe(SECRET);
    const message = problemsOf({ METRICS_TOKEN: 'short-metrics-token', JWT_SECRET: 'short-jwt' });
    expect(message).toContain('METRICS_TOKEN: must be at least 32 characters (got 19 characters)');
    expect(message).toContain('JWT_SECRET: must be at least 32 characters (got 9 characters)');
    expect(message).not.toContain('short-metrics-token');
    expect(message).not.toContain('short-jwt');
  });

  it('requires JWT_SECRET in production and with a database server', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toContain('JWT_SECRET');
    expect(problemsOf({ DATABASE_URL: 'postgres://db/iskra' })).toContain('JWT_SECRET');
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toContain('at least 32');
    expect(
      parseConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, PAYMENTS_SANDBOX: 'true' }).jwtSecret,
    ).toBe(SECRET);
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash', () => {
    expect(parseConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(parseConfig({ PUBLIC_URL: 'https://iskra.example/' }).publicUrl).toBe('https://iskra.example');
  });

  it('accepts a numeric YANDEX_METRIKA_ID and nothing else', () => {
    expect(parseConfig({}).yandexMetrikaId).toBeUndefined();
    expect(parseConfig({ YANDEX_METRIKA_ID: '98765432' }).yandexMetrikaId).toBe('98765432');
    expect(problemsOf({ YANDEX_METRIKA_ID: 'ym-123' })).toContain(
      'YANDEX_METRIKA_ID: must be the numeric id of a Yandex Metrika counter',
    );
  });

  it('reads the error reporting settings; a DSN must name a key and a project', () => {
    expect(parseConfig({}).errorReporting).toEqual({
      dsn: undefined,
      webDsn: undefined,
      environment: 'development',
      release: 'iskra@1.0.0',
    });
    const config = parseConfig({
      SENTRY_DSN: 'https://abc123@o1.ingest.example/42',
      SENTRY_DSN_WEB: 'https://def456@o1.ingest.example/43',
      SENTRY_ENVIRONMENT: 'staging',
      SENTRY_RELEASE: 'iskra@2.1.0+abc',
    });
    expect(config.errorReporting).toEqual({
      dsn: 'https://abc123@o1.ingest.example/42',
      webDsn: 'https://def456@o1.ingest.example/43',
      environment: 'staging',
      release: 'iskra@2.1.0+abc',
    });
    expect(problemsOf({ SENTRY_DSN: 'https://o1.ingest.example/42' })).toContain(
      'SENTRY_DSN: must be a Sentry DSN',
    );
    expect(problemsOf({ SENTRY_DSN_WEB: 'ftp://k@host/1' })).toContain(
      'SENTRY_DSN_WEB: must be a Sentry DSN',
    );
    expect(problemsOf({ SENTRY_ENVIRONMENT: 'has space' })).toContain('SENTRY_ENVIRONMENT:');
  });

  it('parses TRUST_PROXY as a flag, a hop count or an address list', () => {
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'everyone' })).toContain('TRUST_PROXY');
  });

  it('checks that S3 and YooKassa settings come complete', () => {
    expect(problemsOf({ S3_BUCKET: 'photos' })).toContain('S3_PUBLIC_URL');
    expect(problemsOf({ S3_PUBLIC_URL: 'https://cdn.example' })).toContain('S3_BUCKET');
    expect(problemsOf({ YOOKASSA_SHOP_ID: '1' })).toContain('YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY');
    const config = parseConfig({
      S3_BUCKET: 'photos',
      S3_PUBLIC_URL: 'https://cdn.example/photos/',
      S3_ENDPOINT: 'https://storage.yandexcloud.net',
      S3_REGION: 'ru-central1',
      YOOKASSA_SHOP_ID: '1',
      YOOKASSA_SECRET_KEY: 'k',
    });
    expect(config.s3).toMatchObject({
      bucket: 'photos',
      publicUrl: 'https://cdn.example/photos',
      region: 'ru-central1',
    });
    expect(config.payments.yookassa).toEqual({
      shopId: '1',
      secretKey: 'k',
      apiUrl: 'https://api.yookassa.ru/v3',
    });
  });

  it('uses the sandbox without YooKassa credentials, with the published networks and no VAT', () => {
    const { payments } = parseConfig({});
    expect(payments).toEqual({
      yookassa: undefined,
      webhookTrusted: [...YOOKASSA_NETWORKS],
      vatCode: 1,
      sandbox: true,
    });
    expect(payments.webhookTrusted).toContain('2a02:5180::/32');
  });

  it('configures YooKassa: API URL, trusted networks and VAT code', () => {
    const config = parseConfig({
      YOOKASSA_SHOP_ID: '54401',
      YOOKASSA_SECRET_KEY: 'test_secret',
      YOOKASSA_API_URL: 'http://127.0.0.1:4010/v3/',
      YOOKASSA_WEBHOOK_TRUSTED: '127.0.0.1, ::1,10.0.0.0/8,',
      YOOKASSA_VAT_CODE: '11',
    });
    expect(config.payments).toEqual({
      yookassa: { shopId: '54401', secretKey: 'test_secret', apiUrl: 'http://127.0.0.1:4010/v3' },
      webhookTrusted: ['127.0.0.1', '::1', '10.0.0.0/8'],
      vatCode: 11,
      sandbox: false,
    });
  });

  it('refuses a bad YooKassa API URL, trusted network or VAT code, naming the variable', () => {
    expect(problemsOf({ YOOKASSA_API_URL: 'ftp://api.example' })).toContain(
      'YOOKASSA_API_URL: must be a URL (http:, https:)',
    );
    const networks = problemsOf({ YOOKASSA_WEBHOOK_TRUSTED: '185.71.76.0/27, 185.71.77.0/33' });
    expect(networks).toContain('YOOKASSA_WEBHOOK_TRUSTED');
    expect(networks).toContain('"185.71.77.0/33" is not an IP address or CIDR block');
    expect(problemsOf({ YOOKASSA_WEBHOOK_TRUSTED: 'yookassa.ru' })).toContain('"yookassa.ru"');
    for (const bad of ['0', '13', '1.5', 'none']) {
      expect(problemsOf({ YOOKASSA_VAT_CODE: bad })).toContain(
        'YOOKASSA_VAT_CODE: must be a YooKassa vat_code',
      );
    }
    expect(problemsOf({ PAYMENTS_SANDBOX: 'yes' })).toContain('PAYMENTS_SANDBOX');
  });

  it('refuses the sandbox in production unless PAYMENTS_SANDBOX=true says so', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: SECRET };
    expect(problemsOf(production)).toContain('YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY: required in production');
    expect(parseConfig({ ...production, PAYMENTS_SANDBOX: 'true' }).payments.sandbox).toBe(true);
    const real = parseConfig({ ...production, YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 'live_k' });
    expect(real.payments.sandbox).toBe(false);
    expect(real.payments.yookassa?.shopId).toBe('1');
  });

  it('refuses a PAYMENTS_SANDBOX that contradicts the YooKassa credentials', () => {
    expect(problemsOf({ PAYMENTS_SANDBOX: 'false' })).toContain(
      'PAYMENTS_SANDBOX: false needs YOOKASSA_SHOP_ID',
    );
    expect(
      problemsOf({ PAYMENTS_SANDBOX: 'true', YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 'k' }),
    ).toContain('PAYMENTS_SANDBOX: true asks for the sandbox');
    expect(
      parseConfig({ PAYMENTS_SANDBOX: 'false', YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 'k' }).payments
        .sandbox,
    ).toBe(false);
    expect(parseConfig({ PAYMENTS_SANDBOX: 'true' }).payments.sandbox).toBe(true);
  });

  it('never shows the YooKassa secret key in an error', () => {
    const message = problemsOf({ YOOKASSA_SECRET_KEY: 'live_very-secret' });
    expect(message).toContain('YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY: set both or neither');
    expect(message).not.toContain('live_very-secret');
  });

  it('takes operator details from the environment', () => {
    const config = parseConfig({ OPERATOR_RU_NAME: 'ООО «Тест»', OPERATOR_KZ_REG_NUMBER: '123' });
    expect(config.operators.RU.name).toBe('ООО «Тест»');
    expect(config.operators.KZ.registrationNumber).toBe('123');
    expect(problemsOf({ OPERATOR_RU_TAX_ID: '12ab' })).toContain('OPERATOR_RU_TAX_ID');
  });
});

describe('loadConfig', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('generates a private JWT secret in the data directory once and reuses it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'iskra-config-'));
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(64);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = join(dir, 'jwt-secret');
    expect(await readFile(file, 'utf8')).toBe(first.jwtSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('takes the variables of a .env file that the environment does not set', async () => {
    dir = await mkdtemp(join(tmpdir(), 'iskra-config-'));
    const path = join(dir, '.env');
    await writeFile(path, 'ISKRA_TEST_FROM_FILE=file\nISKRA_TEST_SET_BEFORE=file\n# a comment\n');
    process.env.ISKRA_TEST_SET_BEFORE = 'environment';
    try {
      loadDotEnv(path);
      expect(process.env.ISKRA_TEST_FROM_FILE).toBe('file');
      expect(process.env.ISKRA_TEST_SET_BEFORE).toBe('environment');
      // No file, nothing happens.
      loadDotEnv(join(dir, 'missing.env'));
    } finally {
      delete process.env.ISKRA_TEST_FROM_FILE;
      delete process.env.ISKRA_TEST_SET_BEFORE;
    }
  });

  it('prefers JWT_SECRET and then writes nothing', async () => {
    dir = await mkdtemp(join(tmpdir(), 'iskra-config-'));
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    await expect(stat(join(dir, 'jwt-secret'))).rejects.toThrow();
  });

  it('refuses a damaged stored secret', async () => {
    dir = await mkdtemp(join(tmpdir(), 'iskra-config-'));
    await writeFile(join(dir, 'jwt-secret'), 'short');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
  });

  it('generates a VAPID key pair once on the embedded default, and none for a database server', async () => {
    dir = await mkdtemp(join(tmpdir(), 'iskra-config-'));
    const first = loadConfig({ DATA_DIR: dir, SUPPORT_EMAIL: 'help@iskra.example' });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.webPush?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.webPush?.subject).toBe('mailto:help@iskra.example');
    expect(second.webPush?.publicKey).toBe(first.webPush?.publicKey);
    expect(second.webPush?.privateKey).toBe(first.webPush?.privateKey);
    expect((await stat(join(dir, 'vapid-keys.json'))).mode & 0o777).toBe(0o600);

    const server = loadConfig({
      DATA_DIR: join(dir, 'other'),
      DATABASE_URL: 'postgres://localhost/iskra',
      JWT_SECRET: SECRET,
    });
    expect(server.webPush).toBeUndefined();
    await expect(stat(join(dir, 'other', 'vapid-keys.json'))).rejects.toThrow();
  });
});

describe('web push settings', () => {
  const PUBLIC = `B${'A'.repeat(86)}`;
  const PRIVATE = 'A'.repeat(43);

  it('are off without keys and on with both, the subject defaulting to the support address', () => {
    expect(parseConfig({}).webPush).toBeUndefined();
    const config = parseConfig({ VAPID_PUBLIC_KEY: PUBLIC, VAPID_PRIVATE_KEY: PRIVATE });
    expect(config.webPush).toEqual({
      publicKey: PUBLIC,
      privateKey: PRIVATE,
      subject: 'mailto:support@iskra.example',
      allowLocalEndpoints: false,
    });
    expect(
      parseConfig({
        VAPID_PUBLIC_KEY: PUBLIC,
        VAPID_PRIVATE_KEY: PRIVATE,
        VAPID_SUBJECT: 'https://iskra.example',
      }).webPush?.subject,
    ).toBe('https://iskra.example');
  });

  it('refuse half a pair, a malformed key and a bad subject, never showing the private key', () => {
    expect(problemsOf({ VAPID_PUBLIC_KEY: PUBLIC })).toContain(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both',
    );
    expect(problemsOf({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: PRIVATE })).toContain(
      'VAPID_PUBLIC_KEY: must be a base64url VAPID key of 65 bytes',
    );
    const secret = `${'Z'.repeat(40)}!!`;
    const message = problemsOf({ VAPID_PUBLIC_KEY: PUBLIC, VAPID_PRIVATE_KEY: secret });
    expect(message).toContain('VAPID_PRIVATE_KEY');
    expect(message).not.toContain(secret);
    expect(problemsOf({ VAPID_SUBJECT: 'support@iskra.example' })).toContain('VAPID_SUBJECT');
  });
});
