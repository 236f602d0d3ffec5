import type { Page } from '@playwright/test';
import { MAX_PHOTO_BYTES } from '@ecopeso/shared/record-photos';
import { expect, test } from './support/fixtures';
import {
  attachPhoto,
  cameraPicture,
  listedPt,
  openEntry,
  queuedRows,
  recordRow,
  saveButton,
  storedRows,
  tile,
  typedPt,
  uniqueKg,
  weightField,
  WEIGHING_PT,
} from './support/weighing';

// A photo when it helps (issue 26 item 4, decision 040): the camera's file on the weighing form, compressed in the
// browser, kept on the device with the record while offline, sent after the record once the connection returns —
// exactly once — and shown as a thumbnail in the records list.

const isPhotoPut = (method: string, url: string) =>
  method === 'PUT' && /\/api\/v1\/clients\/[^/]+\/records\/[^/]+\/photo$/.test(new URL(url).pathname);

/** How many photos wait in the page's IndexedDB (database 'ecopeso-photos', table photos). */
const queuedPhotos = (page: Page) => storedRows(page, 'ecopeso-photos', 'photos');

test('a photo attached offline goes after its record when online, once, and its thumbnail shows', async ({
  page,
  context,
  signIn,
}) => {
  await signIn('operacional');
  // Chromium does not hand a Blob body to the request event: the uploads are counted here, their bytes read back below.
  const puts: string[] = [];
  page.on('request', (request) => {
    if (isPhotoPut(request.method(), request.url())) puts.push(request.url());
  });
  await openEntry(page);
  const picture = await cameraPicture(page);
  expect(picture.length).toBeGreaterThan(MAX_PHOTO_BYTES);

  await context.setOffline(true);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Offline');
  const kg = uniqueKg(7);
  await tile(page, 'Rejeito').click();
  await tile(page, 'Cozinha Principal').click();
  await weightField(page).fill(typedPt(kg));
  await attachPhoto(page, picture);
  await saveButton(page).click();
  await expect(page.getByText(WEIGHING_PT.savedOffline, { exact: true })).toBeVisible();
  // The form is ready for the next weighing, without the photo.
  await expect(page.getByRole('img', { name: 'Foto desta pesagem' })).toHaveCount(0);
  expect(await queuedRows(page)).toBe(1);
  expect(await queuedPhotos(page)).toBe(1);
  expect(puts).toHaveLength(0);

  await context.setOffline(false);
  const thumbnail = recordRow(page, listedPt(kg)).getByRole('img', { name: 'Foto da pesagem' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await queuedRows(page)).toBe(0);
  expect(await queuedPhotos(page)).toBe(0);
  expect(puts).toHaveLength(1);

  // The photo the server keeps is the compressed JPEG, read with the record's access rules.
  const photo = await page.request.get((await thumbnail.getAttribute('src'))!);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/jpeg');
  const bytes = await photo.body();
  expect(bytes.length).toBeGreaterThan(0);
  expect(bytes.length).toBeLessThanOrEqual(MAX_PHOTO_BYTES);
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(new URL(puts[0]!).pathname).toBe(new URL(photo.url()).pathname);
});
