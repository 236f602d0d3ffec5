import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_RESORT, expect, test } from './support/fixtures';

// The manager's month, continued (issue 13): waste per guest after entering a month's occupancy, a reduction goal,
// the monthly report by e-mail, and an activity import whose errors come back line by line. Demo data, gerente.

async function openResort(page: Page): Promise<string> {
  await page.goto('/app/dashboard');
  await page.getByLabel('Cliente', { exact: true }).selectOption({ label: DEMO_RESORT });
  await expect(page).toHaveURL(/[?&]client=/);
  return new URL(page.url()).searchParams.get('client')!;
}

async function checkAxe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('the manager’s month: per guest, goal, monthly e-mail', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('gerente');
  });

  test('after entering a month’s occupancy the cards show kg per guest-night and grams per meal; a goal shows its progress', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const clientId = await openResort(page);
    const form = page.getByRole('region', { name: 'Ocupação do mês' });
    const month = await form.getByLabel('Mês', { exact: true }).inputValue();
    await form.getByLabel('Diárias ocupadas').fill('600');
    await form.getByLabel('Hóspedes').fill('1000');
    await form.getByLabel('Refeições').fill('2000');
    await form.getByRole('button', { name: 'Salvar mês' }).click();
    await expect(page.getByTestId('activity-status')).toHaveText('Mês salvo.');

    const [year, mm] = month.split('-').map(Number) as [number, number];
    const filter = `years=${year}&months=${mm - 1}`;
    await page.goto(`/app/dashboard?client=${clientId}&${filter}`);
    const answer = (await (await page.request.get(`/api/v1/clients/${clientId}/dashboard?${filter}`)).json()) as {
      perGuest: { kgPerGuestNight: number; gramsPerMeal: number; monthsKnown: number };
    };
    expect(answer.perGuest.monthsKnown).toBe(1);
    const pt = (v: number, digits: number) =>
      new Intl.NumberFormat('pt-BR', { maximumFractionDigits: digits }).format(v);
    await expect(page.getByTestId('per-guest-kgPerGuestNight')).toContainText(
      `${pt(answer.perGuest.kgPerGuestNight, 2)} kg`,
    );
    await expect(page.getByTestId('per-guest-gramsPerMeal')).toContainText(`${pt(answer.perGuest.gramsPerMeal, 0)} g`);
    await expect(page.getByRole('img', { name: /Resíduo por hóspede-noite e por refeição, mês a mês/ })).toBeVisible();

    const goal = page.getByRole('region', { name: 'Meta de redução por hóspede' });
    await goal.getByLabel('Resíduo', { exact: true }).selectOption({ label: 'Orgânico' });
    await goal.getByLabel('Medida').selectOption({ label: 'kg por hóspede-noite' });
    await goal.getByLabel('Ano-base').selectOption(String(year - 1));
    await goal.getByLabel('Redução (%)').fill('20');
    await goal.getByRole('button', { name: 'Salvar meta' }).click();
    await expect(page.getByTestId('goal-status')).toHaveText('Meta salva.');
    await expect(page.getByTestId('goal-progress')).toContainText(
      `Orgânico, kg por hóspede-noite: −20% em relação a ${year - 1}`,
    );
    await checkAxe(page);
  });

  test('subscribing to the monthly management report of a client, and the list of reports sent', async ({ page }) => {
    // From no subscription, also when this test is retried on the same server.
    await page.goto('/app/dashboard');
    const reset = await page.request.put('/api/v1/me/report-subscriptions', {
      data: { clientIds: [] },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(reset.status()).toBe(200);
    const clientId = await openResort(page);
    const panel = page.getByRole('region', { name: 'Relatório mensal por e-mail' });
    const box = panel.getByRole('combobox', { name: 'Clientes do relatório mensal' });
    // The whole name, so one option is left; Enter toggles it, and it must show chosen before leaving the field.
    await box.fill(DEMO_RESORT);
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([DEMO_RESORT]);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page.getByRole('listbox').getByRole('option', { name: DEMO_RESORT })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await box.press('Tab');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Salvar inscrição' }).click();
    await expect(page.getByTestId('subscriptions-status')).toHaveText('Inscrição salva.');
    expect(await (await page.request.get('/api/v1/me/report-subscriptions')).json()).toEqual({
      clientIds: [clientId],
    });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Relatório mensal por e-mail' })).toContainText(DEMO_RESORT);
    await expect(page.getByText('Nenhum relatório enviado ainda.')).toBeVisible();
  });

  test('an activity CSV with errors is refused whole, its errors listed by line, column and reason', async ({
    page,
  }) => {
    await openResort(page);
    const form = page.getByRole('region', { name: 'Ocupação do mês' });
    await form.getByLabel('Importar CSV de meses anteriores').setInputFiles({
      name: 'ocupacao.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Mês;Diárias ocupadas;Hóspedes;Refeições\n2024-01;10;20;30\n2024-02;10;vinte;30\n2024-13;1;2;3\n',
      ),
    });
    const errors = page.getByTestId('activity-import-errors');
    await expect(errors.getByRole('row')).toHaveCount(3);
    await expect(errors.getByRole('row').nth(1)).toHaveText(
      /3\s*Hóspedes\s*Informe um número inteiro de 0 a 10\.000\.000\./,
    );
    await expect(errors.getByRole('row').nth(2)).toHaveText(/4\s*Mês\s*Use o formato AAAA-MM\./);
  });
});
