import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { clientIdOf, DEMO_RESORT, expect, signInAs, test } from './support/fixtures';
import { expectNoSeriousViolation } from './support/a11y';

// Issue 11's scenario: on a fresh demo start the beach resort is connected to the local simulator of the state
// system. A master opens MTR management, "Nova coleta" for the organics contract proposes the kilos weighed since
// its last MTR by IBAMA code; driver and plate set, the MTR is issued, its number shows, its PDF downloads, the
// simulated receiver receives it and issues the CDF, whose number shows; the gerente finds both under Documentação.

/** The demo data connects the resort to the simulator on first start (a busy server's 503 is asked again). */
async function expectConnectedToSimulator(page: Page, clientId: string) {
  await expect(async () => {
    const response = await page.request.get(`/api/v1/clients/${clientId}/mtr/settings`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ configured: true, environment: 'simulator' });
  }).toPass({ timeout: 30_000 });
}

test('a master issues the organics MTR through the simulator, follows it to its CDF; the gerente finds both', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await expect(() => signInAs(page, 'master', baseURL!)).toPass({ timeout: 30_000 });
  const clientId = await clientIdOf(page, DEMO_RESORT);
  await expectConnectedToSimulator(page, clientId);
  await page.goto(`/app/admin/gestao-mtr?client=${clientId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão de MTR/CDF' })).toBeVisible();
  await expect(page.getByText(/ambiente Simulador local \(demonstração\)/)).toBeVisible();

  // By keyboard: the contract's button takes focus and Enter opens its form.
  const newCollection = page.getByRole('button', { name: /^Nova coleta: Orgânico —/ });
  await newCollection.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: /^Nova coleta — Orgânico —/ });
  await expect(form.getByText(/^Pesado desde/)).toBeVisible();
  // Food waste goes under IBAMA 20 01 08, with the kilos weighed since the contract's last MTR.
  const quantity = form.getByLabel('Quantidade no MTR (kg) de 200108').filter({ visible: true });
  await expect(quantity).toBeVisible();
  expect(Number((await quantity.inputValue()).replace(',', '.'))).toBeGreaterThan(0);

  await form.getByLabel('Motorista').fill('João Batista');
  await form.getByLabel('Placa').fill('ABC1D23');
  await form.getByRole('button', { name: 'Emitir MTR' }).click();

  const number = page.getByTestId('mtr-number');
  await expect(number).toHaveText(/^\d+$/, { timeout: 20_000 });
  const mtrNumber = (await number.textContent())!;
  const detail = page.getByRole('article', { name: `MTR ${mtrNumber}` });
  await expect(detail.getByText('Emitido', { exact: true })).toBeVisible();
  await expectNoSeriousViolation(page, 'the issued MTR and its history');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('button', { name: 'PDF do MTR' }).click(),
  ]);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await detail.getByRole('button', { name: 'Simular recebimento' }).click();
  await expect(detail.getByText('Recebido', { exact: true })).toBeVisible();
  await expect(page.getByTestId('cdf-number')).toHaveText('Ainda não emitido pelo destinador');
  await detail.getByRole('button', { name: 'Simular emissão do CDF' }).click();
  await expect(detail.getByText('CDF emitido', { exact: true })).toBeVisible();
  await expect(page.getByTestId('cdf-number')).toHaveText(/^\d+$/);
  const cdfNumber = (await page.getByTestId('cdf-number').textContent())!;

  // Weighed × declared names this month as a person writes it ('novembro de 2026'), never '2026-11'.
  await page.goto(`/app/admin/gestao-mtr?tab=pesado-declarado&client=${clientId}`);
  const month = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' });
  const weighedVsDeclared = page.getByRole('table', { name: 'Pesado × declarado' });
  await expect(
    weighedVsDeclared.getByRole('cell', { name: month.format(new Date()), exact: true }).first(),
  ).toBeVisible();
  await expect(weighedVsDeclared).not.toContainText(/\d{4}-\d{2}/);

  const gerente = await browser.newContext({ serviceWorkers: 'block' });
  const gerentePage = await gerente.newPage();
  await expect(() => signInAs(gerentePage, 'gerente', baseURL!)).toPass({ timeout: 30_000 });
  await gerentePage.goto(`/app/documentacao?tab=documentos&client=${clientId}`);
  const manifests = gerentePage.getByRole('region', { name: 'MTRs e CDFs' });
  await expect(manifests.getByRole('cell', { name: mtrNumber, exact: true })).toBeVisible();
  await expect(manifests.getByRole('cell', { name: cdfNumber, exact: true })).toBeVisible();
  await gerente.close();
});

const PAGES = [
  { path: '/app/admin/gestao-mtr', heading: 'Gestão de MTR/CDF' },
  { path: '/en/app/admin/gestao-mtr', heading: 'MTR/CDF management' },
  { path: '/es/app/admin/gestao-mtr', heading: 'Gestión de MTR/CDF' },
  { path: '/app/painelsigor', heading: 'Painel SIGOR' },
] as const;

for (const { path, heading } of PAGES) {
  test(`${path}: no serious or critical accessibility violation`, async ({ page, baseURL }) => {
    await expect(() => signInAs(page, 'master', baseURL!)).toPass({ timeout: 30_000 });
    const clientId = await clientIdOf(page, DEMO_RESORT);
    await page.goto(`${path}?client=${clientId}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Carregando|Loading|Cargando/ })).toHaveCount(0);
    await expectNoSeriousViolation(page, path);
  });
}
