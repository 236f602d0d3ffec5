import type { Page } from '@playwright/test';

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
