// Starts the built server for the end-to-end run on a fresh, throw-away data folder (embedded database,
// uploads, session secret) and removes that folder when Playwright stops the server.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'wellness-e2e-'));
/** The owner the command line creates (tests/e2e/owner.spec.ts). */
const OWNER_EMAIL = 'owner@e2e.example';

// The server seeds its programme and vouchers relative to the day it starts (UTC). Journeys that check seeded
// dates read that day from this file instead of their own clock, so a run that crosses midnight still agrees.
// A start in the last seconds of a UTC day waits for the next one, so the day written is the day seeded.
const DAY_MS = 86_400_000;
const msToMidnight = DAY_MS - (Date.now() % DAY_MS);
if (msToMidnight < 15_000) await new Promise((resolve) => setTimeout(resolve, msToMidnight + 1_000));
writeFileSync(serverStartFile(process.env.PORT ?? '3100'), new Date().toISOString());
// The first owner is made from the command line, as an operator does (the embedded database opens in one process
// only, so before the server starts); the printed link is left for the owner journey (support/owner.ts).
const owner = spawnSync('pnpm', ['--silent', 'admin', 'create-owner', OWNER_EMAIL], {
  env: { ...process.env, DATA_DIR: dataDir },
  encoding: 'utf8',
});
if (owner.status !== 0) throw new Error(`create-owner failed: ${owner.stderr}`);
const ownerLink = owner.stdout.split('\n').find((line) => line.includes('/reset/'));
if (!ownerLink) throw new Error(`create-owner printed no link: ${owner.stdout}`);
writeFileSync(join(tmpdir(), `wellness-e2e-${process.env.PORT ?? '3100'}-owner-link`), ownerLink.trim());

const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });

/** Where the start instant of the e2e server on `port` is written (read by support/server-clock.ts). */
function serverStartFile(port) {
  return join(tmpdir(), `wellness-e2e-${port}-started-at`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => server.kill(signal));
}
server.once('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
