import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Types a date into a React Aria date field, day first as a Portuguese user does. */
export async function typeDate(field: Locator, ddmmyyyy: string) {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(ddmmyyyy);
}

/** Picks a client in the invite dialog's searchable multi-select, by keyboard, and checks it shows as chosen. */
export async function chooseClient(page: Page, name: string, typed = name.slice(0, 4)) {
  const box = page.getByRole('combobox', { name: 'Clientes permitidos' });
  await box.fill(typed);
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([name]);
  await box.press('ArrowDown');
  await box.press('Enter');
  await box.press('Tab');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  // The chosen client shows as a tag under the field.
  await expect(page.getByRole('dialog', { name: 'Convidar usuário' })).toContainText(name);
}

/** Invites a user from /app/admin/usuarios (already open) and returns the set-password link shown once. */
export async function invite(
  page: Page,
  user: { name: string; email: string; role: 'gerente' | 'operacional'; client: string },
): Promise<string> {
  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar usuário' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(user.name);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await dialog.getByRole('combobox', { name: 'Nível' }).selectOption(user.role);
  // The language is the person's, not an e-mail's (no e-mail need be sent): the field says what it changes.
  await expect(dialog.getByRole('combobox', { name: 'Idioma da pessoa' })).toHaveAccessibleDescription(
    /O link para criar a senha abre neste idioma/,
  );
  await chooseClient(page, user.client, user.client);
  await dialog.getByRole('button', { name: 'Convidar', exact: true }).click();
  const link = dialog.getByRole('textbox', { name: 'Link' });
  await expect(link).toBeVisible();
  const url = await link.inputValue();
  expect(url).toContain('/login/redefinir-senha#token=');
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  return url;
}

/** Opens a set-password link in a new browser context (another device), sets the password and signs in. */
export async function acceptInvite(browser: Browser, url: string, password: string): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(new URL(url).pathname + new URL(url).hash);
  await expect(page.getByRole('heading', { level: 1, name: 'Definir sua senha' })).toBeVisible();
  await page.getByLabel('Nova senha').fill(password);
  await page.getByLabel('Repita a senha').fill(password);
  await page.getByRole('button', { name: 'Salvar senha e entrar' }).click();
  await expect(page).toHaveURL(/\/app/);
  return page;
}

/** Clicks a weighing tile (type, sub-type or area) by its radio's name. */
