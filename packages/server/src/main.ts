import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

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
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
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
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
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
