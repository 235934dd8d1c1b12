import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

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
  console.error(error);
  process.exit(1);
});
