import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { formatFixed } from '@ecopeso/shared/figures';
import type { FilledTable, SustainabilityCellPage } from '@ecopeso/shared/sustainability-tables';
import { expect, test } from './support/fixtures';

// Issue 27's scenario: a gerente of the demo chain (apps/server/src/seed/demo-data.ts: the resort and the city
// hotel, 14 months of weighings up to today, so the end of 2025 has weight) opens Relatórios de sustentabilidade,
// picks 2025, downloads the GRI 306 PDF and spreadsheet, and opens a figure's records.
const TITLE = 'Relatórios de sustentabilidade';
const GRI_306_3 = '306-3 Resíduos gerados, por composição';
const tons = (value: number) => formatFixed(value, 'pt', 3);

/** The API's GRI 306 tables of 2025 for all the gerente's clients: what the page must show. */
async function apiTables(page: Page): Promise<FilledTable[]> {
  const response = await page.request.get('/api/v1/sustainability/gri-306?clients=all&year=2025');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { tables: FilledTable[] }).tables;
}

const figure = (tables: FilledTable[], id: string, row: string, column: string) => {
  const table = tables.find((t) => t.id === id)!;
  return table.rows.find((r) => r.key === row)!.cells[table.columns.findIndex((c) => c.key === column)]!;
};

async function openFor2025(page: Page) {
  await page.goto('/app');
  await page.getByRole('link', { name: TITLE, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.getByLabel('Padrão').selectOption('gri-306');
  await page.getByLabel('Período').selectOption('2025');
}

test('a gerente of the chain downloads the GRI 306 of 2025 as PDF and XLSX and opens a figure’s records', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn('gerente');
  await openFor2025(page);
  const tables = await apiTables(page);
  const total = figure(tables, 'gri-306-3', 'total', 'current');
  expect(total).toBeGreaterThan(0);
  const generated = page.getByRole('region', { name: GRI_306_3 });
  const totalButton = generated.getByRole('button', { name: 'Ver registros: Total, 2025 (t)' });
  await expect(totalButton).toHaveText(tons(total));

  const pdf = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar PDF' }).click(),
  ]).then(([d]) => d);
  expect(pdf.suggestedFilename()).toMatch(/^ecopeso-gri-306-.*-2025-01-2025-12\.pdf$/);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  const xlsx = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar planilha (XLSX)' }).click(),
  ]).then(([d]) => d);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await xlsx.path())!);
  const sheet = book.getWorksheet('GRI 306-3')!;
  const totalRow = sheet.getRows(6, sheet.rowCount)!.find((r) => r.getCell(1).value === 'Total')!;
  // The figure as a number in metric tons, the same the page shows.
  expect(totalRow.getCell(2).value).toBe(total);
  expect(sheet.getRow(5).getCell(2).value).toBe('2025 (t)');

  // The records behind the organic waste of 2025.
  const organic = figure(tables, 'gri-306-3', 'organico', 'current');
  await generated.getByRole('button', { name: 'Ver registros: Orgânico, 2025 (t)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Orgânico — 2025 (t)' });
  const cell = await page.request.get(
    '/api/v1/sustainability/gri-306/records?clients=all&year=2025&table=gri-306-3&row=organico&column=current',
  );
  const api = (await cell.json()) as SustainabilityCellPage;
  expect(Math.round(api.totalKg) / 1000).toBeCloseTo(organic, 3);
  await expect(dialog.getByRole('status')).toContainText(`${api.totalRecords} registros`);
  await expect(dialog.getByRole('row')).toHaveCount(api.records.length + 1);
  await expect(dialog.getByRole('row').nth(1)).toContainText('Orgânico');
  const csv = dialog.getByRole('link', { name: 'Baixar CSV' });
  await expect(csv).toHaveAttribute('href', /format=csv&lang=pt/);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toHaveCount(0);
});

test('on a phone the tables scroll inside their frame and a figure opens its records', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn('gerente');
  await page.goto('/app');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name: TITLE, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.getByLabel('Período').selectOption('2025');
  const generated = page.getByRole('region', { name: GRI_306_3 });
  await expect(generated.getByRole('table')).toBeVisible();
  // The page itself never scrolls sideways; a wide table scrolls in its own frame.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await generated.getByRole('button', { name: 'Ver registros: Total, 2025 (t)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Total — 2025 (t)' });
  await expect(dialog.getByRole('status')).toContainText('registros');
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
});
