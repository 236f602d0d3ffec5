import type { ConsoleMessage } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Issue 23, item 20: React Router printed "No `HydrateFallback` element provided to render during initial
// hydration" on every load of the app (its routes load lazily, and the first one had nothing to show meanwhile).
// Loaded fresh — signed out and signed in, in each language, on pages of each kind — the app prints no such warning.
test('loading the app prints no HydrateFallback warning', async ({ page, signIn }) => {
  const warnings: string[] = [];
  const listen = (message: ConsoleMessage) => {
    if (/HydrateFallback/i.test(message.text())) warnings.push(`${message.type()} on ${page.url()}: ${message.text()}`);
  };
  page.on('console', listen);
  for (const path of ['/login', '/en/login', '/app']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^(Entrar|Sign in)$/ })).toBeVisible();
  }
  await signIn('gerente');
  for (const path of ['/app', '/app/dashboard', '/es/app/documentacao', '/en/app/glossario']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(warnings).toEqual([]);
});
