import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { CONTACT, LANGS, localized, SITE_PAGE_CASES } from './support/site';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** PRODUCT.md §4: no serious or critical axe-core violation (WCAG 2.1 A and AA rules). */
async function expectNoSeriousViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, where).toEqual([]);
}

for (const lang of LANGS) {
  for (const pageCase of SITE_PAGE_CASES) {
    const url = localized(lang, pageCase.path);
    test(`${url} has no serious or critical accessibility violation`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCase.heading[lang]);
      await expectNoSeriousViolations(page, url);
    });
  }
}

test('the public pages on a 360 px phone, and the contact form showing its errors, pass too', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const pageCase of SITE_PAGE_CASES) {
    await page.goto(pageCase.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCase.heading.pt);
    await expectNoSeriousViolations(page, `${pageCase.path} at 360 px`);
  }
  await page.goto('/contato');
  await page.getByRole('button', { name: CONTACT.pt.send }).click();
  await expect(page.getByText(CONTACT.pt.nameRequired)).toBeVisible();
  await expectNoSeriousViolations(page, '/contato with errors');
});
