import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { createHmac } from 'node:crypto';
import { localGateway } from './adapters/payments/local.js';
import type { GatewayEvent, PaymentGateway } from './adapters/payments/gateway.js';
import { timerScheduler, type Scheduler } from './adapters/payments/scheduler.js';
import { stripeGateway } from './adapters/payments/stripe.js';
import { googleVerifier, type IdentityVerifier } from './adapters/identity/google.js';
import { outboxMailer, smtpMailer, type Mailer } from './adapters/mail/index.js';
import { localStorage } from './adapters/storage/local.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/index.js';
import { seed } from './db/seed.js';
import { ApiError, errorEnvelope } from './http/errors.js';
import { createSchemaRegistry, loadOpenApi } from './http/openapi.js';
import { API_PREFIX, registerOperations } from './http/router.js';
import { registerDevMailboxPage } from './routes/dev-mailbox-page.js';
import { accountHandlers } from './routes/account.js';
import { eventHandlers } from './routes/events.js';
import { packageHandlers } from './routes/packages.js';
import { paymentHandlers } from './routes/payments.js';
import { profileHandlers } from './routes/profile.js';
import { referenceHandlers } from './routes/reference.js';
import { voucherHandlers } from './routes/vouchers.js';
import type { Services } from './services/context.js';
import { paymentEventHandler } from './services/payment-events.js';
import { createSessionService } from './services/sessions.js';

declare module 'fastify' {
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
  /** Runs the local gateway's delayed settlements; tests pass a manual one instead of waiting. */
  scheduler?: Scheduler;
  /** Replaces the configured card gateway (tests). */
  gateway?: (deps: { deliver: (event: GatewayEvent) => Promise<void> }) => PaymentGateway;
}

/** Calls that an attacker would hammer: limited per client IP (AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW). */
const RATE_LIMITED = new Set([
  'POST /user/login',
  'POST /user/login/social',
  'POST /user/create',
  'POST /user/forgotPassword',
  'POST /user/reset',
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

/** The local gateway signs events posted to the webhook over HTTP with a secret derived from the session secret. */
export const localWebhookSecret = (sessionSecret: string) =>
  `whsec_${createHmac('sha256', sessionSecret).update('local-payment-webhook').digest('base64')}`;

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? { level: config.nodeEnv === 'production' ? 'info' : 'warn' },
    trustProxy: config.trustProxy,
    // In development the log is kept for what matters there (mail links, errors).
    logController: new LogController({ disableRequestLogging: config.nodeEnv !== 'production' }),
  });

  const database =
    options.database ??
    (await openDatabase(config, (error) =>
      app.log.warn({ err: error }, 'an idle database connection closed'),
    ));
  app.addHook('onClose', () => database.close());
  await database.migrate();
  await seed(database.db, clock());

  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const paymentEvents = paymentEventHandler({
    db: database.db,
    clock,
    log: app.log,
    // Late-bound: the gateway below needs this handler, and this needs the gateway only once events flow.
    cancelSubscription: (subscriptionId) => gateway.cancelSubscription(subscriptionId),
  });
  const deliver = async (event: Parameters<typeof paymentEvents>[0]) => {
    await paymentEvents(event);
  };
  const gateway: PaymentGateway = options.gateway
    ? options.gateway({ deliver })
    : config.stripe
      ? stripeGateway(config.stripe)
      : localGateway({
          db: database.db,
          clock,
          scheduler:
            options.scheduler ??
            timerScheduler((error) => app.log.error({ err: error }, 'settlement failed')),
          settleDelayMs: config.localSettleDelayMs,
          deliver,
          webhookSecret: localWebhookSecret(config.sessionSecret),
        });
  const services: Services = {
    config,
    db: database.db,
    clock,
    sessions: createSessionService(database.db, {
      secret: config.sessionSecret,
      ttlSeconds: config.sessionTtlSeconds,
      clock,
    }),
    mailer:
      options.mailer ??
      (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(database.db, app.log)),
    storage: localStorage(uploadsDir),
    google:
      options.google ?? googleVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl }),
    log: app.log,
    gateway,
    paymentEvents,
  };

  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError) return reply.code(apiError.status).send(errorEnvelope(apiError));
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(
        errorEnvelope(new ApiError(500, 'Something went wrong. Please try again later.', 'INTERNAL_ERROR')),
      );
  });

  // JSON as Fastify parses it by default, plus the raw bytes kept for the payment webhook's signature.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    if (request.url.startsWith(`${API_PREFIX}/payment/webhook`)) request.rawBody = raw;
    parseJson(request, raw.toString('utf8'), done);
  });

  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: config.uploadMaxBytes, files: 2, fields: 40, fieldSize: 10_000, parts: 42 },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new ApiError(429, 'Too many requests, please try again later.', 'RATE_LIMITED'),
  });

  const doc = loadOpenApi(config.openapiPath);
  registerOperations(app, {
    doc,
    registry: createSchemaRegistry(doc),
    handlers: {
      ...accountHandlers(services),
      ...profileHandlers(services),
      ...packageHandlers(services),
      ...referenceHandlers(services),
      ...paymentHandlers(services),
      ...eventHandlers(services),
      ...voucherHandlers(services),
    },
    authenticate: (request) => services.sessions.authenticate(request.headers.authorization),
    rateLimited: RATE_LIMITED,
    rateLimit: { max: config.authRateLimitMax, timeWindow: config.authRateLimitWindowMs },
  });

  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Names are random and never reused, so the files can be cached for long.
    maxAge: '30d',
    immutable: true,
  });
  if (config.nodeEnv !== 'production') registerDevMailboxPage(app, services);

  const webIndex = path.join(config.webDist, 'index.html');
  const serveWeb = existsSync(webIndex);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      // Vite names every file under assets/ by its content hash: cache those for good. Everything else
      // (index.html, icons) is revalidated, so a new release is picked up on the next visit.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const hashed = path.relative(config.webDist, filePath).startsWith(`assets${path.sep}`);
        response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isAppRoute = !/^\/(v1|uploads|dev)(\/|\?|$)/.test(url) && ['GET', 'HEAD'].includes(request.method);
    // Client-side routes (/login, /verify/email/…) all load the single-page app.
    if (serveWeb && isAppRoute) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', config.webDist);
    }
    const notFound = new ApiError(404, 'Not Found', 'NOT_FOUND');
    return reply.code(404).send(errorEnvelope(notFound));
  });

  return app;
}
