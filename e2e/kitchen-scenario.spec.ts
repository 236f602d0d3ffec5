import { formatKg } from '@ecopeso/shared/figures';
import { clientIdOf, DEMO_RESORT, expect, signInAs, test } from './support/fixtures';
import { installFakeSerial, pushBytes, toledoFrame } from './support/fake-serial';
import { COOK, givePin, lossRow, PIN, setUpRunKitchen, startResortStation, typePin } from './support/station';
import {
  listedPt,
  queuedRows,
  recordRow,
  saveOffline,
  tile,
  typedPt,
  uniqueKg,
  watchPosts,
  WEIGHING_PT,
} from './support/weighing';

// Issue 26 from end to end, as one kitchen lives it: the gerente gives the cook a PIN and turns the tablet into the
// resort's station; the cook switches in by PIN, pairs the serial scale (a simulated Web Serial port carrying Toledo
// frames), loads a bucket whose tare comes off, picks why the food was thrown away and what it was, saves with no
// connection, and the weighing syncs once, as the cook's; the chef's top-losses card shows it. The master sets the
// bucket and a food item up through the API and takes them away after, so the other specs' forms stay as they were.

test('station, PIN, scale, bucket, reason and item offline; synced once as the cook’s; in the top losses', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The master's side: a bucket of 1,2 kg for the resort, named for this run, and a food item.
  const admin = await browser.newContext({ baseURL });
  const master = await admin.newPage();
  await signInAs(master, 'master', baseURL!);
  const resort = await clientIdOf(master, DEMO_RESORT);
  // A food item of this run's own, so that other specs' weighings cannot change its line on the chef's card.
  const kitchen = await setUpRunKitchen(master, resort, baseURL!, { foodItem: true });
  const { bucketName } = kitchen;
  const itemName = kitchen.itemName!;

  try {
    // The gerente gives the cook a PIN and makes this tablet the resort's station.
    await installFakeSerial(page);
    await signInAs(page, 'gerente', baseURL!);
    await givePin(page);
    await startResortStation(page);
    const pad = page.getByRole('dialog', { name: 'Trocar cozinheiro' });
    await expect(pad).toBeVisible();
    await typePin(page, PIN);
    await expect(pad).toBeHidden();
    await expect(page.getByText(`Cozinheiro: ${COOK}`)).toBeVisible();
    const posted = watchPosts(page);

    // The scale, paired once.
    await page.getByRole('button', { name: 'Conectar balança' }).click();
    await page
      .getByRole('dialog', { name: 'Conectar uma balança' })
      .getByRole('button', { name: 'Conectar', exact: true })
      .click();
    const live = page.getByRole('status', { name: 'Peso na balança' });
    await expect(live).toHaveText('Aguardando o peso...');

    // Organics of the prep in the bucket, with why and what.
    await tile(page, 'Orgânico').click();
    await tile(page, 'Pré-preparo').click();
    await tile(page, 'Cozinha Principal').click();
    await tile(page, `${bucketName} · tara 1,2 kg`).click();
    await tile(page, 'Sobra de buffet').click();
    await tile(page, itemName).click();

    // The bucket is loaded: the scale moves, then settles; the settled gross fills the field, the net shows.
    const net = uniqueKg(6);
    const gross = Math.round((net + 1.2) * 1000) / 1000;
    const weight = page.getByRole('textbox', { name: 'Peso bruto (kg)' });
    await pushBytes(page, toledoFrame(gross - 0.4, true));
    await expect(live).toHaveText(listedPt(gross - 0.4));
    await expect(weight).toHaveValue('');
    await pushBytes(page, toledoFrame(gross, false));
    await expect(weight).toHaveValue(typedPt(gross));
    await expect(page.getByText(`Líquido: ${listedPt(net)}`)).toBeVisible();

    // Saved with no connection: it waits on the tablet with all it says.
    await saveOffline(page);
    const row = recordRow(page, listedPt(net));
    await expect(row).toContainText(WEIGHING_PT.pendingBadge);
    await expect(row.getByTestId('record-kitchen')).toHaveText(
      `${bucketName}: bruto ${listedPt(gross)}, tara 1,2 kg · Motivo: Sobra de buffet · Alimento: ${itemName}`,
    );
    expect(await queuedRows(page)).toBe(1);

    // Back online: stored once, as the cook's.
    await page.context().setOffline(false);
    await expect(row).not.toContainText(WEIGHING_PT.pendingBadge);
    await expect(row).toContainText(COOK);
    expect(await queuedRows(page)).toBe(0);
    expect(new Set(posted.map((r) => r.id)).size).toBe(1);
    await expect(async () => {
      const listed = await master.request.get(`/api/v1/clients/${resort}/records?limit=50`);
      const { items } = (await listed.json()) as {
        items: { id: string; weightKg: number; grossKg: number | null; createdByName: string | null }[];
      };
      expect(items.filter((r) => r.id === posted[0]!.id)).toEqual([
        expect.objectContaining({ weightKg: net, grossKg: gross, createdByName: COOK }),
      ]);
    }).toPass();

    // The chef's card: the run's food item with the weighing's net, and the buffet leftovers among the reasons.
    await master.goto(`/app/dashboard?client=${resort}`);
    await expect(lossRow(master, 'top-losses-items', itemName)).toContainText(formatKg(net, 'pt'));
    await expect(lossRow(master, 'top-losses-reasons', 'Sobra de buffet')).toBeVisible();
  } finally {
    await kitchen.retire();
    await admin.close();
  }
});
