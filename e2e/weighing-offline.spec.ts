import type { Page, Request } from '@playwright/test';
import { clientIdOf, expect, test } from './support/fixtures';
import {
  isRecordsUrl,
  listedPt,
  openEntry,
  openEntryAsOperacional,
  pendingCount,
  queuedRows,
  recordRow,
  recordsPanel,
  saveButton,
  typedPt,
  uniqueKg,
  watchPosts,
  weigh,
  WEIGHING_PT,
  type ServerRecord,
} from './support/weighing';

// Offline first (PRODUCT.md §4; spec §4, §8 sync failure): the device queue in IndexedDB, the app shell from the
// service worker, and a sync that never loses nor duplicates a record whatever the network does. Each test finds
// its records by weights with three decimals that nothing else uses (the demo weighs to 100 g), so tests that
// write to the same client may run at once. Only the reload test counts a whole client's new records: it writes
// to the restaurant (as master), which no other test touches.

const PT = WEIGHING_PT;
const RESTAURANT = 'Sal & Brasa Restaurante';

interface BatchResult {
  inserted: string[];
  duplicates: string[];
  rejected: { id: string; reason: string; message: string }[];
}

const isRecordsPost = (request: Request) =>
  request.method() === 'POST' && /\/api\/v1\/clients\/[^/]+\/records$/.test(new URL(request.url()).pathname);

/** The client's records on the server recorded at or after `since`, newest first (keyset pages of 100). */
async function serverRecordsSince(page: Page, clientId: string, since: number): Promise<ServerRecord[]> {
  const found: ServerRecord[] = [];
  let cursor: string | null = null;
  for (;;) {
    const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
    const response = await page.request.get(`/api/v1/clients/${clientId}/records?${query}`);
    expect(response.ok()).toBe(true);
    const { items, nextCursor } = (await response.json()) as { items: ServerRecord[]; nextCursor: string | null };
    const recent = items.filter((r) => Date.parse(r.recordedAt) >= since);
    found.push(...recent);
    if (!nextCursor || recent.length < items.length) return found;
    cursor = nextCursor;
  }
}

// The tests that reload with no network take the app shell from the service worker, which the shared fixtures block.
const withServiceWorker = test.extend({ serviceWorkers: 'allow' });

const rejectedCount = (page: Page) => page.getByRole('banner').locator('p').filter({ hasText: 'A corrigir' });
const syncNowButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Sincronizar agora/ });

withServiceWorker(
  'offline: three records, a reload with no network, then online: exactly three new records on the server',
  async ({ page, context, signIn }) => {
    const posted = watchPosts(page);
    await signIn('master');
    const clientId = await clientIdOf(page, RESTAURANT);
    const start = Date.now();
    const before = await serverRecordsSince(page, clientId, start);

    // The one online visit: the master picks the client (remembered), the service worker takes the page.
    await page.goto('/app');
    await page.getByRole('combobox', { name: 'Cliente' }).selectOption({ label: RESTAURANT });
    await expect(saveButton(page)).toBeVisible();
    await expect(recordsPanel(page).getByRole('listitem').first()).toBeVisible();
    // Active means installed, so the app shell is precached; the next navigation goes through it.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await context.setOffline(true);
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Offline');
    const weights = [uniqueKg(2), uniqueKg(9), uniqueKg(11)];
    await weigh(page, { type: 'Rejeito', area: 'Salão', weight: typedPt(weights[0]!) });
    await weigh(page, { type: 'Rejeito', weight: typedPt(weights[1]!) });
    await weigh(page, { type: 'Rejeito', weight: typedPt(weights[2]!) });
    await expect(pendingCount(page)).toHaveText('Pendentes: 3');

    // A reload with no network: the service worker serves the app, IndexedDB the profile, client and queue.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: PT.heading })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Offline');
    await expect(page.getByRole('combobox', { name: 'Cliente' })).toHaveValue(clientId);
    await expect(saveButton(page)).toBeVisible();
    await expect(pendingCount(page)).toHaveText('Pendentes: 3');
    for (const kg of weights) await expect(recordRow(page, listedPt(kg))).toContainText(PT.pendingBadge);
    expect(await queuedRows(page)).toBe(3);
    expect(posted).toHaveLength(0);

    // The connection returns: the queue empties into the server, once.
    await context.setOffline(false);
    await expect(pendingCount(page)).toHaveCount(0);
    expect(await queuedRows(page)).toBe(0);
    for (const kg of weights) await expect(recordRow(page, listedPt(kg))).not.toContainText(PT.pendingBadge);
    const after = await serverRecordsSince(page, clientId, start);
    expect(after.length - before.length, 'new records on the server').toBe(3);
    const byValue = (a: number, b: number) => a - b;
    expect(after.map((r) => r.weightKg).sort(byValue)).toEqual([...weights].sort(byValue));
    expect(new Set(posted.map((r) => r.id)).size).toBe(3);
  },
);

test('a sync whose response is lost after the server stored the batch is retried with no duplicate', async ({
  page,
  signIn,
}) => {
  const { posted, clientId } = await openEntryAsOperacional(page, signIn);
  const start = Date.now();

  // The first POST reaches the server and commits; its answer never reaches the page.
  let lost: BatchResult | null = null;
  // The retry waits until the page has been seen holding the record: on a busy machine the back-off's retry could
  // otherwise succeed before the check, and the transient "Pendentes: 1" be gone when looked for (flaky in CI).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(isRecordsUrl, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    if (lost) {
      await released;
      return route.fallback();
    }
    const response = await route.fetch();
    lost = (await response.json()) as BatchResult;
    await route.abort('connectionreset');
  });
  const aborted = page.waitForEvent('requestfailed', isRecordsPost);
  const retried = page.waitForResponse((r) => isRecordsPost(r.request()));

  const kg = uniqueKg(8);
  await weigh(page, { type: 'Rejeito', area: 'Cozinha Principal', weight: typedPt(kg) });
  await aborted;
  expect(lost).not.toBeNull();
  const id = posted[0]!.id;
  expect(lost!.inserted, 'the server committed the first attempt').toEqual([id]);
  // Kept on the device, since the page never heard back.
  await expect(pendingCount(page)).toHaveText('Pendentes: 1');
  release();

  // The back-off retry sends the same id; the server reports it as already stored.
  const retry = await retried;
  expect(retry.status()).toBe(200);
  expect(await retry.json()).toEqual({ inserted: [], duplicates: [id], rejected: [] });
  expect(posted.map((r) => r.id)).toEqual([id, id]);

  await expect(pendingCount(page)).toHaveCount(0);
  expect(await queuedRows(page)).toBe(0);
  await expect(recordRow(page, listedPt(kg))).toHaveCount(1);
  await expect(recordRow(page, listedPt(kg))).not.toContainText(PT.pendingBadge);
  const stored = (await serverRecordsSince(page, clientId, start)).filter((r) => r.weightKg === kg);
  expect(stored.map((r) => r.id)).toEqual([id]);
});

test('a server error mid-sync keeps the records on the device; "Sincronizar agora" sends them', async ({
  page,
  context,
  signIn,
}) => {
  const { posted, clientId } = await openEntryAsOperacional(page, signIn);
  const start = Date.now();

  await context.setOffline(true);
  const weights = [uniqueKg(1), uniqueKg(12)];
  await weigh(page, { type: 'Rejeito', area: 'Governança', weight: typedPt(weights[0]!) });
  await weigh(page, { type: 'Rejeito', weight: typedPt(weights[1]!) });
  await expect(pendingCount(page)).toHaveText('Pendentes: 2');

  let failed = false;
  await page.route(isRecordsUrl, async (route) => {
    if (route.request().method() !== 'POST' || failed) return route.fallback();
    failed = true;
    await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Internal error.' } } });
  });
  const failure = page.waitForResponse((r) => isRecordsPost(r.request()) && r.status() === 500);
  await context.setOffline(false);
  await failure;

  // Nothing left the device; the indicator says the last attempt failed.
  await expect(syncNowButton(page)).toHaveAccessibleName(/a última tentativa falhou/);
  await expect(pendingCount(page)).toHaveText('Pendentes: 2');
  for (const kg of weights) await expect(recordRow(page, listedPt(kg))).toContainText(PT.pendingBadge);
  expect(await queuedRows(page)).toBe(2);

  await syncNowButton(page).click();
  await expect(pendingCount(page)).toHaveCount(0);
  expect(await queuedRows(page)).toBe(0);
  for (const kg of weights) await expect(recordRow(page, listedPt(kg))).not.toContainText(PT.pendingBadge);
  const stored = (await serverRecordsSince(page, clientId, start)).filter((r) => weights.includes(r.weightKg));
  expect(stored).toHaveLength(2);
  // One batch failed, one went through (the same two ids, not two new ones).
  expect(posted).toHaveLength(4);
  expect(new Set(posted.map((r) => r.id)).size).toBe(2);
});

test('a record the server refuses stays on the device with its reason, the valid one of its batch syncs, and it can be deleted', async ({
  page,
  context,
  signIn,
}) => {
  const { posted, clientId } = await openEntryAsOperacional(page, signIn);
  const start = Date.now();

  await context.setOffline(true);
  const valid = uniqueKg(10);
  const future = uniqueKg(13);
  await weigh(page, { type: 'Rejeito', area: 'Restaurante Buffet', weight: typedPt(valid) });
  // The device clock runs two hours ahead for the second: the server genuinely refuses it (recorded-in-future).
  await page.clock.setFixedTime(new Date(Date.now() + 2 * 3_600_000));
  await weigh(page, { type: 'Rejeito', weight: typedPt(future) });
  await expect(pendingCount(page)).toHaveText('Pendentes: 2');

  const answer = page.waitForResponse((r) => isRecordsPost(r.request()));
  await context.setOffline(false);
  const result = (await (await answer).json()) as BatchResult;
  const validId = posted.find((r) => r.weightKg === valid)!.id;
  const futureId = posted.find((r) => r.weightKg === future)!.id;
  expect(result.inserted).toEqual([validId]);
  expect(result.rejected).toEqual([expect.objectContaining({ id: futureId, reason: 'recorded-in-future' })]);

  const refused = recordRow(page, listedPt(future));
  await expect(refused).toContainText('Recusado');
  await expect(refused).toContainText('o horário está no futuro (verifique o relógio do aparelho).');
  await expect(refused.getByRole('button', { name: /^Corrigir registro: Rejeito, / })).toBeVisible();
  await expect(rejectedCount(page)).toHaveText('A corrigir: 1');
  await expect(pendingCount(page)).toHaveCount(0);
  await expect(recordRow(page, listedPt(valid))).not.toContainText(PT.pendingBadge);
  expect(await queuedRows(page)).toBe(1);

  // It is not sent again on its own (only a correction puts it back in the queue).
  await syncNowButton(page).click();
  await expect(syncNowButton(page)).toHaveAttribute('aria-busy', 'false');
  expect(posted.filter((r) => r.id === futureId)).toHaveLength(1);

  await refused.getByRole('button', { name: /^Excluir registro: Rejeito, / }).click();
  await expect(page.getByText(PT.pendingDeleted, { exact: true })).toBeVisible();
  await expect(refused).toHaveCount(0);
  await expect(rejectedCount(page)).toHaveCount(0);
  expect(await queuedRows(page)).toBe(0);

  const stored = (await serverRecordsSince(page, clientId, start - 60_000)).map((r) => r.id);
  expect(stored).toContain(validId);
  expect(stored).not.toContain(futureId);
});

withServiceWorker(
  'opened with no network, the list says so, and loads by itself when the connection returns',
  async ({ page, context, signIn }) => {
    await signIn('operacional');
    await openEntry(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await context.setOffline(true);
    await page.reload();
    await expect(saveButton(page)).toBeVisible();
    await expect(
      recordsPanel(page).getByText('Sem conexão: os registros já sincronizados aparecem quando a conexão voltar.'),
    ).toBeVisible({ timeout: 5_000 });
    await expect(recordsPanel(page).getByRole('alert')).toHaveCount(0);

    await context.setOffline(false);
    await expect(recordsPanel(page).getByRole('listitem').first()).toBeVisible();
    await expect(recordsPanel(page).getByRole('alert')).toHaveCount(0);
  },
);
