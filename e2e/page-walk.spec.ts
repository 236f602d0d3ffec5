import type { Page } from '@playwright/test';
import { DEMO_RESORT, ROLES, expect, test, type Role } from './support/fixtures';
import {
  LANGUAGES,
  LOADING_LIMIT_MS,
  loadingTextsAfter,
  WALK_SIZES,
  pagesOf,
  publicPagesOf,
  watchForProblems,
  type WalkPage,
} from './support/page-walk';
import { atPath } from './support/routes';

// Issue 23: every page of every role, and every tab of a tabbed page, opened on the built product in each language
// at a phone's and a laptop's size; the public pages too, as a visitor. A page fails on an answer ≥ 500 from the
// server, an error in the console or an uncaught exception, and on a loading text still on screen 10 s after it was
// asked for. The API and unit suites run from source; this is where the bundled server answers every screen (its
// System tab once answered 500 there, always, with every other suite green).
// One test per role × language × size visits its pages in turn: each page by its URL (a fresh load, as a link or a
// bookmark opens it), each further tab of a page by a click that must land on the tab's URL. Soft assertions, so one
// run names every failing page; no fixed waits (a page is done when its requests settle and its loaders are gone).

/**
 * Chooses the demo resort where the page offers a choice of client (the weighing page, first in the walk): the app
 * remembers it, so the pages after show that client's data rather than asking for one.
 */
async function chooseDemoResort(page: Page) {
  const select = page
    .getByRole('combobox')
    .filter({ has: page.getByRole('option', { name: DEMO_RESORT, exact: true }) });
  if ((await select.count()) > 0) await select.first().selectOption({ label: DEMO_RESORT });
}

async function walk(page: Page, origin: string, pages: readonly WalkPage[], signIn?: () => Promise<void>) {
  // A failing page waits out its 10 s; the walk still finishes and names every one of them.
  test.setTimeout(60_000 + pages.length * (LOADING_LIMIT_MS + 5_000));
  const problems = watchForProblems(page, origin);
  await signIn?.();
  for (const [index, { url, path, tab }] of pages.entries()) {
    await test.step(url, async () => {
      const asked = Date.now();
      const left = () => Math.max(1, asked + LOADING_LIMIT_MS - Date.now());
      if (tab !== undefined) {
        const refused = await page
          .getByRole('tab')
          .nth(tab)
          .click({ timeout: left() })
          .then(() => null)
          .catch((error: Error) => error.message);
        expect.soft(refused, `${url}: a click on its tab (number ${tab + 1})`).toBeNull();
        if (refused) await page.goto(url);
      } else await page.goto(url);
      await expect.soft(page.getByRole('heading', { level: 1 }).first(), `${url}: heading`).toBeVisible({
        timeout: left(),
      });
      await problems.settled(left());
      await expect.soft(page, `${url}: stays on its page`).toHaveURL(tab === undefined ? atPath(path) : url);
      expect
        .soft(
          await loadingTextsAfter(page, left()),
          `${url}: loading text on screen ${LOADING_LIMIT_MS / 1000} s after it was asked for`,
        )
        .toEqual([]);
      expect.soft(await problems.take(), `${url}: server errors, console errors, uncaught exceptions`).toEqual([]);
    });
    if (index === 0 && signIn) await chooseDemoResort(page);
  }
  expect.soft(await problems.take(), 'after the last page').toEqual([]);
}

// The longest walks first, so the two workers end together.
for (const who of [...ROLES, 'visitor'] as const) {
  for (const lang of LANGUAGES) {
    for (const size of WALK_SIZES) {
      const name = `${who}, ${lang}, ${size.width}×${size.height}`;
      test(`${name}: every page and tab opens without server errors, console errors or endless loading`, async ({
        page,
        signIn,
        baseURL,
      }) => {
        await page.setViewportSize(size);
        const origin = new URL(baseURL!).origin;
        if (who === 'visitor') await walk(page, origin, publicPagesOf(lang));
        else await walk(page, origin, pagesOf(who, lang), () => signIn(who satisfies Role));
      });
    }
  }
}
