import { expect, test } from './support/fixtures';

test('an unknown path shows the not-found text, and the server answers 404', async ({ page }) => {
  const response = await page.goto('/uma-pagina-que-nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Opa, essa pagina não está mais aqui (Em Construção)')).toBeVisible();
});

test('an unknown English path shows the English not-found text', async ({ page }) => {
  const response = await page.goto('/en/nothing');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops, this page is no longer here (Under Construction)')).toBeVisible();
});

test('known pages answer 200', async ({ request }) => {
  // '/' is checked in languages.spec.ts (known bug: it answers 400).
  for (const path of ['/login', '/en/login', '/es/', '/acesso-negado', '/app', '/app/admin/usuarios']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});
