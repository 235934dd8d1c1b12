import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy screens load their code on first use; on a busy machine that can take several seconds.
configure({ asyncUtilTimeout: 15000 });

afterEach(() => {
  cleanup();
  // Tests in the node environment (the prerender's) have no storage.
  globalThis.localStorage?.clear();
});
