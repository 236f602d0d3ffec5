import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ChartCard } from './chart-card';

// Every dashboard chart is drawn in one frame: a heading, the summary as the drawing's name, the figures as a table.
describe('ChartCard', () => {
  it('names the drawing by its summary and gives the same figures as a table captioned by the title', () => {
    render(
      <ChartCard
        title="Composição por tipo"
        summary="Composição por tipo. Orgânico: 12 kg"
        tableHead={['Tipo', 'Peso']}
        tableRows={[
          ['Orgânico', '12 kg'],
          ['Rejeito', '3 kg'],
        ]}
      >
        <svg />
      </ChartCard>,
    );
    const card = screen.getByRole('region', { name: 'Composição por tipo' });
    expect(within(card).getByRole('img', { name: 'Composição por tipo. Orgânico: 12 kg' })).toBeTruthy();
    expect(within(card).getByText('Mostrar tabela de dados')).toBeTruthy();
    const table = within(card).getByRole('table', { name: 'Composição por tipo' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['TipoPeso', 'Orgânico12 kg', 'Rejeito3 kg']);
  });

  it('says why there is nothing to draw instead of the chart and its table', () => {
    render(
      <ChartCard
        title="Composição por tipo"
        summary=""
        empty="Sem dados no período."
        tableHead={['Tipo']}
        tableRows={[]}
      >
        <svg />
      </ChartCard>,
    );
    expect(screen.getByText('Sem dados no período.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
