import { randomBytes } from 'node:crypto';
import { mkdir, open, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import {
  collect,
  contentTypeOf,
  PRIVATE_NAME,
  PUBLIC_NAME,
  UPLOADS_PREFIX,
  type FileStorage,
  type PrivateFileStorage,
  type StoredFile,
} from './files.js';

async function saveUnder(directory: string, buffer: Buffer, extension: string) {
  await mkdir(directory, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await writeFile(path.join(directory, name), buffer, { flag: 'wx' });
  return name;
}

/**
 * Opens the file first, so a missing one is known before any header is sent. The stream is the FileHandle's own,
 * which closes the handle: a stream over its bare fd left the handle to be closed again by garbage collection, by
 * then often another socket's fd (a database connection failed with EBADF).
 */
async function openFile(file: string, contentType: string): Promise<StoredFile | undefined> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(file);
    const { size } = await handle.stat();
    return { stream: handle.createReadStream(), size, contentType };
  } catch {
    await handle?.close().catch(() => {});
    return undefined;
  }
}

export function localStorage(directory: string): FileStorage {
  return {
    directory,
    async save(buffer, extension) {
      return UPLOADS_PREFIX + (await saveUnder(directory, buffer, extension));
    },
    async remove(publicPath) {
      if (!publicPath?.startsWith(UPLOADS_PREFIX)) return;
      const name = publicPath.slice(UPLOADS_PREFIX.length);
      if (!PUBLIC_NAME.test(name)) return;
      await rm(path.join(directory, name), { force: true });
    },
    async open(name) {
      if (!PUBLIC_NAME.test(name)) return undefined;
      return openFile(path.join(directory, name), contentTypeOf(name));
    },
  };
}

export function localPrivateStorage(directory: string): PrivateFileStorage {
  const opened = async (name: string) =>
    PRIVATE_NAME.test(name) ? openFile(path.join(directory, name), 'application/octet-stream') : undefined;
  return {
    save: (buffer, extension) => saveUnder(directory, buffer, extension),
    open: opened,
    async read(name) {
      const file = await opened(name);
      return file && collect(file.stream);
    },
    async remove(name) {
      if (!name || !PRIVATE_NAME.test(name)) return;
      await rm(path.join(directory, name), { force: true });
    },
  };
}
