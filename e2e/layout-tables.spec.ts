import { typeDate } from './support/admin';
import { clientIdOf, DEMO_RESORT, expect, signInAs, test } from './support/fixtures';
import { valueFit } from './support/layout';

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

// Issue 23, item 13: the MTR mapping at 1280×800 cut its codes to '2001' and 'C'. Every code and value shows
// whole; a table wider than its box scrolls inside it (never the page), saying more columns are there.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the MTR mapping at ${viewport.width}×${viewport.height} shows every code and value whole`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await expect(() => signInAs(page, 'master', baseURL!)).toPass({ timeout: 30_000 });
    const clientId = await clientIdOf(page, DEMO_RESORT);
    await expect(async () => {
      const response = await page.request.get(`/api/v1/clients/${clientId}/mtr/settings`);
      expect(await response.json()).toMatchObject({ configured: true });
    }).toPass({ timeout: 30_000 });
    await page.goto(`/app/admin/gestao-mtr?client=${clientId}&tab=mapeamento`);
    const phone = viewport.width < 768;
    const mapping = phone
      ? page.getByRole('list', { name: 'Mapeamento de resíduos' })
      : page.getByRole('table', { name: 'Mapeamento de resíduos' });
    const ibama = mapping.getByRole('textbox', { name: 'Código IBAMA de Orgânico', exact: true });
    await expect(ibama).toHaveValue(/^\d{6}$/);
    // The system's lists arrive after the mapping: wait for a unit's name in its select.
    await expect(
      mapping.getByRole('combobox', { name: /^Unidades de Orgânico$/ }).locator('option:checked'),
    ).not.toHaveText('');
    const controls = await mapping.locator('input:visible, select:visible, textarea:visible').all();
    expect(controls.length).toBeGreaterThan(20);
    for (const control of controls) {
      const fit = await valueFit(control);
      const name = await control.evaluate((el: HTMLInputElement) => el.labels?.[0]?.textContent ?? el.id);
      expect(fit.needed, `"${fit.value}" whole in ${name}`).toBeLessThanOrEqual(fit.room);
    }
    const pageOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(pageOverflow, 'the page does not scroll sideways').toBeLessThanOrEqual(0);
    if (!phone) {
      // Wider than its box: the table scrolls inside it, a cue on the right until its last column is in sight.
      const more = page.getByTestId('table-more-after');
      await expect(more).toBeVisible();
      await mapping.evaluate((table) => table.parentElement!.scrollTo({ left: table.scrollWidth }));
      await expect(more).toBeHidden();
      await expect(mapping.getByRole('columnheader', { name: 'Conversão e transporte' })).toBeInViewport();
      // The waste the row is about stays in sight.
      await expect(mapping.getByRole('cell', { name: /^Orgânico · Óleo de cozinha/ })).toBeInViewport();
    }
  });
}
