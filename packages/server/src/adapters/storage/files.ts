import type { Readable } from 'node:stream';

export const UPLOADS_PREFIX = '/uploads/';
/** Generated names: 128 random bits and the extension the content was recognised as. */
export const PUBLIC_NAME = /^[0-9a-f]{32}\.[a-z]+$/;
export const PRIVATE_NAME = /^[0-9a-f]{32}\.[a-z0-9]+$/;

/** A stored file opened for streaming to a caller. */
export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
  /** The store's entity tag (quoted), when it keeps one. */
  etag?: string;
}

/** Public uploads (avatars, partner logos): shown in <img>, served by the server under /uploads/. */
export interface FileStorage {
  /** Stores the bytes under a generated name and returns the public path (`/uploads/<name>`). */
  save(buffer: Buffer, extension: string): Promise<string>;
  /** Removes a file previously returned by `save`; anything else is ignored. */
  remove(publicPath: string | null | undefined): Promise<void>;
  /**
   * The file named `name` (the part after /uploads/), undefined when there is none, 'not-modified' when the caller's
   * copy (`ifNoneMatch`) is current.
   */
  open(name: string, ifNoneMatch?: string): Promise<StoredFile | 'not-modified' | undefined>;
  /** Local disk only: the folder the static file server answers /uploads/ from. */
  readonly directory?: string;
}

/** Files that are never served publicly (health hero applications): a handler reads them for allowed callers. */
export interface PrivateFileStorage {
  /** Stores the bytes under a generated name and returns that name (the only way to find them again). */
  save(buffer: Buffer, extension: string): Promise<string>;
  /** The file of a name `save` returned, for streaming; undefined for anything else. */
  open(name: string): Promise<StoredFile | undefined>;
  /** The bytes of a name `save` returned; undefined for anything else. */
  read(name: string): Promise<Buffer | undefined>;
  remove(name: string | null | undefined): Promise<void>;
}

export interface Storage {
  files: FileStorage;
  privateFiles: PrivateFileStorage;
  /** Where files go, for the start-up log. */
  description: string;
  /** Fails with a clear message when the store cannot be used (an unreachable bucket, refused keys). */
  check(): Promise<void>;
  close(): void;
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};
export const contentTypeOf = (name: string) =>
  IMAGE_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';

export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
