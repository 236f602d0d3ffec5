import { typeDate } from './support/admin';
import { expect, signInAs, test } from './support/fixtures';

// Issue 23, items 12 and 13: admin tables keep their actions in sight and their values whole; on a phone nothing
// widens the page.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 800, height: 1280 },
]) {
  test(`users and clients at ${viewport.width}×${viewport.height}: the actions in sight, CNPJs and dates whole`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await expect(() => signInAs(page, 'master', baseURL!)).toPass({ timeout: 30_000 });
    await page.goto('/app/admin/usuarios');
    const edit = page.getByRole('table').getByRole('button').first();
    await expect(edit).toBeVisible();
    const box = (await edit.boundingBox())!;
    expect(box.x + box.width, 'the first row’s action is on screen').toBeLessThanOrEqual(viewport.width);

    await page.goto('/app/admin/clientes');
    const cnpj = page
      .getByRole('table')
      .getByRole('cell', { name: /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/ })
      .first();
    await expect(cnpj).toBeVisible();
    // One line: a CNPJ is never broken in two.
    const lines = await cnpj.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
  });
}

test('on a phone the users’ cards never widen the page, long e-mails included', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(() => signInAs(page, 'master', baseURL!)).toPass({ timeout: 30_000 });
  await page.goto('/app/admin/usuarios');
  await expect(page.getByRole('list').filter({ hasText: '@' }).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('"Adicionar licença" adds a row at the first click, right after a date was typed', async ({ page, baseURL }) => {
  await expect(() => signInAs(page, 'master', baseURL!)).toPass({ timeout: 30_000 });
  await page.goto('/app/admin/empresas-coleta');
  await page.getByRole('button', { name: 'Editar' }).first().click();
  const numbers = page.getByRole('textbox', { name: /^Número da licença/ });
  await expect(page.getByRole('button', { name: 'Adicionar licença' })).toBeVisible();
  const before = await numbers.count();
  await page.getByRole('button', { name: 'Adicionar licença' }).click();
  const n = before + 1;
  await page.getByRole('textbox', { name: `Número da licença ${n}` }).fill('LO-2031/7');
  await page.getByRole('textbox', { name: `Órgão emissor da licença ${n}` }).fill('CPRH');
  await typeDate(page.getByRole('group', { name: new RegExp(`^Validade da licença ${n}`) }), '30062028');
  await page.getByRole('button', { name: 'Adicionar licença' }).click();
  await expect(numbers).toHaveCount(n + 1);
});

test('the clients multi-select lists its options on a click in the empty box and clears the typed text after a pick', async ({
  page,
  baseURL,
}) => {
  await expect(() => signInAs(page, 'master', baseURL!)).toPass({ timeout: 30_000 });
  await page.goto('/app/admin/usuarios');
  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  const box = page.getByRole('combobox', { name: 'Clientes permitidos' });
  await box.click();
  await expect(page.getByRole('listbox').getByRole('option')).not.toHaveCount(0);
  await box.fill('Maré A');
  await page.getByRole('listbox').getByRole('option', { name: 'Maré Alta Beach Resort' }).click();
  await expect(box).toHaveValue('');
  await expect(page.getByRole('dialog', { name: 'Convidar usuário' })).toContainText('Maré Alta Beach Resort');
});
