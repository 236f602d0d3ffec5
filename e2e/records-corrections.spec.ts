import type { Page } from '@playwright/test';
import { expect, OPERACIONAL_NAME, test } from './support/fixtures';
import {
  expectSyncedRow,
  listedPt,
  openEntry,
  queuedRows as pendingRows,
  recordRow,
  typedPt,
  uniqueKg,
  weigh,
  type ServerRecord,
} from './support/weighing';

// Issue 12: a synced record is corrected instead of deleted and retyped, the list says who corrected it; a bin
// forgotten yesterday is weighed for yesterday. Demo data: the operacional sees one client, the resort.

/** Weighs `kg` of Rejeito in the main kitchen and, unless it is listed on a later page, waits for its synced row. */
async function weighRejeito(page: Page, kg: number, { listed = true } = {}) {
  await weigh(page, { type: 'Rejeito', area: 'Cozinha Principal', weight: typedPt(kg) });
  // Synced: the server's row, with who weighed it (a record of an earlier day may sit beyond the first page).
  if (listed) await expectSyncedRow(page, listedPt(kg));
}

async function serverRecord(page: Page, kg: number): Promise<ServerRecord & { correctedByName: string | null }> {
  const clients = (await (await page.request.get('/api/v1/clients')).json()) as { id: string }[];
  const res = await page.request.get(`/api/v1/clients/${clients[0]!.id}/records?limit=100`);
  const items = ((await res.json()) as { items: (ServerRecord & { correctedByName: string | null })[] }).items;
  const found = items.find((r) => r.weightKg === kg);
  expect(found, `a record of ${kg} kg on the server`).toBeTruthy();
  return found!;
}

test('the operacional corrects the weight of their own record of today; the list says who corrected it', async ({
  page,
  signIn,
}) => {
  await signIn('operacional');
  await openEntry(page);
  const kg = uniqueKg(3);
  await weighRejeito(page, kg);

  await recordRow(page, listedPt(kg))
    .getByRole('button', { name: /^Corrigir registro/ })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Corrigir registro' });
  await expect(dialog).toBeVisible();
  const corrected = uniqueKg(6);
  await dialog.getByRole('textbox', { name: 'Peso (kg)' }).fill(typedPt(corrected));
  await dialog.getByRole('button', { name: 'Salvar correção' }).click();
  await expect(page.getByText('Registro corrigido!')).toBeVisible();

  const row = recordRow(page, listedPt(corrected));
  await expect(row).toContainText(`Corrigido por ${OPERACIONAL_NAME}`);
  await expect(recordRow(page, listedPt(kg))).toHaveCount(0);
  expect(await serverRecord(page, corrected)).toMatchObject({ correctedByName: OPERACIONAL_NAME });
});

test('a gerente must give a reason to correct a record', async ({ page, signIn }) => {
  await signIn('operacional');
  await openEntry(page);
  const kg = uniqueKg(2);
  await weighRejeito(page, kg);
  await page.context().clearCookies();

  await signIn('gerente');
  await page.goto('/app');
  // The demo gerente sees two clients.
  await page.getByRole('combobox', { name: 'Cliente' }).selectOption({ label: 'Maré Alta Beach Resort' });
  await recordRow(page, listedPt(kg))
    .getByRole('button', { name: /^Corrigir registro/ })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Corrigir registro' });
  const corrected = uniqueKg(7);
  await dialog.getByRole('textbox', { name: 'Peso (kg)' }).fill(typedPt(corrected));
  await dialog.getByRole('button', { name: 'Salvar correção' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Informe o motivo da alteração.');
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Balança conferida');
  await dialog.getByRole('button', { name: 'Salvar correção' }).click();
  await expect(recordRow(page, listedPt(corrected))).toContainText('Corrigido por');
});

test('a bin forgotten yesterday is weighed for yesterday', async ({ page, signIn }) => {
  await signIn('operacional');
  await openEntry(page);
  await page.getByRole('button', { name: 'Alterar' }).click();
  const when = page.getByRole('group', { name: 'Data e hora da pesagem' });
  // dd/mm/aaaa hh:mm in Portuguese: the first segment is the day; one step down is yesterday, same time.
  await when.getByRole('spinbutton').first().focus();
  await page.keyboard.press('ArrowDown');
  const kg = uniqueKg(8);
  await weighRejeito(page, kg, { listed: false });
  await expect.poll(async () => (await pendingRows(page)) === 0).toBe(true);
  const stored = await serverRecord(page, kg);
  const hoursAgo = (Date.now() - Date.parse(stored.recordedAt)) / 3_600_000;
  expect(hoursAgo).toBeGreaterThan(23);
  expect(hoursAgo).toBeLessThan(25);
  // The next weighing is "now" again.
  await expect(page.getByText('Quando: agora')).toBeVisible();
});
