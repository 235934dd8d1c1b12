import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';

export const S3_TEST_BUCKET = 'wellness-uploads';

/**
 * An S3-compatible server (s3rver, from npm) in this process on 127.0.0.1, its files in a temp folder, for the tests
 * of the enclosing describe; `env` holds the variables that point the portal at it (set once it runs).
 */
export function useS3rver() {
  const s3 = { env: {} as Record<string, string>, client: undefined as unknown as S3Client };
  let server: S3rver;
  let directory = '';
  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'wellness-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: S3_TEST_BUCKET, configs: [] }],
    });
    const { port } = await server.run();
    s3.env = {
      S3_BUCKET: S3_TEST_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      // s3rver's fixed keys; it checks every request's signature with them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    s3.client = new S3Client({
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    s3.client?.destroy();
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return s3;
}
