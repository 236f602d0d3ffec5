import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/test/**/*.test.ts'];

// The API suite runs on embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set (CI).
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
        },
      },
      // Component tests: the web app's parts rendered in happy-dom with the app's own i18n (pt), queried by role and
      // name as a user finds them (React Testing Library).
      {
        // One React for the app and its libraries, wherever node_modules links them from (a worktree's web package
        // links the main checkout's): better-auth's React hooks go through Vite so they share it.
        resolve: {
          alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
          dedupe: ['react', 'react-dom'],
        },
        test: {
          name: 'components',
          server: { deps: { inline: ['better-auth'] } },
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          // Under /app the app loads every namespace it shows up front (lib/i18n.ts), as it does for a signed-in user.
          environmentOptions: { happyDOM: { url: 'http://localhost/app' } },
          setupFiles: ['apps/web/src/test/setup-components.ts'],
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
