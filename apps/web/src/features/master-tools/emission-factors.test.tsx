import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { EmissionFactors } from '@ecopeso/shared/master-tools';
import { EmissionFactorsTool } from './emission-factors';
import { messageOf } from '@/test/field-message';

const FACTORS: EmissionFactors = {
  years: [2025, 2024],
  year: 2025,
  factors: [
    {
      id: '6f1c1d9e-4a43-4d0e-9a57-0f8d1a2b3c4d',
      year: 2025,
      wasteType: 'organico',
      subType: null,
      destination: 'composting',
      kgCo2ePerKg: -0.2,
      source: 'Inventário 2025',
      version: 3,
      updatedAt: '2026-01-10T12:00:00.000Z',
    },
  ],
};

/** The real API client; the server's answers are the test's: the factors for any GET, the written row otherwise. */
function answerNetwork() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    if (!init?.method || init.method === 'GET') return Response.json(FACTORS);
    if (String(_input).endsWith('/years')) return Response.json(FACTORS, { status: 201 });
    return Response.json(FACTORS.factors[0], { status: init.method === 'POST' ? 201 : 200 });
  });
}

const writes = (fetch: ReturnType<typeof answerNetwork>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([path, init]) => ({ path: String(path), method: init!.method, body: JSON.parse(String(init!.body)) }));

async function renderTool() {
  render(
    <MemoryRouter initialEntries={['/app/admin/master-tools']}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <EmissionFactorsTool />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  await screen.findByRole('table', { name: 'Fatores de emissão de 2025' });
}

const form = (title: string) => screen.getByRole('heading', { name: title }).parentElement!;

describe('EmissionFactorsTool', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says a year out of bounds or one that has factors under the field, and sends neither', async () => {
    const fetch = answerNetwork();
    const user = userEvent.setup();
    await renderTool();
    const year = screen.getByRole('textbox', { name: /^Novo ano/ });
    const add = screen.getByRole('button', { name: 'Adicionar ano' });

    await user.clear(year);
    await user.type(year, '1899');
    await user.click(add);
    expect((year as HTMLInputElement).value).toBe('1899');
    expect(messageOf(year)?.textContent).toBe('Escolha um ano entre 2000 e 2100.');

    await user.clear(year);
    await user.type(year, '2025');
    await user.click(add);
    expect(messageOf(year)?.textContent).toBe(
      '2025 já tem fatores de emissão: escolha 2025 em “Ano” para vê-los e editá-los.',
    );
    expect(writes(fetch)).toEqual([]);
  });

  it('opens the next year as a copy of the newest, or empty', async () => {
    const fetch = answerNetwork();
    const user = userEvent.setup();
    await renderTool();
    expect((screen.getByRole('textbox', { name: /^Novo ano/ }) as HTMLInputElement).value).toBe('2026');
    await user.click(screen.getByRole('button', { name: 'Adicionar ano' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Começar de' }), 'vazio');
    await user.click(screen.getByRole('button', { name: 'Adicionar ano' }));
    expect(writes(fetch)).toEqual([
      { path: '/api/v1/master-tools/emission-factors/years', method: 'POST', body: { year: 2026, copyFrom: 2025 } },
      { path: '/api/v1/master-tools/emission-factors/years', method: 'POST', body: { year: 2026 } },
    ]);
  });

  it('adds a factor only with a value and a source, and sends the year shown and "any sub-type" as null', async () => {
    const fetch = answerNetwork();
    const user = userEvent.setup();
    await renderTool();
    const adding = within(form('Adicionar um fator a 2025'));
    await user.click(adding.getByRole('button', { name: 'Adicionar fator' }));
    const value = adding.getByRole('textbox', { name: /^kg CO₂e por kg/ });
    const source = adding.getByRole('textbox', { name: /^Fonte/ });
    expect(messageOf(value)?.textContent).toBe('Informe um número válido.');
    expect(messageOf(source)?.textContent).toBe('Preencha este campo.');
    expect(writes(fetch)).toEqual([]);

    await user.selectOptions(adding.getByRole('combobox', { name: 'Tipo' }), 'reciclavel');
    const subType = adding.getByRole('combobox', { name: 'Subtipo' });
    await user.selectOptions(subType, 'paper');
    await user.selectOptions(subType, 'Qualquer subtipo');
    await user.selectOptions(adding.getByRole('combobox', { name: 'Destino' }), 'recycling');
    await user.type(value, '-1,25');
    await user.type(source, '  EPA WARM v16  ');
    await user.click(adding.getByRole('button', { name: 'Adicionar fator' }));
    expect(writes(fetch)).toEqual([
      {
        path: '/api/v1/master-tools/emission-factors',
        method: 'POST',
        body: {
          year: 2025,
          wasteType: 'reciclavel',
          subType: null,
          destination: 'recycling',
          kgCo2ePerKg: -1.25,
          source: 'EPA WARM v16',
        },
      },
    ]);
  });

  it('edits a factor in its row, sent with the version it started from', async () => {
    const fetch = answerNetwork();
    const user = userEvent.setup();
    await renderTool();
    await user.click(screen.getByRole('button', { name: 'Editar Orgânico · Sem subtipo · Compostagem' }));
    const row = screen.getByRole('row', { name: /Orgânico · Sem subtipo · Compostagem/ });
    const source = within(row).getByRole('textbox', { name: /^Fonte/ });
    await user.clear(source);
    await user.click(within(row).getByRole('button', { name: 'Salvar' }));
    expect(messageOf(source)?.textContent).toBe('Preencha este campo.');
    expect(writes(fetch)).toEqual([]);

    await user.type(source, 'Inventário 2026');
    const value = within(row).getByRole('textbox', { name: /^kg CO₂e por kg/ });
    await user.clear(value);
    await user.type(value, '-1,5');
    await user.click(within(row).getByRole('button', { name: 'Salvar' }));
    expect(writes(fetch)).toEqual([
      {
        path: '/api/v1/master-tools/emission-factors/6f1c1d9e-4a43-4d0e-9a57-0f8d1a2b3c4d',
        method: 'PATCH',
        body: { kgCo2ePerKg: -1.5, source: 'Inventário 2026', version: 3 },
      },
    ]);
  });
});
