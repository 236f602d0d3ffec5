import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { formatKg } from '@ecopeso/shared/figures';
import { clientIdOf, DEMO_RESORT, expect, signInAs, test } from './support/fixtures';
import { expectNoSeriousViolation } from './support/a11y';
import { valueFit } from './support/layout';
import { atPath } from './support/routes';

// Demo data (apps/server/src/seed/demo-data.ts): the gerente sees the resort and the city hotel, with 14 months of
// weighings up to today. The city hotel is used only by the live-update test, which adds weight to it.
const CITY = 'Maré Centro Hotel São Paulo';

const PRESET = { thisMonth: 'Este mês', last3Months: 'Últimos 3 meses', thisYear: 'Este ano', lastYear: 'Ano passado' };
const CHARTS = [
  'Volume comparativo mensal (kg)',
  'Composição por tipo de resíduo',
  'Composição por área',
  'Taxa de desvio de aterro por dia',
  'Destinação final',
];
const NO_DATA = 'Nenhum dado de resíduos para o cliente e o período selecionados.';

/** Weights as the Portuguese dashboard (and its PDFs) write them: "2.324,9 kg". */
const kg = (value: number) => formatKg(value, 'pt');

/** The API's answer for the filter the page's URL holds: what the page must show. */
async function apiSummary(page: Page): Promise<{ totalKg: number; records: number }> {
  const query = new URL(page.url()).searchParams;
  const clientId = query.get('client');
  query.delete('client');
  const response = await page.request.get(`/api/v1/clients/${clientId}/dashboard?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { summary: { totalKg: number; records: number } }).summary;
}

const summaryValue = (page: Page, label: string): Locator =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();
const totalCard = (page: Page) => summaryValue(page, 'Total de resíduos');
const presetButton = (page: Page, preset: keyof typeof PRESET) =>
  page.getByRole('button', { name: PRESET[preset], exact: true });
const yearButton = (page: Page, year: number) => page.getByRole('button', { name: String(year), exact: true });
const urlParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The total card shows the API's total for the URL's filter, formatted; returns that total. */
async function expectTotalMatchesApi(page: Page): Promise<number> {
  let total = 0;
  await expect(async () => {
    total = (await apiSummary(page)).totalKg;
    await expect(totalCard(page)).toHaveText(kg(total), { timeout: 1_000 });
  }).toPass();
  return total;
}

async function openDashboard(page: Page, client: string): Promise<void> {
  await page.goto(`/app/dashboard?client=${await clientIdOf(page, client)}`);
  await expect(presetButton(page, 'thisMonth')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/preset=thisMonth/);
}

test.describe('analysis dashboard', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('gerente');
  });

  test('asks for a client, then shows this month and remembers the choice on this device', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard de análise' })).toBeVisible();
    await expect(page.getByText('Selecione um cliente para ver o dashboard.')).toBeVisible();

    await page.getByLabel('Cliente', { exact: true }).selectOption({ label: DEMO_RESORT });
    await expect(page).toHaveURL(/[?&]preset=thisMonth(&|$)/);
    await expect(presetButton(page, 'thisMonth')).toHaveAttribute('aria-pressed', 'true');
    await expectTotalMatchesApi(page);

    await page.goto('/app/dashboard');
    await expect(page.getByLabel('Cliente', { exact: true })).toHaveValue(await clientIdOf(page, DEMO_RESORT));
    await expect(page).toHaveURL(/preset=thisMonth/);
  });

  test('quick periods change the numbers; the URL keeps the filter through a reload', async ({ page }) => {
    await openDashboard(page, DEMO_RESORT);
    const monthTotal = await expectTotalMatchesApi(page);

    await presetButton(page, 'thisYear').click();
    await expect(page).toHaveURL(/preset=thisYear/);
    await expect(presetButton(page, 'thisYear')).toHaveAttribute('aria-pressed', 'true');
    await expect(presetButton(page, 'thisMonth')).toHaveAttribute('aria-pressed', 'false');
    const yearTotal = await expectTotalMatchesApi(page);
    expect(yearTotal).toBeGreaterThan(monthTotal);

    await presetButton(page, 'last3Months').click();
    await expect(page).toHaveURL(/preset=last3Months/);
    const threeMonths = await expectTotalMatchesApi(page);
    expect(threeMonths).toBeGreaterThan(monthTotal);
    const url = page.url();

    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(presetButton(page, 'last3Months')).toHaveAttribute('aria-pressed', 'true');
    await expect(totalCard(page)).toHaveText(kg(threeMonths));
  });

  test('a year picked by hand clears the quick period; the last year cannot be removed', async ({ page }) => {
    await openDashboard(page, DEMO_RESORT);
    const year = Number(urlParam(page, 'years'));

    await yearButton(page, year - 1).click();
    await expect(yearButton(page, year - 1)).toHaveAttribute('aria-pressed', 'true');
    for (const preset of ['thisMonth', 'last3Months', 'thisYear', 'lastYear'] as const) {
      await expect(presetButton(page, preset)).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(page).toHaveURL(new RegExp(`years=${year - 1},${year}`));
    expect(urlParam(page, 'preset')).toBeNull();
    await expectTotalMatchesApi(page);

    await yearButton(page, year - 1).click();
    await expect(page).toHaveURL(new RegExp(`years=${year}(&|$)`));
    await expect(yearButton(page, year)).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled: Playwright would wait for it to be enabled; a person can still click it, to no effect.
    await yearButton(page, year).click({ force: true });
    await expect(yearButton(page, year)).toHaveAttribute('aria-pressed', 'true');
    expect(urlParam(page, 'years')).toBe(String(year));
    await expect(page.getByText(NO_DATA)).toHaveCount(0);
  });

  test('every chart renders with the demo data, and the monthly chart switches to composition', async ({ page }) => {
    await openDashboard(page, DEMO_RESORT);
    await presetButton(page, 'thisYear').click();
    for (const section of ['Visão geral', 'Geração por mês', 'Composição da geração', 'Composição da destinação']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    for (const title of CHARTS) {
      const chart = page.getByRole('region', { name: title });
      await expect(chart.locator('svg.recharts-surface').first(), title).toBeVisible();
      // Drawn from data: bars, ring sectors or the daily line.
      await expect(
        chart.locator('.recharts-bar-rectangle, .recharts-pie-sector, .recharts-line-curve').first(),
        title,
      ).toBeVisible();
      await expect(chart.getByRole('img', { name: title }), title).toBeVisible();
    }
    await expect(page.getByText(/^Meta 90\s?%$/).first()).toBeVisible();

    const monthly = page.getByRole('region', { name: CHARTS[0] });
    await monthly.getByRole('button', { name: 'Composição', exact: true }).click();
    await expect(monthly.getByRole('button', { name: 'Composição', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(monthly.locator('.recharts-legend-item-text', { hasText: 'Reciclável' })).toBeVisible();

    await monthly.getByText('Mostrar tabela de dados').click();
    await expect(monthly.getByRole('table')).toBeVisible();
    await expect(monthly.getByRole('row')).toHaveCount(13); // header + 12 months
  });

  test('a period without data shows the empty state', async ({ page }) => {
    await openDashboard(page, DEMO_RESORT);
    const year = Number(urlParam(page, 'years'));
    // The demo holds 14 months, so two years back has no weighing.
    await presetButton(page, 'thisYear').click();
    await yearButton(page, year - 2).click();
    await yearButton(page, year).click();
    await expect(page).toHaveURL(new RegExp(`years=${year - 2}(&|$)`));
    await expect(page.getByText(NO_DATA)).toBeVisible();
    await expect(page.locator('svg.recharts-surface')).toHaveCount(0);
    expect((await apiSummary(page)).records).toBe(0);

    await presetButton(page, 'thisMonth').click();
    await expect(page.getByText(NO_DATA)).toHaveCount(0);
    await expect(page.locator('svg.recharts-surface').first()).toBeVisible();
  });

  test('a record saved elsewhere appears in the total without a reload', async ({ page, browser, baseURL }) => {
    await openDashboard(page, CITY);
    const before = await expectTotalMatchesApi(page);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await signInAs(otherPage, 'gerente', baseURL!);
    const clientId = await clientIdOf(otherPage, CITY);
    const detail = (await (await otherPage.request.get(`/api/v1/clients/${clientId}`)).json()) as {
      areas: { id: string }[];
    };
    const response = await otherPage.request.post(`/api/v1/clients/${clientId}/records`, {
      headers: { origin: baseURL! },
      data: {
        records: [
          {
            id: randomUUID(),
            areaId: detail.areas[0]!.id,
            wasteType: 'rejeito',
            subType: null,
            weightKg: 7.3,
            recordedAt: new Date().toISOString(),
          },
        ],
      },
    });
    expect(response.ok()).toBe(true);
    expect(((await response.json()) as { inserted: string[] }).inserted).toHaveLength(1);
    await other.close();

    await expect(totalCard(page)).toHaveText(kg(Math.round((before + 7.3) * 1000) / 1000));
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  test('per-chart states: estimated destinations, no contract, no data, not enough data', async ({ page }) => {
    // Demo contracts cover every type and every day has weight, so these answers are made from a real one.
    type Share = { kg: number; estimatedKg: number };
    await page.route('**/api/v1/clients/*/dashboard?*', async (route) => {
      const answer = (await (await route.fetch()).json()) as {
        monthly: { totalKg: number; previousYearKg: number }[];
        diversionDaily: unknown[];
        destinations: { recovery: Share[]; disposal: Share[]; estimatedKg: number };
      };
      const all = [...answer.destinations.recovery, ...answer.destinations.disposal];
      for (const share of all) share.estimatedKg = share.kg;
      answer.destinations.estimatedKg = all.reduce((sum, share) => sum + share.kg, 0);
      answer.monthly = answer.monthly.map((m) => ({ ...m, totalKg: 0, previousYearKg: 0 }));
      answer.diversionDaily = [];
      await route.fulfill({ json: answer });
    });
    await openDashboard(page, DEMO_RESORT);
    const destination = page.getByRole('region', { name: 'Destinação final' });
    await expect(destination.getByText('Verifique os contratos e destinos.')).toBeVisible();
    await expect(destination.getByText(/estimados pelo tipo de resíduo/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: CHARTS[0] }).getByText('Sem dados para este gráfico.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: CHARTS[3] }).getByText('Dados insuficientes para os indicadores.'),
    ).toBeVisible();
  });

  test('has no serious or critical accessibility violation, data tables open', async ({ page }) => {
    // axe walks every cell of the opened tables: give it time on a busy 2-core machine.
    test.setTimeout(90_000);
    await openDashboard(page, DEMO_RESORT);
    await presetButton(page, 'last3Months').click();
    await expect(page.locator('svg.recharts-surface').first()).toBeVisible();
    for (const table of await page.getByText('Mostrar tabela de dados').all()) await table.click();
    await expectNoSeriousViolation(page);
  });

  test('both reports download as PDF files', async ({ page }) => {
    await openDashboard(page, DEMO_RESORT);
    for (const name of ['Relatório gerencial', 'Relatório técnico']) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name, exact: true }).click();
      expect((await download).suggestedFilename(), name).toMatch(/\.pdf$/);
    }
    await expect(page.getByText('Falha ao gerar o relatório. Tente novamente.')).toHaveCount(0);
  });
});

test('operacional is refused the dashboard', async ({ page, signIn }) => {
  await signIn('operacional');
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(atPath('/acesso-negado'));
  await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
});

// Issue 23, item 11: on a portrait tablet the client selector kept 26–38 px beside the report buttons, and nobody
// could see which hotel the figures were of.
for (const viewport of [
  { width: 800, height: 1280 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}×${viewport.height} the client selector shows the whole name of the hotel shown`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize(viewport);
    await signIn('gerente');
    for (const name of [DEMO_RESORT, CITY]) {
      await openDashboard(page, name);
      const select = page.getByLabel('Cliente', { exact: true });
      await expect(select.locator('option:checked')).toHaveText(name);
      const fit = await valueFit(select);
      expect(fit.width, `${name}: the selector's width`).toBeGreaterThanOrEqual(200);
      expect(fit.needed, `${name}: the name fits in the selector`).toBeLessThanOrEqual(fit.room);
    }
  });
}
