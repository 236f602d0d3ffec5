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

// Issue 23, item 20: under /en and /es the SIGOR panel said "Oops, this page is no longer here". It is in Portuguese
// only: the page says so in the reader's language, with a link to the panel in Portuguese.
test('the SIGOR panel is in Portuguese only: under /en and /es a page says so, with a link to it', async ({
  page,
  signIn,
  request,
}) => {
  expect((await request.get('/en/app/painelsigor')).status()).toBe(200);
  await signIn('master');
  await page.goto('/es/app/painelsigor');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel SIGOR' })).toBeVisible();
  await expect(page.getByText('Esta página solo está disponible en portugués.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrirla en portugués' })).toHaveAttribute('href', '/app/painelsigor');

  await page.goto('/en/app/painelsigor?x=1');
  await expect(page.getByRole('heading', { level: 1, name: 'SIGOR panel' })).toBeVisible();
  await expect(page.getByText('This page is available in Portuguese only.')).toBeVisible();
  await expect(page.getByText(/Oops, this page is no longer here/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Open it in Portuguese' }).click();
  await expect(page).toHaveURL(atPath('/app/painelsigor?x=1'));
  await expect(page.getByRole('heading', { level: 1, name: 'Painel SIGOR' })).toBeVisible();
});

test('the SIGOR panel’s notice under /en keeps its role guard', async ({ page, signIn }) => {
  await signIn('gerente');
  await page.goto('/en/app/painelsigor');
  await expect(page).toHaveURL(atPath('/en/acesso-negado'));
});
