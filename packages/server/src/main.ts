import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/**
 * SIGTERM/SIGINT: a server process stops taking connections, finishes the requests and jobs in hand and exits,
 * within SHUTDOWN_MS; past it, it exits anyway (a job cut short stays due and runs again elsewhere or at the next
 * start). The supervisor gives its workers a little longer, then kills what is left.
 */
const SHUTDOWN_MS = 10_000;

/**
 * WEB_CONCURRENCY > 1: this process only supervises that many server processes sharing the port (node:cluster).
 * They are stateless: sessions, rate limits and jobs live in PostgreSQL, so any of them can answer any request.
 * A worker that dies is replaced; SIGTERM/SIGINT stop them all gracefully.
 */
function superviseWorkers(count: number, port: number) {
  let stopping = false;
  for (let index = 0; index < count; index += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // `on`, not `once`: a second signal (the group's and the supervisor's) must not end the process abruptly.
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const workers = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
      if (workers().length === 0) process.exit(0);
      // The signal itself (not cluster's disconnect): each worker runs its own graceful shutdown below.
      for (const worker of workers()) worker.process.kill('SIGTERM');
      cluster.on('exit', () => {
        if (workers().length === 0) process.exit(0);
      });
      setTimeout(() => {
        for (const worker of workers()) worker.process.kill('SIGKILL');
        process.exit(1);
      }, SHUTDOWN_MS + 2000);
    });
  }
  console.log(`Wellness portal: ${count} server processes on port ${port}`);
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Fault injection (scripts/fault-injection.mjs): the process kills itself (SIGKILL, like kill -9) when it reaches
  // one of the named points. Never in production.
  const crashAt = (process.env.FAULT_CRASH_AT ?? '').split(',').filter(Boolean);
  const faults =
    crashAt.length > 0 && config.nodeEnv !== 'production'
      ? (point: string) => {
          if (crashAt.includes(point)) process.kill(process.pid, 'SIGKILL');
        }
      : undefined;
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    superviseWorkers(config.webConcurrency, config.port);
    return;
  }
  const app = await buildApp(config, { logger: { level: 'info' }, faults });
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      setTimeout(() => {
        console.error(`shutdown took longer than ${SHUTDOWN_MS / 1000} s; exiting`);
        process.exit(1);
      }, SHUTDOWN_MS);
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host;
  console.log(`Wellness portal running at http://${host}:${port}`);
}

main().catch((error: unknown) => {
  // A configuration found unusable at start (an S3 bucket that cannot be reached) is told as plainly as a bad value.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
