import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from './fixtures';

/**
 * axe finds nothing serious or critical on the page as it stands; each violation is listed by its rule and the
 * elements it names, under `where` (what the test was looking at).
 */
export async function expectNoSeriousViolation(page: Page, where?: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([]);
}
