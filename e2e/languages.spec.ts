import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { atPath } from './support/routes';

async function expectSiteNavigation(page: Page, label: string, links: string[], login: string) {
  const nav = page.getByRole('navigation', { name: label });
  for (const name of links) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: login, exact: true })).toBeVisible();
}

test('bare /en and /es answer 301 to /en/ and /es/, keeping the query', async ({ request }) => {
  for (const lang of ['en', 'es']) {
    const bare = await request.get(`/${lang}`, { maxRedirects: 0 });
    expect(bare.status(), `/${lang}`).toBe(301);
    expect(bare.headers()['location']).toBe(`/${lang}/`);

    const withQuery = await request.get(`/${lang}?x=1`, { maxRedirects: 0 });
    expect(withQuery.status(), `/${lang}?x=1`).toBe(301);
    expect(withQuery.headers()['location']).toBe(`/${lang}/?x=1`);
  }
});

test('/en/ shows English navigation', async ({ page }) => {
  await page.goto('/en');
  await expect(page).toHaveURL(atPath('/en/'));
  await expectSiteNavigation(page, 'Site navigation', ['Home', 'The Product', 'About Us', 'Contact'], 'Access System');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('/es/ shows Spanish navigation', async ({ page }) => {
  await page.goto('/es');
  await expect(page).toHaveURL(atPath('/es/'));
  await expectSiteNavigation(
    page,
    'Navegación del sitio',
    ['Inicio', 'El Producto', 'Sobre Nosotros', 'Contacto'],
    'Acceder al Sistema',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('/ answers 200 and shows Portuguese navigation', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expectSiteNavigation(
    page,
    'Navegação do site',
    ['Início', 'O Produto', 'Sobre Nós', 'Contato'],
    'Acessar Sistema',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('Portuguese pages show Portuguese navigation', async ({ page }) => {
  await page.goto('/produto');
  await expectSiteNavigation(
    page,
    'Navegação do site',
    ['Início', 'O Produto', 'Sobre Nós', 'Contato'],
    'Acessar Sistema',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('the language switcher keeps the path and query, and remembers the choice', async ({ page, context }) => {
  await page.goto('/sobre?x=1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

  // The link itself keeps the query (opened in another tab too), once the prerendered page has come to life.
  const english = page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('href', /^\/en\/sobre\?x=1$/);
  await english.click();
  await expect(page).toHaveURL(/\/en\/sobre\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Site navigation' })).toBeVisible();

  await expect.poll(() => page.evaluate(() => localStorage.getItem('ecopeso.lang'))).toBe('en');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'ecopeso_lang')?.value).toBe('en');

  // And back to Spanish, then Portuguese (no prefix).
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/sobre\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'Português' }).click();
  await expect(page).toHaveURL(/:\d+\/sobre\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ecopeso.lang'))).toBe('pt');
});
