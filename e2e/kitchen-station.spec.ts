import { formatKg } from '@ecopeso/shared/figures';
import { clientIdOf, DEMO_RESORT, expect, signInAs, test } from './support/fixtures';
import { lossRow, setUpRunKitchen } from './support/station';
import {
  isRecordsUrl,
  listedPt,
  queuedRows,
  saveOffline,
  radio,
  recordsPanel,
  saveButton,
  tile,
  typedPt,
  uniqueKg,
  watchPosts,
  WEIGHING_PT,
} from './support/weighing';

// Issue 26 items 2 and 3 at the kitchen station: the cook picks the bucket the waste is in (its tare comes off), why
// the food was thrown away and what it was; saved with no connection, the weighing waits in the device's queue with
// all of it, and reaches the server once when the connection returns. The master sets the container up through the
// API and takes it away after, so the other specs' forms stay as they were. Once synced, the weighing shows in the top
// losses the master reads on the dashboard (issue 26 item 6): its food item and its reason, its kilos added.

interface KitchenRecord {
  id: string;
  weightKg: number;
  containerName: string | null;
  grossKg: number | null;
  tareKg: number | null;
  lossReasonKind: string | null;
  foodItemName: string | null;
}

test('a cook weighs organics in a bucket, with why and what, offline; the net, gross, tare, reason and item sync once; the top losses show it', async ({
  page,
  browser,
  baseURL,
}) => {
  // The master's side: a bucket of 1,2 kg for the resort, named for this run.
  const admin = await browser.newContext({ baseURL });
  const master = await admin.newPage();
  await signInAs(master, 'master', baseURL!);
  const resort = await clientIdOf(master, DEMO_RESORT);
  const kitchen = await setUpRunKitchen(master, resort, baseURL!);
  const { bucketName } = kitchen;
  // What the resort's top losses say of bread this month before the weighing, as the dashboard's filter asks.
  await master.goto(`/app/dashboard?client=${resort}`);
  await expect(master).toHaveURL(/preset=thisMonth/);
  const filter = new URL(master.url()).searchParams;
  filter.delete('client');
  const breadKg = async () => {
    const answer = await master.request.get(`/api/v1/clients/${resort}/dashboard?${filter}`);
    expect(answer.ok()).toBe(true);
    const { topLosses } = (await answer.json()) as { topLosses: { byItem: { name: string; kg: number }[] } };
    return topLosses.byItem.find((item) => item.name === 'Pão')?.kg ?? 0;
  };
  const breadBefore = await breadKg();

  try {
    await signInAs(page, 'operacional', baseURL!);
    const posted = watchPosts(page);
    await page.goto('/app');
    await expect(saveButton(page)).toBeVisible();

    const net = uniqueKg(6);
    const gross = Math.round((net + 1.2) * 1000) / 1000;
    await tile(page, 'Orgânico').click();
    await tile(page, 'Pré-preparo').click();
    await tile(page, 'Cozinha Principal').click();
    await tile(page, `${bucketName} · tara 1,2 kg`).click();
    // Reason and item: the food-loss stage in the vocabulary's words, and the resort's food.
    await tile(page, 'Sobra de buffet').click();
    await tile(page, 'Pão').click();
    const weight = page.getByRole('textbox', { name: 'Peso bruto (kg)' });
    await weight.fill(typedPt(gross));
    await expect(page.getByText(`Líquido: ${listedPt(net)}`)).toBeVisible();

    await saveOffline(page);
    const row = recordsPanel(page)
      .getByRole('listitem')
      .filter({ hasText: listedPt(net) });
    await expect(row).toContainText(WEIGHING_PT.pendingBadge);
    await expect(row.getByTestId('record-kitchen')).toHaveText(
      `${bucketName}: bruto ${listedPt(gross)}, tara 1,2 kg · Motivo: Sobra de buffet · Alimento: Pão`,
    );
    expect(await queuedRows(page)).toBe(1);
    expect(posted).toHaveLength(0);
    // The next weighing keeps the bucket; reason and item start over.
    await expect(radio(page, `${bucketName} · tara 1,2 kg`)).toBeChecked();

    await page.context().setOffline(false);
    await expect(row).not.toContainText(WEIGHING_PT.pendingBadge);
    expect(await queuedRows(page)).toBe(0);
    expect(new Set(posted.map((r) => r.id)).size).toBe(1);

    const listed = await page.request.get(`/api/v1/clients/${resort}/records?limit=50`);
    const items = ((await listed.json()) as { items: KitchenRecord[] }).items;
    expect(items.filter((r) => r.id === posted[0]!.id)).toEqual([
      expect.objectContaining({
        weightKg: net,
        containerName: bucketName,
        grossKg: gross,
        tareKg: 1.2,
        lossReasonKind: 'buffet_leftovers',
        foodItemName: 'Pão',
      }),
    ]);
    await expect(row.getByTestId('record-kitchen')).toHaveText(
      `${bucketName}: bruto ${listedPt(gross)}, tara 1,2 kg · Motivo: Sobra de buffet · Alimento: Pão`,
    );
    expect(isRecordsUrl(new URL(listed.url()))).toBe(true);

    // The chef's card: bread has the weighing's net added, and the buffet leftovers are among the reasons.
    await master.reload();
    await expect(lossRow(master, 'top-losses-items', 'Pão')).toContainText(formatKg(breadBefore + net, 'pt'));
    await expect(lossRow(master, 'top-losses-reasons', 'Sobra de buffet')).toBeVisible();
  } finally {
    await kitchen.retire();
    await admin.close();
  }
});
