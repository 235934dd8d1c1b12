import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { buildApp, type AppOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { pgliteDatabase, postgresDatabase, type Database, type DatabaseHandle } from '../../src/db/index.js';
import { TestClock } from './clock.js';
import { expectMatchesContract } from './contract.js';

export { TEST_EPOCH, TestClock } from './clock.js';

export type Driver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL points at a server (CI does when one answers). */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface ApiResponse<T = unknown> {
  status: number;
  body: { status: number; message: string; data: T; error: { code: string; details?: unknown[] } | null };
  headers: Record<string, string | string[] | number | undefined>;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  form?: FormData;
  headers?: Record<string, string>;
  /** Raw payload sent as is (for malformed input). */
  raw?: string;
}

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: Config;
  clock: TestClock;
  driver: Driver;
  /** Runs the server's due jobs now (the poller is off in tests), as a process would in the background. */
  runDueJobs(): Promise<number>;
  /**
   * Closes the app and builds a new one on the same database, as a restart after a crash would (what the closed
   * app had only in memory is gone). The options replace the file's app options for the new app.
   */
  restart(app?: ServerOptions['app']): Promise<void>;
  /** Calls the API in-process and checks the response against openapi.yaml. */
  call<T = unknown>(method: string, url: string, options?: CallOptions): Promise<ApiResponse<T>>;
}

/** Turns a FormData into a multipart payload the way a browser would send it. */
export async function encodeForm(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? 'multipart/form-data',
  };
}

/** A fresh database (the seeded snapshot on PGlite, a new migrated one on PostgreSQL, whose `url` is given). */
export async function openTestDatabase(
  driver: Driver,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void>; url?: string }> {
  if (driver === 'pglite') {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
    return { handle: pgliteDatabase(client), drop: async () => {} };
  }
  // A fresh database per test file, dropped afterwards.
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `${process.env.TEST_DATABASE_PREFIX ?? 'wellness_test_'}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // Connections the forced drop below terminates after the pool has ended are expected, not failures.
    handle: postgresDatabase(url.toString()),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const TEST_GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';

export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wellness-server-data-'));
  return loadConfig({
    NODE_ENV: 'test',
    // The tests read mails through the development mailbox.
    DEV_MAILBOX: 'true',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://app.test',
    AUTH_RATE_LIMIT_MAX: '100000',
    GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...env,
  });
}

export interface ServerOptions {
  env?: Record<string, string> | (() => Record<string, string>);
  app?: Omit<AppOptions, 'database' | 'clock'>;
}

/** Builds the app on a fresh database before the tests of the enclosing describe and closes it after. */
export function useTestServer(driver: Driver, options: ServerOptions = {}): TestServer {
  const server = { driver, clock: new TestClock() } as TestServer;
  let drop = async () => {};
  let database: DatabaseHandle | undefined;
  const build = async (app: ServerOptions['app']) => {
    const built = await buildApp(server.config, {
      logger: false,
      jobPollMs: false,
      ...app,
      // Closed once, after the last app (restarts build a new app on the same database).
      database: { ...(database as DatabaseHandle), close: async () => {} },
      clock: server.clock.now,
    });
    // A change written behind the server's back (by the test, or a job) reaches the server's memory through
    // PostgreSQL's notifications, as from another process: every injected call first waits until those committed
    // so far have arrived (one round trip on the listening connection; nothing on PGlite, which notifies at once).
    const inject = built.inject.bind(built) as (options: unknown) => Promise<unknown>;
    const injectAfterSync = async (options: unknown) => {
      await database?.syncNotifications();
      return inject(options);
    };
    built.inject = ((options?: unknown) =>
      options === undefined ? inject(options) : injectAfterSync(options)) as typeof built.inject;
    return built;
  };
  beforeAll(async () => {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    const opened = await openTestDatabase(driver);
    drop = opened.drop;
    database = opened.handle;
    server.config = testConfig(env);
    server.db = opened.handle.db;
    server.app = await build(options.app);
  });
  server.runDueJobs = () => server.app.jobs.runDueJobs();
  server.restart = async (app = options.app) => {
    await server.app.close();
    server.app = await build(app);
  };
  // Each test owns its clock: whatever an earlier test advanced, this one starts at the epoch.
  beforeEach(() => server.clock.reset());
  afterAll(async () => {
    await server.app?.close();
    await database?.close();
    await drop();
    if (server.config) rmSync(server.config.dataDir, { recursive: true, force: true });
  });
  server.call = async <T>(method: string, url: string, call: CallOptions = {}) => {
    const headers: Record<string, string> = { ...call.headers };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    let payload: string | Buffer | undefined;
    if (call.form) {
      const encoded = await encodeForm(call.form);
      payload = encoded.payload;
      headers['content-type'] = encoded.contentType;
    } else if (call.raw !== undefined) {
      payload = call.raw;
      headers['content-type'] ??= 'application/json';
    } else if (call.body !== undefined) {
      payload = JSON.stringify(call.body);
      headers['content-type'] = 'application/json';
    }
    const response = await server.app.inject({ method: method as 'GET', url, headers, payload });
    const body = response.json();
    expectMatchesContract(method, url, response.statusCode, body);
    return { status: response.statusCode, body, headers: response.headers } as ApiResponse<T>;
  };
  return server;
}

/** Runs the same tests once per database driver, each on its own fresh database. */
export function describeEachDatabase(
  name: string,
  tests: (server: TestServer) => void,
  options?: ServerOptions,
) {
  describe.each(drivers)(`${name} [%s]`, (driver) => {
    tests(useTestServer(driver, options));
  });
}

let counter = 0;
/** A fresh address per test, so tests sharing a file's database do not meet each other. */
export function uniqueEmail(label = 'member') {
  counter += 1;
  return `${label}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}
