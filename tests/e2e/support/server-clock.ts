import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The instant the e2e server was started (written by start-server.mjs): seeded dates are relative to its UTC
 * day, so journeys compute expected dates from it, never from their own clock (a run may cross midnight).
 */
export function serverStartedAt(): Date {
  const port = process.env.E2E_PORT ?? '3100';
  return new Date(readFileSync(join(tmpdir(), `wellness-e2e-${port}-started-at`), 'utf8').trim());
}
