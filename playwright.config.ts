import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_PASSWORD = 'e2e-demo-password';

/** Debian's Chromium (never a downloaded one) and its flags, for the e2e suite and the browser benches alike. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

// End-to-end tests run against the built product (npm run build first: web app and bundled server) in Debian's Chromium, on a fresh
// embedded database with the demo data.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two browsers, the server and its database share two cores: a test that walks every route of a role, or every
  // public page with axe, takes 30–32 s on a slow machine of that size (measured), so each test gets 60 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf .tmp/e2e-data-${PORT} && node apps/server/dist/main.js`,
    url: `http://localhost:${PORT}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: {
      PORT: String(PORT),
      DATA_DIR: `.tmp/e2e-data-${PORT}`,
      DEMO_PASSWORD: E2E_PASSWORD,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every browser of the suite shares one address: the public site's per-visitor limits would otherwise be
      // spent by tests running beside each other (429 on a page view or a contact message, seen in CI).
      RATE_LIMIT_CONTACT_PER_10_MINUTES: '1000',
      RATE_LIMIT_PAGE_VIEWS_PER_MINUTE: '10000',
      // The event loop of a server beside two browsers on two cores lags for reasons of the test machine: shedding
      // (503) stays on, but only for a lag of seconds. Its 200 ms default is tested by the API suite.
      MAX_EVENT_LOOP_DELAY_MS: '2000',
      // A state system's call times out after 5 s rather than 30: the late and lost answers of e2e/mtr-failures.spec.ts
      // then settle within a test (the simulator in the server process answers anything else in milliseconds).
      MTR_TIMEOUT_MS: '5000',
    },
  },
});
