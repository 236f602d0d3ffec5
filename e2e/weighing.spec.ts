import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, OPERACIONAL_NAME, test } from './support/fixtures';
import {
  expectSyncedRow,
  listedPt,
  openEntry,
  openEntryAsOperacional,
  pendingCount,
  queuedRows,
  radio,
  recordRow,
  recordsPanel,
  saveButton,
  tile,
  typedPt,
  uniqueKg,
  watchPosts,
  weigh,
  weightField,
  WEIGHING_PT,
  type ServerRecord,
} from './support/weighing';

// The weighing entry page (spec §2, §5, §8; PRODUCT.md §1, §4) against the built product. Demo data
// (apps/server/src/seed/demo-data.ts): the operacional sees one client, the resort, whose limits are the defaults
// (rejeito 15 kg, organico 30 kg) and whose areas are Cozinha Principal, Restaurante Buffet, Bar da Piscina,
// Governança and Jardinagem; the master sees three clients and, on a fresh device, has none selected.
// Several tests write to the resort at once, so each one finds its own records by the ids its page posted, or by
// a weight with three decimals that nothing else uses (the demo weighs to 100 g).

const PT = {
  ...WEIGHING_PT,
  recordDeleted: 'Registro excluído com sucesso!',
  selectClientFirst: 'Por favor, selecione um cliente primeiro.',
};

/** As a person types it in Portuguese: "7,123". */
/** As the Portuguese list shows it: "7,123 kg". */

/** The client's newest records on the server (the API the list reads). */
async function serverRecords(page: Page, clientId: string): Promise<ServerRecord[]> {
  const response = await page.request.get(`/api/v1/clients/${clientId}/records?limit=100`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: ServerRecord[] }).items;
}

test('with client and area remembered a weighing is three taps plus typing, and it reaches the server', async ({
  page,
  signIn,
}) => {
  const { posted, clientId } = await openEntryAsOperacional(page, signIn);

  // The first weighing on this device: the area is chosen once, then remembered for the client.
  const first = uniqueKg(4);
  await weigh(page, { type: 'Rejeito', area: 'Bar da Piscina', weight: typedPt(first) });
  await expectSyncedRow(page, listedPt(first));

  // A new visit: the only client is selected, the area is the last one, nothing else is chosen.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: PT.heading })).toBeVisible();
  await expect(radio(page, 'Bar da Piscina')).toBeChecked();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);

  await page.evaluate(() => {
    const w = window as unknown as { taps: number };
    w.taps = 0;
    document.addEventListener('pointerdown', () => (w.taps += 1), { capture: true });
  });
  const kg = uniqueKg(5);
  await tile(page, 'Rejeito').click(); // tap 1: the type
  await weightField(page).click(); // tap 2: the weight field (opens the numeric keypad on a tablet)
  await page.keyboard.type(typedPt(kg)); // typing
  await saveButton(page).click(); // tap 3: save
  await expect(page.getByText(PT.saved)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { taps: number }).taps)).toBe(3);

  // Ready for the next one: type and weight cleared, the area kept.
  await expect(radio(page, 'Rejeito')).not.toBeChecked();
  await expect(weightField(page)).toHaveValue('');
  await expect(radio(page, 'Bar da Piscina')).toBeChecked();

  // The list shows it synced (the server's row, with who weighed), and the server holds it as typed.
  await expectSyncedRow(page, listedPt(kg));
  await expect(pendingCount(page)).toHaveCount(0);
  const sent = posted.find((r) => r.weightKg === kg);
  expect(sent, 'the page posted the weighing').toBeTruthy();
  const stored = (await serverRecords(page, clientId)).filter((r) => r.weightKg === kg);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    id: sent!.id,
    wasteType: 'rejeito',
    subType: null,
    areaName: 'Bar da Piscina',
    createdByName: OPERACIONAL_NAME,
  });
  expect(await queuedRows(page)).toBe(0);
});

const VALIDATION = {
  pt: {
    path: '/app',
    heading: PT.heading,
    weight: PT.weight,
    save: PT.save,
    records: PT.records,
    recyclable: 'Reciclável',
    organic: 'Orgânico',
    wasteType: 'Por favor, selecione um tipo de resíduo.',
    recyclableType: 'Por favor, especifique o tipo de reciclável.',
    organicType: 'Por favor, especifique o tipo de orgânico.',
    area: 'Por favor, selecione uma área de lançamento.',
    invalidWeight: 'Por favor, insira um peso válido.',
  },
  en: {
    path: '/en/app',
    heading: 'Weighing entry',
    weight: 'Weight (kg)',
    save: 'Save weighing',
    records: 'Recent records',
    recyclable: 'Recyclable',
    organic: 'Organic',
    wasteType: 'Please select a waste type.',
    recyclableType: 'Please specify the recyclable type.',
    organicType: 'Please specify the organic type.',
    area: 'Please select a logging area.',
    invalidWeight: 'Please enter a valid weight.',
  },
} as const;

for (const [lang, m] of Object.entries(VALIDATION)) {
  test(`validation messages word for word (${lang})`, async ({ page, signIn }) => {
    await signIn('operacional');
    const posted = watchPosts(page);
    await openEntry(page, m.path, m);
    const save = saveButton(page, m.save);
    const weight = weightField(page, m.weight);

    // Nothing chosen (a fresh device remembers no area): type, area and weight are each asked for.
    await save.click();
    await expect(page.getByText(m.wasteType, { exact: true })).toBeVisible();
    await expect(page.getByText(m.area, { exact: true })).toBeVisible();
    await expect(page.getByText(m.invalidWeight, { exact: true })).toBeVisible();
    // The first field in error takes the focus.
    await expect(page.getByRole('radio').first()).toBeFocused();

    // Recyclable and organic need their specification.
    await tile(page, m.recyclable).click();
    await expect(page.getByText(m.wasteType, { exact: true })).toHaveCount(0);
    await save.click();
    await expect(page.getByText(m.recyclableType, { exact: true })).toBeVisible();
    await tile(page, m.organic).click();
    await save.click();
    await expect(page.getByText(m.organicType, { exact: true })).toBeVisible();
    await expect(page.getByText(m.recyclableType, { exact: true })).toHaveCount(0);

    // Weights that are not a weight in range (0 < w ≤ 10 000 kg, at most three decimals). ('1.234,5' is a weight
    // in pt since one number parser reads grouped thousands: 1 234,5 kg.)
    for (const bad of ['abc', '0', '-2', '10000,5', '1,2345', '12,5kg', '1.234,56789']) {
      await weight.fill(bad);
      await save.click();
      await expect(page.getByText(m.invalidWeight, { exact: true }), bad).toBeVisible();
    }
    await expect(weight).toHaveAttribute('aria-invalid', 'true');
    // Typing clears the weight's message.
    await weight.fill('1');
    await expect(page.getByText(m.invalidWeight, { exact: true })).toHaveCount(0);

    // Nothing of this reached the device's queue or the server.
    expect(await queuedRows(page)).toBe(0);
    expect(posted).toHaveLength(0);
  });
}

test('"12,5" and "12.5" are both accepted and stored as 12.5 kg', async ({ page, signIn }) => {
  const { posted, clientId } = await openEntryAsOperacional(page, signIn);

  await weigh(page, { type: 'Orgânico', subType: 'Pré-preparo', area: 'Cozinha Principal', weight: '12,5' });
  await weigh(page, { type: 'Orgânico', subType: 'Pré-preparo', weight: '12.5' });

  await expect.poll(() => posted.length).toBe(2);
  expect(posted.map((r) => r.weightKg)).toEqual([12.5, 12.5]);
  await expect(pendingCount(page)).toHaveCount(0);
  const stored = await serverRecords(page, clientId);
  for (const { id } of posted) {
    expect(stored.find((r) => r.id === id)).toMatchObject({
      weightKg: 12.5,
      wasteType: 'organico',
      subType: 'pre_service',
      areaName: 'Cozinha Principal',
    });
  }
});

test('above the limit: the modal shows type, limit and weight; "Revisar peso" keeps the value and saves nothing; "Salvar mesmo assim" saves', async ({
  page,
  signIn,
}) => {
  const { posted, clientId } = await openEntryAsOperacional(page, signIn);
  const kg = uniqueKg(16); // rejeito's limit is 15 kg
  const dialog = page.getByRole('alertdialog', { name: 'Peso acima do limite' });

  await tile(page, 'Rejeito').click();
  await tile(page, 'Governança').click();
  await weightField(page).fill(typedPt(kg));
  await saveButton(page).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('term')).toHaveText(['Tipo de resíduo', 'Limite', 'Peso informado']);
  await expect(dialog.getByRole('definition')).toHaveText(['Rejeito', '15 kg', listedPt(kg)]);
  await expect(dialog).toContainText('Este peso está correto? Salvar mesmo assim?');

  await dialog.getByRole('button', { name: 'Revisar peso' }).click();
  await expect(dialog).toBeHidden();
  await expect(weightField(page)).toHaveValue(typedPt(kg));
  await expect(weightField(page)).toBeFocused();
  await expect(radio(page, 'Rejeito')).toBeChecked();
  await expect(page.getByText(PT.saved)).toHaveCount(0);
  expect(await queuedRows(page)).toBe(0);
  expect(posted).toHaveLength(0);

  // Asked again, and confirmed: it is saved as typed (the limit warns, never blocks).
  await saveButton(page).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar mesmo assim' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(PT.saved)).toBeVisible();
  await expectSyncedRow(page, listedPt(kg));
  expect((await serverRecords(page, clientId)).filter((r) => r.weightKg === kg)).toHaveLength(1);
  expect(posted.map((r) => r.weightKg)).toEqual([kg]);
});

test('a weight exactly at the limit saves with no question', async ({ page, signIn }) => {
  const { posted } = await openEntryAsOperacional(page, signIn);
  await weigh(page, { type: 'Rejeito', area: 'Governança', weight: '15' });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect.poll(() => posted.map((r) => r.weightKg)).toEqual([15]);
});

test('a pending record is deleted at once and never reaches the server', async ({ page, context, signIn }) => {
  const { posted, clientId } = await openEntryAsOperacional(page, signIn);
  const kg = uniqueKg(3);

  await context.setOffline(true);
  await weigh(page, { type: 'Rejeito', area: 'Jardinagem', weight: typedPt(kg) });
  const row = recordRow(page, listedPt(kg));
  await expect(row).toContainText(PT.pendingBadge);
  await expect(pendingCount(page)).toHaveText('Pendentes: 1');

  // No confirmation for a record only this device has.
  await row.getByRole('button', { name: /^Excluir registro: Rejeito, / }).click();
  await expect(page.getByText(PT.pendingDeleted, { exact: true })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await expect(pendingCount(page)).toHaveCount(0);
  expect(await queuedRows(page)).toBe(0);

  await context.setOffline(false);
  await page.getByRole('button', { name: /^Sincronizar agora/ }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Sincronizar agora/ })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  expect(posted).toHaveLength(0);
  expect((await serverRecords(page, clientId)).filter((r) => r.weightKg === kg)).toHaveLength(0);
});

test('a synced record is deleted after confirmation and leaves the server', async ({ page, signIn }) => {
  const { posted, clientId } = await openEntryAsOperacional(page, signIn);
  const kg = uniqueKg(6);

  await weigh(page, { type: 'Compostável', area: 'Jardinagem', weight: typedPt(kg) });
  await expectSyncedRow(page, listedPt(kg));
  const id = posted.find((r) => r.weightKg === kg)!.id;
  expect((await serverRecords(page, clientId)).some((r) => r.id === id)).toBe(true);

  const row = recordRow(page, listedPt(kg));
  const dialog = page.getByRole('alertdialog', { name: 'Excluir registro' });
  // Cancel keeps it.
  await row.getByRole('button', { name: /^Excluir registro: Compostável, / }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    new RegExp(
      `^Excluir registro\\s*Excluir o registro Compostável, ${listedPt(kg)}, .+\\? Esta ação não pode ser desfeita\\.`,
    ),
  );
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: /^Excluir registro: Compostável, / }).click();
  await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(page.getByText(PT.recordDeleted, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  expect((await serverRecords(page, clientId)).some((r) => r.id === id)).toBe(false);
  // Still gone after a reload (the server's list, not only this page's copy).
  await openEntry(page);
  await expect(recordRow(page, listedPt(kg))).toHaveCount(0);
});

test('the list shows 20 records and "Carregar mais" brings the next ones', async ({ page, signIn }) => {
  await signIn('operacional');
  await openEntry(page);
  const rows = recordsPanel(page).getByRole('listitem');
  await expect(rows).toHaveCount(20);
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(rows).toHaveCount(40);
});

test('export: "Hoje" and "Últimos 7 dias" download a CSV with a BOM and the Portuguese header', async ({
  page,
  signIn,
}) => {
  await signIn('operacional');
  await openEntry(page);
  // The demo weighs from 7:00 to 23:00 in São Paulo: before 7:00 today has no demo weighing, so the test weighs one.
  const kg = uniqueKg(3);
  await weigh(page, { type: 'Rejeito', area: 'Governança', weight: typedPt(kg) });
  await expectSyncedRow(page, listedPt(kg));
  for (const [label, period] of [
    ['Hoje', 'today'],
    ['Últimos 7 dias', '7d'],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: label, exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename(), label).toMatch(/\.csv$/);
    const bytes = await readFile((await file.path())!);
    expect([...bytes.subarray(0, 3)], `${label}: UTF-8 BOM`).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const [header, ...lines] = text.split(/\r?\n/).filter(Boolean);
    expect(header, period).toBe(
      'Data;Hora;Área;Tipo;Subtipo;Peso (kg);Usuário;Recipiente;Peso bruto (kg);Tara (kg);Motivo do descarte;Alimento',
    );
    // Both periods hold at least the weighing above, each line with the header's twelve columns (the last five,
    // issue 26's container, gross, tare, loss reason and food item, empty for the demo's weighings).
    expect(lines.length, period).toBeGreaterThan(0);
    for (const line of lines.slice(0, 5)) expect(line.split(';'), line).toHaveLength(12);
  }
  await expect(page.getByRole('alert').filter({ hasText: 'Falha ao gerar o relatório' })).toHaveCount(0);
});

test('export with no client selected asks to select one first', async ({ page, signIn }) => {
  await signIn('master');
  await openEntry(page, '/app', null);
  await expect(page.getByRole('combobox', { name: 'Cliente' })).toHaveValue('');
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: 'Hoje', exact: true }).click();
  await expect(page.getByRole('alert').getByText(PT.selectClientFirst, { exact: true })).toBeVisible();
  expect(downloads).toBe(0);
});

test('two pages of the same user: a record saved in one appears in the other without reload', async ({
  page,
  context,
  browser,
  baseURL,
  signIn,
}) => {
  await signIn('operacional');
  await openEntry(page);
  // A second device of the same user: another browser context with the same session.
  const other = await browser.newContext({ baseURL, storageState: await context.storageState() });
  try {
    const second = await other.newPage();
    await openEntry(second);

    const kg = uniqueKg(7);
    await page.bringToFront();
    await weigh(page, { type: 'Rejeito', area: 'Restaurante Buffet', weight: typedPt(kg) });
    await expectSyncedRow(page, listedPt(kg));
    // Server-Sent Events bring it to the other page.
    await expectSyncedRow(second, listedPt(kg));

    // And a deletion on the other page leaves this one.
    await second.bringToFront();
    await recordRow(second, listedPt(kg))
      .getByRole('button', { name: /^Excluir registro: / })
      .click();
    await second
      .getByRole('alertdialog', { name: 'Excluir registro' })
      .getByRole('button', { name: 'Excluir', exact: true })
      .click();
    await expect(second.getByText(PT.recordDeleted, { exact: true })).toBeVisible();
    await expect(recordRow(page, listedPt(kg))).toHaveCount(0);
  } finally {
    await other.close();
  }
});

// Issue 23, item 16: a selected tile keeps the room its label had, so a word that fitted is never cut in two.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a selected area tile keeps its label whole (${viewport.width}×${viewport.height})`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize(viewport);
    await signIn('operacional');
    await openEntry(page);
    for (const name of ['Restaurante Buffet', 'Governança']) {
      const label = tile(page, name).locator('span').last();
      const before = (await label.boundingBox())!;
      await tile(page, name).click();
      await expect(radio(page, name)).toBeChecked();
      const after = (await label.boundingBox())!;
      expect(after.width, name).toBeCloseTo(before.width, 0);
      expect(after.height, name).toBeCloseTo(before.height, 0);
    }
  });
}
