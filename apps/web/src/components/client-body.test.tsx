import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '@ecopeso/shared/api';
import { ChosenClientBody, ClientsBody } from './client-body';

const CLIENTS: ClientSummary[] = [
  { id: 'c-1', name: 'Hotel Maré Alta', active: true },
  { id: 'c-2', name: 'Pousada do Sol', active: true },
];

/** The user's clients as react-query reads them, answered by `answer` (the server of the test). */
const useClientList = (answer: () => Promise<ClientSummary[]>) =>
  useQuery({ queryKey: ['clients'], queryFn: answer, retry: false });

function ChosenPage({ answer, clientId }: { answer: () => Promise<ClientSummary[]>; clientId: string | null }) {
  const clients = useClientList(answer);
  return (
    <ChosenClientBody
      selected={{ clients, clientId }}
      loading="Carregando os documentos..."
      none="noneActive"
      choose="Selecione um cliente para ver os documentos."
    >
      {(id) => <p>Documentos de {id}</p>}
    </ChosenClientBody>
  );
}

function ListPage({ answer }: { answer: () => Promise<ClientSummary[]> }) {
  const clients = useClientList(answer);
  return (
    <ClientsBody clients={clients} loading="Carregando…" none="noneAvailable">
      {(shown) => <p>Somando {shown.map((c) => c.name).join(' e ')}</p>}
    </ClientsBody>
  );
}

const withQueries = (ui: React.ReactNode) => <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>;

// What a client page (circular economy, Documentação, MTR management, SIGOR panel, sustainability reports) shows
// before its body: the clients loading, failing, none, none chosen; then the body.
describe('ChosenClientBody', () => {
  it("says the page is loading, then asks for a client, then shows the chosen client's body", async () => {
    let answer!: (clients: ClientSummary[]) => void;
    const list = new Promise<ClientSummary[]>((resolve) => (answer = resolve));
    const { rerender } = render(withQueries(<ChosenPage answer={() => list} clientId={null} />));
    expect(screen.getByRole('status').textContent).toBe('Carregando os documentos...');

    answer(CLIENTS);
    expect(await screen.findByText('Selecione um cliente para ver os documentos.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();

    rerender(withQueries(<ChosenPage answer={() => list} clientId="c-2" />));
    expect(await screen.findByText('Documentos de c-2')).toBeTruthy();
    expect(screen.queryByText('Selecione um cliente para ver os documentos.')).toBeNull();
  });

  it('says there is no active client when the system has none', async () => {
    render(withQueries(<ChosenPage answer={() => Promise.resolve([])} clientId={null} />));
    expect(await screen.findByText('Nenhum cliente ativo cadastrado no sistema.')).toBeTruthy();
    expect(screen.queryByText('Selecione um cliente para ver os documentos.')).toBeNull();
  });

  it('says the list could not be loaded, and asks the server again on retry', async () => {
    const answer = vi
      .fn<() => Promise<ClientSummary[]>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValueOnce(CLIENTS);
    const user = userEvent.setup();
    render(withQueries(<ChosenPage answer={answer} clientId="c-1" />));
    expect((await screen.findByRole('alert')).textContent).toContain('Não foi possível carregar a lista de clientes.');
    expect(screen.queryByText('Nenhum cliente ativo cadastrado no sistema.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Documentos de c-1')).toBeTruthy();
    expect(answer).toHaveBeenCalledTimes(2);
  });
});

describe('ClientsBody', () => {
  it("shows the page's body over the user's clients, or says none is available", async () => {
    const { unmount } = render(withQueries(<ListPage answer={() => Promise.resolve(CLIENTS)} />));
    expect(await screen.findByText('Somando Hotel Maré Alta e Pousada do Sol')).toBeTruthy();
    unmount();

    render(withQueries(<ListPage answer={() => Promise.resolve([])} />));
    expect(await screen.findByText('Nenhum cliente disponível.')).toBeTruthy();
  });
});
