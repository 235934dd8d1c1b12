import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const UPLOADS_PREFIX = '/uploads/';

export interface FileStorage {
  /** Stores the bytes under a generated name and returns the public path (`/uploads/<name>`). */
  save(buffer: Buffer, extension: string): Promise<string>;
  /** Removes a file previously returned by `save`; anything else is ignored. */
  remove(publicPath: string | null | undefined): Promise<void>;
  readonly directory: string;
}

export function localStorage(directory: string): FileStorage {
  return {
    directory,
    async save(buffer, extension) {
      await mkdir(directory, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await writeFile(path.join(directory, name), buffer, { flag: 'wx' });
      return UPLOADS_PREFIX + name;
    },
    async remove(publicPath) {
      if (!publicPath?.startsWith(UPLOADS_PREFIX)) return;
      const name = publicPath.slice(UPLOADS_PREFIX.length);
      if (!/^[0-9a-f]{32}\.[a-z]+$/.test(name)) return;
      await rm(path.join(directory, name), { force: true });
    },
  };
}

/** Files that are never served publicly (health hero applications): a handler reads them for allowed callers. */
export interface PrivateFileStorage {
  /** Stores the bytes under a generated name and returns that name (the only way to find them again). */
  save(buffer: Buffer, extension: string): Promise<string>;
  /** The bytes of a name `save` returned; undefined for anything else. */
  read(name: string): Promise<Buffer | undefined>;
  remove(name: string | null | undefined): Promise<void>;
  readonly directory: string;
}

const PRIVATE_NAME = /^[0-9a-f]{32}\.[a-z0-9]+$/;

export function localPrivateStorage(directory: string): PrivateFileStorage {
  return {
    directory,
    async save(buffer, extension) {
      await mkdir(directory, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await writeFile(path.join(directory, name), buffer, { flag: 'wx' });
      return name;
    },
    async read(name) {
      if (!PRIVATE_NAME.test(name)) return undefined;
      try {
        return await readFile(path.join(directory, name));
      } catch {
        return undefined;
      }
    },
    async remove(name) {
      if (!name || !PRIVATE_NAME.test(name)) return;
      await rm(path.join(directory, name), { force: true });
    },
  };
}
