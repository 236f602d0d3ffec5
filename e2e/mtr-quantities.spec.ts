import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { clientIdOf, DEMO_RESORT, expect, signInAs, test } from './support/fixtures';

// Issue 21, items 3 and 4, as a compliance officer meets them on the demo beach resort (connected to the local
// SINIR simulator): a hazardous line goes out with its ONU number, risk class, shipping name and packing group, in
// units; a line mapped to tonnes declares tonnes, not kilos; "1.200" typed in a quantity is 1 200 kg, and the form
// asks before keeping a quantity far from what was weighed. Each scenario uses its own contract of the resort
// (recyclables, rejeito, compostável), never the organics one of mtr.spec.ts.

async function openMtr(page: Page, baseURL: string, tab = 'coletas') {
  await expect(() => signInAs(page, 'master', baseURL)).toPass({ timeout: 30_000 });
  const clientId = await clientIdOf(page, DEMO_RESORT);
  await expect(async () => {
    const response = await page.request.get(`/api/v1/clients/${clientId}/mtr/settings`);
    expect(await response.json()).toMatchObject({ configured: true, environment: 'simulator' });
  }).toPass({ timeout: 30_000 });
  await page.goto(`/app/admin/gestao-mtr?client=${clientId}&tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão de MTR/CDF' })).toBeVisible();
  return clientId;
}

/** Opens "Nova coleta" for the resort's contract of a waste type (by its name in Portuguese). */
async function newCollection(page: Page, type: string) {
  await page.getByRole('button', { name: new RegExp(`^Nova coleta: ${type} —`) }).click();
  const form = page.getByRole('form', { name: new RegExp(`^Nova coleta — ${type} —`) });
  await expect(form.getByText(/^Pesado desde/).first()).toBeVisible();
  return form;
}

async function issueFrom(page: Page, form: ReturnType<Page['getByRole']>) {
  await form.getByLabel('Motorista').fill('Rita Condutora');
  await form.getByLabel('Placa').fill('PEX2E45');
  await form.getByRole('button', { name: 'Emitir MTR' }).click();
  const number = page.getByTestId('mtr-number');
  await expect(number).toHaveText(/^\d+$/, { timeout: 20_000 });
  return (await number.textContent())!;
}

test('a hazardous line goes out in units with its ONU number, risk class, shipping name and packing group', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const clientId = await openMtr(page, baseURL!, 'mapeamento');
  // The lamps line starts from Ecopeso's defaults for 20 01 21(*), each field the person may change.
  await expect(page.getByLabel('Número ONU de Reciclável · Perigoso').filter({ visible: true })).toHaveValue('3506');
  await expect(page.getByLabel('Classe de risco de Reciclável · Perigoso').filter({ visible: true })).toHaveValue('8');
  await expect(
    page.getByLabel('Nome apropriado para embarque de Reciclável · Perigoso').filter({ visible: true }),
  ).toHaveValue('MERCÚRIO CONTIDO EM ARTIGOS MANUFATURADOS');

  // Housekeeping brings 3,1 kg of spent lamps (the resort has areas: a weighing names one, decision 028).
  const resort = (await (await page.request.get(`/api/v1/clients/${clientId}`)).json()) as {
    areas: { id: string; name: string }[];
  };
  const housekeeping = resort.areas.find((a) => a.name === 'Governança')!.id;
  const posted = await page.request.post(`/api/v1/clients/${clientId}/records`, {
    data: {
      records: [
        {
          id: randomUUID(),
          areaId: housekeeping,
          wasteType: 'reciclavel',
          subType: 'hazardous',
          weightKg: 3.1,
          recordedAt: new Date(Date.now() - 60_000).toISOString(),
        },
      ],
    },
    headers: { origin: baseURL! },
  });
  expect(posted.status()).toBe(200);
  expect((await posted.json()).rejected).toEqual([]);

  await page.getByRole('tab', { name: 'Coletas e MTRs' }).click();
  const form = await newCollection(page, 'Reciclável');
  await expect(form.getByLabel('Quantidade no MTR (kg) de 200121(*)').filter({ visible: true })).toBeVisible();
  // Lamps are declared as a count: the person counts them (half a lamp is refused, in words).
  const count = form.getByLabel('Quantas unidades de 200121(*)').filter({ visible: true });
  await count.fill('2,5');
  await form.getByRole('button', { name: 'Salvar rascunho' }).click();
  // Said under the count itself, in the description read with it (after the field's hint).
  await expect(count).toHaveAccessibleDescription(/Informe a contagem como número inteiro maior que zero\.$/);
  await count.fill('14');
  const mtrNumber = await issueFrom(page, form);
  const detail = page.getByRole('article', { name: `MTR ${mtrNumber}` });
  // The 14 lamps counted, not 3,1 kg at 0,2 kg a lamp (16).
  await expect(detail.getByTestId('mtr-quantities')).toContainText('200121(*): 14 UN no MTR');

  // What went to the system: the hazard fields on the lamps' item.
  const mtrs = await page.request.get(`/api/v1/clients/${clientId}/mtrs?status=issued`);
  const mtr = ((await mtrs.json()) as { items: { id: string; number: string }[] }).items.find(
    (m) => m.number === mtrNumber,
  )!;
  const exchanges = await page.request.get(`/api/v1/clients/${clientId}/mtrs/${mtr.id}/exchanges`);
  const issue = ((await exchanges.json()) as { items: { operation: string; request: unknown }[] }).items.find(
    (e) => e.operation === 'issue',
  )!;
  const sent = (issue.request as { listaManifestoResiduos: Record<string, unknown>[] }[])[0]!.listaManifestoResiduos;
  expect(sent.find((i) => i.resCodigoIbama === '200121(*)')).toMatchObject({
    uniCodigo: 1,
    marQuantidade: 14,
    marNumeroONU: '3506',
    marClasseRisco: '8',
    marNomeEmbarque: 'MERCÚRIO CONTIDO EM ARTIGOS MANUFATURADOS',
    greCodigo: 4,
  });
});

test('a line mapped to tonnes declares tonnes', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const clientId = await openMtr(page, baseURL!, 'mapeamento');
  await page.getByLabel('Unidades de Rejeito').filter({ visible: true }).selectOption({ label: 'TON — Tonelada' });
  await page.getByRole('button', { name: 'Salvar mapeamento' }).click();
  await expect(page.getByText('Mapeamento salvo.').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Coletas e MTRs' }).click();
  const form = await newCollection(page, 'Rejeito');
  const typed = await form.getByLabel('Quantidade no MTR (kg) de 200301').filter({ visible: true }).inputValue();
  const kg = Number(typed.replace(/\./g, '').replace(',', '.'));
  const mtrNumber = await issueFrom(page, form);
  const detail = page.getByRole('article', { name: `MTR ${mtrNumber}` });
  const tonnes = new Intl.NumberFormat('pt', { maximumFractionDigits: 4 }).format(Math.round((kg / 1000) * 1e4) / 1e4);
  await expect(detail.getByTestId('mtr-quantities')).toContainText(`200301: ${tonnes} t no MTR`);

  const mtrs = await page.request.get(`/api/v1/clients/${clientId}/mtrs?status=issued`);
  const mtr = ((await mtrs.json()) as { items: { number: string; items: Record<string, unknown>[] }[] }).items.find(
    (m) => m.number === mtrNumber,
  )!;
  expect(mtr.items[0]).toMatchObject({ unitKind: 'TON', quantityKg: kg });

  // Back to kilos for the other scenarios and runs.
  await page.getByRole('tab', { name: 'Mapeamento de resíduos' }).click();
  await page.getByLabel('Unidades de Rejeito').filter({ visible: true }).selectOption({ label: 'KG — Quilograma' });
  await page.getByRole('button', { name: 'Salvar mapeamento' }).click();
  await expect(page.getByText('Mapeamento salvo.').first()).toBeVisible();
});

test('"1.200" typed in a quantity is 1 200 kg, and a quantity far from the weighed kilos is asked', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const clientId = await openMtr(page, baseURL!);
  const form = await newCollection(page, 'Compostável');
  const quantity = form.getByLabel('Quantidade no MTR (kg) de 200201').filter({ visible: true });
  await quantity.fill('1.200');
  await form.getByRole('button', { name: 'Salvar rascunho' }).click();

  // Garden waste weighed since the contract began is far from 1 200 kg: the form asks before keeping it.
  const dialog = page.getByRole('alertdialog', { name: 'Quantidade longe da pesada' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('far-quantity')).toContainText('200201: 1.200 kg no MTR');
  await dialog.getByRole('button', { name: 'Corrigir' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rascunho salvo.')).toHaveCount(0);

  await form.getByRole('button', { name: 'Salvar rascunho' }).click();
  await dialog.getByRole('button', { name: 'Manter assim' }).click();
  await expect(page.getByText('Rascunho salvo.')).toBeVisible();

  const drafts = await page.request.get(`/api/v1/clients/${clientId}/mtrs?status=draft`);
  const draft = (
    (await drafts.json()) as { items: { id: string; version: number; items: { quantityKg: number }[] }[] }
  ).items.find((m) => m.items.some((i) => i.quantityKg === 1200))!;
  expect(draft).toBeDefined();
  // Left as it was: the draft discarded.
  const discarded = await page.request.post(`/api/v1/clients/${clientId}/mtrs/${draft.id}/discard`, {
    data: { version: draft.version },
    headers: { origin: baseURL! },
  });
  expect(discarded.status()).toBe(200);
});
