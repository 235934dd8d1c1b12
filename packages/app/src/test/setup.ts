import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy screens load their code on first use; on a busy machine that can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
