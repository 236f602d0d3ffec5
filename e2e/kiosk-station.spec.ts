import { clientIdOf, DEMO_RESORT, expect, test } from './support/fixtures';
import { COOK, givePin, PIN, startResortStation, typePin } from './support/station';
import {
  attachPhoto,
  cameraPicture,
  listedPt,
  recordRow,
  saveButton,
  tile,
  typedPt,
  uniqueKg,
  weightField,
  type ServerRecord,
} from './support/weighing';

// The kitchen station (issue 26 item 5, decision 039) as a kitchen lives it, on the demo data: the gerente gives the
// operacional Otávio a PIN on the users page, turns a tablet into the resort's station, Otávio switches in at the pad
// and weighs; the record is his, not the gerente's who set the tablet up, nor the station's.

test('a gerente turns the tablet into the station; the cook switches in by PIN and the weighing is his, with its photo', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn('gerente');
  await givePin(page);
  const resortId = await clientIdOf(page, DEMO_RESORT);

  // The weighing page of the resort: the gerente makes this device its station, and is signed out of it.
  await startResortStation(page);

  // The station: nothing but the PIN pad until a cook switches in; it cannot be closed.
  const pad = page.getByRole('dialog', { name: 'Trocar cozinheiro' });
  await expect(pad).toBeVisible();
  await expect(pad.getByRole('button', { name: 'Fechar' })).toHaveCount(0);
  const me = await page.request.get('/api/v1/me');
  expect(await me.json()).toMatchObject({ station: { clientId: resortId }, allowedClientIds: [resortId] });

  // A wrong PIN is said so, with the tries left.
  await typePin(page, '9999');
  await expect(pad.getByRole('alert')).toHaveText(
    'PIN incorreto. Restam 4 tentativas antes de a estação ser bloqueada.',
  );
  await typePin(page, PIN);
  await expect(pad).toBeHidden();
  await expect(page.getByText(`Cozinheiro: ${COOK}`)).toBeVisible();

  // The station reaches no other page: the menu is gone, and the users page is refused.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  expect((await page.request.get('/api/v1/users')).status()).toBe(403);

  // Otávio weighs; the record is his.
  const kg = uniqueKg(3);
  await tile(page, 'Rejeito').click();
  await tile(page, 'Bar da Piscina').click();
  await weightField(page).fill(typedPt(kg));
  // With a photo of the bin (decision 040): it goes with Otávio's turn, after the record.
  await attachPhoto(page, await cameraPicture(page, 640, 480), 'bin.png');
  await saveButton(page).click();
  const row = recordRow(page, listedPt(kg));
  await expect(row).toContainText(COOK);
  await expect(row.getByRole('img', { name: 'Foto da pesagem' })).toBeVisible();
  await expect(async () => {
    const response = await page.request.get(`/api/v1/clients/${resortId}/records?limit=100`);
    const { items } = (await response.json()) as { items: (ServerRecord & { hasPhoto: boolean })[] };
    expect(items.find((r) => r.weightKg === kg)).toMatchObject({ createdByName: COOK, hasPhoto: true });
  }).toPass();

  // "Trocar cozinheiro" on a phone: the pad fits the screen, and closing it keeps the cook.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Trocar cozinheiro' }).click();
  await expect(pad).toBeVisible();
  for (const key of ['1', '0', 'Entrar com este PIN']) {
    const box = (await pad.getByRole('button', { name: key, exact: true }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
  }
  await pad.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByText(`Cozinheiro: ${COOK}`)).toBeVisible();
});
