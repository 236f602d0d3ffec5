import type { Locator, Page } from '@playwright/test';
import { DEMO_RESORT, expect, OPERACIONAL_NAME } from './fixtures';

/** The demo's operacional, who cooks at the resort's station in the specs. */
export const COOK = OPERACIONAL_NAME;
export const PIN = '2580';

/** On the users page, gives the demo's operacional the PIN (a run like 1234 is refused first, in words). */
export async function givePin(page: Page): Promise<void> {
  await page.goto('/app/admin/usuarios');
  await page.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }).fill('operacional@example.com');
  await page.getByRole('button', { name: `Editar ${COOK}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
  const pinSection = dialog.getByRole('region', { name: 'PIN da estação da cozinha' });
  await pinSection.getByLabel('Novo PIN').fill('1234');
  await pinSection.getByRole('button', { name: 'Definir PIN' }).click();
  await expect(pinSection.getByText('Não use uma sequência como 1234.')).toBeVisible();
  await pinSection.getByLabel('Novo PIN').fill(PIN);
  await pinSection.getByRole('button', { name: 'Definir PIN' }).click();
  await expect(pinSection.getByRole('status')).toHaveText('PIN definido.');
  await expect(pinSection.getByText('Tem PIN', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
}

/** On the weighing page, the signed-in manager turns this device into the resort's station (and is signed out). */
export async function startResortStation(page: Page): Promise<void> {
  await page.goto('/app/lancamento');
  await page.getByRole('combobox', { name: 'Cliente' }).selectOption({ label: DEMO_RESORT });
  await page.getByRole('button', { name: 'Usar como estação da cozinha' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Transformar em estação da cozinha?' });
  await expect(confirm).toContainText(DEMO_RESORT);
  await confirm.getByRole('button', { name: 'Transformar em estação' }).click();
}

/** Types a PIN on the pad with its keys, as a finger would, and confirms. */
export async function typePin(page: Page, pin: string): Promise<void> {
  const pad = page.getByRole('dialog', { name: 'Trocar cozinheiro' });
  for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
  await pad.getByRole('button', { name: 'Entrar com este PIN' }).click();
}

/** The dashboard's top-losses row of `name` in the table with `testId`. */
export const lossRow = (page: Page, testId: string, name: string): Locator =>
  page
    .getByTestId(testId)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** What the master set up for one run at a client's kitchen, and how to take it away so other specs' forms stay. */
export interface RunKitchen {
  /** A bucket of 1,2 kg, named for this run ("Balde 4821"). */
  bucketName: string;
  /** A food item of this run's own ("Pão de forma 4821"), when one was asked for. */
  itemName: string | null;
  /** Retires the bucket and the item (their lists go forward only: they stay in the records that used them). */
  retire(): Promise<void>;
}

/** Through the API, as the signed-in `master`: a bucket for the client's kitchen, and a food item when asked. */
export async function setUpRunKitchen(
  master: Page,
  clientId: string,
  origin: string,
  { foodItem = false }: { foodItem?: boolean } = {},
): Promise<RunKitchen> {
  const run = Math.floor(Math.random() * 9000) + 1000;
  const made: string[] = [];
  const create = async (list: string, data: object) => {
    const answer = await master.request.post(`/api/v1/clients/${clientId}/${list}`, { data, headers: { origin } });
    expect(answer.status(), await answer.text()).toBe(201);
    made.push(`${list}/${((await answer.json()) as { id: string }).id}`);
  };
  const bucketName = `Balde ${run}`;
  await create('containers', { name: bucketName, tareKg: 1.2 });
  const itemName = foodItem ? `Pão de forma ${run}` : null;
  if (itemName) await create('food-items', { name: itemName });
  return {
    bucketName,
    itemName,
    async retire() {
      for (const path of made) {
        await master.request.patch(`/api/v1/clients/${clientId}/${path}`, {
          data: { active: false },
          headers: { origin },
        });
      }
    },
  };
}
