import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '@/lib/query-client';

afterEach(() => {
  cleanup();
  // One test's server answers never serve the next one.
  queryClient.clear();
});
