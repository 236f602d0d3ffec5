import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mtrSchema } from '@ecopeso/shared/mtr';
import { ToastProvider } from '@/components/ui/toast';
import { MtrDetail } from './mtr-detail';

const party = (id: string, name: string) => ({ id, name, cnpj: '12.345.678/0001-90', unitCode: null });
// An issued MTR as the API sends it (parsed by the shared schema, so a fixture that drifts from the API fails here).
const issued = mtrSchema.parse({
  id: 'm-1',
  clientId: 'c-1',
  contractId: 'k-1',
  wasteType: 'organico',
  subType: null,
  carrier: party('p-1', 'Transportes Verdes'),
  receiver: party('p-2', 'Compostagem Sul'),
  system: 'SIGOR',
  environment: 'simulator',
  status: 'issued',
  number: '240001234',
  cdfNumber: null,
  shipmentDate: '2026-11-20',
  driverName: 'João',
  vehiclePlate: 'ABC1D23',
  notes: '',
  responsibleName: 'Ana',
  items: [],
  weighedKg: 120.5,
  declaredKg: 120.5,
  weighedFrom: null,
  weighedUntil: '2026-11-20',
  issuePending: false,
  issue: null,
  reference: 'ECO-1',
  test: false,
  actions: ['refresh', 'cancel'],
  lastError: null,
  issuedAt: '2026-11-20T12:00:00.000Z',
  receivedAt: null,
  cdfIssuedAt: null,
  cancelledAt: null,
  cancelJustification: null,
  statusCheckedAt: null,
  systemSituation: null,
  hasPdf: true,
  hasCdfPdf: false,
  version: 3,
  createdAt: '2026-11-20T11:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The real API client and queries; the server's answers are the test's: the MTR, no exchanges, a cancel accepted.
function serve() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    if (path.endsWith('/exchanges')) return json({ items: [] });
    if (path.endsWith('/cancel') && init?.method === 'POST')
      return json({ ...issued, status: 'cancelled', actions: [], version: 4 });
    return json(issued);
  });
}

function renderDetail() {
  render(
    <MemoryRouter initialEntries={['/app/admin/gestao-mtr']}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider>
          <MtrDetail clientId="c-1" mtrId="m-1" onClose={vi.fn()} />
        </ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('MtrDetail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the issued MTR: its number, status word, shipment day and no CDF yet', async () => {
    serve();
    renderDetail();
    const detail = await screen.findByRole('article', { name: 'MTR 240001234' });
    expect(within(detail).getByText('Emitido')).toBeTruthy();
    expect(within(detail).getByTestId('cdf-number').textContent).toBe('Ainda não emitido pelo destinador');
    expect(within(detail).getByText('20/11/2026')).toBeTruthy();
    expect(within(detail).getByRole('button', { name: 'Atualizar situação' })).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: 'Descartar rascunho' })).toBeNull();
  });

  it('cancels only with a justification, and sends it with the version', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancelar MTR' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar o MTR 240001234?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar MTR' }));
    expect(await screen.findByText(/^Escreva uma justificativa de pelo menos/)).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Justificativa/ }),
      'Coleta não realizada pelo transportador.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar MTR' }));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [path, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(String(path)).toMatch(/\/mtrs\/m-1\/cancel$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      version: 3,
      justification: 'Coleta não realizada pelo transportador.',
    });
  });
});
