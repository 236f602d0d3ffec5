import type { Page } from '@playwright/test';
import { ROLES, expect, test } from './support/fixtures';
import { APP_ROUTE_CASES, atPath } from './support/routes';

async function expectAccessDenied(page: Page, check: typeof expect = expect) {
  await check(page).toHaveURL(atPath('/acesso-negado'));
  await check(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
  await check(page.getByText('Você não tem permissão para visualizar esta página.')).toBeVisible();
}

// Spec §6: every role on every application route; allowed routes render their page, refused ones land on
// /acesso-negado. One sign-in per role, one step per route; soft assertions so one run reports every route.
for (const role of ROLES) {
  test(`${role}: every app route is allowed or refused as spec §6 says`, async ({ page, signIn }) => {
    await signIn(role);
    for (const route of APP_ROUTE_CASES) {
      const allowed = route.roles.includes(role);
      await test.step(`${route.path} is ${allowed ? 'allowed' : 'refused'}`, async () => {
        await page.goto(route.path);
        if (allowed) {
          await expect
            .soft(page.getByRole('heading', { level: 1, name: route.heading, exact: true }), route.path)
            .toBeVisible();
          await expect.soft(page, route.path).toHaveURL(atPath(route.path));
        } else {
          await expectAccessDenied(page, expect.soft);
        }
      });
    }
  });
}

test('the access-denied button leads back to /app/lancamento', async ({ page, signIn }) => {
  await signIn('operacional');
  await page.goto('/app/admin/usuarios');
  await expectAccessDenied(page);

  await page.getByRole('link', { name: 'Voltar para o lançamento' }).click();
  await expect(page).toHaveURL(atPath('/app/lancamento'));
  await expect(page.getByRole('heading', { name: 'Lançamento de pesagem' })).toBeVisible();
});

test('painelsigor exists only in the Portuguese tree', async ({ page, signIn }) => {
  await signIn('master');
  await page.goto('/en/app/painelsigor');
  await expect(page.getByText('Oops, this page is no longer here (Under Construction)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'SIGOR panel' })).toHaveCount(0);

  await page.goto('/es/app/painelsigor');
  await expect(page.getByText('Ups, esta página ya no está aquí (En Construcción)')).toBeVisible();
});
