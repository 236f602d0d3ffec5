import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ContractInput } from '@ecopeso/shared/contracts';
import { contract } from '@/test/contract-fixture';
import { useContracts } from '@/lib/contracts-api';
import { useSaveContract } from './admin-clients';

const CONTRACT = contract();
const ENDED = contract({ validTo: '2026-06-30', version: 2 });
const INPUT: ContractInput = {
  carrierId: CONTRACT.carrier.id,
  receiverId: CONTRACT.receiver.id,
  wasteType: 'organico',
  destination: 'composting',
  validFrom: '2026-01-01',
  validTo: '2026-06-30',
};

/** Another screen's list of the client's contracts (the MTR pages read it through useContracts). */
function ContractList() {
  const contracts = useContracts('c-1');
  return (
    <ul>
      {(contracts.data ?? []).map((c) => (
        <li key={c.id}>{`${c.receiver.name} até ${c.validTo ?? 'sem fim'}`}</li>
      ))}
    </ul>
  );
}

function EndContract() {
  const save = useSaveContract();
  return (
    <button onClick={() => save.mutate({ clientId: 'c-1', contractId: CONTRACT.id, version: 1, input: INPUT })}>
      Encerrar
    </button>
  );
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

// A contract changed in /app/admin/clientes reaches every screen reading the client's contracts.
describe('useSaveContract', () => {
  afterEach(() => vi.restoreAllMocks());

  it("refreshes every reader of the client's contracts once saved", async () => {
    let saved = false;
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      if (init?.method === 'PATCH') {
        saved = true;
        return Promise.resolve(json(ENDED));
      }
      expect(String(url)).toContain('/api/v1/clients/c-1/contracts');
      return Promise.resolve(json([saved ? ENDED : CONTRACT]));
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })}>
        <ContractList />
        <EndContract />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Compostagem Sul até sem fim')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Encerrar' }));
    expect(await screen.findByText('Compostagem Sul até 2026-06-30')).toBeTruthy();
    expect(String(fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')![0])).toContain(
      `/api/v1/clients/c-1/contracts/${CONTRACT.id}`,
    );
  });
});
