import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ClientRow } from '@ecopeso/shared/dashboard';
import { formatBrl, formatGoalPct, formatKg, formatPct } from '@ecopeso/shared/figures';
import { formatPerGuest } from '@ecopeso/shared/per-guest';
import { ClientTable } from './client-table';

const row = (over: Partial<ClientRow>): ClientRow => ({
  clientId: 'c-1',
  name: 'Hotel',
  totalKg: 0,
  kgPerDay: null,
  diversionPct: null,
  goalPct: 0.5,
  co2eAvoidedKg: 0,
  costBrl: null,
  kgPerGuestNight: null,
  kgPerGuest: null,
  gramsPerMeal: null,
  ...over,
});

const ROWS = [
  row({ clientId: 'c-1', name: 'Pousada do Sol', totalKg: 120.5, co2eAvoidedKg: 40 }),
  row({
    clientId: 'c-2',
    name: 'Hotel Maré Alta',
    totalKg: 980,
    kgPerDay: 32.7,
    diversionPct: 0.62,
    co2eAvoidedKg: 410.2,
    costBrl: 1530.4,
    kgPerGuestNight: 0.41,
    kgPerGuest: 1.2,
    gramsPerMeal: 180,
  }),
];

const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((c) => c.textContent);

// The dashboard's clients side by side (a chain's view): each figure in its column, sortable by its header.
describe('ClientTable', () => {
  it('puts each figure of a client under its heading, heaviest first, a dash or "sem preço" where one is unknown', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ClientTable
          rows={ROWS}
          lang="pt"
          filter={{ selectedYears: [2026], selectedMonths: [], selectedAreas: [], activePeriod: null }}
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Comparação entre clientes' });
    const [head, ...body] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      expect.stringContaining('Cliente'),
      expect.stringContaining('Total'),
      expect.stringContaining('kg por dia'),
      expect.stringContaining('Desvio do aterro'),
      expect.stringContaining('CO₂e evitado'),
      expect.stringContaining('Custo estimado'),
      expect.stringContaining('Por hóspede-noite'),
      expect.stringContaining('Por hóspede'),
      expect.stringContaining('Por refeição'),
    ]);
    expect(body.map(cells)).toEqual([
      [
        'Hotel Maré Alta',
        formatKg(980, 'pt'),
        formatKg(32.7, 'pt'),
        `${formatPct(0.62, 'pt')} (meta ${formatGoalPct(0.5, 'pt')})`,
        formatKg(410.2, 'pt'),
        formatBrl(1530.4, 'pt'),
        formatPerGuest('kgPerGuestNight', 0.41, 'pt'),
        formatPerGuest('kgPerGuest', 1.2, 'pt'),
        formatPerGuest('gramsPerMeal', 180, 'pt'),
      ],
      [
        'Pousada do Sol',
        formatKg(120.5, 'pt'),
        '—',
        '—',
        formatKg(40, 'pt'),
        'sem preço',
        formatPerGuest('kgPerGuestNight', null, 'pt'),
        formatPerGuest('kgPerGuest', null, 'pt'),
        formatPerGuest('gramsPerMeal', null, 'pt'),
      ],
    ]);
    expect(
      within(body[0]!)
        .getAllByRole('cell')
        .map((c) => c.classList.contains('text-right')),
    ).toEqual([false, ...Array(8).fill(true)]);

    // Sorted by the total, heaviest first; its header again turns the order, by the column's own figure.
    await user.click(within(head!).getByRole('button', { name: /Total/ }));
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tr) => cells(tr)[0]),
    ).toEqual(['Pousada do Sol', 'Hotel Maré Alta']);
  });
});
