import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousViolation } from './support/a11y';

// Issue 12, master tools 1 and 2 as the master uses them: a history CSV with mistakes is refused with every bad
// row listed (and downloadable), the corrected file imports once (again: nothing added), the import is undone;
// in the record editor a selection is deleted under one operation and undone, and a deleted record is restored.
// Demo data: the restaurant "Sal & Brasa Restaurante" (areas Cozinha, Salão, Bar; São Paulo time).

const CLIENT = 'Sal & Brasa Restaurante';
const suffix = Date.now().toString(36);

async function openTool(page: Page, tab: string) {
  await page.goto('/app/admin/master-tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Ferramentas master' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

async function clientId(page: Page, name: string): Promise<string> {
  const clients = (await (await page.request.get('/api/v1/clients')).json()) as { id: string; name: string }[];
  return clients.find((c) => c.name === name)!.id;
}

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
});

test('a history CSV with mistakes lists every bad row; the clean file imports once and is undone', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn('master');
  await openTool(page, 'Importar histórico');
  await page.getByRole('combobox', { name: 'Cliente' }).selectOption({ label: CLIENT });

  // A Portuguese file: BOM, `;`, dd/mm/yyyy, decimal comma; three rows are wrong.
  await page
    .getByLabel('Arquivo CSV')
    .setInputFiles(
      csvFile(`historico-com-erros-${suffix}.csv`, [
        'Data;Hora;Área;Tipo;Subtipo;Peso (kg)',
        '03/02/2021;08:15;Cozinha;Rejeito;;12,5',
        '31/02/2021;09:00;Cozinha;Rejeito;;3',
        '04/02/2021;10:00;Piscina;Rejeito;;4',
        '05/02/2021;11:00;Salão;Rejeito;;abc',
      ]),
    );
  await expect(page.getByRole('combobox', { name: 'Peso (kg)' })).toHaveValue('5');
  await expect(page.getByRole('combobox', { name: 'Separador decimal' })).toHaveValue(',');
  await page.getByRole('button', { name: 'Verificar o arquivo' }).click();
  await expect(page.getByRole('heading', { name: 'Problemas encontrados: 3 (em 4 linhas)' })).toBeVisible();
  const problems = page.getByRole('table', { name: 'Linhas com problema' });
  await expect(problems.getByRole('row')).toHaveCount(4);
  await expect(problems.getByRole('row').nth(1)).toContainText('3Data');
  await expect(problems.getByRole('row').nth(1)).toContainText('Data inválida');
  await expect(problems.getByRole('row').nth(2)).toContainText('Área que não existe neste cliente.');
  await expect(problems.getByRole('row').nth(3)).toContainText('Peso inválido');
  await expect(page.getByRole('button', { name: /^Importar/ })).toHaveCount(0);
  await expectNoSeriousViolation(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar a lista de problemas (CSV)' }).click();
  const file = await (await download).path();
  const text = await readFile(file, 'utf8');
  expect(text).toContain('Linha,Coluna,Problema,Valor no arquivo');
  expect(text).toContain('4,Área,Área que não existe neste cliente.,Piscina');

  // The corrected file: English headers, `,`, ISO dates, decimal point.
  const clean = [
    'date,time,area,type,subtype,weight',
    '2021-02-03,08:15,Cozinha,rejeito,,12.5',
    '2021-02-04,10:00,Bar,Rejeito,,4.25',
    '2021-02-05,11:00,Salão,rejeito,,3',
  ];
  await page.getByLabel('Arquivo CSV').setInputFiles(csvFile(`historico-${suffix}.csv`, clean));
  await expect(page.getByRole('combobox', { name: 'Separador decimal' })).toHaveValue('.');
  await page.getByRole('button', { name: 'Verificar o arquivo' }).click();
  await expect(page.getByText('Linhas prontas para importar: 3.')).toBeVisible();
  await page.getByRole('button', { name: 'Importar (3 linhas)' }).click();
  await expect(page.getByText('Importação concluída: 3 novos registros, 0 já existiam.')).toBeVisible();

  // The same file chosen again, without a reload (issue 23 item 10): read again, and nothing added.
  await page.getByLabel('Arquivo CSV').setInputFiles(csvFile(`historico-${suffix}.csv`, clean));
  await page.getByRole('button', { name: 'Verificar o arquivo' }).click();
  await page.getByRole('button', { name: 'Importar (3 linhas)' }).click();
  await expect(page.getByText('Importação concluída: 0 novos registros, 3 já existiam.')).toBeVisible();

  const id = await clientId(page, CLIENT);
  const live = async () =>
    (
      (await (await page.request.get(`/api/v1/admin/records?clientId=${id}&from=2021-02-03&to=2021-02-05`)).json()) as {
        items: unknown[];
      }
    ).items.length;
  expect(await live()).toBe(3);

  // The import that added the three rows (the second, of the same file, added none: its new-records cell is 0).
  const firstImport = page
    .getByRole('row')
    .filter({ hasText: `historico-${suffix}.csv` })
    .filter({ hasNot: page.getByRole('cell', { name: '0', exact: true }) });
  await firstImport.getByRole('button', { name: `Desfazer a importação de historico-${suffix}.csv` }).click();
  await page
    .getByRole('alertdialog', { name: 'Desfazer esta importação?' })
    .getByRole('button', { name: 'Desfazer importação' })
    .click();
  await expect(page.getByText('Importação desfeita: registros excluídos: 3.')).toBeVisible();
  await expect(firstImport).toContainText('Desfeita');
  expect(await live()).toBe(0);
});

test('the record editor deletes a selection as one operation and undoes it; a deleted record is restored', async ({
  page,
  signIn,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn('master');
  const id = await clientId(page, CLIENT);
  // The restaurant has areas, so each weighing names one (decision 028).
  const detail = (await (await page.request.get(`/api/v1/clients/${id}`)).json()) as { areas: { id: string }[] };
  // Three weighings of an unlikely weight, so the weight filter finds exactly them.
  const base = 7000 + (Date.now() % 997);
  const records = [0.111, 0.222, 0.333].map((d, i) => ({
    id: randomUUID(),
    areaId: detail.areas[0]!.id,
    wasteType: 'rejeito',
    subType: null,
    weightKg: base + d,
    recordedAt: new Date(Date.now() - (i + 1) * 3_600_000).toISOString(),
  }));
  const posted = await page.request.post(`/api/v1/clients/${id}/records`, {
    data: { records },
    headers: { origin: baseURL! },
  });
  expect(posted.status()).toBe(200);
  expect((await posted.json()).rejected).toEqual([]);

  await openTool(page, 'Editor de registros');
  await page.getByRole('combobox', { name: 'Cliente' }).selectOption({ label: CLIENT });
  await page.getByRole('textbox', { name: 'Peso mínimo (kg)' }).fill(String(base));
  await page.getByRole('textbox', { name: 'Peso máximo (kg)' }).fill(String(base + 1));
  await page.getByRole('textbox', { name: 'Peso máximo (kg)' }).blur();
  const table = page.getByRole('table', { name: 'Registros encontrados' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expectNoSeriousViolation(page);

  // The user filter finds users by name or e-mail on the server: the operacional weighed none of these, the master all.
  const user = page.getByRole('combobox', { name: 'Usuário', exact: true });
  await page.getByRole('searchbox', { name: 'Buscar usuário (nome ou e-mail)' }).fill('operacional@example.com');
  await expect(user.getByRole('option')).toHaveCount(2);
  await user.selectOption({ index: 1 });
  await expect(table.getByText('Nenhum registro com estes filtros.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar usuário (nome ou e-mail)' }).fill('master@example.com');
  await expect(user.getByRole('option')).toHaveCount(3); // all users, the master found, the operacional still chosen
  const masterLabel = await user.getByRole('option', { name: /master@example\.com/ }).textContent();
  await user.selectOption({ label: masterLabel! });
  await expect(table.getByRole('row')).toHaveCount(4);
  await user.selectOption({ label: 'Todos os usuários' });

  await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check();
  await page.getByRole('button', { name: 'Excluir selecionados (3)' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir os registros selecionados (3)?' });
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(dialog.getByText('Informe o motivo da exclusão.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill('lote lançado em dobro');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Registros excluídos: 3.' })).toBeVisible();
  await expect(table.getByText('Nenhum registro com estes filtros.')).toBeVisible();

  await page.getByRole('button', { name: 'Desfazer', exact: true }).click();
  await expect(page.getByText('Registros restaurados: 3.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4);

  // One record deleted, then restored from the deleted ones.
  await table
    .getByRole('checkbox', { name: /^Selecionar o registro de/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Excluir selecionados (1)' }).click();
  const one = page.getByRole('alertdialog', { name: 'Excluir os registros selecionados (1)?' });
  await one.getByRole('textbox', { name: 'Motivo' }).fill('pesagem de teste');
  await one.getByRole('button', { name: 'Excluir' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Registros excluídos' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: /^Restaurar o registro de/ }).click();
  await expect(page.getByText('Registro restaurado.')).toBeVisible();
  await expect(table.getByText('Nenhum registro com estes filtros.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Registros ativos' });
  await expect(table.getByRole('row')).toHaveCount(4);

  // Corrected from the editor with the weighing page's dialog: "1.500" in Portuguese is asked, never guessed.
  await table
    .getByRole('button', { name: /^Corrigir o registro de/ })
    .first()
    .click();
  const correct = page.getByRole('alertdialog', { name: 'Corrigir registro' });
  await correct.getByRole('textbox', { name: 'Peso (kg)' }).fill('1.500');
  await correct.getByRole('textbox', { name: 'Motivo' }).fill('peso digitado errado');
  await correct.getByRole('button', { name: 'Salvar correção' }).click();
  await expect(correct.getByRole('alert')).toContainText('1.500 kg');
  await expect(correct.getByRole('alert')).toContainText('1,5 kg');
  await correct.getByRole('button', { name: 'É 1,5 kg' }).click();
  await expect(correct.getByRole('textbox', { name: 'Peso (kg)' })).toHaveValue('1,5');
  await correct.getByRole('button', { name: 'Salvar correção' }).click();
  await expect(page.getByText('Registro corrigido!')).toBeVisible();
  // Out of the weight range now: two left in the list.
  await expect(table.getByRole('row')).toHaveCount(3);

  // The trail of that record: deleted and restored twice (the bulk delete and its undo, then one by one).
  const audit = await page.request.get(`/api/v1/audit?entity=waste_record&id=${records[0]!.id}`);
  const actions = ((await audit.json()) as { items: { action: string }[] }).items.map((e) => e.action);
  expect(actions.filter((a) => a === 'delete')).toHaveLength(2);
  expect(actions.filter((a) => a === 'restore')).toHaveLength(2);
});

// The weighing tiles on a phone: a label wraps between words (or at a hyphen), never inside one ("Compostáv-el").
test('on a phone (390 px) the weighing tiles break their labels only between words', async ({ page, signIn }) => {
  await signIn('operacional');
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [prefix, organic] of [
    ['', 'Orgânico'],
    ['/en', 'Organic'],
  ] as const) {
    await page.goto(`${prefix}/app`);
    await page.getByRole('radio', { name: organic, exact: true }).check({ force: true });
    await expect(page.getByRole('radio').nth(8)).toBeAttached();
    const cut = await page.evaluate(() => {
      const found: string[] = [];
      for (const span of Array.from(document.querySelectorAll('fieldset label > span:not([aria-hidden])'))) {
        const node = span.firstChild;
        if (!node || node.nodeType !== Node.TEXT_NODE) continue;
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
          if (lines.size > 1) found.push(`${match[0]} in "${text}"`);
        }
      }
      return found;
    });
    expect(cut, prefix || '/').toEqual([]);
  }
});
