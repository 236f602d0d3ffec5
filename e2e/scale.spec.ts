import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fakeSerialState, installFakeSerial, pushBytes, toledoFrame, withoutScaleApis } from './support/fake-serial';
import {
  listedPt,
  openEntry,
  recordRow,
  saveButton,
  tile,
  typedPt,
  uniqueKg,
  weightField,
  WEIGHING_PT,
} from './support/weighing';

// Issue 26, item 1: a serial scale on the weighing page. Chromium gets a simulated Web Serial port (support/
// fake-serial.ts) that carries Toledo continuous frames written from the manufacturer's documented format; the
// rest is the built product with its demo data (the operacional sees only the resort).

const PT = {
  connect: 'Conectar balança',
  chooser: 'Conectar uma balança',
  pair: 'Conectar',
  live: 'Peso na balança',
  waiting: 'Aguardando o peso...',
  moving: 'Estabilizando...',
  stable: 'Estável',
  unsupported: 'Este navegador não se conecta a balanças (Chrome e Edge se conectam). Digite o peso normalmente.',
  dismiss: 'Entendi',
};

const live = (page: Page) => page.getByRole('status', { name: PT.live });

test('a serial scale pairs once, shows the bin being loaded, fills the settled weight, and saving is one tap', async ({
  page,
  signIn,
}) => {
  await installFakeSerial(page);
  await signIn('operacional');
  await openEntry(page);

  await page.getByRole('button', { name: PT.connect }).click();
  const chooser = page.getByRole('dialog', { name: PT.chooser });
  await expect(chooser.getByRole('combobox', { name: 'Modelo e protocolo' })).toHaveValue('toledo-p03');
  await chooser.getByRole('button', { name: PT.pair, exact: true }).click();
  await expect(live(page)).toHaveText(PT.waiting);
  // The preset's port settings reached the port.
  expect((await fakeSerialState(page)).opened).toEqual({ baudRate: 9600, dataBits: 7, parity: 'even', stopBits: 1 });

  await tile(page, 'Rejeito').click();
  await tile(page, 'Bar da Piscina').click();

  // The bin is loaded: the weight moves, the field waits.
  const kg = uniqueKg(6);
  await pushBytes(page, [...toledoFrame(1.2, true), ...toledoFrame(kg - 0.5, true)]);
  await expect(live(page)).toHaveText(listedPt(kg - 0.5));
  await expect(page.getByText(PT.moving)).toBeVisible();
  await expect(weightField(page)).toHaveValue('');

  // It settles: the field holds the weight in kg, and saving is one tap.
  await pushBytes(page, toledoFrame(kg, false));
  await expect(weightField(page)).toHaveValue(typedPt(kg));
  await expect(page.getByText(PT.stable, { exact: true })).toBeVisible();
  await saveButton(page).click();
  await expect(page.getByText(WEIGHING_PT.saved)).toBeVisible();
  const row = recordRow(page, listedPt(kg));
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Bar da Piscina');

  // The same bin still resting on the platform does not fill the cleared field again.
  await pushBytes(page, toledoFrame(kg, false));
  await expect(weightField(page)).toHaveValue('');

  // Next visit: the scale is there without asking (the browser still grants the port).
  await page.reload();
  await expect(live(page)).toHaveText(PT.waiting);
  await pushBytes(page, toledoFrame(2.5, false));
  await expect(weightField(page)).toHaveValue('2,5');
  expect((await fakeSerialState(page)).asked).toBe(0);
});

test('a browser without Web Serial, WebHID or Web Bluetooth says so once, and typing works as ever', async ({
  page,
  signIn,
}) => {
  await withoutScaleApis(page);
  await signIn('operacional');
  await openEntry(page);

  await expect(page.getByText(PT.unsupported)).toBeVisible();
  await expect(page.getByRole('button', { name: PT.connect })).toHaveCount(0);
  await weightField(page).fill('3,5');
  await expect(weightField(page)).toHaveValue('3,5');

  await page.getByRole('button', { name: PT.dismiss }).click();
  await expect(page.getByText(PT.unsupported)).toHaveCount(0);
  await page.reload();
  await expect(saveButton(page)).toBeVisible();
  await expect(page.getByText(PT.unsupported)).toHaveCount(0);
});
