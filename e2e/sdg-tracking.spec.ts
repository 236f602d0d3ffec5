import type { Page } from '@playwright/test';
import { formatPerGuestKg } from '@ecopeso/shared/figures';
import { DEMO_RESORT, expect, test } from './support/fixtures';

// SDG 12.3 and the chain's hotels compared (issue 27 items 4 and 5), as a gerente of the demo chain: occupancy
// entered for a month of this year and one of last year, the target set in the form, and the card's figure checked
// against what a person would work out from the dashboard — the month's organic weight ÷ the guest-nights entered.

type Answer = { byType: { wasteType: string; kg: number }[] };

const monthsBack = (n: number) => {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() };
};
const iso = (m: { year: number; month: number }) => `${m.year}-${String(m.month + 1).padStart(2, '0')}`;

async function enterOccupancy(page: Page, clientId: string, month: string, guestNights: number) {
  const res = await page.request.put(`/api/v1/clients/${clientId}/activity/${month}`, {
    data: { guestNights, guests: guestNights / 2, meals: 0 },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function foodKg(page: Page, clientId: string, m: { year: number; month: number }): Promise<number> {
  const res = await page.request.get(`/api/v1/clients/${clientId}/dashboard?years=${m.year}&months=${m.month}`);
  const answer = (await res.json()) as Answer;
  return answer.byType.find((t) => t.wasteType === 'organico')?.kg ?? 0;
}

test.describe('SDG 12.3 on the dashboard, and the hotels compared', () => {
  // The second test sets the chain's target over the resort's own, which the first one reads: one after the other.
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(async ({ signIn }) => {
    await signIn('gerente');
  });

  test('the card shows food waste per guest-night as a person computes it, and says when no guest-nights were recorded', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/app/dashboard');
    await page.getByLabel('Cliente', { exact: true }).selectOption({ label: DEMO_RESORT });
    await expect(page).toHaveURL(/[?&]client=/);
    const clientId = new URL(page.url()).searchParams.get('client')!;
    // Three months back (other scenarios enter the last two months' occupancy); the baseline is December of the
    // year before, within the demo's 14 months of weighings.
    const current = monthsBack(3);
    const baseline = { year: current.year - 1, month: 11 };
    await enterOccupancy(page, clientId, iso(current), 4000);
    await enterOccupancy(page, clientId, iso(baseline), 2500);

    const filter = `years=${current.year}&months=${current.month}`;
    await page.goto(`/app/dashboard?client=${clientId}&${filter}`);
    const form = page.getByRole('region', { name: 'Meta ODS 12.3 (desperdício de alimentos)' });
    await form.getByLabel('Ano-base').fill(String(baseline.year));
    await form.getByLabel('Ano-alvo').fill('2030');
    await form.getByLabel('Redução (%)').fill('50');
    await form.getByRole('button', { name: 'Salvar meta ODS 12.3' }).click();
    await expect(page.getByTestId('sdg-status')).toHaveText('Meta ODS 12.3 salva.');

    const now = await foodKg(page, clientId, current);
    const then = await foodKg(page, clientId, baseline);
    expect(now).toBeGreaterThan(0);
    const card = page.getByTestId('sdg-card');
    await expect(card).toContainText(`Meta: −50% até 2030 em relação a ${baseline.year}`);
    await expect(card.getByTestId('sdg-current')).toHaveText(formatPerGuestKg(now / 4000, 'pt'));
    await expect(card).toContainText('÷ 4.000 pernoites');
    await expect(card.getByTestId('sdg-path')).toContainText(
      `Ano-base ${baseline.year}: ${formatPerGuestKg(then / 2500, 'pt')}`,
    );
    await expect(card.getByTestId('sdg-path')).toContainText(`meta 2030: ${formatPerGuestKg(then / 2500 / 2, 'pt')}`);

    // A month whose occupancy nobody entered: no figure, and the card says why.
    const empty = monthsBack(4);
    await page.goto(`/app/dashboard?client=${clientId}&years=${empty.year}&months=${empty.month}`);
    await expect(page.getByTestId('sdg-gap')).toHaveText(
      'Nenhum pernoite registrado no período: informe a ocupação do mês (abaixo) para acompanhar o ODS 12.3.',
    );
  });

  test('with every hotel selected, the hotels are ranked and the first one’s heaviest categories shown', async ({
    page,
  }) => {
    await page.goto('/app/dashboard');
    await page.getByLabel('Cliente', { exact: true }).selectOption({ label: 'Todos os meus clientes' });
    const section = page.getByRole('region', { name: 'Comparação entre hotéis' });
    const card = section.getByTestId('benchmarks');
    await card.getByLabel('Classificar por').selectOption({ label: 'Desvio do aterro' });
    const rows = card.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByRole('cell').first()).toHaveText('1');
    await expect(card.getByTestId('benchmarks-best')).toContainText('o primeiro nesta medida');
    // Its loss reasons, or the sentence that none was named: other specs (the kitchen's) may have named one by now.
    await expect(
      card.getByText(
        /^(Nenhuma pesagem deste hotel no período diz o motivo da perda\.|Os principais motivos de perda)/,
      ),
    ).toBeVisible();

    // One target for the chain: each hotel gets it, and the card shows the chain's figure against it.
    const form = page.getByRole('region', { name: 'Meta ODS 12.3 (desperdício de alimentos)' });
    await form.getByLabel('Ano-base').fill(String(new Date().getUTCFullYear() - 1));
    await form.getByLabel('Redução (%)').fill('40');
    await form.getByRole('button', { name: 'Salvar meta ODS 12.3' }).click();
    await expect(page.getByTestId('sdg-status')).toHaveText('Meta ODS 12.3 salva.');
    await expect(page.getByTestId('sdg-card')).toContainText(
      `Meta: −40% até 2030 em relação a ${new Date().getUTCFullYear() - 1}`,
    );
  });
});
