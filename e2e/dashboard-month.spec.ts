import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatKg } from '@ecopeso/shared/figures';
import { DEMO_RESORT, expect, test } from './support/fixtures';

// The sustainability manager's month (issue 13) on the demo data: the gerente sees the resort and the city hotel.
const CITY = 'Maré Centro Hotel São Paulo';

const kg = (value: number) => formatKg(value, 'pt');
const totalCard = (page: Page) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText('Total de resíduos', { exact: true }) })
    .locator('dd')
    .first();

test.describe('the sustainability manager’s month', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('gerente');
  });

  test('"all my clients" sums both hotels, lists each in a sortable table, and a row opens that hotel', async ({
    page,
  }) => {
    await page.goto('/app/dashboard');
    await page.getByLabel('Cliente', { exact: true }).selectOption({ label: 'Todos os meus clientes' });
    await expect(page).toHaveURL(/clients=all&years=/);
    await expect(page.getByText('Somando 2 clientes')).toBeVisible();

    // The cards show the server's sum for the URL's selection.
    const query = new URL(page.url()).searchParams;
    let response = await page.request.get(`/api/v1/dashboard?${query}`);
    // A loaded test machine may shed a request (503): ask again, as the page itself does.
    await expect(async () => {
      response = await page.request.get(`/api/v1/dashboard?${query}`);
      expect(response.status()).toBe(200);
    }).toPass();
    const answer = (await response.json()) as {
      summary: { totalKg: number };
      clients: { name: string; totalKg: number }[];
    };
    expect(answer.clients.map((c) => c.name).sort()).toEqual([CITY, DEMO_RESORT].sort());
    expect(answer.clients.reduce((s, c) => s + c.totalKg, 0)).toBeCloseTo(answer.summary.totalKg, 1);
    await expect(totalCard(page)).toHaveText(kg(answer.summary.totalKg));

    const table = page.getByRole('table', { name: 'Comparação entre clientes' });
    await expect(table.getByRole('link', { name: DEMO_RESORT })).toBeVisible();
    await expect(table.getByRole('link', { name: CITY })).toBeVisible();
    await table.getByRole('button', { name: /^Cliente/ }).click();
    await expect(table.getByRole('columnheader', { name: /^Cliente/ })).toHaveAttribute(
      'aria-sort',
      /ascending|descending/,
    );

    // The selection reloads from the URL.
    await page.reload();
    await expect(page.getByText('Somando 2 clientes')).toBeVisible();

    await table.getByRole('link', { name: CITY }).click();
    await expect(page).toHaveURL(/[?&]client=/);
    await expect(page.getByLabel('Cliente', { exact: true })).toHaveValue(
      new URL(page.url()).searchParams.get('client')!,
    );
    await expect(page.getByRole('table', { name: 'Comparação entre clientes' })).toHaveCount(0);
  });

  test('the total card names its comparison: the same days a year before for a month in progress', async ({ page }) => {
    await page.goto('/app/dashboard');
    await page.getByLabel('Cliente', { exact: true }).selectOption({ label: DEMO_RESORT });
    await expect(page.getByTestId('total-comparison')).toContainText(/mesmos dias|parcial|Sem dados/);
    await expect(page.getByTestId('total-comparison')).not.toHaveText(/^[+-−]?\d+([,.]\d+)?\s?%$/);
  });

  test('"Exportar CSV" downloads exactly the selection, with a client column and the Portuguese conventions', async ({
    page,
  }) => {
    await page.goto('/app/dashboard?clients=all&preset=thisMonth');
    await expect(page.getByText('Somando 2 clientes')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ecopeso-2-clients-.*\.csv$/);
    const bytes = await readFile((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = bytes.toString('utf8').slice(1).split(/\r?\n/).filter(Boolean);
    expect(header).toBe(
      'Cliente;Data;Hora;Área;Tipo;Subtipo;Peso (kg);Usuário;Recipiente;Peso bruto (kg);Tara (kg);Motivo do descarte;Alimento',
    );
    expect(lines.length).toBeGreaterThan(0);
    const clients = new Set(lines.map((line) => line.split(';')[0]));
    expect([...clients].sort()).toEqual([CITY, DEMO_RESORT].sort());
    // This month only, in local days: every line's date is in the current month.
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()).slice(0, 7);
    for (const line of lines) expect(line.split(';')[1]!.slice(0, 7), line).toBe(month);
    await expect(page.getByText('Não foi possível exportar o CSV. Tente de novo.')).toHaveCount(0);
  });

  test("entering a month's occupancy stores it, and the form shows it again", async ({ page }) => {
    await page.goto('/app/dashboard');
    await page.getByLabel('Cliente', { exact: true }).selectOption({ label: DEMO_RESORT });
    const form = page.getByRole('region', { name: 'Ocupação do mês' });
    const month = await form.getByLabel('Mês', { exact: true }).inputValue();
    await form.getByLabel('Pernoites').fill('2.345');
    await form.getByLabel('Hóspedes recebidos').fill('1234');
    await form.getByLabel('Refeições').fill('3456');
    await form.getByRole('button', { name: 'Salvar mês' }).click();
    await expect(page.getByTestId('activity-status')).toHaveText('Mês salvo.');

    const clientId = new URL(page.url()).searchParams.get('client')!;
    const saved = await page.request.get(`/api/v1/clients/${clientId}/activity?year=${month.slice(0, 4)}`);
    expect(await saved.json()).toContainEqual({ month, guestNights: 2345, guests: 1234, meals: 3456 });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Ocupação do mês' }).getByLabel('Hóspedes recebidos')).toHaveValue(
      '1234',
    );
  });
});
