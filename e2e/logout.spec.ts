import { expect, test } from './support/fixtures';
import { atPath } from './support/routes';

test('"Sair" asks for confirmation; Escape and "Cancelar" keep the user signed in', async ({ page, signIn }) => {
  await signIn('master');
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Lançamento de pesagem' })).toBeVisible();

  const dialog = page.getByRole('alertdialog', { name: 'Sair do sistema' });
  await page.getByRole('complementary').getByRole('button', { name: 'Sair' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Tem certeza de que deseja sair?');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(atPath('/app'));

  await page.getByRole('complementary').getByRole('button', { name: 'Sair' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  // Still signed in: a reload shows the app, not the login page.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lançamento de pesagem' })).toBeVisible();
  await expect(page).toHaveURL(atPath('/app'));
});

test('confirming signs out and lands on /login', async ({ page, signIn }) => {
  await signIn('gerente');
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard de análise' })).toBeVisible();

  await page.getByRole('complementary').getByRole('button', { name: 'Sair' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sair do sistema' });
  await dialog.getByRole('button', { name: 'Sair' }).click();

  await expect(page).toHaveURL(atPath('/login'));
  await expect(page.getByRole('heading', { name: 'Acesse o Ecopeso' })).toBeVisible();

  // The session is gone: the app sends the visitor back to sign in.
  await page.goto('/app');
  await expect(page).toHaveURL(atPath('/login'));
});

test('from /en/app the logout lands on /en/login', async ({ page, signIn }) => {
  await signIn('master');
  await page.goto('/en/app');
  await expect(page.getByRole('heading', { name: 'Weighing entry' })).toBeVisible();

  await page.getByRole('complementary').getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out' }).click();

  await expect(page).toHaveURL(atPath('/en/login'));
  await expect(page.getByRole('heading', { name: 'Sign in to Ecopeso' })).toBeVisible();
});
