import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from './paths.js';

type NodeEnv = 'development' | 'production' | 'test';

export interface Config {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  /** Folder for the embedded database, uploads and the development session secret. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite in `${dataDir}/pglite` is used. */
  databaseUrl: string | undefined;
  /** Server processes to run (node:cluster workers on one port); above 1 only with PostgreSQL. */
  webConcurrency: number;
  sessionSecret: string;
  /** Session lifetime in seconds. */
  sessionTtlSeconds: number;
  /** Public origin of the web app, used for links in mails. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  /**
   * The companion mobile app (MOBILE_APP_URL, MOBILE_APP_STORE_URL_IOS and MOBILE_APP_STORE_URL_ANDROID all set):
   * phones and tablets are offered 'Login with App' beside 'Continue in the browser'. None: they sign in on the web.
   */
  mobileApp: { url: string; appStoreUrl: string; playStoreUrl: string } | undefined;
  uploadMaxBytes: number;
  /** Largest file of a health hero application (story, documents). */
  heroUploadMaxBytes: number;
  webDist: string;
  /** Requests per window per client IP on login, sign-up, forgot and reset password. */
  authRateLimitMax: number;
  authRateLimitWindowMs: number;
  /** Failed password sign-ins from one address per window (members behind one network share it). */
  authAddressFailureMax: number;
  /** Behind a reverse proxy: take the client IP (for rate limits) from X-Forwarded-For. */
  trustProxy: boolean;
  organisationName: string;
  supportEmail: string;
  openapiPath: string;
  /** Stripe keys; all three set selects the Stripe gateway, none the local test-mode gateway. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
  /** Local gateway: how long the slow test card stays 'processing' before it succeeds. */
  localSettleDelayMs: number;
  /**
   * The development mailbox (`/dev/mailbox`, `GET /v1/dev/mailbox`) and mail links in the log: on by default only
   * with NODE_ENV=development and a localhost PUBLIC_URL; DEV_MAILBOX=true turns it on for development or test
   * elsewhere; never in production.
   */
  devMailbox: boolean;
  /**
   * An S3-compatible bucket for uploads (S3_BUCKET, S3_ENDPOINT and the two keys all set); none keeps them on local
   * disk under `${dataDir}`, which only the processes of one machine share.
   */
  s3:
    | {
        bucket: string;
        endpoint: string;
        accessKeyId: string;
        secretAccessKey: string;
        region: string;
        forcePathStyle: boolean;
      }
    | undefined;
  /**
   * DEMO_DATA: seed the demo member, the staff account and the demo programme (events, groups, heroes, catalogue,
   * partners, vouchers). On by default in development and test; never in production.
   */
  demoData: boolean;
  /** With the demo: members with payments and refunds, so the staff dashboard has figures (development). */
  demoLedger: boolean;
  /** AES-256-GCM key (32 bytes) sealing vendor payout details at rest (DATA_ENCRYPTION_KEY). */
  dataEncryptionKey: Buffer;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be a whole number between ${min} and ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false (got "${raw}")`);
}

const durationUnits: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Parses `3600`, `90s`, `30m`, `12h` or `7d` into seconds. */
function durationSeconds(env: Env, name: string, fallback: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const match = /^(\d+)\s*([smhd]?)$/.exec(raw);
  const amount = Number(match?.[1]);
  if (!match || amount <= 0) {
    throw new ConfigError(name, `must be a positive duration such as 3600, 30m, 12h or 7d (got "${raw}")`);
  }
  return amount * (durationUnits[match[2] || 's'] ?? 1);
}

function url(env: Env, name: string, fallback: string | undefined, protocols: string[]): string | undefined {
  const raw = read(env, name) ?? fallback;
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL (got "${raw}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')} (got "${raw}")`);
  }
  return raw.replace(/\/+$/, '');
}

function email(env: Env, name: string, fallback: string): string {
  const raw = read(env, name) ?? fallback;
  // Accepts "Name <box@host>" as well as a bare address.
  if (!/^(?:[^<>]*<)?[^\s@<>]+@[^\s@<>]+(?:>)?$/.test(raw)) {
    throw new ConfigError(name, `must be an e-mail address (got "${raw}")`);
  }
  return raw;
}

/** The development secret is generated once and kept in the data folder so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The development encryption key is generated once into the data folder, like the session secret. */
function developmentDataKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'data-encryption-key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

/** DATA_ENCRYPTION_KEY: 32 bytes as 64 hex digits or base64; required in production. */
function dataEncryptionKey(env: Env, nodeEnv: NodeEnv, dataDir: string): Buffer {
  const raw = read(env, 'DATA_ENCRYPTION_KEY');
  if (raw === undefined) {
    if (nodeEnv === 'production') {
      throw new ConfigError(
        'DATA_ENCRYPTION_KEY',
        "is required when NODE_ENV=production (vendors' bank details are encrypted with it)",
      );
    }
    return developmentDataKey(dataDir);
  }
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(raw) && key.toString('base64') !== raw)) {
    throw new ConfigError(
      'DATA_ENCRYPTION_KEY',
      'must be 32 random bytes written as 64 hex digits or base64 (e.g. `openssl rand -base64 32`)',
    );
  }
  return key;
}

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** All three Stripe variables or none: a half-configured gateway would take payments it cannot confirm. */
function stripeKeys(env: Env): Config['stripe'] {
  const [secretKey, publishableKey, webhookSecret] = STRIPE_VARIABLES.map((name) => read(env, name));
  const missing = STRIPE_VARIABLES.filter((name) => read(env, name) === undefined);
  if (missing.length === STRIPE_VARIABLES.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      missing.join(', '),
      `${missing.length === 1 ? 'is' : 'are'} required when any of ${STRIPE_VARIABLES.join(', ')} is set (set all three to use Stripe, or none for the local gateway)`,
    );
  }
  if (!/^(sk|rk)_/.test(secretKey as string)) {
    throw new ConfigError('STRIPE_SECRET_KEY', 'must be a Stripe secret key (sk_… or rk_…)');
  }
  if (!/^pk_/.test(publishableKey as string)) {
    throw new ConfigError('STRIPE_PUBLISHABLE_KEY', 'must be a Stripe publishable key (pk_…)');
  }
  if (!/^whsec_/.test(webhookSecret as string)) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'must be a Stripe webhook signing secret (whsec_…)');
  }
  return {
    secretKey: secretKey as string,
    publishableKey: publishableKey as string,
    webhookSecret: webhookSecret as string,
  };
}

const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;

const MOBILE_APP_VARIABLES = [
  'MOBILE_APP_URL',
  'MOBILE_APP_STORE_URL_IOS',
  'MOBILE_APP_STORE_URL_ANDROID',
] as const;

/** Schemes a link in the browser must never run, whatever the app's own scheme is. */
const UNSAFE_LINK_SCHEMES = ['javascript:', 'data:', 'vbscript:', 'file:', 'blob:'];

/**
 * All three companion-app variables or none: a link without its store pages would strand a phone that has no app
 * installed, so half a configuration stops the server instead. The app's link may use its own scheme
 * (wellnesscommunity://open) or https (a universal link); the store pages are https.
 */
function mobileApp(env: Env): Config['mobileApp'] {
  const missing = MOBILE_APP_VARIABLES.filter((name) => read(env, name) === undefined);
  if (missing.length === MOBILE_APP_VARIABLES.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      missing.join(', '),
      `${missing.length === 1 ? 'is' : 'are'} required when any MOBILE_APP_ variable is set (set ${MOBILE_APP_VARIABLES.join(', ')} to offer 'Login with App' on phones and tablets, or none of them to sign phones in on the web)`,
    );
  }
  const link = read(env, 'MOBILE_APP_URL') as string;
  let scheme: string;
  try {
    scheme = new URL(link).protocol;
  } catch {
    throw new ConfigError('MOBILE_APP_URL', `must be a URL such as wellnesscommunity://open (got "${link}")`);
  }
  if (UNSAFE_LINK_SCHEMES.includes(scheme) || scheme === 'http:') {
    throw new ConfigError('MOBILE_APP_URL', `must use the app's own scheme or https: (got "${link}")`);
  }
  return {
    url: link,
    appStoreUrl: url(env, 'MOBILE_APP_STORE_URL_IOS', undefined, ['https:']) as string,
    playStoreUrl: url(env, 'MOBILE_APP_STORE_URL_ANDROID', undefined, ['https:']) as string,
  };
}

/** All four S3 variables or none: half a configuration would quietly keep uploads on one machine's disk. */
function s3Bucket(env: Env): Config['s3'] {
  const missing = S3_VARIABLES.filter((name) => read(env, name) === undefined);
  const anySet =
    missing.length < S3_VARIABLES.length || S3_OPTIONAL.some((name) => read(env, name) !== undefined);
  if (!anySet) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      missing.join(', '),
      `${missing.length === 1 ? 'is' : 'are'} required when any S3_ variable is set (set ${S3_VARIABLES.join(', ')} to store uploads in S3, or none of them for local disk under DATA_DIR)`,
    );
  }
  const bucket = read(env, 'S3_BUCKET') as string;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      'S3_BUCKET',
      `must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens (got "${bucket}")`,
    );
  }
  return {
    bucket,
    endpoint: url(env, 'S3_ENDPOINT', undefined, ['http:', 'https:']) as string,
    accessKeyId: read(env, 'S3_ACCESS_KEY_ID') as string,
    secretAccessKey: read(env, 'S3_SECRET_ACCESS_KEY') as string,
    // Most S3-compatible stores ignore the region but the request signature names one.
    region: read(env, 'S3_REGION') ?? 'us-east-1',
    forcePathStyle: boolean(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnvRaw = read(env, 'NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    throw new ConfigError('NODE_ENV', `must be development, production or test (got "${nodeEnvRaw}")`);
  }
  const nodeEnv = nodeEnvRaw as NodeEnv;
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? './.data');

  let sessionSecret = read(env, 'SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET', 'must be at least 32 characters long');
  }
  if (sessionSecret === undefined) {
    if (nodeEnv === 'production')
      throw new ConfigError('SESSION_SECRET', 'is required when NODE_ENV=production');
    sessionSecret = developmentSecret(dataDir);
  }

  const stripe = stripeKeys(env);
  const s3 = s3Bucket(env);
  const smtpUrl = url(env, 'SMTP_URL', undefined, ['smtp:', 'smtps:']);
  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']) as string;
  if (nodeEnv === 'production') {
    // The local gateway is a test mode that takes no money, and the outbox would leave links in the database and
    // the log for whoever reads them: production runs with the real card provider and real mail, or not at all.
    const missingStripe = STRIPE_VARIABLES.filter((name) => read(env, name) === undefined);
    if (missingStripe.length > 0) {
      throw new ConfigError(
        missingStripe.join(', '),
        `${missingStripe.length === 1 ? 'is' : 'are'} required when NODE_ENV=production (the local test gateway takes no real payments)`,
      );
    }
    if (smtpUrl === undefined) {
      throw new ConfigError(
        'SMTP_URL',
        'is required when NODE_ENV=production (verification and reset links must be mailed, never kept or logged)',
      );
    }
  }
  const localhost = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(publicUrl).hostname);
  const devMailbox = boolean(env, 'DEV_MAILBOX', nodeEnv === 'development' && localhost);
  if (devMailbox && nodeEnv === 'production') {
    throw new ConfigError('DEV_MAILBOX', 'cannot be true when NODE_ENV=production');
  }

  const demoData = boolean(env, 'DEMO_DATA', nodeEnv !== 'production');
  if (demoData && nodeEnv === 'production') {
    throw new ConfigError(
      'DEMO_DATA',
      'cannot be true when NODE_ENV=production (the demo accounts have published passwords)',
    );
  }
  // Development only by default: tests and journeys seed their own known ledger and assert its totals.
  const demoLedger = boolean(env, 'DEMO_LEDGER', demoData && nodeEnv === 'development');
  if (demoLedger && !demoData) {
    throw new ConfigError('DEMO_LEDGER', 'needs DEMO_DATA=true (the ledger buys the demo packages)');
  }

  const databaseUrl = url(env, 'DATABASE_URL', undefined, ['postgres:', 'postgresql:']);
  const webConcurrency = integer(env, 'WEB_CONCURRENCY', 1, 1, 64);
  if (webConcurrency > 1 && !databaseUrl) {
    throw new ConfigError(
      'WEB_CONCURRENCY',
      'above 1 needs DATABASE_URL (PostgreSQL): the embedded PGlite database belongs to one process',
    );
  }

  const authRateLimitMax = integer(env, 'AUTH_RATE_LIMIT_MAX', 10, 1, 1_000_000);
  return {
    port,
    webConcurrency,
    host: read(env, 'HOST') ?? (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1'),
    nodeEnv,
    dataDir,
    databaseUrl,
    sessionSecret,
    sessionTtlSeconds: durationSeconds(env, 'SESSION_TTL', 7 * 86400),
    publicUrl,
    smtpUrl,
    mailFrom: email(env, 'MAIL_FROM', 'Wellness Community <no-reply@wellness.example>'),
    googleClientId: read(env, 'GOOGLE_CLIENT_ID'),
    googleJwksUrl: url(env, 'GOOGLE_JWKS_URL', 'https://www.googleapis.com/oauth2/v3/certs', [
      'http:',
      'https:',
    ]) as string,
    mobileApp: mobileApp(env),
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 2 * 1024 * 1024, 1, 100 * 1024 * 1024),
    heroUploadMaxBytes: integer(env, 'HERO_UPLOAD_MAX_BYTES', 20 * 1024 * 1024, 1, 200 * 1024 * 1024),
    webDist: path.resolve(read(env, 'WEB_DIST') ?? paths.webDist),
    authRateLimitMax,
    authRateLimitWindowMs: durationSeconds(env, 'AUTH_RATE_LIMIT_WINDOW', 60) * 1000,
    authAddressFailureMax: integer(
      env,
      'AUTH_ADDRESS_FAILURE_MAX',
      authRateLimitMax * 10,
      authRateLimitMax,
      10_000_000,
    ),
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    organisationName: read(env, 'ORGANISATION_NAME') ?? 'Wellness Community',
    supportEmail: email(env, 'SUPPORT_EMAIL', 'support@wellness.example'),
    openapiPath: path.resolve(read(env, 'OPENAPI_PATH') ?? paths.openapi),
    stripe,
    s3,
    localSettleDelayMs: durationSeconds(env, 'LOCAL_GATEWAY_SETTLE_DELAY', 5) * 1000,
    devMailbox,
    demoData,
    demoLedger,
    dataEncryptionKey: dataEncryptionKey(env, nodeEnv, dataDir),
  };
}
