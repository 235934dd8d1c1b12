import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import { ConfigError, type Config } from '../../config.js';
import {
  collect,
  contentTypeOf,
  PRIVATE_NAME,
  PUBLIC_NAME,
  UPLOADS_PREFIX,
  type Storage,
  type StoredFile,
} from './files.js';

type S3Config = NonNullable<Config['s3']>;
type Sdk = typeof S3Sdk;

/**
 * Uploads in an S3-compatible bucket, under `uploads/` (public images) and `private/` (hero applications). The bucket
 * itself stays private: every file goes out through this server, which decides who may read it.
 */
export function s3Stores(config: S3Config): Storage {
  // The SDK is loaded on first use (it is external to the bundle): a server on local disk never parses it.
  let client: Promise<{ sdk: Sdk; s3: S3Sdk.S3Client }> | undefined;
  const connect = () =>
    (client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        endpoint: config.endpoint,
        region: config.region,
        forcePathStyle: config.forcePathStyle,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        // Checksums only where S3 requires them: several S3-compatible stores refuse the newer checksum headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // A store that stops answering fails the call (and the start-up check) instead of holding it.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      }),
    })));
  const bucket = config.bucket;

  async function put(key: string, buffer: Buffer, contentType: string) {
    const { sdk, s3 } = await connect();
    await s3.send(
      new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: buffer, ContentType: contentType }),
    );
  }
  async function remove(key: string) {
    const { sdk, s3 } = await connect();
    await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
  }
  async function get(key: string, ifNoneMatch?: string): Promise<StoredFile | 'not-modified' | undefined> {
    const { sdk, s3 } = await connect();
    try {
      const object = await s3.send(
        new sdk.GetObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: ifNoneMatch }),
      );
      return {
        stream: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? 'application/octet-stream',
        etag: object.ETag,
      };
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 304) return 'not-modified';
      if (status === 404) return undefined;
      throw error;
    }
  }
  const newName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;
  const openPrivate = async (name: string) =>
    PRIVATE_NAME.test(name) ? ((await get(`private/${name}`)) as StoredFile | undefined) : undefined;

  return {
    description: `S3 bucket ${bucket} at ${config.endpoint}`,
    files: {
      async save(buffer, extension) {
        const name = newName(extension);
        await put(`uploads/${name}`, buffer, contentTypeOf(name));
        return UPLOADS_PREFIX + name;
      },
      async remove(publicPath) {
        if (!publicPath?.startsWith(UPLOADS_PREFIX)) return;
        const name = publicPath.slice(UPLOADS_PREFIX.length);
        if (PUBLIC_NAME.test(name)) await remove(`uploads/${name}`);
      },
      open: (name, ifNoneMatch) =>
        PUBLIC_NAME.test(name) ? get(`uploads/${name}`, ifNoneMatch) : Promise.resolve(undefined),
    },
    privateFiles: {
      async save(buffer, extension) {
        const name = newName(extension);
        await put(`private/${name}`, buffer, 'application/octet-stream');
        return name;
      },
      open: openPrivate,
      async read(name) {
        const file = await openPrivate(name);
        return file && collect(file.stream);
      },
      async remove(name) {
        if (name && PRIVATE_NAME.test(name)) await remove(`private/${name}`);
      },
    },
    async check() {
      const { sdk, s3 } = await connect();
      try {
        await s3.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        const reason =
          status === 404
            ? 'no such bucket'
            : status === 403
              ? 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
              : (error as Error).message || (error as Error).name;
        throw new ConfigError('S3_BUCKET', `"${bucket}" at ${config.endpoint} cannot be used: ${reason}`);
      }
    },
    close() {
      void client?.then(({ s3 }) => s3.destroy());
    },
  };
}
