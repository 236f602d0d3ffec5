import { clientIdOf, DEMO_RESORT, expect, signInAs, test } from './support/fixtures';

// Issue 23, item 14: on a phone, tabs that do not fit say so, and the one opened by its URL is in sight; an MTR's
// exchange history never scrolls the whole page sideways.
test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the MTR tabs show a cue where more are hidden, and the DMR tab opened by URL is in sight', async ({
  page,
  baseURL,
}) => {
  await expect(() => signInAs(page, 'master', baseURL!)).toPass({ timeout: 30_000 });
  const resort = await clientIdOf(page, DEMO_RESORT);
  await page.goto(`/app/admin/gestao-mtr?client=${resort}&tab=coletas`);
  const tabs = page.getByRole('tablist', { name: /./ }).first();
  await expect(tabs.getByRole('tab', { name: 'Coletas e MTRs' })).toBeVisible();
  await expect(page.getByTestId('tabs-more-after')).toBeVisible();

  await page.goto(`/app/admin/gestao-mtr?client=${resort}&tab=dmr`);
  const dmr = tabs.getByRole('tab', { name: 'DMR' });
  await expect(dmr).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tabs-more-before')).toBeVisible();
  const strip = (await tabs.boundingBox())!;
  const tab = (await dmr.boundingBox())!;
  expect(tab.x).toBeGreaterThanOrEqual(strip.x - 1);
  expect(tab.x + tab.width).toBeLessThanOrEqual(strip.x + strip.width + 1);
});

test('on a phone an MTR’s exchange history scrolls inside its blocks, never the page', async ({ page, baseURL }) => {
  await expect(() => signInAs(page, 'master', baseURL!)).toPass({ timeout: 30_000 });
  const resort = await clientIdOf(page, DEMO_RESORT);
  await page.goto(`/app/admin/gestao-mtr?client=${resort}&tab=coletas`);
  await page.getByRole('button', { name: 'Abrir' }).first().click();
  const history = page.getByText(/^Histórico de trocas com o sistema/).first();
  if (await history.isVisible()) await history.click();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
