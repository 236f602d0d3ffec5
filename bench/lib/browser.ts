import { chromium, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../playwright.config.ts';

/** Debian's Chromium (never a downloaded one), with the flags the e2e suite uses. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

/** A fresh browser context (its own IndexedDB and localStorage) signed in as `email` through the API. */
export async function signedInContext(
  browser: Browser,
  origin: string,
  email: string,
  password: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin },
  });
  if (!response.ok()) throw new Error(`sign-in as ${email} failed: HTTP ${response.status()}`);
  return context;
}

/** The nearest-rank percentile of ascending `sorted`. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** How the browser benches report a latency: p50, p95 and max of the samples (ms), to a tenth. */
export function latencySummary(values: readonly number[]): { p50: number; p95: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: +percentile(sorted, 50).toFixed(1),
    p95: +percentile(sorted, 95).toFixed(1),
    max: +sorted[sorted.length - 1]!.toFixed(1),
  };
}

export interface ListedRecord {
  id: string;
  recordedAt: string;
}

/**
 * Every record of the client the API lists with recordedAt ≥ `since` (ms), walking its keyset pages newest first
 * and stopping at the first older one.
 */
export async function recordsSince(
  request: APIRequestContext,
  clientId: string,
  since: number,
): Promise<ListedRecord[]> {
  const found: ListedRecord[] = [];
  let cursor: string | null = null;
  for (;;) {
    const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
    const response = await request.get(`/api/v1/clients/${clientId}/records?${query}`);
    if (!response.ok()) throw new Error(`records list: HTTP ${response.status()}`);
    const page = (await response.json()) as { items: ListedRecord[]; nextCursor: string | null };
    const recent = page.items.filter((r) => Date.parse(r.recordedAt) >= since);
    found.push(...recent);
    if (!page.nextCursor || recent.length < page.items.length) return found;
    cursor = page.nextCursor;
  }
}
