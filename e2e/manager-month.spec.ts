import type { Page } from '@playwright/test';
import { formatPerGuestKg } from '@ecopeso/shared/figures';
import { DEMO_RESORT, expect, test } from './support/fixtures';
import { expectNoSeriousViolation } from './support/a11y';

// The manager's month, continued (issues 13, 23): waste per guest after entering a month's occupancy, a reduction goal,
// the monthly report by e-mail, and an activity import whose errors come back line by line. Demo data, gerente.

async function openResort(page: Page): Promise<string> {
  await page.goto('/app/dashboard');
  await page.getByLabel('Cliente', { exact: true }).selectOption({ label: DEMO_RESORT });
  await expect(page).toHaveURL(/[?&]client=/);
  return new URL(page.url()).searchParams.get('client')!;
}

test.describe('the manager’s month: per guest, goal, monthly e-mail', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('gerente');
  });

  test('each card per guest divides by its own count and names it; a figure under 1 kg shows in grams; a goal shows its progress', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const clientId = await openResort(page);
    const form = page.getByRole('region', { name: 'Ocupação do mês' });
    // Two months back: the month before is dashboard-month.spec's, which may run beside this test.
    const monthField = form.getByLabel('Mês', { exact: true });
    const month = await monthField.locator('option').nth(2).getAttribute('value');
    const [year, mm] = month!.split('-').map(Number) as [number, number];
    const loaded = (await monthField.inputValue()).startsWith(String(year))
      ? Promise.resolve()
      : page.waitForResponse((r) => r.url().includes(`/activity?year=${year}`));
    await monthField.selectOption(month!);
    await loaded;
    // So many guest-nights that the month's weight per guest-night is a few grams: never "0 kg".
    await form.getByLabel('Pernoites').fill('5.000.000');
    await form.getByLabel('Hóspedes recebidos').fill('1000');
    await form.getByLabel('Refeições').fill('2000');
    await form.getByRole('button', { name: 'Salvar mês' }).click();
    await expect(page.getByTestId('activity-status')).toHaveText('Mês salvo.');

    const filter = `years=${year}&months=${mm - 1}`;
    await page.goto(`/app/dashboard?client=${clientId}&${filter}`);
    const answer = (await (await page.request.get(`/api/v1/clients/${clientId}/dashboard?${filter}`)).json()) as {
      perGuest: { kgPerGuestNight: number; kgPerGuest: number; gramsPerMeal: number; monthsKnown: number };
    };
    const { perGuest } = answer;
    expect(perGuest.monthsKnown).toBe(1);
    // Each over its own count: the month's weight is both 5 000 000 × per guest-night and 1 000 × per guest.
    expect(perGuest.kgPerGuestNight * 5_000_000).toBeCloseTo(perGuest.kgPerGuest * 1000, 6);
    const cards = [
      ['kgPerGuestNight', formatPerGuestKg(perGuest.kgPerGuestNight, 'pt'), 'Pernoites (hóspedes × noites)'],
      ['kgPerGuest', formatPerGuestKg(perGuest.kgPerGuest, 'pt'), 'Hóspedes recebidos (check-ins)'],
      ['gramsPerMeal', formatPerGuestKg(perGuest.gramsPerMeal / 1000, 'pt'), 'Refeições servidas (couverts)'],
    ] as const;
    for (const [metric, value, field] of cards) {
      const card = page.getByTestId(`per-guest-${metric}`);
      await expect(card.getByRole('definition').first()).toHaveText(value);
      await expect(card.getByTestId('per-guest-divisor')).toHaveText(`Peso ÷ ${field}`);
    }
    await expect(page.getByTestId('per-guest-kgPerGuestNight').getByRole('definition').first()).toHaveText(
      /^\d+,\d g$/,
    );
    await expect(
      page.getByRole('img', { name: /Resíduo por hóspede-noite, por hóspede e por refeição, mês a mês/ }),
    ).toBeVisible();

    const goal = page.getByRole('region', { name: 'Meta de redução por hóspede' });
    await goal.getByLabel('Resíduo', { exact: true }).selectOption({ label: 'Orgânico' });
    await goal.getByLabel('Medida').selectOption({ label: 'Por hóspede-noite' });
    await goal.getByLabel('Ano-base').selectOption(String(year - 1));
    await goal.getByLabel('Redução (%)').fill('20');
    await goal.getByRole('button', { name: 'Salvar meta' }).click();
    await expect(page.getByTestId('goal-status')).toHaveText('Meta salva.');
    await expect(page.getByTestId('goal-progress')).toContainText(
      `Orgânico, por hóspede-noite: −20% em relação a ${year - 1}`,
    );
    await expectNoSeriousViolation(page);
  });

  test('subscribing to the monthly management report of a client, and the list of reports sent', async ({ page }) => {
    // From no subscription, also when this test is retried on the same server.
    await page.goto('/app/dashboard');
    const reset = await page.request.put('/api/v1/me/report-subscriptions', {
      data: { clientIds: [] },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(reset.status()).toBe(200);
    // The charts above the panel arrive after the typing, as on a busy machine: the page moves under the open list,
    // which closes, and what was typed must stay (it was wiped, and the choice could not be made).
    await page.route(/\/api\/v1\/clients\/[^/]+\/dashboard\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
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
      buffer: Buffer.from('Mês;Pernoites;Hóspedes;Refeições\n2024-01;10;20;30\n2024-02;10;vinte;30\n2024-13;1;2;3\n'),
    });
    const errors = page.getByTestId('activity-import-errors');
    await expect(errors.getByRole('row')).toHaveCount(3);
    await expect(errors.getByRole('row').nth(1)).toHaveText(
      /3\s*Hóspedes recebidos \(check-ins\)\s*Informe um número inteiro de 0 a 10\.000\.000\./,
    );
    await expect(errors.getByRole('row').nth(2)).toHaveText(/4\s*Mês\s*Use o formato AAAA-MM\./);
  });
});
