import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { clientIdOf, DEMO_RESORT, expect, signInAs, test } from './support/fixtures';
import { cameraPicture } from './support/weighing';

// Issue 26 items 2 and 3 from the client's administration: the master sets the resort's kitchen up on the screen — a
// bucket with its tare and a food item — and the cook's weighing page offers them. Both are deactivated after, so
// the other specs' forms stay as they were.

const radio = (page: Page, name: string): Locator => page.getByRole('radio', { name, exact: true });
const tile = (page: Page, name: string): Locator => page.locator('label').filter({ has: radio(page, name) });

/** The page scrolls only up and down: nothing sticks out at the side. */
async function fitsWidth(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

test('a master adds a bucket of 1,2 kg and a food item in the Kitchen tab; the weighing page offers them', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'master', baseURL!);
  const resort = await clientIdOf(page, DEMO_RESORT);
  await page.goto('/app/admin/clientes');
  await page.getByRole('searchbox', { name: 'Buscar por nome, CNPJ ou cidade' }).fill('Maré Alta');
  await page.getByRole('button', { name: `Editar ${DEMO_RESORT}` }).click();
  await page.getByRole('tab', { name: 'Cozinha' }).click();

  // The food-loss stages are there from the start, in the reader's words, with their stage.
  const reasons = page.getByRole('table', { name: 'Motivos do descarte' });
  await expect(reasons.getByRole('row').filter({ hasText: 'Sobra de buffet' })).toContainText('Produto pronto');
  await expect(reasons.getByRole('row').filter({ hasText: 'Resto de prato' })).toContainText('Prato');

  // A container: a tare that is no weight is refused on the screen; 1,2 kg is saved and becomes its current tare.
  await page.getByRole('button', { name: 'Novo recipiente' }).click();
  const form = page.getByRole('form', { name: 'Novo recipiente' });
  await form.getByRole('textbox', { name: /Nome do recipiente/ }).fill('Balde 20 L');
  await form.getByRole('textbox', { name: /Tara/ }).fill('-1');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toContainText('Tara de 0 a 10 000 kg, com até 3 casas decimais.');
  // Left with Tab, as a person does: the message goes before the button is pressed.
  await form.getByRole('textbox', { name: /Tara/ }).fill('1,2');
  await form.getByRole('textbox', { name: /Tara/ }).press('Tab');
  await expect(form).not.toContainText('Tara de 0 a 10 000 kg');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toHaveCount(0);
  const bucket = page.getByRole('table', { name: 'Recipientes' }).getByRole('row').filter({ hasText: 'Balde 20 L' });
  await expect(bucket).toContainText('1,2 kg');
  await expect(bucket).toContainText('Ativo');

  // Its photo: a camera-sized picture, compressed on the page, sent, and shown beside the name (decision 035).
  await bucket.getByLabel('Adicionar foto de Balde 20 L').setInputFiles({
    name: 'balde.png',
    mimeType: 'image/png',
    buffer: await cameraPicture(page, 2000, 1500),
  });
  await expect(page.getByText('Foto de Balde 20 L salva.')).toBeVisible();
  const photo = bucket.getByRole('img', { name: 'Foto de Balde 20 L' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(bucket.getByLabel('Trocar a foto de Balde 20 L')).toBeAttached();

  // A food item, found by the search.
  await page.getByRole('button', { name: 'Novo alimento' }).click();
  const item = page.getByRole('form', { name: 'Novo alimento' });
  await item.getByRole('textbox', { name: /Alimento/ }).fill('Mandioca cozida');
  await item.getByRole('button', { name: 'Salvar' }).click();
  await expect(item).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Buscar alimento' }).fill('mandioca');
  await expect(page.getByRole('table', { name: 'Alimentos' }).getByRole('row')).toHaveText([
    /Alimento/,
    /Mandioca cozida/,
  ]);
  await fitsWidth(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsWidth(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`),
  ).toEqual([]);

  const ids = (await (await page.request.get(`/api/v1/clients/${resort}/kitchen`)).json()) as {
    containers: { id: string; name: string }[];
    foodItems: { id: string; name: string }[];
  };
  const containerId = ids.containers.find((c) => c.name === 'Balde 20 L')!.id;
  const foodItemId = ids.foodItems.find((f) => f.name === 'Mandioca cozida')!.id;

  const cookContext = await browser.newContext({ baseURL });
  try {
    const cook = await cookContext.newPage();
    await signInAs(cook, 'operacional', baseURL!);
    await cook.goto('/app');
    await tile(cook, 'Orgânico').click();
    await expect(radio(cook, 'Balde 20 L · tara 1,2 kg')).toBeVisible();
    // The cook recognises the bin by its photo, loaded in its tile.
    const thumbnail = tile(cook, 'Balde 20 L · tara 1,2 kg').locator('img');
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(radio(cook, 'Mandioca cozida')).toBeVisible();
  } finally {
    await cookContext.close();
    for (const path of [`containers/${containerId}`, `food-items/${foodItemId}`]) {
      await page.request.patch(`/api/v1/clients/${resort}/${path}`, {
        data: { active: false },
        headers: { origin: baseURL! },
      });
    }
  }
});
