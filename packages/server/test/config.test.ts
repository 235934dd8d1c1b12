import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wellness-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('configuration', () => {
  test('safe defaults: port 3000, embedded database in DATA_DIR, 2 MiB uploads, links to the local app', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      nodeEnv: 'development',
      dataDir,
      databaseUrl: undefined,
      uploadMaxBytes: 2 * 1024 * 1024,
      publicUrl: 'http://localhost:3000',
      sessionTtlSeconds: 7 * 86400,
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    });
  });

  test('the demo ledger is on in development only: tests and journeys seed their own known ledger', () => {
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({ demoData: true, demoLedger: true });
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'test' })).toMatchObject({
      demoData: true,
      demoLedger: false,
    });
    expect(loadConfig({ DATA_DIR: tempDir(), DEMO_DATA: 'false' }).demoLedger).toBe(false);
  });

  test('in development the session secret is generated once and kept in the data folder', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  test.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number between 0 and 65535 (got "eighty")'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET is required when NODE_ENV=production'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters long'],
    [{ SESSION_TTL: 'forever' }, 'SESSION_TTL must be a positive duration'],
    [{ DATABASE_URL: 'mysql://db/x' }, 'DATABASE_URL must use postgres: or postgresql:'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL must be a URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must use smtp: or smtps:'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM must be an e-mail address'],
    [{ UPLOAD_MAX_BYTES: '0' }, 'UPLOAD_MAX_BYTES must be a whole number'],
    [
      { STRIPE_SECRET_KEY: 'sk_test_x' },
      'STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET are required when any of STRIPE_SECRET_KEY',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' },
      'STRIPE_WEBHOOK_SECRET is required when any of',
    ],
    [
      {
        STRIPE_SECRET_KEY: 'pk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      },
      'STRIPE_SECRET_KEY must be a Stripe secret key',
    ],
    [
      { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail.example' },
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET are required when NODE_ENV=production',
    ],
    [
      {
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      },
      'SMTP_URL is required when NODE_ENV=production',
    ],
    [
      {
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://mail.example',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        DEV_MAILBOX: 'true',
      },
      'DEV_MAILBOX cannot be true when NODE_ENV=production',
    ],
    [
      {
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://mail.example',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        DATA_ENCRYPTION_KEY: 'a'.repeat(64),
        DEMO_DATA: 'true',
      },
      'DEMO_DATA cannot be true when NODE_ENV=production',
    ],
    [
      {
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://mail.example',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      },
      'DATA_ENCRYPTION_KEY is required when NODE_ENV=production',
    ],
    [{ DEMO_DATA: 'false', DEMO_LEDGER: 'true' }, 'DEMO_LEDGER needs DEMO_DATA=true'],
    [{ DATA_ENCRYPTION_KEY: 'too-short' }, 'DATA_ENCRYPTION_KEY must be 32 random bytes'],
    [{ DATA_ENCRYPTION_KEY: 'ab'.repeat(31) }, 'DATA_ENCRYPTION_KEY must be 32 random bytes'],
  ])('%o is refused with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });

  test('the card gateway is local without Stripe keys and Stripe with all three', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).stripe).toBeUndefined();
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_a',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_b',
      STRIPE_WEBHOOK_SECRET: 'whsec_c',
    };
    expect(loadConfig({ DATA_DIR: tempDir(), ...keys }).stripe).toEqual({
      secretKey: 'sk_test_a',
      publishableKey: 'pk_test_b',
      webhookSecret: 'whsec_c',
    });
  });

  test('uploads stay on local disk without S3 variables and go to the bucket with all four', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).s3).toBeUndefined();
    const keys = {
      S3_BUCKET: 'wellness-uploads',
      S3_ENDPOINT: 'https://s3.eu-west-1.example.com/',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ DATA_DIR: tempDir(), ...keys }).s3).toEqual({
      bucket: 'wellness-uploads',
      endpoint: 'https://s3.eu-west-1.example.com',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ DATA_DIR: tempDir(), ...keys, S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'true' }).s3,
    ).toMatchObject({ region: 'eu-west-1', forcePathStyle: true });
  });

  test.each([
    [
      { S3_BUCKET: 'uploads' },
      'S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are required when any S3_',
    ],
    [
      { S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key' },
      'Invalid configuration: S3_SECRET_ACCESS_KEY is required when any S3_ variable is set',
    ],
    [
      { S3_REGION: 'eu-west-1' },
      'S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are required',
    ],
    [
      { S3_BUCKET: 'Uploads_1', S3_ENDPOINT: 'http://s3', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' },
      'S3_BUCKET must be a bucket name',
    ],
    [
      {
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 's3.example.com',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      },
      'S3_ENDPOINT must be a URL',
    ],
    [
      {
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 'http://s3',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_FORCE_PATH_STYLE: 'maybe',
      },
      'S3_FORCE_PATH_STYLE must be true or false',
    ],
  ])('a partial or wrong S3 configuration stops the start: %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });

  const mobileApp = {
    MOBILE_APP_URL: 'wellnesscommunity://open',
    MOBILE_APP_STORE_URL_IOS: 'https://apps.apple.com/app/id6450000000',
    MOBILE_APP_STORE_URL_ANDROID: 'https://play.google.com/store/apps/details?id=org.wellness.community',
  };

  test('phones sign in on the web without the MOBILE_APP_ variables, and are offered the app with all three', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).mobileApp).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), ...mobileApp }).mobileApp).toEqual({
      url: 'wellnesscommunity://open',
      appStoreUrl: 'https://apps.apple.com/app/id6450000000',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=org.wellness.community',
    });
    // A universal link is an https address.
    expect(
      loadConfig({ DATA_DIR: tempDir(), ...mobileApp, MOBILE_APP_URL: 'https://app.wellness.example/open' })
        .mobileApp?.url,
    ).toBe('https://app.wellness.example/open');
  });

  test.each([
    [
      { MOBILE_APP_URL: 'wellnesscommunity://open' },
      'MOBILE_APP_STORE_URL_IOS, MOBILE_APP_STORE_URL_ANDROID are required',
    ],
    [
      { ...mobileApp, MOBILE_APP_STORE_URL_ANDROID: ' ' },
      'MOBILE_APP_STORE_URL_ANDROID is required when any MOBILE_APP_ variable is set',
    ],
    [{ ...mobileApp, MOBILE_APP_URL: 'open the app' }, 'MOBILE_APP_URL must be a URL'],
    [{ ...mobileApp, MOBILE_APP_URL: 'javascript:alert(1)' }, "MOBILE_APP_URL must use the app's own scheme"],
    [
      { ...mobileApp, MOBILE_APP_URL: 'http://app.example/open' },
      "MOBILE_APP_URL must use the app's own scheme",
    ],
    [
      { ...mobileApp, MOBILE_APP_STORE_URL_IOS: 'http://apps.apple.com/app/id1' },
      'MOBILE_APP_STORE_URL_IOS must use https:',
    ],
    [
      { ...mobileApp, MOBILE_APP_STORE_URL_ANDROID: 'play store' },
      'MOBILE_APP_STORE_URL_ANDROID must be a URL',
    ],
  ])('a partial or wrong companion-app configuration stops the start: %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });

  test('several server processes (WEB_CONCURRENCY) need PostgreSQL: PGlite belongs to one process', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).webConcurrency).toBe(1);
    expect(() => loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY.*DATABASE_URL/,
    );
    expect(
      loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db.example/wellness' })
        .webConcurrency,
    ).toBe(4);
    expect(() => loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY/);
  });

  test('the data encryption key: hex or base64 from the environment, else generated once into the data folder', () => {
    const hex = 'ab'.repeat(32);
    expect(
      loadConfig({ DATA_DIR: tempDir(), DATA_ENCRYPTION_KEY: hex }).dataEncryptionKey.toString('hex'),
    ).toBe(hex);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ DATA_DIR: tempDir(), DATA_ENCRYPTION_KEY: base64 }).dataEncryptionKey).toEqual(
      Buffer.alloc(32, 7),
    );
    const dataDir = tempDir();
    const generated = loadConfig({ DATA_DIR: dataDir }).dataEncryptionKey;
    expect(generated).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dataDir }).dataEncryptionKey).toEqual(generated);
  });

  test('durations accept seconds or a unit', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_TTL: '12h' }).sessionTtlSeconds).toBe(43200);
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_TTL: '900' }).sessionTtlSeconds).toBe(900);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_WINDOW: '5m' }).authRateLimitWindowMs).toBe(
      300_000,
    );
  });

  test('the dev mailbox: on by default only in development on localhost; test needs DEV_MAILBOX=true', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).devMailbox).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://members.example' }).devMailbox).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://members.example', DEV_MAILBOX: 'true' })
        .devMailbox,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).devMailbox).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
  });
});
