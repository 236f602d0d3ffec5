import type { Locator, Page } from '@playwright/test';
import { expect, OPERACIONAL_NAME } from './fixtures';

/** The weighing page's words in Portuguese, as the specs find them. */
export const WEIGHING_PT = {
  heading: 'Lançamento de pesagem',
  saved: 'Lançamento salvo localmente! Sincronizando...',
  // Issue 12: saved with no connection, the message says when it will sync.
  savedOffline: 'Lançamento salvo no aparelho. Sem conexão: será sincronizado quando a conexão voltar.',
  pendingBadge: 'Aguardando sincronização',
  pendingDeleted: 'Registro pendente excluído com sucesso!',
  weight: 'Peso (kg)',
  save: 'Salvar pesagem',
  records: 'Registros recentes',
};

/** A choice of the form (waste type, sub-type, area, container, reason, item) by its radio's name. */
export const radio = (page: Page, name: string): Locator => page.getByRole('radio', { name, exact: true });
/** A tile of the form, tapped where a finger would: on its label. */
export const tile = (page: Page, name: string): Locator => page.locator('label').filter({ has: radio(page, name) });
export const weightField = (page: Page, label = WEIGHING_PT.weight): Locator =>
  page.getByRole('textbox', { name: label });
export const saveButton = (page: Page, label = WEIGHING_PT.save): Locator =>
  page.getByRole('button', { name: label, exact: true });
/** The records panel (its region is named by its heading). */
export const recordsPanel = (page: Page, heading = WEIGHING_PT.records): Locator =>
  page.getByRole('region', { name: heading });
/** A line of the records list, found by the weight it shows. */
export const recordRow = (page: Page, weightText: string): Locator =>
  recordsPanel(page).getByRole('listitem').filter({ hasText: weightText });
/** Expects the one row of `weightText` synced: the server's, naming who weighed it, no longer waiting on the device. */
export async function expectSyncedRow(page: Page, weightText: string, weighedBy = OPERACIONAL_NAME): Promise<void> {
  const row = recordRow(page, weightText);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(weighedBy);
  await expect(row).not.toContainText(WEIGHING_PT.pendingBadge);
}
/** The header's count of records waiting on this device. */
export const pendingCount = (page: Page): Locator =>
  page.getByRole('banner').locator('p').filter({ hasText: 'Pendentes' });

/** Type, (sub-type), (area), weight, save; expects the local-save message (online or offline). */
export async function weigh(page: Page, options: { type: string; subType?: string; area?: string; weight: string }) {
  await tile(page, options.type).click();
  if (options.subType) await tile(page, options.subType).click();
  if (options.area) await tile(page, options.area).click();
  await weightField(page).fill(options.weight);
  await saveButton(page).click();
  const online = await page.evaluate(() => navigator.onLine);
  await expect(page.getByText(online ? WEIGHING_PT.saved : WEIGHING_PT.savedOffline, { exact: true })).toBeVisible();
}

/** Cuts the connection and saves: the form says the weighing waits on the device until the connection returns. */
export async function saveOffline(page: Page) {
  await page.context().setOffline(true);
  await saveButton(page).click();
  await expect(page.getByText(WEIGHING_PT.savedOffline)).toBeVisible();
}

/** Opens the entry page and, unless no client is selected, waits for the form and the client's list. */
export async function openEntry(
  page: Page,
  path = '/app',
  text: { heading: string; save: string; records: string } | null = WEIGHING_PT,
) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: text?.heading ?? WEIGHING_PT.heading })).toBeVisible();
  if (!text) return;
  await expect(saveButton(page, text.save)).toBeVisible();
  await expect(recordsPanel(page, text.records).getByRole('listitem').first()).toBeVisible();
}

/** The operacional's one client (the demo's resort). */
export async function onlyClientId(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/clients');
  expect(response.ok()).toBe(true);
  const clients = (await response.json()) as { id: string }[];
  expect(clients).toHaveLength(1);
  return clients[0]!.id;
}

/** The operacional signs in and opens the weighing page; the records the page posts are watched from before. */
export async function openEntryAsOperacional(
  page: Page,
  signIn: (role: 'operacional') => Promise<void>,
): Promise<{ posted: PostedRecord[]; clientId: string }> {
  await signIn('operacional');
  const posted = watchPosts(page);
  await openEntry(page);
  return { posted, clientId: await onlyClientId(page) };
}

/** A record as the API lists it. */
export interface ServerRecord {
  id: string;
  areaName: string | null;
  wasteType: string;
  subType: string | null;
  weightKg: number;
  recordedAt: string;
  createdByName: string | null;
}

/** A record as the page posted it in a sync batch. */
export interface PostedRecord {
  id: string;
  weightKg: number;
}

/** A weight with random grams, so a test finds its own record among those of tests running beside it. */
export function uniqueKg(base: number): number {
  const grams = Math.floor(Math.random() * 100) * 10 + 1 + Math.floor(Math.random() * 9);
  return Math.round((base + grams / 1000) * 1000) / 1000;
}

/** The weight as a Portuguese user types it ("12,345") and as the list shows it ("12,345 kg"). */
export const typedPt = (kg: number) => String(kg).replace('.', ',');
export const listedPt = (kg: number) => `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 }).format(kg)} kg`;

export const isRecordsUrl = (url: URL) => /\/api\/v1\/clients\/[^/]+\/records$/.test(url.pathname);

/** Collects every record the page posts to the records API from now on. */
export function watchPosts(page: Page): PostedRecord[] {
  const posted: PostedRecord[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !isRecordsUrl(new URL(request.url()))) return;
    posted.push(...(request.postDataJSON() as { records: PostedRecord[] }).records);
  });
  return posted;
}

/** How many rows a table of one of the page's IndexedDB databases holds. */
export function storedRows(page: Page, database: string, table: string): Promise<number> {
  return page.evaluate(
    ([database, table]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction(table, 'readonly').objectStore(table).count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
          count.onerror = () => reject(count.error);
        };
      }),
    [database, table] as const,
  );
}

/** How many rows the page's IndexedDB queue (database 'ecopeso', table pending_records) holds. */
export function queuedRows(page: Page): Promise<number> {
  return storedRows(page, 'ecopeso', 'pending_records');
}

/**
 * A picture of noise drawn by the page's own canvas, as a PNG: camera-sized by default (3000×2000, far above 200 KB),
 * smaller when a test only needs a photo to go along.
 */
export async function cameraPicture(page: Page, width = 3000, height = 2000): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      const image = context.createImageData(canvas.width, canvas.height);
      let seed = 12345;
      for (let i = 0; i < image.data.length; i++) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        image.data[i] = i % 4 === 3 ? 255 : seed >>> 24;
      }
      context.putImageData(image, 0, 0);
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Attaches a picture to the form's optional photo; the form shows it before saving. */
export async function attachPhoto(page: Page, picture: Buffer, name = 'camera.png'): Promise<void> {
  await page.getByLabel('Foto (opcional)').setInputFiles({ name, mimeType: 'image/png', buffer: picture });
  await expect(page.getByRole('img', { name: 'Foto desta pesagem' })).toBeVisible();
}
