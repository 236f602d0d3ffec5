import type { Locator, Page } from '@playwright/test';
import { expect, test, type Role } from './support/fixtures';
import { saveButton, tile, weightField } from './support/weighing';

// Issue 12 / PRODUCT.md §7: once a client is chosen, type, sub-type, area, weight and save are all on screen
// without scrolling on a landscape kitchen tablet, a portrait tablet and a phone. Measured with the worst case
// on screen: Reciclável chosen, so its nine sub-types show too. Each element's box must lie inside the viewport
// with the page scrolled to the top.
//
// The phone's on-screen keypad is modelled as a shorter viewport (390×500: 844 less a ~340 px keypad), which is
// what Android Chrome does with the page's `interactive-widget=resizes-content`. There the weight and save stay
// pinned at the bottom and a line above them repeats the chosen type, sub-type and area; the tiles themselves
// scroll under it.

const SIZES = [
  { name: 'landscape tablet', width: 1280, height: 800 },
  { name: 'portrait tablet', width: 800, height: 1280 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function expectInViewport(page: Page, what: string, locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, `${what} is rendered`).not.toBeNull();
  expect(box!.y, `${what} starts below the top`).toBeGreaterThanOrEqual(0);
  expect(box!.x, `${what} starts inside on the left`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} ends above the bottom (${viewport.height})`).toBeLessThanOrEqual(
    viewport.height,
  );
  expect(box!.x + box!.width, `${what} ends inside on the right`).toBeLessThanOrEqual(viewport.width);
}

async function openWithClient(page: Page, role: Role) {
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Lançamento de pesagem' })).toBeVisible();
  if (role === 'master') {
    await page.getByRole('combobox', { name: 'Cliente' }).selectOption({ index: 1 });
  } else {
    // One client: no selector takes a line of the screen.
    await expect(page.getByRole('combobox', { name: 'Cliente' })).toHaveCount(0);
  }
  await expect(saveButton(page)).toBeVisible();
}

const FIELDS = (page: Page) => ({
  'type Reciclável': tile(page, 'Reciclável'),
  'every type': page.getByRole('group', { name: /Tipo de resíduo/ }),
  'sub-types': page.getByRole('group', { name: /Tipo de reciclável/ }),
  areas: page.getByRole('group', { name: /Área de lançamento/ }),
  weight: weightField(page),
  save: saveButton(page),
});

for (const role of ['operacional', 'master'] as const) {
  for (const size of SIZES) {
    test(`${role}: the whole form fits a ${size.name} (${size.width}×${size.height}) without scrolling`, async ({
      page,
      signIn,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(role);
      await openWithClient(page, role);
      await tile(page, 'Reciclável').click();
      await expect(page.getByRole('group', { name: /Tipo de reciclável/ })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `.tmp/fit-${role}-${size.width}x${size.height}.png` });
      for (const [what, locator] of Object.entries(FIELDS(page))) await expectInViewport(page, what, locator);
      // In its own place, not pinned over the areas (the bar is sticky only for windows too short for the form).
      const areas = (await FIELDS(page).areas.boundingBox())!;
      const bar = (await page.getByTestId('weigh-bar').boundingBox())!;
      expect(areas.y + areas.height).toBeLessThanOrEqual(bar.y);
    });
  }
}

test('phone with the keypad up (390×500): weight, save and the choices made stay in sight', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn('operacional');
  await openWithClient(page, 'operacional');
  await tile(page, 'Reciclável').click();
  await tile(page, 'Papel').click();
  await tile(page, 'Cozinha Principal').click();
  const weight = weightField(page);
  await weight.focus();
  // The keypad opens: the window is as tall as what remains above it.
  await page.setViewportSize({ width: 390, height: 500 });
  await weight.focus();
  await expectInViewport(page, 'weight', weight);
  await expectInViewport(page, 'save', saveButton(page));
  const choices = page.getByTestId('weigh-choices');
  await expect(choices).toHaveText('Reciclável · Papel · Cozinha Principal');
  await expectInViewport(page, 'the choices', choices);
  await page.screenshot({ path: '.tmp/fit-keypad-390x500.png' });
});

// Issue 23, item 20: the connection status read "En|línea" on two lines on a phone. In every language and both
// headers (the operacional's, the sidebar layout's) it keeps one line, and the header does not widen the page.
for (const role of ['operacional', 'gerente'] as const) {
  for (const prefix of ['', '/en', '/es']) {
    test(`${role}${prefix || ' (pt)'}: the connection status keeps one line on a phone`, async ({ page, signIn }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(role);
      await page.goto(`${prefix}/app`);
      const header = page.getByRole('banner');
      const status = header.getByRole('status').filter({ hasText: /Online|En línea|Sin conexión|Offline/ });
      await expect(status).toBeVisible();
      for (const offline of [false, true]) {
        await page.context().setOffline(offline);
        await expect(status).toHaveText(offline ? /Offline|Sin conexión/ : /Online|En línea/);
        // The lines its words sit on (the dot beside them is no line).
        const lines = await status.evaluate((el) => {
          const tops = new Set<number>();
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of Array.from(range.getClientRects())) tops.add(Math.round(rect.top));
          }
          return tops.size;
        });
        expect(lines, `"${await status.innerText()}" on one line`).toBe(1);
        const overflow = await header.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(overflow, 'the header keeps inside the screen').toBeLessThanOrEqual(0);
        const pageOverflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(pageOverflow, 'the page does not scroll sideways').toBeLessThanOrEqual(0);
      }
    });
  }
}
