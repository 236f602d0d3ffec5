import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { clientIdOf, expect, signInAs, test } from './support/fixtures';

// Issue 22's scenario, in Portuguese: the demo's Rio de Janeiro restaurant issues through INEA — the state system of
// the second family — in the local simulator. A master opens MTR management, which names INEA and the simulator;
// issues an MTR from "Nova coleta" and cancels it with a justification; issues the collection again (a cancelled
// MTR leaves its kilos to the next one) and follows it to its CDF. INEA's CDF PDF has no route any source shows, so
// the page says so in words instead of guessing one.
const RESTAURANT = 'Sal & Brasa Restaurante';

async function openRestaurant(page: Page, baseURL: string): Promise<string> {
  await expect(() => signInAs(page, 'master', baseURL)).toPass({ timeout: 30_000 });
  const clientId = await clientIdOf(page, RESTAURANT);
  await expect(async () => {
    const response = await page.request.get(`/api/v1/clients/${clientId}/mtr/settings`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ configured: true, system: 'INEA', environment: 'simulator' });
  }).toPass({ timeout: 30_000 });
  await page.goto(`/app/admin/gestao-mtr?client=${clientId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão de MTR/CDF' })).toBeVisible();
  await expect(
    page.getByText(
      'Sistema MTR-RJ (INEA, Rio de Janeiro), ambiente Simulador local (demonstração), unidade geradora 451240.',
    ),
  ).toBeVisible();
  return clientId;
}

/** "Nova coleta" for the organics contract, issued; answers the issued MTR's detail (another than `previous`). */
async function issueOrganics(page: Page, previous?: string): Promise<{ number: string; detail: Locator }> {
  await page.getByRole('button', { name: /^Nova coleta: Orgânico —/ }).click();
  const form = page.getByRole('form', { name: /^Nova coleta — Orgânico —/ });
  await expect(form.getByText(/^Pesado desde/)).toBeVisible();
  const quantity = form.getByLabel('Quantidade no MTR (kg) de 200108').filter({ visible: true });
  expect(Number((await quantity.inputValue()).replace(/\./g, '').replace(',', '.'))).toBeGreaterThan(0);
  await form.getByLabel('Motorista').fill('Rita Motorista');
  await form.getByLabel('Placa').fill('RIO2A34');
  await form.getByRole('button', { name: 'Emitir MTR' }).click();
  const number = page.getByTestId('mtr-number');
  await expect(number).toHaveText(/^\d+$/, { timeout: 20_000 });
  // The detail shown is the new MTR's, not the one opened before.
  if (previous) await expect(number).not.toHaveText(previous, { timeout: 20_000 });
  const mtrNumber = (await number.textContent())!;
  const detail = page.getByRole('article', { name: `MTR ${mtrNumber}` });
  await expect(detail.getByText('Emitido', { exact: true })).toBeVisible();
  return { number: mtrNumber, detail };
}

test('the Rio restaurant issues through INEA, cancels an MTR, and follows the next to its CDF', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await openRestaurant(page, baseURL!);

  // Issued, then cancelled with the reason an auditor will read.
  const first = await issueOrganics(page);
  await first.detail.getByRole('button', { name: 'Cancelar MTR' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancelar o MTR ${first.number}?` });
  await dialog.getByLabel(/^Justificativa/).fill('Coleta não realizada pelo transportador.');
  await dialog.getByRole('button', { name: 'Cancelar MTR' }).click();
  await expect(page.getByText('MTR cancelado.')).toBeVisible();
  await expect(first.detail.getByText('Cancelado', { exact: true })).toBeVisible();

  // The same collection issued again: INEA's own PDF of it, then receipt and CDF by the simulated receiver.
  const second = await issueOrganics(page, first.number);
  expect(second.number).not.toBe(first.number);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    second.detail.getByRole('button', { name: 'PDF do MTR' }).click(),
  ]);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await second.detail.getByRole('button', { name: 'Simular recebimento' }).click();
  await expect(second.detail.getByText('Recebido', { exact: true })).toBeVisible();
  await second.detail.getByRole('button', { name: 'Simular emissão do CDF' }).click();
  await expect(second.detail.getByText('CDF emitido', { exact: true })).toBeVisible();
  await expect(page.getByTestId('cdf-number')).toHaveText(/^\d+$/);

  await second.detail.getByRole('button', { name: 'PDF do CDF' }).click();
  await expect(page.getByText(/não oferece essa operação por integração/).first()).toBeVisible();
});
