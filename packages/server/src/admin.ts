/**
 * The operator's command line, on the database the server uses (same environment: DATABASE_URL, or DATA_DIR's
 * embedded PGlite, which only one process may open: stop the server first, the command refuses otherwise).
 *
 *   pnpm admin create-owner EMAIL   (./run admin create-owner EMAIL on a fresh machine)
 *
 * creates or promotes EMAIL as an owner and prints (and mails) a link to set the password: 24 hours, once.
 */
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { outboxMailer, smtpMailer } from './adapters/mail/index.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { seed } from './db/seed.js';
import { createOwner } from './services/staff-team.js';

const USAGE = 'Usage: pnpm admin create-owner EMAIL';

/** The outbox's log lines are the server's; here the link is printed instead. */
const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

export interface AdminOutput {
  log(line: string): void;
  error(line: string): void;
}

/** Runs one command; resolves to the process's exit code. */
export async function runAdmin(
  args: readonly string[],
  env: Record<string, string | undefined> = process.env,
  out: AdminOutput = { log: (line) => console.log(line), error: (line) => console.error(line) },
  clock: () => Date = () => new Date(),
): Promise<number> {
  const [command, email, ...rest] = args;
  if (command !== 'create-owner' || !email || rest.length > 0) {
    out.error(USAGE);
    return 2;
  }
  if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    out.error(`"${email}" is not an e-mail address. ${USAGE}`);
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    out.error(error.message);
    return 1;
  }
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    out.error((error as Error).message);
    return 1;
  }
  try {
    // An empty database is made ready as the server's start would (migrations, the seed steps not yet run).
    await database.whileStartingAlone(async () => {
      await database.migrate();
      await seed(database.db, clock(), { demoData: config.demoData, demoLedger: config.demoLedger });
    });
    const mailer = config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(database.db, silent, false);
    const { link, created, mailed } = await createOwner({
      db: database.db,
      clock,
      mailer,
      settings: config,
      email,
    });
    out.log(`${created ? 'Created' : 'Promoted'} ${email.trim().toLowerCase()} as an owner.`);
    out.log('Open this link within 24 hours to set the password (it works once):');
    out.log(link);
    out.log(
      mailed
        ? config.smtpUrl
          ? 'The link was also mailed.'
          : 'The link is also in the outbox (development mailbox).'
        : 'The link could not be mailed: use the one above.',
    );
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runAdmin(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
