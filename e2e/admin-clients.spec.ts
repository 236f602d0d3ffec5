import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Onboarding a hotel from the browser, master only: the client with its address, time zone, goal, types, limits
 * and four areas; a carrier and a receiver with licences; two contracts (organics → composting, rejeito →
 * sanitary landfill). Then axe on both pages in the three languages.
 */
const CLIENT = `Pousada Serra Verde ${Date.now().toString(36)}`;

async function typeDate(field: Locator, ddmmyyyy: string) {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(ddmmyyyy);
}

async function checkAxe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('master creates a client, a carrier and a receiver with licences, and two contracts', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await signIn('master');

  // ---- the client ----
  await page.goto('/app/admin/clientes');
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo cliente' }).click();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(CLIENT);
  await page.getByRole('textbox', { name: 'Rede ou grupo' }).fill('Rede Serra');
  const cnpj = page.getByRole('textbox', { name: 'CNPJ' });
  await cnpj.fill('11222333000181');
  await expect(cnpj).toHaveValue('11.222.333/0001-81');
  await page.getByRole('combobox', { name: 'Categoria' }).selectOption('pousada');
  await page.getByRole('textbox', { name: 'CEP' }).fill('12460-000');
  await page.getByRole('textbox', { name: 'Logradouro' }).fill('Estrada do Alto');
  await page.getByRole('textbox', { name: 'Número' }).fill('1200');
  await page.getByRole('textbox', { name: 'Cidade' }).fill('Campos do Jordão');
  await page.getByRole('combobox', { name: 'UF' }).selectOption('MG');
  await page.getByRole('combobox', { name: 'UF' }).selectOption('SP');
  await expect(page.getByRole('textbox', { name: 'Fuso horário (IANA)' })).toHaveValue('America/Sao_Paulo');
  const goal = page.getByRole('textbox', { name: 'Meta de desvio do aterro' });
  await goal.fill('90');
  // Types: organics (with two sub-types) and rejeito; recyclables and compostables off.
  await page.getByRole('checkbox', { name: 'Reciclável', exact: true }).uncheck();
  await page.getByRole('checkbox', { name: 'Compostável', exact: true }).uncheck();
  await page.getByRole('checkbox', { name: 'Pré-preparo' }).check();
  await page.getByRole('checkbox', { name: 'Sobras' }).check();
  const organicLimit = page.getByRole('textbox', { name: /Limite por pesagem de Orgânico/ });
  await organicLimit.fill('40');
  for (const area of ['Cozinha', 'Restaurante', 'Bar', 'Governança']) {
    await page.getByRole('textbox', { name: 'Nova área' }).fill(area);
    await page.getByRole('textbox', { name: 'Nova área' }).press('Enter');
  }
  await page.getByRole('button', { name: 'Subir Governança' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`Cliente ${CLIENT} salvo.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar por nome, CNPJ ou cidade' }).fill(CLIENT);
  const row = page.getByRole('row', { name: new RegExp(CLIENT) });
  await expect(row).toContainText('Campos do Jordão');
  await expect(row).toContainText('4');
  await checkAxe(page);

  // ---- carrier and receiver ----
  await page.goto('/app/admin/empresas-coleta');
  await expect(page.getByRole('heading', { level: 1, name: 'Empresas de coleta' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo transportador' }).click();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Transportes Serra Limpa');
  await page.getByRole('textbox', { name: 'CNPJ' }).fill('11444777000161');
  await page.getByRole('textbox', { name: 'SINIR' }).fill('120045');
  await page.getByRole('button', { name: 'Adicionar licença' }).click();
  await page.getByRole('textbox', { name: 'Número da licença 1' }).fill('LO-2291');
  await page.getByRole('textbox', { name: 'Órgão emissor da licença 1' }).fill('CETESB');
  await typeDate(page.getByRole('group', { name: 'Validade da licença 1' }), '31122030');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Transportes Serra Limpa salvo.')).toBeVisible();

  await page.getByRole('tab', { name: 'Destinadores' }).click();
  await page.getByRole('button', { name: 'Novo destinador' }).click();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Central Serra Verde');
  await page.getByRole('textbox', { name: 'CNPJ' }).fill('19131243000197');
  await page.getByRole('button', { name: 'Adicionar licença' }).click();
  await page.getByRole('textbox', { name: 'Número da licença 1' }).fill('LO-8812');
  await page.getByRole('textbox', { name: 'Órgão emissor da licença 1' }).fill('CETESB');
  await typeDate(page.getByRole('group', { name: 'Validade da licença 1' }), '30062031');
  const destinations = page.getByRole('combobox', { name: 'Destinos oferecidos' });
  // The chevron opens the list (typing does too); it stays open while options are toggled. React Aria closes an
  // open list when the page scrolls under it (the saved-carrier toast leaving, the click scrolling the field into
  // view), so open it again until it stays.
  const chevron = page.getByRole('button', { name: 'Mostrar opções Destinos oferecidos' });
  await destinations.scrollIntoViewIfNeeded();
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await chevron.click();
    await expect(page.getByRole('listbox')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  for (const d of ['Compostagem', 'Aterro sanitário']) {
    await page.getByRole('listbox').getByRole('option', { name: d }).click();
    await expect(page.getByRole('listbox').getByRole('option', { name: d })).toHaveAttribute('aria-selected', 'true');
  }
  await destinations.press('Tab');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Central Serra Verde salvo.')).toBeVisible();
  await checkAxe(page);

  // ---- two contracts ----
  await page.goto('/app/admin/clientes');
  await page.getByRole('searchbox', { name: 'Buscar por nome, CNPJ ou cidade' }).fill(CLIENT);
  await page.getByRole('button', { name: `Editar ${CLIENT}` }).click();
  await page.getByRole('tab', { name: 'Contratos' }).click();
  const contracts: [string, string][] = [
    ['organico', 'composting'],
    ['rejeito', 'sanitary_landfill'],
  ];
  for (const [type, destination] of contracts) {
    await page.getByRole('button', { name: 'Novo contrato' }).click();
    await page.getByRole('combobox', { name: 'Transportador' }).selectOption({ label: 'Transportes Serra Limpa' });
    await page.getByRole('combobox', { name: 'Destinador' }).selectOption({ label: 'Central Serra Verde' });
    await page.getByRole('combobox', { name: 'Tipo de resíduo' }).selectOption(type);
    await page.getByRole('combobox', { name: 'Destino' }).selectOption(destination);
    await typeDate(page.getByRole('group', { name: 'Válido desde' }), '01012025');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Contrato salvo.').last()).toBeVisible();
  }
  const list = page.getByRole('list', { name: 'Contratos' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('Orgânico → Compostagem');
  await expect(list).toContainText('Rejeito → Aterro sanitário');
  await checkAxe(page);
});

for (const lang of ['pt', 'en', 'es'] as const) {
  test(`axe finds no serious or critical violation on the clients and providers pages (${lang})`, async ({
    page,
    signIn,
  }) => {
    await signIn('master');
    const prefix = lang === 'pt' ? '' : `/${lang}`;
    await page.goto(`${prefix}/app/admin/clientes`);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await checkAxe(page);
    await page.goto(`${prefix}/app/admin/empresas-coleta`);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await checkAxe(page);
  });
}
