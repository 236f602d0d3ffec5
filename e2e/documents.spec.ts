import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_RESORT, expect, signInAs, test } from './support/fixtures';
import { onePagePdf as tinyPdf } from '../apps/server/test/helpers/one-page-pdf';
import { expectNoSeriousViolation } from './support/a11y';

// Documentação's documents tab (issue 11) as the demo gerente uses it: the resort's reports of past months and
// its providers' licences, the upload of an MTR made outside Ecopeso (a fake PDF refused with a clear message, a
// real one kept), the period's ZIP, and no serious accessibility violation in any language.

const WORDS = {
  pt: { prefix: '', tab: 'Documentos', zip: 'Baixar todos (ZIP)', reports: 'Relatórios dos meses encerrados' },
  en: { prefix: '/en', tab: 'Documents', zip: 'Download all (ZIP)', reports: 'Reports of past months' },
  es: { prefix: '/es', tab: 'Documentos', zip: 'Descargar todos (ZIP)', reports: 'Informes de los meses cerrados' },
} as const;

/** Opens the resort's documents; a server shedding load on a busy machine (503) is asked again. */
async function openDocuments(page: Page, prefix: string) {
  let resortId = '';
  await expect(async () => {
    const response = await page.request.get('/api/v1/clients');
    expect(response.status()).toBe(200);
    resortId = ((await response.json()) as { id: string; name: string }[]).find((c) => c.name === DEMO_RESORT)!.id;
  }).toPass({ timeout: 30_000 });
  await expect(async () => {
    const response = await page.goto(`${prefix}/app/documentacao?tab=documentos&client=${resortId}`);
    expect(response?.status()).toBe(200);
  }).toPass({ timeout: 30_000 });
}

// A server shedding load on a busy machine answers 503: sign in again until it takes the request.
test.beforeEach(async ({ page, baseURL }) => {
  await expect(() => signInAs(page, 'gerente', baseURL!)).toPass({ timeout: 30_000 });
});

test('the gerente uploads an MTR made outside Ecopeso and downloads the period as a ZIP', async ({ page }) => {
  test.setTimeout(90_000);
  // A retry must not meet the first attempt's upload (a number is filed once).
  const number = `MTR-EXT-4471${test.info().retry ? `-${test.info().retry}` : ''}`;
  await openDocuments(page, '');
  await expect(page.getByRole('tab', { name: 'Documentos', selected: true })).toBeVisible();
  const reports = page.getByRole('region', { name: 'Relatórios dos meses encerrados' });
  await expect(reports.getByRole('button', { name: 'Relatório gerencial' }).first()).toBeVisible();
  // A month reads "Outubro de 2026": its first letter capital, "de" as Portuguese writes it (never "Outubro De").
  const month = (await reports.locator('table tbody tr td').first().innerText()).trim();
  expect(month).toMatch(/^[A-ZÇ][a-zç]+ de \d{4}$/);
  await expect(page.getByRole('region', { name: 'Licenças das empresas dos contratos' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Enviar MTR ou CDF feito fora do Ecopeso' });
  await form.getByLabel('Número').fill(number);
  await form.getByLabel('Arquivo PDF').setInputFiles({
    name: 'mtr-falso.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('isto não é um PDF'),
  });
  await form.getByRole('button', { name: 'Enviar PDF' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'O arquivo não pôde ser lido como PDF (não é um PDF, ou está incompleto). Envie o PDF do MTR ou do CDF.',
  );

  await form.getByLabel('Arquivo PDF').setInputFiles({
    name: 'mtr-externo.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(number),
  });
  await form.getByRole('button', { name: 'Enviar PDF' }).click();
  const manifests = page.getByRole('region', { name: 'MTRs e CDFs' });
  await expect(manifests.getByRole('cell', { name: number })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar todos (ZIP)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mare-alta-beach-resort-\d{4}-\d{2}-\d{4}-\d{2}\.zip$/);
  const zip = await readFile((await download.path())!);
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(zip.includes(Buffer.from('mtr/'))).toBe(true);
  expect(zip.includes(Buffer.from('relatorio-gerencial/'))).toBe(true);
});

test('an MTR number already filed, or an issue date after today, is refused with what to do', async ({ page }) => {
  test.setTimeout(90_000);
  // Each attempt its own number: a retry after a failure must not meet the first attempt's upload.
  const number = `MTR-DUP-${Date.now()}`;
  await openDocuments(page, '');
  const form = page.getByRole('form', { name: 'Enviar MTR ou CDF feito fora do Ecopeso' });
  const send = async (fileName: string) => {
    await form.getByLabel('Arquivo PDF').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: tinyPdf(number),
    });
    await form.getByRole('button', { name: 'Enviar PDF' }).click();
  };
  // The issue date starts at today on the resort's clock.
  const issued = form.getByLabel('Data de emissão');
  // Filled once the resort's time zone has arrived with its details.
  await expect(issued).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const today = await issued.inputValue();
  const shown = today.split('-').reverse().join('/');

  await form.getByLabel('Número').fill(number);
  await send('primeiro.pdf');
  await expect(page.getByRole('region', { name: 'MTRs e CDFs' }).getByRole('cell', { name: number })).toBeVisible();

  await form.getByLabel('Número').fill(number);
  await send('segundo.pdf');
  await expect(form.getByRole('alert')).toHaveText(
    `O MTR ${number} já está nos documentos deste cliente: o arquivo “primeiro.pdf”, emitido em ${shown}. ` +
      'Confira o número; se aquele arquivo estiver errado, exclua-o e envie este de novo.',
  );

  await form.getByLabel('Número').fill(`${number}-B`);
  await issued.fill('2031-01-15');
  await send('futuro.pdf');
  await expect(form.getByRole('alert')).toHaveText(
    `A data de emissão (15/01/2031) é posterior a hoje (${shown}) no fuso do cliente. ` +
      'Informe a data em que o MTR foi emitido.',
  );
  // Only the first was kept.
  const manifests = page.getByRole('region', { name: 'MTRs e CDFs' });
  await expect(manifests.getByRole('cell', { name: number, exact: true })).toHaveCount(1);
  await expect(manifests.getByRole('cell', { name: `${number}-B` })).toHaveCount(0);
});

for (const [lang, words] of Object.entries(WORDS)) {
  test(`${lang}: the documents tab has no serious or critical accessibility violation`, async ({ page }) => {
    await openDocuments(page, words.prefix);
    await expect(page.getByRole('tab', { name: words.tab, selected: true })).toBeVisible();
    await expect(page.getByRole('region', { name: words.reports })).toBeVisible();
    await expect(page.getByRole('button', { name: words.zip })).toBeEnabled();
    await expectNoSeriousViolation(page, `${lang} documents`);
  });
}

test('on a phone the lists become cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDocuments(page, '');
  const reports = page.getByRole('region', { name: 'Relatórios dos meses encerrados' });
  await expect(reports.getByRole('list', { name: 'Relatórios dos meses encerrados' })).toBeVisible();
  await expect(reports.getByRole('table')).toBeHidden();
  await expect(reports.getByRole('listitem').first().getByRole('button', { name: 'Relatório técnico' })).toBeVisible();
});
