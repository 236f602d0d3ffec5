import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientDetail } from '@ecopeso/shared/api';
import type { WeighingValues } from '../lib/validate-weighing';
import { weighingClient } from '../test/client-fixture';
import { WeighingForm } from './weighing-form';

// The device's queue (IndexedDB) and the sync engine are the edges of the form: the test watches what the form hands
// them. Everything on screen — tiles, the weight field, validation and its pt messages — is the real code.
const addPending = vi.fn(async () => 1);
const fixRejected = vi.fn(async () => undefined);
vi.mock('../lib/pending-queue', () => ({
  addPending: (...args: unknown[]) => addPending(...(args as [])),
  fixRejected: (...args: unknown[]) => fixRejected(...(args as [])),
}));
vi.mock('../lib/sync-service', () => ({ syncEngine: { sync: vi.fn(async () => undefined) } }));
vi.mock('@/lib/offline-db', () => ({ db: { name: 'test-db' } }));

const client = weighingClient({
  wasteTypes: ['reciclavel', 'rejeito'],
  subTypes: { reciclavel: ['paper', 'plastic'], organico: [] },
  areas: [
    { id: 'a-1', name: 'Cozinha' },
    { id: 'a-2', name: 'Bar' },
  ],
});

/** The one weighing the form handed the device's queue, for client c-1, once the save has gone through. */
async function expectQueued(values: WeighingValues) {
  await vi.waitFor(() => expect(addPending).toHaveBeenCalledTimes(1));
  expect(addPending).toHaveBeenCalledWith({ name: 'test-db' }, 'c-1', values, expect.any(Date));
}

/** Taps a waste type and an area and types the weight, as a cook does before saving. */
async function choose(
  user: ReturnType<typeof userEvent.setup>,
  { type, area, weight }: { type: string; area: string; weight: string },
) {
  await user.click(screen.getByRole('radio', { name: type }));
  await user.click(screen.getByRole('radio', { name: area }));
  await user.type(screen.getByRole('textbox', { name: /Peso \(kg\)/ }), weight);
}

function renderForm(shown: ClientDetail = client) {
  const onStatus = vi.fn();
  render(
    <WeighingForm client={shown} lang="pt" role="operacional" fixing={null} onFixDone={vi.fn()} onStatus={onStatus} />,
  );
  return { onStatus };
}

// Issue 26: a kitchen with a bucket whose tare is 1,2 kg since long ago, a stage's loss reason, one of its own, and
// two food items.
const BUCKET = 'b-1';
const kitchen: ClientDetail = {
  ...client,
  wasteTypes: ['organico', 'rejeito'],
  containers: [{ id: BUCKET, name: 'Balde 20 L', tares: [{ fromDay: '2020-01-01', tareKg: 1.2 }] }],
  lossReasons: [
    { id: 'r-1', kind: 'buffet_leftovers', name: null },
    { id: 'r-2', kind: null, name: 'Queimou' },
  ],
  foodItems: [
    { id: 'f-1', name: 'Arroz' },
    { id: 'f-2', name: 'Feijão' },
  ],
};

describe('WeighingForm', () => {
  beforeEach(() => {
    addPending.mockClear();
    fixRejected.mockClear();
    localStorage.clear();
  });

  it("offers the client's waste types and areas, and no other", () => {
    renderForm();
    const types = screen.getByRole('group', { name: /Tipo de resíduo/ });
    expect(
      within(types)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent?.trim()),
    ).toEqual(['Reciclável', 'Rejeito']);
    const areas = screen.getByRole('group', { name: /Área de lançamento/ });
    expect(within(areas).getByRole('radio', { name: 'Cozinha' })).toBeTruthy();
    expect(within(areas).getByRole('radio', { name: 'Bar' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Orgânico' })).toBeNull();
  });

  it('refuses a weight of 0 with the Portuguese message and stores nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await choose(user, { type: 'Rejeito', area: 'Cozinha', weight: '0' });
    await user.click(screen.getByRole('button', { name: 'Salvar pesagem' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Por favor, insira um peso válido. O peso deve ser maior que zero.',
    );
    expect(screen.getByRole('textbox', { name: /Peso \(kg\)/ }).getAttribute('aria-invalid')).toBe('true');
    expect(addPending).not.toHaveBeenCalled();
  });

  it('saves the chosen type, sub-type, area and the weight typed with a comma', async () => {
    const user = userEvent.setup();
    const { onStatus } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Reciclável' }));
    await user.click(
      within(screen.getByRole('group', { name: /Tipo de reciclável/ })).getByRole('radio', { name: 'Plástico' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Bar' }));
    await user.type(screen.getByRole('textbox', { name: /Peso \(kg\)/ }), '12,5');
    await user.click(screen.getByRole('button', { name: 'Salvar pesagem' }));
    await expectQueued({ wasteType: 'reciclavel', subType: 'plastic', areaId: 'a-2', weightKg: 12.5 });
    await vi.waitFor(() => expect(onStatus).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success' })));
  });

  it('in a container, takes the weight typed as the gross and saves the net with container, reason and item', async () => {
    const user = userEvent.setup();
    renderForm(kitchen);
    // Reason and item are asked of organic weighings only.
    await user.click(screen.getByRole('radio', { name: 'Rejeito' }));
    expect(screen.queryByRole('group', { name: /Motivo do descarte/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Orgânico' }));
    await user.click(screen.getByRole('radio', { name: 'Cozinha' }));
    await user.click(screen.getByRole('radio', { name: 'Balde 20 L · tara 1,2 kg' }));
    await user.type(screen.getByRole('textbox', { name: /Peso bruto \(kg\)/ }), '13,7');
    expect(screen.getByText('Líquido: 12,5 kg')).toBeTruthy();
    const reasons = screen.getByRole('group', { name: /Motivo do descarte/ });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent?.trim()),
    ).toEqual(['Não informar', 'Sobra de buffet', 'Queimou']);
    await user.click(within(reasons).getByRole('radio', { name: 'Sobra de buffet' }));
    await user.click(screen.getByRole('radio', { name: 'Feijão' }));
    await user.click(screen.getByRole('button', { name: 'Salvar pesagem' }));
    await expectQueued({
      wasteType: 'organico',
      subType: null,
      areaId: 'a-1',
      weightKg: 12.5,
      containerId: BUCKET,
      grossKg: 13.7,
      lossReasonId: 'r-1',
      foodItemId: 'f-2',
    });
  });

  it('refuses a gross at or below the tare with the net message, and saves an organic weighing in three taps', async () => {
    const user = userEvent.setup();
    renderForm(kitchen);
    await user.click(screen.getByRole('radio', { name: 'Orgânico' }));
    await user.click(screen.getByRole('radio', { name: 'Cozinha' }));
    await user.click(screen.getByRole('radio', { name: 'Balde 20 L · tara 1,2 kg' }));
    await user.type(screen.getByRole('textbox', { name: /Peso bruto/ }), '1,2');
    await user.click(screen.getByRole('button', { name: 'Salvar pesagem' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'O peso líquido deve ser maior que zero: o peso na balança precisa passar da tara do recipiente.',
    );
    expect(addPending).not.toHaveBeenCalled();
    // No container, no reason, no item: type, weight, save.
    await user.click(screen.getByRole('radio', { name: 'Sem recipiente' }));
    await user.clear(screen.getByRole('textbox', { name: /Peso \(kg\)/ }));
    await user.type(screen.getByRole('textbox', { name: /Peso \(kg\)/ }), '4');
    await user.click(screen.getByRole('button', { name: 'Salvar pesagem' }));
    await expectQueued({ wasteType: 'organico', subType: null, areaId: 'a-1', weightKg: 4 });
  });

  it('asks for the reason and the item where the client requires them, in Portuguese', async () => {
    const user = userEvent.setup();
    renderForm({ ...kitchen, containers: [], requireLossReason: true, requireFoodItem: true });
    await choose(user, { type: 'Orgânico', area: 'Cozinha', weight: '2' });
    await user.click(screen.getByRole('button', { name: 'Salvar pesagem' }));
    expect(screen.getByText('Por favor, escolha o motivo do descarte.')).toBeTruthy();
    expect(screen.getByText('Por favor, escolha o alimento.')).toBeTruthy();
    expect(addPending).not.toHaveBeenCalled();
  });

  it('asks whether "1.200" is 1 200 kg or 1,2 kg, and saves the answer picked', async () => {
    const user = userEvent.setup();
    renderForm();
    await choose(user, { type: 'Rejeito', area: 'Cozinha', weight: '1.200' });
    const weight = screen.getByRole('textbox', { name: /Peso \(kg\)/ });
    await user.click(screen.getByRole('button', { name: 'Salvar pesagem' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Você quis dizer 1\.200 kg ou 1,2 kg\?/);
    expect(addPending).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /1,2 kg$/ }));
    expect((weight as HTMLInputElement).value).toBe('1,2');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: /1\.200 kg$/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar pesagem' }));
    await expectQueued({ wasteType: 'rejeito', subType: null, areaId: 'a-1', weightKg: 1.2 });
  });

  it('takes the user to the first field in error, drops a message once its field changes, and starts over in the same area', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: 'Bar' }));
    await user.click(screen.getByRole('button', { name: 'Salvar pesagem' }));
    expect(screen.getByText('Por favor, selecione um tipo de resíduo.')).toBeTruthy();
    expect(screen.getByText('Por favor, insira um peso válido.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Reciclável' }));
    await user.click(screen.getByRole('radio', { name: 'Rejeito' }));
    expect(screen.queryByText('Por favor, selecione um tipo de resíduo.')).toBeNull();
    // The weight's message stays until the weight changes.
    expect(screen.getByText('Por favor, insira um peso válido.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Peso \(kg\)/ }), '3');
    expect(screen.queryByText('Por favor, insira um peso válido.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar pesagem' }));
    await expectQueued({ wasteType: 'rejeito', subType: null, areaId: 'a-2', weightKg: 3 });
    await vi.waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Rejeito' }) as HTMLInputElement).checked).toBe(false),
    );
    expect((screen.getByRole('textbox', { name: /Peso \(kg\)/ }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('radio', { name: 'Bar' }) as HTMLInputElement).checked).toBe(true);
  });

  it('stores a weighing once when save is tapped twice in a row', async () => {
    const user = userEvent.setup();
    renderForm();
    await choose(user, { type: 'Rejeito', area: 'Cozinha', weight: '2' });
    const save = screen.getByRole('button', { name: 'Salvar pesagem' });
    fireEvent.click(save);
    fireEvent.click(save);
    await expectQueued({ wasteType: 'rejeito', subType: null, areaId: 'a-1', weightKg: 2 });
    await vi.waitFor(() =>
      expect((screen.getByRole('textbox', { name: /Peso \(kg\)/ }) as HTMLInputElement).value).toBe(''),
    );
    expect(addPending).toHaveBeenCalledTimes(1);
  });

  it('reopens a refused record with what was chosen and weighed, asks for an area no longer offered, and saves the correction in its place', async () => {
    const user = userEvent.setup();
    const onFixDone = vi.fn();
    const refused = {
      id: 7,
      localId: 'l-7',
      clientId: 'c-1',
      areaId: 'a-gone',
      wasteType: 'organico' as const,
      subType: null,
      weightKg: 12.5,
      containerId: BUCKET,
      grossKg: 13.7,
      recordedAt: '2025-03-10T12:00:00.000Z',
      rejectionReason: 'area-invalid' as const,
    };
    render(
      <WeighingForm
        client={kitchen}
        lang="pt"
        role="operacional"
        fixing={refused}
        onFixDone={onFixDone}
        onStatus={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Corrigir registro recusado' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Orgânico' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Balde 20 L · tara 1,2 kg' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: /Peso bruto \(kg\)/ }) as HTMLInputElement).value).toBe('13,7');
    expect(screen.getByText('Líquido: 12,5 kg')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar correção' }));
    expect(screen.getByText('Por favor, selecione uma área de lançamento.')).toBeTruthy();
    expect(fixRejected).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Bar' }));
    await user.click(screen.getByRole('button', { name: 'Salvar correção' }));
    await vi.waitFor(() => expect(onFixDone).toHaveBeenCalledTimes(1));
    expect(fixRejected).toHaveBeenCalledWith({ name: 'test-db' }, 7, {
      wasteType: 'organico',
      subType: null,
      areaId: 'a-2',
      weightKg: 12.5,
      containerId: BUCKET,
      grossKg: 13.7,
    });
    expect(addPending).not.toHaveBeenCalled();
  });
});
