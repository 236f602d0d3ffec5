import type { Page } from '@playwright/test';
import { acceptInvite, invite, typeDate } from './support/admin';
import { expectSyncedRow, saveButton, tile, weightField } from './support/weighing';
import { expect, test } from './support/fixtures';
import { expectNoSeriousViolation } from './support/a11y';
import { dayInZone, DEFAULT_TIMEZONE } from '@ecopeso/shared/dates';

/**
 * Onboarding a hotel from the browser, start to finish, with no terminal and no SQL: the master creates the client
 * (address, time zone, goal, types, limits, four areas), a carrier and a receiver with licences, two contracts
 * (organics → composting, rejeito → sanitary landfill), and invites a gerente and an operacional. The operacional
 * sets a password from the link and records weighings (an area the master adds meanwhile appears without a reload);
 * the gerente sees them on the dashboard, with the diversion computed from those contracts and the receiver's
 * licence expiring soon. Then axe on the admin pages in the three languages.
 */
const CLIENT = `Pousada Serra Verde ${Date.now().toString(36)}`;

/**
 * Today plus `days` on Brazil's clock, the one licences are counted by (not the test machine's: at 22:00 in São
 * Paulo the UTC day is already tomorrow's), as the date field takes it (ddmmyyyy).
 */
function inDays(days: number): string {
  const d = new Date(Date.parse(`${dayInZone(DEFAULT_TIMEZONE)}T12:00:00Z`) + days * 86_400_000);
  return [d.getUTCDate(), d.getUTCMonth() + 1].map((n) => String(n).padStart(2, '0')).join('') + d.getUTCFullYear();
}

/** A summary card's figure; its label may carry a glossary link. */
const summaryValue = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label) })
    .locator('dd')
    .first();

test('an operator onboards a hotel from the browser: client, providers, contracts, team, a weighing, the dashboard', async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(180_000);
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
  // Plain words for a newcomer: no "(IANA)" in the label.
  await expect(page.getByRole('textbox', { name: 'Fuso horário', exact: true })).toHaveValue('America/Sao_Paulo');
  const goal = page.getByRole('textbox', { name: 'Meta de desvio do aterro' });
  await goal.fill('90');
  // Types: organics (with two sub-types) and rejeito; recyclables and compostables off.
  await page.getByRole('checkbox', { name: 'Reciclável', exact: true }).uncheck();
  await page.getByRole('checkbox', { name: 'Compostável', exact: true }).uncheck();
  await page.getByRole('checkbox', { name: 'Pré-preparo' }).check();
  await page.getByRole('checkbox', { name: 'Sobras' }).check();
  const organicLimit = page.getByRole('textbox', { name: /Limite por pesagem de Orgânico/ });
  await organicLimit.fill('40,5');
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
  await expectNoSeriousViolation(page);

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
  // Expiring within 60 days: the gerente of a client whose contract uses it is warned on the dashboard.
  await typeDate(page.getByRole('group', { name: 'Validade da licença 1' }), inDays(30));
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
  await expectNoSeriousViolation(page);

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
    // The destinations' jargon (triagem, biometanização…) is one link away from its glossary entry.
    await expect(page.getByRole('link', { name: /^O que é cada destino/ })).toHaveAttribute(
      'href',
      '/app/glossario#hierarquia-residuos',
    );
    await typeDate(page.getByRole('group', { name: 'Válido desde' }), '01012025');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Contrato salvo.').last()).toBeVisible();
  }
  const list = page.getByRole('list', { name: 'Contratos' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('Orgânico → Compostagem');
  await expect(list).toContainText('Rejeito → Aterro sanitário');
  // Dates as a Brazilian reads them, never the ISO form.
  await expect(list.getByRole('listitem').first()).toContainText('Desde 01/01/2025, sem data de término');
  await expect(list).not.toContainText('2025-01-01');
  await expectNoSeriousViolation(page);
  // The history says the limit as the form took it: 40,5 kg, not the stored 40.5.
  await page.getByRole('tab', { name: 'Histórico' }).click();
  await expect(page.getByText(/Orgânico \(até 40,5 kg\)/).first()).toBeVisible();

  // ---- the team: a gerente and an operacional for this client ----
  await page.goto('/app/admin/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  const stamp = Date.now().toString(36);
  const gerenteLink = await invite(page, {
    name: 'Gabriela Gerente',
    email: `gerente-${stamp}@example.com`,
    role: 'gerente',
    client: CLIENT,
  });
  const operacionalLink = await invite(page, {
    name: 'Otávio Cozinha',
    email: `cozinha-${stamp}@example.com`,
    role: 'operacional',
    client: CLIENT,
  });

  // ---- the operacional, on the kitchen tablet ----
  const tablet = await acceptInvite(browser, operacionalLink, 'balanca-da-cozinha-42');
  await expect(tablet.getByRole('heading', { level: 1, name: 'Lançamento de pesagem' })).toBeVisible();
  await expect(tablet.getByRole('radio', { name: 'Cozinha', exact: true })).toBeAttached();
  // The master adds an area while the tablet is open: it appears there without a reload.
  await page.goto('/app/admin/clientes');
  await page.getByRole('searchbox', { name: 'Buscar por nome, CNPJ ou cidade' }).fill(CLIENT);
  await page.getByRole('button', { name: `Editar ${CLIENT}` }).click();
  await page.getByRole('textbox', { name: 'Nova área' }).fill('Piscina');
  await page.getByRole('textbox', { name: 'Nova área' }).press('Enter');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`Cliente ${CLIENT} salvo.`)).toBeVisible();
  await expect(tablet.getByRole('radio', { name: 'Piscina', exact: true })).toBeAttached();

  const weighings: [string, string | null, string, string][] = [
    ['Orgânico', 'Sobras (pós-serviço)', 'Cozinha', '30'],
    ['Rejeito', null, 'Piscina', '10'],
  ];
  for (const [type, subType, area, kg] of weighings) {
    await tile(tablet, type).click();
    if (subType) await tile(tablet, subType).click();
    await tile(tablet, area).click();
    await weightField(tablet).fill(kg);
    await saveButton(tablet).click();
    await expectSyncedRow(tablet, `${kg} kg`, 'Otávio Cozinha');
  }
  await tablet.context().close();

  // ---- the gerente, on the dashboard ----
  const office = await acceptInvite(browser, gerenteLink, 'painel-da-gerencia-77');
  await office.goto('/app/dashboard');
  await expect(office.getByRole('heading', { level: 1, name: 'Dashboard de análise' })).toBeVisible();
  await expect(office.getByLabel('Cliente', { exact: true })).toHaveValue(/.+/);
  await expect(summaryValue(office, 'Total de resíduos')).toHaveText(/^40,0\s?kg$/);
  // Organics go to composting, rejeito to the landfill (the two contracts): 30 of 40 kg diverted.
  // A measured rate with one decimal always, as the PDFs write it (the card's own copy once wrote '75%').
  await expect(summaryValue(office, 'Desvio de aterro')).toHaveText(/^75,0\s?%$/);
  const warning = office.getByRole('region', { name: 'Licenças ambientais que pedem atenção' });
  // A real plural (30 days, or 29 past midnight in Brazil), never 'dia(s)'.
  await expect(warning).toContainText(/Central Serra Verde: licença LO-8812 vence em (30|29) dias\./);
  await office.context().close();
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
    await expectNoSeriousViolation(page);
    await page.goto(`${prefix}/app/admin/empresas-coleta`);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousViolation(page);
  });
}
