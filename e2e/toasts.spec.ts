import type { Locator, Page } from '@playwright/test';
import { clientIdOf, DEMO_RESORT, expect, test } from './support/fixtures';

// Issue 23: toasts stacked (three "Contrato salvo." covered a third of a phone), covered the title, "Sair" and
// dialog buttons, and an error stayed after its retry succeeded and followed the person to other tabs.

async function openResort(page: Page) {
  await page.goto('/app/admin/clientes');
  await page.getByRole('searchbox', { name: 'Buscar por nome, CNPJ ou cidade' }).fill(DEMO_RESORT);
  await page.getByRole('button', { name: `Editar ${DEMO_RESORT}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Whether two elements' boxes on screen share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [p, q] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

test('three saves show one toast, clear of the page title and "Sair", on a desk and on a phone', async ({
  page,
  signIn,
}) => {
  await signIn('master');
  await openResort(page);
  await page.getByRole('tab', { name: 'Contratos' }).click();
  const saved = page.getByText('Contrato salvo.', { exact: true });
  // Counted as soon as each save is done (an auto-waiting assertion would wait for older toasts to time out).
  const counts: number[] = [];
  const saveContract = async () => {
    await page
      .getByRole('button', { name: /^Editar contrato de / })
      .first()
      .click();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    // Saved: the form closes in the same render that shows the toast.
    await expect(page.getByRole('heading', { name: 'Editar contrato' })).toHaveCount(0);
    counts.push(await saved.count());
  };
  for (let i = 0; i < 3; i++) await saveContract();
  expect(counts).toEqual([1, 1, 1]);
  const toast = page.getByRole('status').filter({ has: saved });
  expect(await overlap(toast, page.getByRole('heading', { level: 1 }))).toBe(false);
  expect(await overlap(toast, page.getByRole('button', { name: 'Sair' }))).toBe(false);

  await page.setViewportSize({ width: 390, height: 844 });
  await saveContract();
  expect(counts.at(-1)).toBe(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await overlap(toast, page.getByRole('heading', { level: 1 }))).toBe(false);
  // At the bottom of the phone, taking no more than a fifth of it.
  const box = (await toast.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThan(844 - 32);
  expect(box.height).toBeLessThan(844 / 5);
});

test('an error toast goes once its retry succeeds and when another tab is chosen, and stays beneath a dialog', async ({
  page,
  signIn,
}) => {
  await signIn('master');
  const id = await clientIdOf(page, DEMO_RESORT);
  const current = await (await page.request.get(`/api/v1/admin/clients/${id}`)).json();
  // Deactivating the resort fails until `fail` is cleared; then it "succeeds" here, so the resort the other tests
  // use stays active.
  let fail = true;
  await page.route(`**/api/v1/clients/${id}`, (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    if (fail) return route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Internal error.' } } });
    return route.fulfill({ json: { ...current, active: false } });
  });
  const error = page.getByText('Não foi possível salvar. Tente novamente.', { exact: true });
  const deactivate = async () => {
    await page.getByRole('button', { name: 'Desativar', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Desativar cliente?' })
      .getByRole('button', { name: 'Desativar' })
      .click();
  };

  await openResort(page);
  await deactivate();
  await expect(error).toBeVisible();
  await page.getByRole('tab', { name: 'Contratos' }).click();
  await expect(error).toHaveCount(0);

  await deactivate();
  await expect(error).toBeVisible();
  fail = false;
  await deactivate();
  await expect(page.getByText(`Cliente ${DEMO_RESORT} desativado.`, { exact: true })).toBeVisible();
  await expect(error).toHaveCount(0);

  // A dialog opened while a toast shows is drawn above it: no toast covers its buttons.
  await page.goto('/app/admin/usuarios');
  await page.route('**/api/v1/users/*/password-link', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Internal error.' } } }),
  );
  await page
    .getByRole('button', { name: /^Enviar link de senha para / })
    .first()
    .click();
  const linkError = page.getByRole('alert').getByText('Não foi possível concluir. Tente novamente.');
  await expect(linkError).toBeVisible();
  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  await expect(page.getByRole('dialog', { name: 'Convidar usuário' })).toBeVisible();
  const { x, y, width, height } = (await linkError.boundingBox())!;
  const covered = await page.evaluate(
    ([px, py, text]) => !document.elementFromPoint(px!, py!)?.closest('[role="alert"]')?.textContent?.includes(text),
    [x + width / 2, y + height / 2, 'Não foi possível concluir'] as const,
  );
  expect(covered).toBe(true);
});
