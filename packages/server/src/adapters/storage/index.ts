import path from 'node:path';
import type { Config } from '../../config.js';
import type { Storage } from './files.js';
import { localPrivateStorage, localStorage } from './local.js';
import { s3Stores } from './s3.js';

export * from './files.js';

/** S3 when configured (every server reads the same files), else local disk under DATA_DIR (one machine). */
export function openStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  if (config.s3) return s3Stores(config.s3);
  return {
    files: localStorage(path.join(config.dataDir, 'uploads')),
    privateFiles: localPrivateStorage(path.join(config.dataDir, 'private-uploads')),
    description: `local disk (${config.dataDir})`,
    check: async () => {},
    close: () => {},
  };
}
