import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { loadPrerenderedPages } from './http/prerendered.js';
import { databaseRateLimitStore, pruneRateLimits } from './http/rateLimitStore.js';
import { createHmac } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { localGateway } from './adapters/payments/local.js';
import type { GatewayEvent, PaymentGateway } from './adapters/payments/gateway.js';
import { stripeGateway } from './adapters/payments/stripe.js';
import { googleVerifier, type IdentityVerifier } from './adapters/identity/google.js';
import { outboxMailer, smtpMailer, type Mailer } from './adapters/mail/index.js';
import { openStorage, type FileStorage } from './adapters/storage/index.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/index.js';
import { MEDIA_PREFIX } from './db/seed-groups.js';
import { paths } from './paths.js';
import { seed } from './db/seed.js';
import { bearerAuthenticator } from './http/auth.js';
import { registerCompression } from './http/compression.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { ApiError } from './errors.js';
import { errorEnvelope } from './http/errors.js';
import { createSchemaRegistry, loadOpenApi } from './http/openapi.js';
import {
  acceptFormsUnread,
  API_PREFIX,
  isApiUrl,
  registerOperations,
  type RouterOptions,
} from './http/router.js';
import { registerDevMailboxPage } from './routes/dev-mailbox-page.js';
import { accountHandlers } from './routes/account.js';
import { eventHandlers } from './routes/events.js';
import { groupHandlers } from './routes/groups.js';
import { heroHandlers } from './routes/heroes.js';
import { calendarHandlers } from './routes/calendar.js';
import { marketplaceHandlers } from './routes/marketplace.js';
import { commerceHandlers } from './routes/commerce.js';
import { partnerHandlers } from './routes/partners.js';
import { staffHandlers } from './routes/staff.js';
import { reportHandlers } from './routes/reports.js';
import { fulfilmentHandlers } from './routes/fulfilment.js';
import { staffTeamHandlers } from './routes/staff-team.js';
import { packageHandlers } from './routes/packages.js';
import { paymentHandlers } from './routes/payments.js';
import { profileHandlers } from './routes/profile.js';
import { referenceHandlers } from './routes/reference.js';
import { searchHandlers } from './routes/search.js';
import { voucherHandlers } from './routes/vouchers.js';
import type { Services } from './services/context.js';
import { jobRunner, type JobRunner } from './services/jobs.js';
import { registerLinkMails } from './services/link-mails.js';
import { memberMailService } from './services/member-mails.js';
import { rememberLocale } from './services/users.js';
import {
  acceptPaymentEvent,
  paymentEventHandler,
  registerPaymentJobs,
} from './workflows/payment-outcomes.js';
import { createSessionService } from './services/sessions.js';
import { eventOrderService } from './services/event-orders.js';
import { refundService } from './services/refunds.js';
import { memberHandlers } from './routes/members.js';
import { sharedCache, type SharedCache } from './services/shared-cache.js';
import { marketplaceOrderService } from './services/marketplace-orders.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job runner (tests drive it with `runDueJobs()` instead of waiting). */
    jobs: JobRunner;
    /** The shared lists kept in this process (tests read its counters). */
    sharedCache: SharedCache;
  }
  interface FastifyRequest {
    /** The JSON body exactly as received (the payment webhook's signature covers these bytes). */
    rawBody?: Buffer;
  }
}

export interface AppOptions {
  /** An already opened database (tests); otherwise DATABASE_URL or the embedded PGlite. Closed with the app. */
  database?: DatabaseHandle;
  /** The clock for sessions and tokens; tests move it forward instead of waiting. */
  clock?: () => Date;
  mailer?: Mailer;
  google?: IdentityVerifier;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the configured card gateway (tests); `deliver` records an event and applies it. */
  gateway?: (deps: { deliver: (event: GatewayEvent) => Promise<void> }) => PaymentGateway;
  /**
   * How often due jobs are looked for, in ms (default 1000); false: only at start and when `app.jobs.runDueJobs()`
   * is called (tests).
   */
  jobPollMs?: number | false;
  /** Fault injection at named points (tests and the fault script): may throw, or end the process. */
  faults?: (point: string) => void;
}

/** Calls that an attacker would hammer: limited per client IP (AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW). */
const RATE_LIMITED = new Set([
  // The password sign-in counts failures per account and per address instead (services/sign-in-limits.ts).
  'POST /user/login/social',
  'POST /user/create',
  'POST /user/forgotPassword',
  'POST /user/reset',
  'PATCH /user/password/change',
  // Open applications (anyone may apply, spec §6): limited like sign-up.
  'POST /user/business/partner/request',
  'POST /vendor/create',
]);

/** POST calls that only read (searches, views): answering them changes nothing kept in memory. */
const READ_ONLY = new Set([
  'POST /user/profile/view',
  'POST /user/event/coupon/check',
  'POST /user/event/order/quote',
  'POST /marketplace/products/by/category',
  'POST /marketplace/services/by/category',
  'POST /marketplace/affiliate/list',
  'POST /marketplace/product/categories/list',
  'POST /marketplace/products/featured',
  'POST /user/business/view',
]);

const FASTIFY_CLIENT_ERRORS: Record<string, number> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_JSON_BODY: 400,
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 400,
  FST_PARTS_LIMIT: 413,
  FST_FILES_LIMIT: 413,
  FST_FIELDS_LIMIT: 413,
};

/** Maps anything thrown to the envelope: our ApiErrors as they are, client mistakes to 4xx, the rest to 500. */
/**
 * The deepest nesting a JSON body may have. The contract's deepest request is a few levels (a card in a body, a
 * gateway event's object); thousands of levels would only exhaust the stack of whatever walks the parsed value.
 */
export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of `[` and `{` in JSON bytes, outside strings; one pass, no parsing, no recursion. */
export function jsonDepth(bytes: Buffer): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (inString) {
      if (byte === 0x5c)
        i += 1; // a backslash: the next byte is escaped
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (byte === 0x5d || byte === 0x7d) depth -= 1;
  }
  return deepest;
}

function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  const e = error as Partial<FastifyError> & { code?: string };
  if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (e.name === 'SyntaxError' && e.statusCode === 400)) {
    return new ApiError(400, 'The request body is not valid JSON', 'VALIDATION_FAILED', [
      { path: '', message: 'The request body is not valid JSON' },
    ]);
  }
  const status =
    (e.code && FASTIFY_CLIENT_ERRORS[e.code]) || (e.statusCode && e.statusCode < 500 ? e.statusCode : 0);
  if (!status) return undefined;
  const code =
    status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
  return new ApiError(status, e.message ?? 'Bad request', status === 400 ? 'VALIDATION_FAILED' : code);
}

const redactTokens = (url: string) => url.replace(/\/(verify\/email|reset)\/[^/?#]+/g, '/$1/[redacted]');

const serializeRequest = (request: { method: string; url: string; host?: string; ip?: string }) => ({
  method: request.method,
  url: redactTokens(request.url),
  host: request.host,
  remoteAddress: request.ip,
});

/** The app's /verify/email/<token> and /reset/<token> pages carry a one-time token in their path: never logged. */
function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return {
    ...logger,
    serializers: { req: serializeRequest, ...(logger as { serializers?: object }).serializers },
  };
}

/**
 * The pages' security headers (helmet, run once at start: http/security-headers.ts; the API's answers carry a set
 * of their own, API_SECURITY_HEADERS there, with the same HSTS). The built app loads only its own scripts (no inline
 * script), plus Google sign-in's and the card provider's when those are configured; styled-components injects
 * <style> elements, hence 'unsafe-inline' for styles only. No page may frame this one. HSTS only in production (behind
 * HTTPS); no Referer, so a reset link's token never leaves in one.
 */
function contentSecurityPolicy(config: Config) {
  const google = config.googleClientId ? ['https://accounts.google.com/gsi/'] : [];
  const stripe = config.stripe ? ['https://js.stripe.com'] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(google.length ? ['https://accounts.google.com/gsi/client'] : []), ...stripe],
      styleSrc: [
        "'self'",
        "'unsafe-inline'",
        ...(google.length ? ['https://accounts.google.com/gsi/style'] : []),
      ],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...google, ...(config.stripe ? ['https://api.stripe.com'] : [])],
      frameSrc: [...google, ...stripe, ...(config.stripe ? ['https://hooks.stripe.com'] : [])].concat(
        google.length || stripe.length ? [] : ["'none'"],
      ),
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.nodeEnv === 'production' ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/** The local gateway signs events posted to the webhook over HTTP with a secret derived from the session secret. */
export const localWebhookSecret = (sessionSecret: string) =>
  `whsec_${createHmac('sha256', sessionSecret).update('local-payment-webhook').digest('base64')}`;

/**
 * Requests so malformed that Node's HTTP parser refuses them (e.g. a Content-Length that is not a number) never
 * reach Fastify's routing: answer them with the envelope too, then close the connection as Node would.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable) return socket.destroy(error);
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive']
        : [400, 'Bad Request', 'The request is not valid HTTP'];
  const body = JSON.stringify(
    errorEnvelope(new ApiError(status, message, status === 400 ? 'BAD_REQUEST' : 'REQUEST_REFUSED')),
  );
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Fastify's options for a configuration: logging (level, redaction, request logging in production only), proxy
 * trust, the envelope for malformed requests. Exported so the benchmark's bare route runs with the very same.
 * `securityHeaders` puts the security headers on the answer to a URL Fastify cannot decode (no hook runs for it).
 */
export function fastifyOptions(
  config: Config,
  logger?: FastifyServerOptions['logger'],
  securityHeaders?: (url: string, reply: FastifyReply) => void,
) {
  return {
    logger: withRedaction(logger ?? { level: config.nodeEnv === 'production' ? 'info' : 'warn' }),
    trustProxy: config.trustProxy,
    clientErrorHandler,
    // A URL Fastify cannot decode (e.g. `/v1/user/%zz`) answers the envelope, like every other mistake.
    frameworkErrors: (error: FastifyError, request: { url: string }, reply: unknown) => {
      const apiError = toApiError(error) ?? new ApiError(400, 'The request URL is invalid', 'BAD_REQUEST');
      securityHeaders?.(request.url, reply as FastifyReply);
      void (reply as FastifyReply).code(apiError.status).send(errorEnvelope(apiError));
    },
    // In development the log is kept for what matters there (mail links, errors).
    logController: new LogController({ disableRequestLogging: config.nodeEnv !== 'production' }),
  } satisfies FastifyServerOptions;
}

/** Names are random and never reused, so the files can be cached for long. */
const UPLOADS_CACHE_CONTROL = 'public, max-age=2592000, immutable';

/**
 * Public uploads under /uploads/: from the folder by the static file server on local disk, streamed from the bucket
 * otherwise, with the same headers either way. They are shown in <img> only: opened directly they download instead
 * of rendering, and never run.
 */
async function serveUploads(app: FastifyInstance, files: FileStorage) {
  const headers = {
    'content-disposition': 'attachment',
    'content-security-policy': "default-src 'none'; sandbox",
  };
  if (files.directory) {
    mkdirSync(files.directory, { recursive: true });
    await app.register(fastifyStatic, {
      root: files.directory,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '30d',
      immutable: true,
      setHeaders: (response) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      },
    });
    return;
  }
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const ifNoneMatch = request.headers['if-none-match'];
    const file = await files.open(request.params.name, ifNoneMatch);
    if (!file) return reply.callNotFound();
    reply.headers({ ...headers, 'cache-control': UPLOADS_CACHE_CONTROL });
    if (file === 'not-modified') return reply.code(304).header('etag', ifNoneMatch).send();
    if (file.etag) reply.header('etag', file.etag);
    return reply.type(file.contentType).header('content-length', file.size).send(file.stream);
  });
}

/** How long closing the app waits for the jobs in progress (main.ts gives the whole shutdown 10 s). */
const JOBS_STOP_MS = 6000;

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? (() => new Date());
  // Set once the headers are made (below); Fastify's options are given first.
  const securityHeaders: { apply?: (url: string, reply: FastifyReply) => void } = {};
  const app = Fastify(
    fastifyOptions(config, options.logger, (url, reply) => securityHeaders.apply?.(url, reply)),
  );

  // Checked first: a bucket that cannot be used stops the start before anything else is opened.
  const storage = openStorage(config);
  await storage.check();
  app.addHook('onClose', async () => storage.close());

  const database =
    options.database ??
    (await openDatabase(
      config,
      (error) => app.log.warn({ err: error }, 'an idle database connection closed'),
      (error) => app.log.warn({ err: error }, 'a database connection was lost during a request'),
    ));
  let stopJobs = async () => {};
  let unlisten = async () => {};
  app.addHook('onClose', async () => {
    // The job runner first: a run in progress finishes on the open database (within a bound: a job cut short
    // stays due and runs again, see services/jobs.ts).
    await stopJobs();
    await unlisten();
    await database.close();
  });
  // Several processes may start at once on one PostgreSQL: one migrates and seeds while the others wait.
  await database.whileStartingAlone(async () => {
    await database.migrate();
    await seed(database.db, clock(), { demoData: config.demoData, demoLedger: config.demoLedger });
  });

  const jobs = jobRunner({ database, clock, log: app.log, faults: options.faults });
  app.decorate('jobs', jobs);
  const mailer: Mailer =
    options.mailer ??
    (config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(database.db, app.log, config.devMailbox));
  const mails = memberMailService({ db: database.db, jobs, clock, mailer, config, log: app.log });
  registerLinkMails({ db: database.db, jobs, clock, mailer, config, log: app.log });
  const paymentEvents = paymentEventHandler({
    db: database.db,
    clock,
    log: app.log,
    mails,
    // Late-bound: the gateway below needs this handler, and this needs the gateway only once events flow.
    cancelSubscription: (subscriptionId) => gateway.cancelSubscription(subscriptionId),
    jobs,
  });
  const gateway: PaymentGateway = options.gateway
    ? options.gateway({ deliver: (event) => acceptPaymentEvent(jobs, database.db, event) })
    : config.stripe
      ? stripeGateway(config.stripe, clock)
      : localGateway({
          db: database.db,
          clock,
          settleDelayMs: config.localSettleDelayMs,
          jobs,
          faults: options.faults,
          webhookSecret: localWebhookSecret(config.sessionSecret),
        });
  registerPaymentJobs({ jobs, db: database.db, clock, log: app.log, gateway, handle: paymentEvents });
  jobs.register('rate-limits.prune', () => pruneRateLimits(database.db, clock()), { every: 10 * 60_000 });
  // At start (recorded events not yet applied, due settlements, the first reconciliation) and then periodically.
  app.addHook('onReady', async () => {
    if (options.jobPollMs === false) void jobs.runDueJobs().catch(() => {});
    else jobs.start(options.jobPollMs ?? 1000);
  });
  stopJobs = () => jobs.stop(JOBS_STOP_MS);
  const sessions = createSessionService(database.db, {
    secret: config.sessionSecret,
    ttlSeconds: config.sessionTtlSeconds,
    clock,
  });
  const cache = sharedCache(database.db, clock);
  // What this process keeps in memory (shared lists, live sessions) is dropped when another process (or this one)
  // commits a change: the triggers of migrations 0019 and 0021 notify every process on the database.
  unlisten = await database.listen(['wellness_cache', 'wellness_members'], {
    notify(channel, payload) {
      if (channel === 'wellness_cache') cache.notified(payload);
      else sessions.memberChanged(payload);
    },
    live(listening) {
      cache.listening(listening);
      sessions.listening(listening);
      if (!listening)
        app.log.warn('change notifications lost: shared lists and sessions are read until back');
    },
  });
  app.decorate('sharedCache', cache);
  const services: Services = {
    config,
    db: database.db,
    clock,
    sessions,
    mailer,
    mails,
    storage: storage.files,
    // Never served publicly: health hero application files go out through their own call, to owner and staff.
    privateFiles: storage.privateFiles,
    google:
      options.google ?? googleVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl }),
    log: app.log,
    gateway,
    jobs,
    locks: database,
    cache,
  };

  const eventOrders = eventOrderService(services, options.faults);
  eventOrders.registerJobs();
  const refunds = refundService(services, options.faults);
  const marketplaceOrders = marketplaceOrderService(services);
  marketplaceOrders.registerJobs();

  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError) {
      if (apiError.headers) void reply.headers(apiError.headers);
      return reply.code(apiError.status).send(errorEnvelope(apiError));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(
        errorEnvelope(new ApiError(500, 'Something went wrong. Please try again later.', 'INTERNAL_ERROR')),
      );
  });

  // JSON as Fastify parses it by default, plus the raw bytes kept for the payment webhook's signature. No client of
  // the API compresses what it sends (browsers never do): such a body is refused by name, not read as broken JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const encoding = request.headers['content-encoding'];
    if (encoding && encoding.toLowerCase() !== 'identity') {
      const refused = `This call does not accept a body sent with Content-Encoding: ${encoding}`;
      done(new ApiError(415, refused, 'UNSUPPORTED_MEDIA_TYPE'), undefined);
      return;
    }
    const raw = body as Buffer;
    if (jsonDepth(raw) > MAX_JSON_DEPTH) {
      const deep = `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`;
      done(new ApiError(400, deep, 'VALIDATION_FAILED', [{ path: '', message: deep }]), undefined);
      return;
    }
    if (request.url.startsWith(`${API_PREFIX}/payment/webhook`)) request.rawBody = raw;
    parseJson(request, raw.toString('utf8'), done);
  });

  await registerCompression(app);
  securityHeaders.apply = registerSecurityHeaders(
    app,
    {
      contentSecurityPolicy: contentSecurityPolicy(config),
      hsts: config.nodeEnv === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'no-referrer' },
      // The card provider's and Google's frames are cross-origin: do not require them to opt in to embedding.
      crossOriginEmbedderPolicy: false,
    },
    isApiUrl,
  ).apply;

  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so a limit holds across several server processes.
    store: databaseRateLimitStore(database.db, clock),
    errorResponseBuilder: () =>
      new ApiError(429, 'Too many requests, please try again later.', 'RATE_LIMITED'),
  });

  const doc = loadOpenApi(config.openapiPath, paths.openapiJson);
  const operations: RouterOptions = {
    doc,
    registry: createSchemaRegistry(doc),
    handlers: {
      ...accountHandlers(services),
      ...profileHandlers(services),
      ...packageHandlers(services),
      ...referenceHandlers(services),
      ...paymentHandlers(services),
      ...eventHandlers(services, { orders: eventOrders, refunds }),
      ...voucherHandlers(services),
      ...groupHandlers(services),
      ...heroHandlers(services),
      ...searchHandlers(services),
      ...calendarHandlers(services),
      ...marketplaceHandlers(services),
      ...commerceHandlers(services, { orders: marketplaceOrders }),
      ...partnerHandlers(services),
      ...staffHandlers(services),
      ...fulfilmentHandlers(services),
      ...staffTeamHandlers(services),
      ...memberHandlers(services),
      ...reportHandlers(services),
    },
    authenticate: bearerAuthenticator(services.sessions, async (user, locale) => {
      if (user.locale === locale) return;
      await rememberLocale(database.db, user, locale);
      sessions.memberChanged(user.id);
    }),
    rateLimited: RATE_LIMITED,
    readOnly: READ_ONLY,
    changedHere: (auth) => {
      cache.changedHere();
      sessions.changedHere(auth?.user.id);
    },
    uploadLimits: { 'POST /user/healtHero/registration': config.heroUploadMaxBytes },
    rateLimit: { max: config.authRateLimitMax, timeWindow: config.authRateLimitWindowMs },
  };
  // The multipart plugin adds an onRequest and an onResponse hook to every request of its scope: it is registered
  // in a scope holding only the calls whose contract takes multipart/form-data. The others get a form body marked
  // and left unread (acceptFormsUnread), and answer it as before (415 once the caller is authenticated).
  await app.register(async (forms) => {
    await forms.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: config.uploadMaxBytes, files: 2, fields: 40, fieldSize: 10_000, parts: 42 },
    });
    registerOperations(forms, { ...operations, only: 'form' });
  });
  acceptFormsUnread(app);
  registerOperations(app, { ...operations, only: 'other' });

  await serveUploads(app, storage.files);
  // The seed's committed images (group covers): part of the release, so cached for a day and revalidated.
  await app.register(fastifyStatic, {
    root: paths.media,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });
  if (config.devMailbox) registerDevMailboxPage(app, services);

  const webIndex = path.join(config.webDist, 'index.html');
  const serveWeb = existsSync(webIndex);
  const prerendered = loadPrerenderedPages(config.webDist);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each file (packages/app/build/precompress.ts): sent as they are.
      preCompressed: true,
      // Vite names every file under assets/ by its content hash: cache those for good. Everything else
      // (index.html, icons) is revalidated, so a new release is picked up on the next visit.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const hashed = path.relative(config.webDist, filePath).startsWith(`assets${path.sep}`);
        response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers brotli, gzip or plain bytes: caches must key on what the client accepts.
        response.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isAppRoute =
      !/^\/(v1|uploads|media|dev)(\/|\?|$)/.test(url) && ['GET', 'HEAD'].includes(request.method);
    // Client-side routes (/login, /verify/email/…) all load the single-page app; the open pages come
    // prerendered in the visitor's language, so they show before any JavaScript runs.
    const prerenderedFile = serveWeb && isAppRoute ? prerendered.fileFor(url, request.headers) : undefined;
    if (prerenderedFile) {
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, accept-language, cookie')
        .type('text/html')
        .sendFile(prerenderedFile, config.webDist);
    }
    if (serveWeb && isAppRoute) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', config.webDist);
    }
    const notFound = new ApiError(404, 'Not Found', 'NOT_FOUND');
    // Callers without a valid token learn nothing about which API paths exist.
    if (isApiUrl(url)) {
      return services.sessions.authenticate(request.headers.authorization).then(
        () => reply.code(404).send(errorEnvelope(notFound)),
        (error: unknown) => {
          const apiError = toApiError(error) ?? new ApiError(401, 'Invalid access_token', 'UNAUTHENTICATED');
          return reply.code(apiError.status).send(errorEnvelope(apiError));
        },
      );
    }
    return reply.code(404).send(errorEnvelope(notFound));
  });

  return app;
}
