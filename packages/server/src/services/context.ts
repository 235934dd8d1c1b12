import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '../adapters/payments/gateway.js';
import type { IdentityVerifier } from '../adapters/identity/google.js';
import type { Mailer } from '../adapters/mail/index.js';
import type { FileStorage, PrivateFileStorage } from '../adapters/storage/index.js';
import type { Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/index.js';
import type { JobRunner } from './jobs.js';
import type { MemberMails } from './member-mails.js';
import type { SessionService } from './sessions.js';
import type { SharedCache } from './shared-cache.js';

/** Everything a handler may use; built once in app.ts. */
export interface Services {
  config: Config;
  db: Database;
  clock: () => Date;
  sessions: SessionService;
  mailer: Mailer;
  /** Mails a member expects (receipts, notices, reminders), queued beside their cause (services/member-mails.ts). */
  mails: MemberMails;
  storage: FileStorage;
  /** Uploads that only their owner and staff may read (health hero applications). */
  privateFiles: PrivateFileStorage;
  google: IdentityVerifier;
  log: FastifyBaseLogger;
  gateway: PaymentGateway;
  /** Durable work after a response or later (services/jobs.ts). */
  jobs: JobRunner;
  /** Locks every server process on the database sees (db/index.ts `tryLock`). */
  locks: Pick<DatabaseHandle, 'tryLock'>;
  /** Shared lists kept serialised in this process, checked against the database's versions (shared-cache.ts). */
  cache: SharedCache;
}
