import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Me } from '@ecopeso/shared/api';
import { STATION_IDLE_SECONDS, type CookTurn } from '@ecopeso/shared/station';
import { openEcopesoDb } from '@/lib/offline-db';
import { addPending } from '../lib/pending-queue';
import { currentCookTurn, setCookTurn } from './cook-turn-store';
import { StartStationButton, StationBar } from './station-bar';

// The station bar on the real API client; only the server's answers are the test's, as the server sends them.
const CLIENT = '5f7b7a0e-6f0e-4f57-9d3a-1c2b3c4d5e6f';
const station: Me = {
  id: 'g-1',
  email: 'gerente@example.com',
  name: 'Gerente',
  role: 'operacional',
  allowedClientIds: [CLIENT],
  station: { clientId: CLIENT },
};
const turn: CookTurn = {
  cook: { id: 'cook-1', name: 'Ana Cozinheira' },
  token: 'signed-turn',
  expiresAt: new Date(Date.now() + 12 * 3_600_000).toISOString(),
};
function renderBar(user: Me = station) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StationBar user={user} />
      <StartStationButton user={user} client={{ id: CLIENT, name: 'Hotel Atlântico' }} />
    </QueryClientProvider>,
  );
}

async function typePin(pad: HTMLElement, pin: string) {
  const user = userEvent.setup();
  for (const digit of pin) await user.click(within(pad).getByRole('button', { name: digit }));
  await user.click(within(pad).getByRole('button', { name: 'Entrar com este PIN' }));
}

describe('StationBar', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    act(() => setCookTurn(null));
  });

  it('shows only the PIN pad, which cannot be closed, until a cook switches in; a wrong PIN is said so', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        Response.json(
          {
            error: { code: 'invalid-argument', message: 'Wrong PIN.', reason: 'pin-wrong', params: { left: '4' } },
          },
          { status: 400 },
        ),
      )
      .mockResolvedValueOnce(Response.json(turn));
    renderBar();
    const pad = await screen.findByRole('dialog', { name: 'Trocar cozinheiro' });
    expect(within(pad).queryByRole('button', { name: 'Fechar' })).toBeNull();
    await typePin(pad, '9999');
    expect((await within(pad).findByRole('alert')).textContent).toBe(
      'PIN incorreto. Restam 4 tentativas antes de a estação ser bloqueada.',
    );
    await typePin(pad, '2580');
    expect(await screen.findByText('Cozinheiro: Ana Cozinheira')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [url, init] = fetch.mock.calls[1]!;
    expect(url).toBe('/api/v1/station/cook');
    expect(JSON.parse(String(init?.body))).toEqual({ pin: '2580' });
  });

  it("keeps the cook's turn with each weighing saved meanwhile, for the offline queue", async () => {
    const db = openEcopesoDb(`test-${crypto.randomUUID()}`);
    act(() => setCookTurn(turn));
    const values = { areaId: null, wasteType: 'rejeito', subType: null, weightKg: 2 } as const;
    expect((await addPending(db, CLIENT, values)).cookTurn).toBe('signed-turn');
    act(() => setCookTurn(null));
    expect((await addPending(db, CLIENT, values)).cookTurn).toBeUndefined();
  });

  it(`forgets the cook after ${STATION_IDLE_SECONDS} s without a touch, and the pad comes back`, async () => {
    vi.useFakeTimers();
    act(() => setCookTurn(turn));
    renderBar();
    expect(screen.getByText('Cozinheiro: Ana Cozinheira')).toBeTruthy();
    act(() => vi.advanceTimersByTime((STATION_IDLE_SECONDS - 1) * 1000));
    expect(currentCookTurn()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(currentCookTurn()).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Trocar cozinheiro' })).toBeTruthy();
  });

  it('offers a manager to turn the device into the station, and nobody else', () => {
    renderBar({ ...station, role: 'gerente', station: undefined });
    expect(screen.getByRole('button', { name: 'Usar como estação da cozinha' })).toBeTruthy();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <StartStationButton
          user={{ ...station, station: undefined }}
          client={{ id: CLIENT, name: 'Hotel Atlântico' }}
        />
      </QueryClientProvider>,
    );
    expect(screen.getAllByRole('button', { name: 'Usar como estação da cozinha' })).toHaveLength(1);
  });
});
