import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { clientIdOf, DEMO_RESORT, expect, test } from './support/fixtures';
import { chooseClient } from './support/admin';
import { expectSyncedRow, listedPt, saveButton, tile, typedPt, uniqueKg, weightField } from './support/weighing';

// Demo data (apps/server/src/seed/demo-data.ts): the gerente has the resort and the city hotel; the demo
// operacional has the resort only; the master has every client.
const AREA = 'Bar da Piscina';

async function openUsers(page: Page) {
  await page.goto('/app/admin/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Usuários' }).getByRole('row').nth(1)).toBeVisible();
}

test('master invites an operacional, who sets a password from the link, signs in and records a weighing', async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn('master');
  await openUsers(page);
  const email = `cozinha-${Date.now()}@example.com`;

  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar usuário' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('Camila Cozinha');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('combobox', { name: 'Nível' }).selectOption('operacional');
  await chooseClient(page, DEMO_RESORT, 'Maré Alta');
  await dialog.getByRole('button', { name: 'Convidar', exact: true }).click();

  const link = dialog.getByRole('textbox', { name: 'Link' });
  await expect(link).toBeVisible();
  await expect(dialog.getByText('Não foi enviado por e-mail')).toBeVisible();
  const url = await link.inputValue();
  // The same link as a QR code, for a kitchen tablet's camera.
  await expect(dialog.getByRole('img', { name: /^Código QR do link/ })).toBeVisible();
  expect(url).toContain('/login/redefinir-senha#token=');
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  await page.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }).fill(email);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Convidado (sem senha)');
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText(DEMO_RESORT);

  // The invited person, on another device.
  const other = await browser.newContext({ serviceWorkers: 'block' });
  const tablet = await other.newPage();
  await tablet.goto(new URL(url).pathname + new URL(url).hash);
  await expect(tablet.getByRole('heading', { level: 1, name: 'Definir sua senha' })).toBeVisible();
  await tablet.getByLabel('Nova senha').fill('senha');
  await tablet.getByLabel('Repita a senha').fill('senha');
  await tablet.getByRole('button', { name: 'Salvar senha e entrar' }).click();
  await expect(tablet.getByText('Use pelo menos 10 caracteres.')).toBeVisible();
  const password = 'composteira-da-horta-7';
  await tablet.getByLabel('Nova senha').fill(password);
  await tablet.getByLabel('Repita a senha').fill(password);
  await tablet.getByRole('button', { name: 'Salvar senha e entrar' }).click();

  await expect(tablet.getByRole('heading', { level: 1, name: 'Lançamento de pesagem' })).toBeVisible();
  const kg = uniqueKg(3);
  await tile(tablet, 'Rejeito').click();
  await tile(tablet, AREA).click();
  await weightField(tablet).fill(typedPt(kg));
  await saveButton(tablet).click();
  await expectSyncedRow(tablet, listedPt(kg), 'Camila Cozinha');
  await other.close();

  // Back on the master's page, the user is active and has signed in.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }).fill(email);
  const listed = page.getByRole('row').filter({ hasText: email });
  await expect(listed).toContainText('Ativo');
  await expect(listed).not.toContainText('Nunca');
});

test('a gerente sees only the operacional users of their clients and invites only operacional', async ({
  page,
  signIn,
}) => {
  await signIn('gerente');
  await openUsers(page);
  const table = page.getByRole('table', { name: 'Usuários' });
  await expect(table.getByRole('row').filter({ hasText: 'operacional@example.com' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'master@example.com' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'gerente@example.com' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  const roles = page.getByRole('dialog', { name: 'Convidar usuário' }).getByRole('combobox', { name: 'Nível' });
  await expect(roles.getByRole('option')).toHaveText(['Operacional']);
});

// Issue 23, item 18: "Clientes permitidos" is marked required exactly when the level being given needs clients
// (a gerente or an operacional; a master sees every client), as the server's rule says (needsClients).
test('"Clientes permitidos" is marked required for a gerente or an operacional, not for a master', async ({
  page,
  signIn,
}) => {
  await signIn('master');
  await openUsers(page);
  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar usuário' });
  const level = dialog.getByRole('combobox', { name: 'Nível' });
  const clients = dialog.getByRole('combobox', { name: 'Clientes permitidos' });
  const label = dialog.locator('label').filter({ hasText: /^Clientes permitidos/ });
  for (const [role, required] of [
    ['operacional', true],
    ['master', false],
    ['gerente', true],
  ] as const) {
    await level.selectOption(role);
    await expect(label, role).toHaveText(required ? 'Clientes permitidos *' : 'Clientes permitidos');
    if (required) await expect(clients, role).toHaveAttribute('aria-required', 'true');
    else await expect(clients, role).not.toHaveAttribute('aria-required', 'true');
  }
  // Sent without a client, the gerente's invitation says what is missing, under the field.
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('Sem Clientes');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`sem-clientes-${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Convidar', exact: true }).click();
  await expect(dialog.getByText('Escolha ao menos um cliente.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveCount(0);

  // Editing a user: the same mark, following the level chosen.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }).fill('operacional@example.com');
  await page
    .getByRole('row')
    .filter({ hasText: 'operacional@example.com' })
    .getByRole('button', { name: /^Editar/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar usuário' });
  await expect(edit.locator('label').filter({ hasText: /^Clientes permitidos/ })).toHaveText('Clientes permitidos *');
  await edit.getByRole('combobox', { name: 'Nível' }).selectOption('master');
  await expect(edit.locator('label').filter({ hasText: /^Clientes permitidos/ })).toHaveText('Clientes permitidos');
});

test('an operacional is sent to access denied', async ({ page, signIn }) => {
  await signIn('operacional');
  await page.goto('/app/admin/usuarios');
  await expect(page).toHaveURL(/acesso-negado/);
});

test('deactivating asks first, then the user is shown deactivated; reactivating brings them back', async ({
  page,
  signIn,
}) => {
  await signIn('master');
  await openUsers(page);
  const email = `bar-${Date.now()}@example.com`;
  const created = await page.request.post('/api/v1/users', {
    data: { name: 'Bruno Bar', email, role: 'operacional', clientIds: [await clientIdOf(page, DEMO_RESORT)] },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(201);
  await page.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Desativar Bruno Bar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Desativar usuário' });
  await expect(confirm).toContainText('Bruno Bar perde o acesso agora');
  await confirm.getByRole('button', { name: 'Desativar' }).click();
  await expect(row).toContainText('Desativado');
  await row.getByRole('button', { name: 'Reativar Bruno Bar' }).click();
  await page.getByRole('alertdialog', { name: 'Reativar usuário' }).getByRole('button', { name: 'Reativar' }).click();
  await expect(row).toContainText('Convidado (sem senha)');
});

for (const lang of ['pt', 'en', 'es'] as const) {
  test(`axe finds no serious or critical violation on the users page (${lang}) and its invite dialog`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(60_000);
    await signIn('master');
    await page.goto(lang === 'pt' ? '/app/admin/usuarios' : `/${lang}/app/admin/usuarios`);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    const check = async () => {
      const { violations } = await new AxeBuilder({ page }).analyze();
      const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await check();
    await page
      .getByRole('button', { name: { pt: 'Convidar usuário', en: 'Invite user', es: 'Invitar usuario' }[lang] })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check();
  });
}

test('forgot my password gives the same answer for any e-mail, in three languages', async ({ page }) => {
  for (const [prefix, link, sent] of [
    ['', 'Esqueci minha senha', 'Se este e-mail pertence a uma conta ativa'],
    ['/en', 'Forgot my password', 'If this e-mail belongs to an active account'],
    ['/es', 'Olvidé mi contraseña', 'Si este correo pertenece a una cuenta activa'],
  ] as const) {
    await page.goto(`${prefix}/login`);
    await page.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
    await page.getByRole('textbox').fill('ninguem@example.com');
    await page
      .getByRole('button')
      .filter({ hasText: /Enviar|Send/ })
      .click();
    await expect(page.getByText(sent)).toBeVisible();
  }
});

test('an operacional reaches "Meu perfil" from the header of the weighing page and renames themself', async ({
  page,
  signIn,
}) => {
  await signIn('operacional');
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Lançamento de pesagem' })).toBeVisible();
  await page.getByRole('button', { name: 'Meu perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Meu perfil' });
  const name = dialog.getByRole('textbox', { name: 'Nome' });
  const before = await name.inputValue();
  await name.fill(`${before} Silva`);
  await dialog.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(dialog.getByText('Nome atualizado.')).toBeVisible();
  const me = await page.request.get('/api/v1/me');
  expect((await me.json()).name).toBe(`${before} Silva`);
  // Put back: the demo operacional is shared with other tests.
  await name.fill(before);
  await dialog.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(dialog.getByText('Nome atualizado.').last()).toBeVisible();
});
