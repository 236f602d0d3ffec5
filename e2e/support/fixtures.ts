import { test as base, expect, type Page } from '@playwright/test';
import { E2E_PASSWORD } from '../../playwright.config';

export { expect };
export { E2E_PASSWORD };

export type Role = 'master' | 'gerente' | 'operacional';
export const ROLES: readonly Role[] = ['master', 'gerente', 'operacional'];

/** The demo accounts the server loads into its fresh e2e database (apps/server/src/seed/demo-data.ts). */
export const EMAIL: Record<Role, string> = {
  master: 'master@example.com',
  gerente: 'gerente@example.com',
  operacional: 'operacional@example.com',
};

/** The demo operacional's name, as lists and the station show who weighed (apps/server/src/seed/demo-data.ts). */
export const OPERACIONAL_NAME = 'Otávio Operacional (demo)';

export const SIGN_IN_PATH = '/api/auth/sign-in/email';

/**
 * Signs in through the API with the page's own request context, so the session cookie lands in the browser
 * context the page uses. Only the sign-in tests go through the form; everything else starts here.
 */
export async function signInAs(page: Page, role: Role, baseURL: string): Promise<void> {
  // A server shedding load on this busy machine answers 503 with Retry-After: asked again after it, as the app does.
  for (let attempt = 1; ; attempt++) {
    const response = await page.request.post(SIGN_IN_PATH, {
      data: { email: EMAIL[role], password: E2E_PASSWORD },
      headers: { origin: baseURL },
    });
    if (response.status() === 503 && attempt < 10) {
      await page.waitForTimeout(Number(response.headers()['retry-after'] ?? 1) * 1000);
      continue;
    }
    expect(response.status(), `API sign-in as ${role}`).toBe(200);
    return;
  }
}

interface Fixtures {
  /** Signs the page's browser context in as one of the demo users. */
  signIn: (role: Role) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  // page.route() does not see requests a service worker answers; these tests slow or hold requests with it,
  // and the offline app shell is not what they check.
  serviceWorkers: 'block',
  signIn: async ({ page, baseURL }, use) => {
    await use((role) => signInAs(page, role, baseURL!));
  },
});

/** A route handler that holds a request until `release()` is called, to observe the UI while it waits. */
export function gate(): { wait: Promise<void>; release: () => void } {
  let release!: () => void;
  const wait = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { wait, release };
}

/** The demo's beach resort (apps/server/src/seed/demo-data.ts), the client most scenarios work on. */
export const DEMO_RESORT = 'Maré Alta Beach Resort';

/** The id of the client the signed-in user sees by this name; a server shedding load (503) is asked again. */
export async function clientIdOf(page: Page, name: string): Promise<string> {
  let id = '';
  await expect(async () => {
    const response = await page.request.get('/api/v1/clients');
    expect(response.status()).toBe(200);
    const client = ((await response.json()) as { id: string; name: string }[]).find((c) => c.name === name);
    expect(client, name).toBeTruthy();
    id = client!.id;
  }).toPass({ timeout: 30_000 });
  return id;
}
