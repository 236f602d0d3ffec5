import { defineConfig } from 'vitest/config';

// `npm run test:faults`: real server processes killed, locked out, run side by side, and a fuzzer over the
// OpenAPI document. One file at a time: the tests time restarts and share two cores with the servers they start.
export default defineConfig({
  test: {
    name: 'faults',
    include: ['apps/server/test-faults/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
