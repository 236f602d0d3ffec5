import { defineConfig } from 'vitest/config';

// `npm run test:faults`: real server processes killed, locked out, run side by side, and a fuzzer over the
// OpenAPI document. One file at a time: the tests time restarts and share two cores with the servers they start.
export default defineConfig({
  test: {
    name: 'faults',
    include: ['apps/server/test-faults/**/*.test.ts'],
    fileParallelism: false,
    // The servers these tests start inherit it: load shedding off, since a shared CI machine's event-loop lag
    // would turn their sign-ins into 503s, and shedding is not what they test.
    env: { MAX_EVENT_LOOP_DELAY_MS: '0' },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
