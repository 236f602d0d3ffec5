import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dayInZone, DEFAULT_TIMEZONE } from '@ecopeso/shared/dates';
import { renderInApp } from '@/test/render-in-app';
import { contract } from '@/test/contract-fixture';
import { draftMtr, issuedMtr, mtrItem, mtrProposal } from '../test/mtr-fixtures';
import { DraftEditor } from './draft-editor';
import { NewCollection } from './new-collection';
import { errorUnder } from '@/test/field-message';

// A draft's one form, as "Nova coleta" and a draft's detail draw it (the page's language is pt,
// setup-components.ts); the server is the test's: it answers the proposal and accepts every write.

const CREATED = draftMtr({ id: 'm-9', version: 1 });
const ISSUED = issuedMtr({ id: 'm-9', number: '240009999', version: 2 });

function openCollection() {
  const onDone = vi.fn();
  const app = renderInApp(<NewCollection clientId="c-1" contract={contract()} onDone={onDone} />, (path, init) => {
    if (path.endsWith('/proposal')) return mtrProposal();
    if (path.endsWith('/issue')) return ISSUED;
    return init?.method === 'PATCH' ? { ...CREATED, version: 2 } : CREATED;
  });
  return { ...app, onDone };
}

/** The form's controls as a person finds them: the table's (the phone's cards draw them again, hidden). */
async function collectionForm() {
  const form = await screen.findByRole('form', { name: /^Nova coleta — Orgânico — Compostagem Sul/ });
  const [table] = within(form).getAllByRole('table');
  return {
    form,
    quantity: (code: string) => within(table!).getByRole('textbox', { name: `Quantidade no MTR (kg) de ${code}` }),
    count: within(table!).getByRole('textbox', { name: /^Quantas unidades de 200121\(\*\)/ }),
    driver: within(form).getByRole('textbox', { name: 'Motorista' }),
    plate: within(form).getByRole('textbox', { name: /^Placa/ }),
    save: within(form).getByRole('button', { name: 'Salvar rascunho' }),
    issue: within(form).getByRole('button', { name: 'Emitir MTR' }),
  };
}

/** The body a new draft sends: the proposal's window and the lines as typed, the count for the lamps. */
const newDraftBody = (changes: object, lamps: number | null = null) => ({
  contractId: contract().id,
  shipmentDate: dayInZone(DEFAULT_TIMEZONE),
  driverName: '',
  vehiclePlate: '',
  notes: '',
  items: [
    { ibamaCode: '200108', quantityKg: 120.5, weighedKg: 120.5, count: null },
    { ibamaCode: '200121(*)', quantityKg: 3.1, weighedKg: 3.1, count: lamps },
  ],
  weighedFrom: null,
  weighedUntil: '2026-11-20T12:00:00.000Z',
  ...changes,
});

describe('NewCollection', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['half a lamp', 'count', '2,5', 'Informe a contagem como número inteiro maior que zero.'],
    ['a quantity that is no number', 'quantity', 'muito', 'Informe uma quantidade maior que zero.'],
    ['no quantity', 'quantity', '0', 'Informe uma quantidade maior que zero.'],
    ['a plate of no known pattern', 'plate', 'AB-12', 'Informe a placa como ABC1234 ou ABC1D23.'],
  ] as const)('refuses %s under its field, and sends nothing', async (_, field, typed, message) => {
    const user = userEvent.setup();
    const { sent } = openCollection();
    const form = await collectionForm();
    const control = field === 'quantity' ? form.quantity('200108') : form[field];
    await user.clear(control);
    await user.type(control, typed);
    await user.click(form.save);
    await vi.waitFor(() => expect(control.getAttribute('aria-invalid')).toBe('true'));
    expect(errorUnder(control)).toBe(message);
    expect(within(form.form).queryByRole('alert')).toBeNull();
    expect(sent('POST')).toEqual([]);
  });

  it('saves exactly the API’s body: the proposal’s window, the kilos typed the pt way, the lamps counted', async () => {
    const user = userEvent.setup();
    const { sent } = openCollection();
    const form = await collectionForm();
    await user.clear(form.quantity('200108'));
    await user.type(form.quantity('200108'), '118,4');
    await user.type(form.count, '14');
    await user.type(form.plate, 'abc-1d23');
    await user.click(form.save);
    expect(await screen.findByText('Rascunho salvo.')).toBeTruthy();
    const body = newDraftBody({ vehiclePlate: 'ABC1D23' }, 14);
    body.items[0]!.quantityKg = 118.4;
    expect(sent('POST')).toEqual([['/api/v1/clients/c-1/mtrs', body]]);

    // Saved again: the draft it became is updated, from the version it answered.
    await user.click(form.save);
    await vi.waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    const { contractId: _contractId, ...fields } = body;
    expect(sent('PATCH')).toEqual([['/api/v1/clients/c-1/mtrs/m-9', { ...fields, version: 1 }]]);
  });

  it('asks before keeping a quantity far from the weighed kilos: "1.200" is 1 200 kg in pt', async () => {
    const user = userEvent.setup();
    const { sent } = openCollection();
    const form = await collectionForm();
    await user.clear(form.quantity('200108'));
    await user.type(form.quantity('200108'), '1.200');
    await user.click(form.save);
    const dialog = await screen.findByRole('alertdialog', { name: 'Quantidade longe da pesada' });
    expect(within(dialog).getByTestId('far-quantity').textContent).toBe('200108: 1.200 kg no MTR, 120,5 kg pesados.');
    await user.click(within(dialog).getByRole('button', { name: 'Corrigir' }));
    expect(sent('POST')).toEqual([]);

    await user.click(form.save);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Quantidade longe da pesada' })).getByRole('button', {
        name: 'Manter assim',
      }),
    );
    await vi.waitFor(() => expect(sent('POST')).toHaveLength(1));
    const body = newDraftBody({});
    body.items[0]!.quantityKg = 1200;
    expect(sent('POST')).toEqual([['/api/v1/clients/c-1/mtrs', body]]);
  });

  it('opens on the proposal as it stands now, never on one kept from an earlier opening', async () => {
    let proposal = mtrProposal({ items: [], totalKg: 0 });
    const collection = <NewCollection clientId="c-1" contract={contract()} onDone={vi.fn()} />;
    const app = renderInApp(collection, () => proposal);
    expect(await screen.findByText('Nada pesado para este contrato desde o último MTR.')).toBeTruthy();
    app.rerender(<></>);
    // Weighed since (or an MTR cancelled): opened again, the form shows the kilos the server now proposes.
    proposal = mtrProposal();
    app.rerender(collection);
    expect(((await collectionForm()).quantity('200108') as HTMLInputElement).value).toBe('120,5');
    expect(screen.queryByText('Nada pesado para este contrato desde o último MTR.')).toBeNull();
  });

  it('issues only with a driver and a plate: saved, then issued, then closed', async () => {
    const user = userEvent.setup();
    const { sent, onDone } = openCollection();
    const form = await collectionForm();
    await user.click(form.issue);
    expect((await within(form.form).findByRole('alert')).textContent).toBe(
      'Informe motorista e placa para emitir o MTR.',
    );
    expect(sent('POST')).toEqual([]);

    await user.type(form.driver, ' Rita Condutora ');
    await user.type(form.plate, 'PEX2E45');
    await user.click(form.issue);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(ISSUED));
    expect(sent('POST')).toEqual([
      ['/api/v1/clients/c-1/mtrs', newDraftBody({ driverName: 'Rita Condutora', vehiclePlate: 'PEX2E45' })],
      ['/api/v1/clients/c-1/mtrs/m-9/issue', {}],
    ]);
    expect(await screen.findByText('MTR 240009999 emitido.')).toBeTruthy();
  });
});

describe('DraftEditor', () => {
  afterEach(() => vi.restoreAllMocks());

  const draft = draftMtr({ items: [mtrItem({ quantityKg: 120.5, weighedKg: 121.2 })], notes: 'Portão 2' });

  function openEditor() {
    const app = renderInApp(<DraftEditor clientId="c-1" mtr={draft} />, () => ({ ...draft, version: 4 }));
    const table = screen.getAllByRole('table')[0]!;
    return {
      ...app,
      quantity: within(table).getByRole('textbox', { name: 'Quantidade no MTR (kg) de 200108' }),
      date: screen.getByLabelText(/^Data da expedição/),
      driver: screen.getByRole('textbox', { name: 'Motorista' }),
      save: screen.getByRole('button', { name: 'Salvar rascunho' }),
    };
  }

  it('starts from the saved draft, in the page’s way of writing numbers', () => {
    const { quantity, driver, date } = openEditor();
    expect((quantity as HTMLInputElement).value).toBe('120,5');
    expect((date as HTMLInputElement).value).toBe('2026-11-20');
    expect((driver as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Observações' }) as HTMLInputElement).value).toBe('Portão 2');
  });

  it('refuses a driver’s name past its length under the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { driver, save, sent } = openEditor();
    await user.click(driver);
    await user.paste('Rita '.repeat(30));
    await user.click(save);
    await vi.waitFor(() => expect(driver.getAttribute('aria-invalid')).toBe('true'));
    expect(errorUnder(driver)).toBe('Confira o nome do motorista.');
    expect(sent('PATCH')).toEqual([]);
  });

  it('says so above the buttons when a refusal has no field of its own (the weighed window), and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = renderInApp(
      <DraftEditor clientId="c-1" mtr={{ ...draft, weighedUntil: '20/11/2026' }} />,
      () => draft,
    );
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Confira os campos do formulário.')).toBeTruthy();
    expect(sent('PATCH')).toEqual([]);
  });

  it('saves exactly the API’s body from the version read, asking nothing of a quantity left as it was', async () => {
    const user = userEvent.setup();
    const { driver, save, sent } = openEditor();
    await user.type(driver, 'João Batista');
    await user.click(save);
    expect(await screen.findByText('Rascunho salvo.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent('PATCH')).toEqual([
      [
        '/api/v1/clients/c-1/mtrs/m-1',
        {
          version: 3,
          shipmentDate: '2026-11-20',
          driverName: 'João Batista',
          vehiclePlate: '',
          notes: 'Portão 2',
          items: [{ ibamaCode: '200108', quantityKg: 120.5, weighedKg: 121.2, count: null }],
          weighedFrom: '2026-10-31T12:00:00.000Z',
          weighedUntil: '2026-11-20T12:00:00.000Z',
        },
      ],
    ]);
  });
});
