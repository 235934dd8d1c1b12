import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase } from '../../src/db/index.js';
import { seed } from '../../src/db/seed.js';
import { TEST_EPOCH } from './clock.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data folder (tar), loaded by each test file. */
    pgliteSnapshot: string;
  }
}

// PGlite's initdb costs seconds; doing it (and the migrations and seed) once here keeps every file's start cheap.
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'wellness-server-test-'));
  const client = await PGlite.create();
  const database = pgliteDatabase(client);
  await database.migrate();
  await seed(database.db, TEST_EPOCH, { demoData: true });
  const file = path.join(dir, 'snapshot.tar');
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
